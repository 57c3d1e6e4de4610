import { useEffect, useState } from 'react';
import type { TenantManifest } from '../../shared/tenant-types';
import { deferTask } from '../lib/defer-task';
import { readStored, STORAGE_KEYS } from '../lib/storage-keys';
import { PortalApp, type PortalAppProps } from './portal-app';

type TenantSwitchProps = Omit<PortalAppProps, 'tenant' | 'theme'> & {
  onTenant: (tenant: TenantManifest) => void;
};

/**
 * The browser's half of tenant resolution (DESIGN §2): where the host matched no tenant, a custom-login
 * domain stored in the browser (or given by a link, custom-brand.ts) picks the brand, whose manifest and theme
 * are then fetched; `onTenant` then reloads the page's data, whose title and description are the brand's.
 */
export function TenantSwitch({ onTenant, ...props }: TenantSwitchProps) {
  const { bootstrap, api } = props;
  const [brand, setBrand] = useState({ tenant: bootstrap.tenant, theme: bootstrap.theme });

  useEffect(
    () =>
      deferTask(() => {
        // Only a browser that holds a custom login domain, or a link that sets one, loads the code that looks it up.
        const key = STORAGE_KEYS.customLoginDomain;
        if (!readStored(key) && !new URLSearchParams(window.location.search).has(key)) return;
        import('./custom-brand')
          .then(({ customBrand }) => customBrand(bootstrap, api))
          .then((brand) => {
            if (!brand) return;
            onTenant(brand.tenant);
            setBrand({ tenant: brand.tenant, theme: brand.theme });
          })
          .catch(() => undefined);
      }),
    [api, bootstrap, onTenant],
  );

  return <PortalApp {...props} tenant={brand.tenant} theme={brand.theme} />;
}
