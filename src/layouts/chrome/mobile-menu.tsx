import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { desktop } from '../../lib/ui/media';

// The panel's code (with the modal dialog's) loads when the menu is first opened.
const MobileMenuPanel = lazy(() => import('./mobile-menu-panel'));

const Open = styled.button`
  min-width: 44px;
  min-height: 36px;
  padding: 0 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.sizes.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  ${desktop} {
    display: none;
  }
`;

/**
 * The header's menu under the mobile breakpoint, where the nav strip, the hotline and the user entry do not fit:
 * a button opening a modal dialog with every nav item, the News home, the hotline and the login or user entry.
 */
export function MobileMenu({ news = false, hotline = false }: { news?: boolean; hotline?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Open type="button" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)} data-testid="mobile-menu-open">
        {t('nav.menu')}
      </Open>
      {open && (
        <Suspense fallback={null}>
          <MobileMenuPanel news={news} hotline={hotline} close={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
