import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { IgnoredFilter } from './tender-route';

const Notice = styled.p`
  margin-bottom: 12px;
  padding: 8px 12px;
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.sizes.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  font-size: 14px;
`;

/** Says which filters of the address meant nothing and were left out, so the list is not mistaken for theirs. */
export function IgnoredNotice({ ignored }: { ignored: IgnoredFilter[] }) {
  const { t } = useTranslation('tender');
  if (!ignored.length) return null;
  const names = ignored.map((filter) => t(`ignoredNames.${filter}`)).join(t('listSeparator'));
  return (
    <Notice role="status" data-testid="ignored-filters">
      {t('ignored', { filters: names })}
    </Notice>
  );
}
