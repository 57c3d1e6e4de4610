import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { freeTrialTarget } from './free-trial-target';
import { hrefOf } from './href';
import { useTenant } from './portal-context';
import { useCurrentRoute } from './use-current-route';
import { Button, type ButtonVariant } from '../lib/ui/button';

/** SPEC §2 free-trial button; its target comes from the tenant's manifest, by the current route name. */
export function FreeTrialButton({ variant = 'primary' }: { variant?: ButtonVariant }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const location = useLocation();
  const { row } = useCurrentRoute();
  if (!tenant.freeTrial.enabled) return null;
  const target = freeTrialTarget({
    routeName: row?.name ?? '',
    currentUrl: `${location.pathname}${location.search}`,
    query: Object.fromEntries(new URLSearchParams(location.search)),
    rules: tenant.freeTrial,
  });
  return (
    <Button as={Link} to={hrefOf(target.name, {}, target.query)} $variant={variant} data-testid="free-trial">
      {tenant.freeTrial.label || t('freeTrial')}
    </Button>
  );
}
