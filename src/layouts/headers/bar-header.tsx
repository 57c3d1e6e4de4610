import { useTranslation } from 'react-i18next';
import { hrefOf } from '../../engine/href';
import { useTenant } from '../../engine/portal-context';
import { Container } from '../../lib/ui/container';
import { FreeTrialButton } from '../../engine/free-trial-button';
import { MobileMenu } from '../chrome/mobile-menu';
import { NavLinks } from '../chrome/nav-links';
import { TenantLogo } from '../chrome/tenant-logo';
import { HeaderBar, Spacer, WrapRow } from './header-bar';

/** Landing (`custom`) and `header` layouts: logo, nav items, free-trial button; 60 px when compact. */
export function BarHeader({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  return (
    <HeaderBar $compact={compact} data-testid={compact ? 'nav-header' : 'landing-header'}>
      <Container>
        <TenantLogo to={hrefOf(tenant.entry ?? 'home')} />
        <WrapRow>
          <NavLinks items={tenant.nav} label={t('nav.main')} />
        </WrapRow>
        <Spacer />
        <FreeTrialButton />
        <MobileMenu />
      </Container>
    </HeaderBar>
  );
}
