import { useAtomValue } from 'jotai';
import { usePortal } from '../portal-context';
import { sessionCheckedAtom, userInfoAtom } from '../state/portal-atoms';

/**
 * The page was rendered for a logged-in visitor (the server saw a live session cookie) and the browser's own
 * session check has not answered yet: login-only parts show their loading state, never the visitor's.
 */
export function useSessionPending(): boolean {
  const { bootstrap } = usePortal();
  const checked = useAtomValue(sessionCheckedAtom);
  const user = useAtomValue(userInfoAtom);
  return Boolean(bootstrap.signedIn) && !checked && !user;
}
