import { useAtom } from 'jotai';
import { useCallback } from 'react';
import { accountAuthCalls } from '../../../shared/calls/account-auth';
import type { UserInfo as SessionUserInfo } from '../../../shared/calls/account-models';
import { useApi } from '../portal-context';
import { userInfoAtom } from '../state/portal-atoms';
import { storeStaffId } from './session-storage';

/** What switchCom and an upgrade answer: the session's new staffId and the user as it now is. */
export interface OrgSwitchAnswer {
  staffId: string;
  userinfo: SessionUserInfo;
}

/**
 * The session's organisation (switchCom): the header, the personal centre and the organisation platform all read
 * the user atom and the stored staffId, so they follow. `adopt` takes an answer that already switched (an upgrade).
 */
export function useSwitchOrg() {
  const api = useApi();
  const [user, setUser] = useAtom(userInfoAtom);
  const token = user?.token;

  const adopt = useCallback(
    ({ staffId, userinfo }: OrgSwitchAnswer) => {
      storeStaffId(staffId);
      setUser((current) => current && { ...current, orgs: userinfo.orgs, currentOrgId: userinfo.currentOrgId });
    },
    [setUser],
  );

  const switchTo = useCallback(
    async (orgId: string | null): Promise<boolean> => {
      if (!token) return false;
      try {
        adopt(await api.call(accountAuthCalls.switchCom, { orgId }, { token }));
        return true;
      } catch {
        // The client has toasted the refusal or the failure.
        return false;
      }
    },
    [api, token, adopt],
  );

  return { switchTo, adopt, orgs: user?.orgs ?? [], currentOrgId: user?.currentOrgId ?? null };
}
