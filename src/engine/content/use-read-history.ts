import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import type { ReadableType } from '../../../shared/calls/enums';
import { userContentCalls } from '../../../shared/calls/user-content';
import { useApi } from '../portal-context';
import { userInfoAtom } from '../state/portal-atoms';

/** A logged-in reader's visit goes into read history, which the personal centre lists. */
export function useReadHistory(bizType: ReadableType, bizId: number) {
  const api = useApi();
  const user = useAtomValue(userInfoAtom);
  const token = user?.token;
  useEffect(() => {
    if (!token) return;
    api.call(userContentCalls.readHistoryCreate, { bizType, bizId }, { token, silent: true }).catch(() => undefined);
  }, [api, token, bizType, bizId]);
}
