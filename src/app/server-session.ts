import { matchRoutes, type RouteObject } from 'react-router-dom';
import { accountAuthCalls } from '../../shared/calls/account-auth';
import { sessionTokenOfCookie } from '../../shared/session-cookie';
import type { TenantManifest } from '../../shared/tenant-types';
import { hrefOf } from '../engine/href';
import type { RouteHandle } from '../engine/use-current-route';
import type { ApiClient } from '../lib/api/api-client';

/** Whether the request's session cookie names a live session, asked of the API host as the browser asks it. */
export async function hasLiveSession(api: ApiClient, cookie: string | string[] | undefined): Promise<boolean> {
  const token = sessionTokenOfCookie(cookie);
  if (!token) return false;
  try {
    return Boolean((await api.call(accountAuthCalls.userinfo, { token }, { silent: true })).userinfo);
  } catch {
    // An unknown or ended token (40100) is a visitor, as the browser's session check decides.
    return false;
  }
}

/**
 * The `auth` guard on the server: a visitor asking for a login-only page is sent to the tenant's login with the
 * way back in logidUrl, as the browser's guard does (app/root-layout.tsx), before anything is rendered.
 */
export function loginRedirectOf(routes: RouteObject[], url: URL, tenant: TenantManifest): string | undefined {
  const matched = matchRoutes(routes, url.pathname) ?? [];
  const row = [...matched].reverse().find((match) => (match.route.handle as RouteHandle | undefined)?.route)?.route.handle as
    | RouteHandle
    | undefined;
  if (!row?.route.guards?.includes('auth')) return undefined;
  return hrefOf(tenant.login.route, {}, { logidUrl: `${url.pathname}${url.search}` });
}
