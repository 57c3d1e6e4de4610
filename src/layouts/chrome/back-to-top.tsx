import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SCROLL_TOP_THRESHOLD } from '../../lib/constants';
import { useScrolledPast } from '../../lib/hooks/use-scrolled-past';

export const FloatingButton = styled.button`
  width: 48px;
  height: 48px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.sizes.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 2px 8px ${({ theme }) => theme.colors.shadow};
  cursor: pointer;
  font-size: 12px;
  line-height: 1.2;
  &:hover {
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

/** SPEC §4: appears once the page is scrolled beyond 200 px. */
export function BackToTop() {
  const { t } = useTranslation();
  const visible = useScrolledPast(SCROLL_TOP_THRESHOLD);
  if (!visible) return null;
  return (
    <FloatingButton type="button" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })} data-testid="back-to-top">
      {t('backToTop')}
    </FloatingButton>
  );
}
