import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export const MAIN_ID = 'main';

const Link = styled.a`
  position: absolute;
  top: 8px;
  left: 8px;
  z-index: 1000;
  padding: 8px 16px;
  border-radius: ${({ theme }) => theme.sizes.radius}px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  transform: translateY(calc(-100% - 16px));
  &:focus,
  &:hover {
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &:focus {
    transform: none;
  }
`;

/** WCAG 2.4.1: the first stop of the keyboard, shown only when focused, moves focus to the page's <main>. */
export function SkipLink() {
  const { t } = useTranslation();
  // Focus moves by script so the URL gets no #main and the router sees no navigation; the href alone
  // serves the page before hydration.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <Link href={`#${MAIN_ID}`} onClick={skip} data-testid="skip-link">
      {t('skipToContent')}
    </Link>
  );
}
