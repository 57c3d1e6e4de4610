import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { hrefOf } from '../../engine/href';
import { useTenant } from '../../engine/portal-context';
import { Dialog } from '../../lib/ui/dialog';
import { desktop } from '../../lib/ui/media';
import { UserEntry } from './user-entry';

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

const Items = styled.ul`
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  a {
    display: block;
    padding: 12px 4px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
  }
  a.active {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  a[href^='tel:'] {
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: 600;
  }
`;

/**
 * The header's menu under the mobile breakpoint, where the nav strip, the hotline and the user entry do not fit:
 * a button opening a modal dialog with every nav item, the News home, the hotline and the login or user entry.
 */
export function MobileMenu({ news = false, hotline = false }: { news?: boolean; hotline?: boolean }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Open type="button" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)} data-testid="mobile-menu-open">
        {t('nav.menu')}
      </Open>
      {open && (
        <Dialog title={t('nav.menu')} closeLabel={t('close')} onClose={close} testId="mobile-menu">
          {/* A followed link closes the menu; the page changes behind it. */}
          <nav aria-label={t('nav.main')} onClick={(event) => (event.target as Element).closest('a') && close()}>
            <Items>
              {tenant.nav.map((item) => (
                <li key={item.name}>
                  {item.external ? (
                    <a href={item.url} target="_blank" rel="noopener noreferrer">
                      {item.label}
                    </a>
                  ) : (
                    <NavLink to={item.url} end={item.url === '/'}>
                      {item.label}
                    </NavLink>
                  )}
                </li>
              ))}
              {news && (
                <li>
                  <Link to={hrefOf('news')}>{t('nav.news')}</Link>
                </li>
              )}
            </Items>
          </nav>
          <Footer onClick={(event) => (event.target as Element).closest('a') && close()}>
            {hotline && tenant.hotline && (
              <span>
                {t('contact.hotline')} <a href={`tel:${tenant.hotline.replace(/[^\d+]/g, '')}`}>{tenant.hotline}</a>
              </span>
            )}
            <UserEntry />
          </Footer>
        </Dialog>
      )}
    </>
  );
}
