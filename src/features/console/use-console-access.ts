import { useAtomValue } from 'jotai';
import { consoleCalls, type ConsoleTenant } from '../../../shared/calls/console';
import { forbiddenOn403 } from '../../engine/operator/forbidden-on-403';
import { useApi } from '../../engine/portal-context';
import { userInfoAtom } from '../../engine/state/portal-atoms';
import { useCall } from '../../engine/use-call';

export type ConsoleAccess = { tenants: ConsoleTenant[] } | 'forbidden';

/** The console's first question: the tenants the user edits (and administers), or that they edit none. */
export function useConsoleAccess() {
  const api = useApi();
  const token = useAtomValue(userInfoAtom)?.token;
  const access = useCall<ConsoleAccess>(
    token ? () => forbiddenOn403(api.call(consoleCalls.me, {}, { token, silent: true }).then(({ tenants }) => ({ tenants }))) : null,
    [api, token],
  );
  return { ...access, token };
}
