import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { hrefOf } from '../../engine/href';
import { useTenant } from '../../engine/portal-context';
import { Dialog } from '../../lib/ui/dialog';
import { UserEntry } from './user-entry';

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

/** The mobile menu's dialog: every nav item, the News home, the hotline and the login or user entry. */
export default function MobileMenuPanel({ news, hotline, close }: { news: boolean; hotline: boolean; close: () => void }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  return (
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
        <UserEntry inline />
      </Footer>
    </Dialog>
  );
}
