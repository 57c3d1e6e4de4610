import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useApi } from '../portal-context';
import { userInfoAtom } from '../state/portal-atoms';

/** A logged-in reader's visit goes into read history, which the personal centre lists. */
export function useReadHistory(bizType: string, bizId: number) {
  const api = useApi();
  const user = useAtomValue(userInfoAtom);
  const token = user?.token;
  useEffect(() => {
    if (!token) return;
    api.post('/news/readHistory/create', { bizType, bizId }, { token, silent: true }).catch(() => undefined);
  }, [api, token, bizType, bizId]);
}
