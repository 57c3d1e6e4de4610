import { useCallback } from 'react';
import type { CallBody, CallReply, CallRow } from '../../../shared/calls/define-call';
import { useApi, useToasts } from '../../engine/portal-context';
import { isSuccess } from '../../lib/api/api-client';

/** A refused call: its code and msg, and the fields some refusals add (icodeRequired, retryAfter, retryAt). */
export type CallFailure = { code: string; msg?: string } & Record<string, unknown>;

export type CallResult<T> = { ok: true; body: T } | { ok: false; body?: CallFailure };

/**
 * Makes an account call. A business error shows the server's msg as an error toast and the form stays
 * (SPEC §8); transport errors are already toasted by the API client.
 */
export function useAccountCall() {
  const api = useApi();
  const toasts = useToasts();
  return useCallback(
    async <R extends CallRow>(row: R, body: CallBody<R>, token?: string): Promise<CallResult<CallReply<R>>> => {
      try {
        const answer = (await api.call(row as CallRow, body, { token })) as CallReply<R> & CallFailure;
        if (isSuccess(answer)) return { ok: true, body: answer };
        if (answer.msg) toasts.show(answer.msg, 'error');
        return { ok: false, body: answer };
      } catch {
        return { ok: false };
      }
    },
    [api, toasts],
  );
}
