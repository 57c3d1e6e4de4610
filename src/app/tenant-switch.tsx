import { useEffect, useState } from 'react';
import { siteCalls } from '../../shared/calls/site';
import { resolveTenant } from '../../shared/resolve-tenant';
import type { TenantManifest } from '../../shared/tenant-types';
import { deferTask } from '../lib/defer-task';
import { readStored, STORAGE_KEYS } from '../lib/storage-keys';
import { PortalApp, type PortalAppProps } from './portal-app';

type TenantSwitchProps = Omit<PortalAppProps, 'tenant' | 'theme'> & {
  onTenant: (tenant: TenantManifest) => void;
};

/**
 * The browser's half of tenant resolution (DESIGN §2): where the host matched no tenant, a custom-login
 * domain stored in the browser picks the brand, whose manifest and theme are then fetched.
 */
export function TenantSwitch({ onTenant, ...props }: TenantSwitchProps) {
  const { bootstrap, api } = props;
  const [brand, setBrand] = useState({ tenant: bootstrap.tenant, theme: bootstrap.theme });

  useEffect(
    () =>
      deferTask(() => {
        const stored = readStored(STORAGE_KEYS.customLoginDomain);
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
