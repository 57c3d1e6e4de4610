import { useEffect, useState } from 'react';
import { siteCalls } from '../../shared/calls/site';
import { resolveTenant } from '../../shared/resolve-tenant';
import type { TenantManifest } from '../../shared/tenant-types';
import { deferTask } from '../lib/defer-task';
import { customLoginDomain } from './custom-login-link';
import { PortalApp, type PortalAppProps } from './portal-app';

type TenantSwitchProps = Omit<PortalAppProps, 'tenant' | 'theme'> & {
  onTenant: (tenant: TenantManifest) => void;
};

/**
 * The browser's half of tenant resolution (DESIGN §2): where the host matched no tenant, a custom-login
 * domain stored in the browser (or given by a link, custom-login-link.ts) picks the brand, whose manifest and theme
 * are then fetched; `onTenant` then reloads the page's data, whose title and description are the brand's.
 */
export function TenantSwitch({ onTenant, ...props }: TenantSwitchProps) {
  const { bootstrap, api } = props;
  const [brand, setBrand] = useState({ tenant: bootstrap.tenant, theme: bootstrap.theme });

  useEffect(
    () =>
      deferTask(() => {
        const stored = customLoginDomain(bootstrap.hostIndex);
        if (!stored) return;
        const wanted = resolveTenant(window.location.host, bootstrap.hostIndex, stored);
        if (!wanted || wanted.id === bootstrap.tenant.id) return;
        api
          .call(siteCalls.tenantGet, { id: wanted.id }, { keepOnLeave: true, silent: true })
          .then((body) => {
            onTenant(body.tenant);
            setBrand({ tenant: body.tenant, theme: body.theme });
          })
          .catch(() => undefined);
      }),
    [api, bootstrap, onTenant],
  );

  return <PortalApp {...props} tenant={brand.tenant} theme={brand.theme} />;
}
