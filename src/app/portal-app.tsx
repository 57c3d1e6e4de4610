import type { i18n } from 'i18next';
import { Provider as JotaiProvider } from 'jotai';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import type { TenantManifest } from '../../shared/tenant-types';
import type { Theme } from '../../shared/theme-types';
import type { PortalBootstrap } from '../../shared/ssr-contract';
import { PersonalSectionsProvider, type PersonalSectionsLoader } from '../engine/personal-sections-context';
import { PortalContext, type PortalContextValue } from '../engine/portal-context';
import type { ApiClient } from '../lib/api/api-client';
import type { ToastStore } from '../lib/toast/toast-store';
import { GlobalStyle } from '../lib/ui/global-style';
import { Toaster } from '../lib/ui/toaster';
import { usePortalEffects } from './portal-effects';

type JotaiStore = Parameters<typeof JotaiProvider>[0]['store'];

export interface PortalAppProps {
  bootstrap: PortalBootstrap;
  tenant: TenantManifest;
  theme: Theme;
  api: ApiClient;
  toasts: ToastStore;
  i18n: i18n;
  store: JotaiStore;
  children: ReactNode;
}

function Effects() {
  usePortalEffects();
  return null;
}

/** Providers shared by the server render and the browser: i18n, state, tenant, theme. */
export function PortalApp({ bootstrap, tenant, theme, api, toasts, i18n, store, children }: PortalAppProps) {
  const portal = useMemo<PortalContextValue>(() => ({ bootstrap, tenant, api, toasts }), [bootstrap, tenant, api, toasts]);
  const sections = useMemo<PersonalSectionsLoader>(
    () => () => import('./personal-sections').then((module) => module.personalSections(i18n)),
    [i18n],
  );
  return (
    <I18nextProvider i18n={i18n}>
      <JotaiProvider store={store}>
        <PortalContext.Provider value={portal}>
          <PersonalSectionsProvider value={sections}>
            <ThemeProvider theme={theme}>
              <GlobalStyle />
              <Effects />
              {children}
              <Toaster store={toasts} />
            </ThemeProvider>
          </PersonalSectionsProvider>
        </PortalContext.Provider>
      </JotaiProvider>
    </I18nextProvider>
  );
}
