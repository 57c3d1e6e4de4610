import { useAtomValue } from 'jotai';
import { usePortal } from '../../../engine/portal-context';
import { userInfoAtom } from '../../../engine/state/portal-atoms';

/** What an AI page needs to call the API host as the signed-in user (token null before sign-in is known). */
export function useAiSession() {
  const { api, bootstrap, tenant } = usePortal();
  const token = useAtomValue(userInfoAtom)?.token ?? null;
  return { api, token, apiBase: bootstrap.apiBase, tenantId: tenant.id };
}
