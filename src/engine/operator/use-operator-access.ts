import { useAtomValue } from 'jotai';
import { serviceDeskCalls, type DeskTenant } from '../../../shared/calls/service-desk';
import { useApi } from '../portal-context';
import { userInfoAtom } from '../state/portal-atoms';
import { useCall } from '../use-call';
import { forbiddenOn403 } from './forbidden-on-403';

/** What an operator's page needs to know of its user: the tenants they serve, or that they are none (HTTP 403). */
export type OperatorAccess = { tenants: DeskTenant[] } | 'forbidden';

/**
 * The operator pages' (/serviceDesk, /analytics) question to desk.me (operator role). It waits for the
 * session; the auth guard has already sent a visitor to log in.
 */
export function useOperatorAccess() {
  const api = useApi();
  const token = useAtomValue(userInfoAtom)?.token;
  const access = useCall<OperatorAccess>(
    token
      ? () => forbiddenOn403(api.call(serviceDeskCalls.me, {}, { token, silent: true }).then((body) => ({ tenants: body.tenants })))
      : null,
    [api, token],
  );
  return { ...access, token };
}
