import { useCallback } from 'react';
import type { Envelope } from '../../../shared/api-contract';
import { useApi, useToasts } from '../../engine/portal-context';
import { isSuccess } from '../../lib/api/api-client';

export type CallResult<T> = { ok: true; body: T } | { ok: false; body?: T };

/**
 * Posts an account call. A business error shows the server's msg as an error toast and the form stays
 * (SPEC §8); transport errors are already toasted by the API client.
 */
export function useAccountCall() {
  const api = useApi();
  const toasts = useToasts();
  return useCallback(
    async <T extends Envelope>(path: string, payload: unknown, token?: string): Promise<CallResult<T>> => {
      try {
        const body = await api.post<T>(path, payload, { token });
        if (isSuccess(body)) return { ok: true, body };
        if (body.msg) toasts.show(body.msg, 'error');
        return { ok: false, body };
      } catch {
        return { ok: false };
      }
    },
    [api, toasts],
  );
}
