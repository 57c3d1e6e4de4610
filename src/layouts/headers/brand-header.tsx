import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { hrefOf } from '../../engine/href';
import { useTenant } from '../../engine/portal-context';
import { useCurrentRoute } from '../../engine/use-current-route';
import { Container } from '../../lib/ui/container';
import { mobile } from '../../lib/ui/media';
import { NavLinks } from '../chrome/nav-links';
import { TenantLogo } from '../chrome/tenant-logo';
import { UserEntry } from '../chrome/user-entry';
import { HeaderBar, Spacer, WrapRow } from './header-bar';

const Title = styled.div`
  display: flex;
  align-items: baseline;
  gap: 12px;
  padding-left: 16px;
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  strong {
    font-size: 20px;
    font-weight: 600;
  }
  span {
    font-size: 13px;
    opacity: 0.8;
  }
  ${mobile} {
    display: none;
  }
`;

/** The login links and the user menu's name in the header's own text colour: brand headers may be dark (kunlun). */
const Entry = styled.div`
  && > div,
  && > div > a,
  && > details > summary {
    color: ${({ theme }) => theme.colors.headerText};
  }
`;

/**
 * Brand layouts (kunlun, nantou, qibao, treasure, udebank, jycic, neisheng, gezhouba): logo and title, 80 px.
 * The branded login entrance is that alone; every inner page adds the manifest's nav and the login link (or the
 * user's menu), as the default layout's pages have.
 */
export function BrandHeader() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const { row } = useCurrentRoute();
  const entrance = row?.page === 'account';
  return (
    <HeaderBar data-testid="brand-header">
      <Container>
        <TenantLogo to={hrefOf(tenant.entry ?? 'home')} />
        <Title data-testid="brand-title">
          <strong>{tenant.title}</strong>
          {tenant.slogan && <span>{tenant.slogan}</span>}
        </Title>
        {!entrance && (
          <>
            <WrapRow>
              <NavLinks items={tenant.nav} label={t('nav.main')} />
            </WrapRow>
            <Spacer />
            <Entry>
              <UserEntry />
            </Entry>
          </>
        )}
      </Container>
    </HeaderBar>
  );
}

/** The account layout's simple logo header. */
export function LogoHeader() {
  const tenant = useTenant();
  return (
    <HeaderBar $compact data-testid="logo-header">
      <Container>
        <TenantLogo to={hrefOf(tenant.entry ?? 'home')} />
      </Container>
    </HeaderBar>
  );
}
