import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useTenant } from '../../engine/portal-context';
import { Container } from '../../lib/ui/container';
import { useTranslation } from 'react-i18next';

const Bar = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tabs = styled.ul`
  display: flex;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  a {
    display: block;
    padding: 10px 14px;
    white-space: nowrap;
    border-bottom: 2px solid transparent;
  }
  /* The strip scrolls sideways and would clip a ring drawn outside the item. */
  a:focus-visible {
    outline-offset: -2px;
  }
  a.active {
    color: ${({ theme }) => theme.colors.primaryText};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Whether the information sub-tabs belong on this path: the hub itself or one of its tabs. */
export function isInformationPath(pathname: string, tabUrls: readonly string[]): boolean {
  if (pathname === '/information') return true;
  return tabUrls.some((url) => pathname === url || pathname.startsWith(`${url}/`));
}

/** SPEC §2 information sub-tabs, from the tenant manifest. */
export function InformationTabs() {
  const { t } = useTranslation();
  const tenant = useTenant();
  return (
    <Bar>
      <Container>
        <nav aria-label={t('nav.informationTabs')}>
          <Tabs data-testid="information-tabs">
            {tenant.informationTabs.map((tab) => (
              <li key={tab.url}>
                <NavLink to={tab.url}>{tab.title}</NavLink>
              </li>
            ))}
          </Tabs>
        </nav>
      </Container>
    </Bar>
  );
}
