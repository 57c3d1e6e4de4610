import { CallRefused } from './call-refused';

/** A call's failure as a page shows it; `code` and `extra` are there when the server refused it. */
export interface CallFailed {
  status: 'failed';
  message: string;
  code?: string;
  extra?: Record<string, unknown>;
}

/**
 * Where a call has come to: under way, failed with the message to show, or done with its answer. Route loaders
 * hand their page the settled states; `useCall` goes through all three.
 */
export type CallState<T> = { status: 'pending' } | CallFailed | { status: 'done'; value: T };

/** A call's settled state, as a route loader hands it to its page (plain data, so it survives hydration). */
export type Settled<T> = Exclude<CallState<T>, { status: 'pending' }>;

export function failedWith(error: unknown): CallFailed {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof CallRefused) return { status: 'failed', message, code: error.code, extra: error.extra };
  return { status: 'failed', message };
}
