import type { CallBody, CallReply, CallRow } from '../../../shared/calls/define-call';
import { isSuccess, type ApiClient } from './api-client';

/** A call answered with a business failure: its message is the server's. */
export class CallRefused extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'CallRefused';
  }
}

/**
 * A call of the logged-in user from the browser: the answer on success, else CallRefused with the server's
 * message. HTTP failures reject with their SPEC §8 message (and, unless silent, its toast).
 */
export async function userCall<R extends CallRow>(
  api: ApiClient,
  row: R,
  body: CallBody<R>,
  token: string,
  options: { silent?: boolean; fallback: string },
): Promise<CallReply<R>> {
  const anyRow: CallRow = row;
  const answer = (await api.call(anyRow, body, { token, silent: options.silent })) as CallReply<R> & { code?: string; msg?: string };
  if (isSuccess(answer)) return answer;
  throw new CallRefused(answer.msg || options.fallback, answer.code);
}
