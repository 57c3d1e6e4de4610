import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { hrefOf } from '../../engine/href';
import { useTenant } from '../../engine/portal-context';
import { Container } from '../../lib/ui/container';
import { HeaderSearch, type SearchScope } from '../chrome/header-search';
import { MobileMenu } from '../chrome/mobile-menu';
import { NavLinks } from '../chrome/nav-links';
import { NewsMenu } from '../chrome/news-menu';
import { TenantLogo } from '../chrome/tenant-logo';
import { UserEntry } from '../chrome/user-entry';
import { DesktopOnly, HeaderBar, Spacer, WrapRow } from './header-bar';

const Hotline = styled(DesktopOnly)`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
  white-space: nowrap;
  strong {
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

export interface SiteHeaderProps {
  /** `home` links its logo to /index and shows no hotline (SPEC §2 home layout). */
  variant: 'site' | 'home';
  searchScope?: SearchScope;
}

/** Top bar of the default and home layouts: logo, hotline, nav with the News menu, search, user entry. */
export function SiteHeader({ variant, searchScope }: SiteHeaderProps) {
  const { t } = useTranslation();
  const tenant = useTenant();
  return (
    <HeaderBar data-testid="site-header">
      <Container>
        <TenantLogo to={variant === 'home' ? '/index' : hrefOf('home')} />
        <WrapRow>
          <NavLinks items={tenant.nav} label={t('nav.main')} />
          <NewsMenu />
        </WrapRow>
        <Spacer />
        {searchScope && (
          <DesktopOnly>
            <HeaderSearch scope={searchScope} />
          </DesktopOnly>
        )}
        {variant === 'site' && (
          <Hotline>
            {t('contact.hotline')} <strong>{tenant.hotline}</strong>
          </Hotline>
        )}
        <DesktopOnly>
          <UserEntry />
        </DesktopOnly>
        <MobileMenu news hotline />
      </Container>
    </HeaderBar>
  );
}
