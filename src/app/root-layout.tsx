import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { breadcrumbs } from '../engine/breadcrumbs';
import { hrefOf } from '../engine/href';
import { layoutNameOf, layoutSpec } from '../engine/layout-registry';
import { usePortal, useTenant } from '../engine/portal-context';
import type { PageKey, RouteRow } from '../engine/route-types';
import { findRoute } from '../engine/routes';
import { useSessionPending } from '../engine/session/use-session-pending';
import { sessionCheckedAtom, userInfoAtom } from '../engine/state/portal-atoms';
import { useCurrentRoute } from '../engine/use-current-route';
import type { SearchScope } from '../layouts/chrome/header-search';
import { isInformationPath } from '../layouts/chrome/information-tabs';
import { LayoutFrame } from '../layouts/layout-frame';
import { PageShell } from '../lib/ui/page-shell';
import { SkeletonCards } from '../lib/ui/skeleton';
import { canonicalUrl } from './canonical-url';
import { useDocumentTdk } from './use-document-tdk';
import { useTracking } from './use-tracking';

/** Pages whose header carries the product search box (SPEC §2 default layout). */
const PRODUCT_PAGES: readonly (PageKey | undefined)[] = ['product', 'productDetail', 'productLog', 'solution', 'solutionDetail'];
const HELP_PAGES: readonly (PageKey | undefined)[] = ['help', 'helpDetail', 'helpSearch'];

function searchScopeOf(row: RouteRow | undefined): SearchScope | undefined {
  if (PRODUCT_PAGES.includes(row?.page)) return 'product';
  return HELP_PAGES.includes(row?.page) ? 'help' : undefined;
}

/**
 * The `auth` guard: a visitor is sent to the tenant's login with the way back in logidUrl. The server does
 * the same for a first request (app/server-session.ts); a page it rendered for a logged-in visitor shows its
 * title and a skeleton until the browser's session check answers.
 */
function AuthGuard({ row, children }: { row: RouteRow | undefined; children: ReactNode }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const location = useLocation();
  const checked = useAtomValue(sessionCheckedAtom);
  const user = useAtomValue(userInfoAtom);
  const pending = useSessionPending();
  if (!row?.guards?.includes('auth') || user) return children;
  if (pending) {
    return (
      <PageShell title={t(`routes:${row.name}`)}>
        <SkeletonCards />
      </PageShell>
    );
  }
  if (!checked) return null;
  const logidUrl = `${location.pathname}${location.search}`;
  return <Navigate replace to={hrefOf(tenant.login.route, {}, { logidUrl })} />;
}

/** Chooses the layout (route's own, else the tenant's) and frames the current page with it. */
export function RootLayout() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const location = useLocation();
  const { bootstrap } = usePortal();
  const { row, params, data } = useCurrentRoute();
  useDocumentTdk(data?.tdk, canonicalUrl(bootstrap.origin, { row, params, data }, location.pathname));
  useTracking();
  // The login preview wears the layout of the tenant's own login entrance, exactly as its users see it.
  const layoutRow = row?.name === 'loginPreview' ? findRoute(tenant.login.route) : row;
  const name = layoutNameOf(layoutRow?.layout ?? tenant.layout);
  const crumbs = row ? breadcrumbs(row.name, (routeName) => t(`routes:${routeName}`), params) : [];
  const tabUrls = tenant.informationTabs.map((tab) => tab.url);
  return (
    <LayoutFrame
      name={name}
      spec={layoutSpec(name)}
      crumbs={crumbs}
      searchScope={searchScopeOf(row)}
      informationTabs={isInformationPath(location.pathname, tabUrls)}
    >
      <AuthGuard row={row}>
        <Outlet />
      </AuthGuard>
    </LayoutFrame>
  );
}
