import { data } from 'react-router-dom';
import { ERROR_CODES, type Envelope } from '../../../shared/api-contract';
import type { CallBody, CallReply, CallRow } from '../../../shared/calls/define-call';
import { ApiCanceled, isSuccess } from '../../lib/api/api-client';
import type { PageLoadArgs } from '../page-load';

/** What a content call needs from a loader's arguments. */
export type ContentArgs = Pick<PageLoadArgs, 'api' | 'request' | 't'>;

/** What a content page's loader hands its page: the answer, or the message to show in its place. */
export type Loaded<T> = { ok: true; value: T } | { ok: false; message: string };

/** Thrown for an address that names nothing: the router shows the 404 page with status 404. */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/** A positive integer from the URL (an id or a page number); anything else is a page that does not exist. */
export function positiveParam(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[1-9]\d{0,8}$/.test(value)) notFound();
  return Number(value);
}

/**
 * Makes a public content call for a loader. An unknown item (40400) becomes the 404 page; any other
 * failure throws its message for `settle` to turn into the page's error state.
 */
export async function fetchContent<R extends CallRow>(args: ContentArgs, row: R, body: CallBody<R>): Promise<CallReply<R>> {
  // Typed by the signature; the call itself goes through the client's row-agnostic form.
  const anyRow: CallRow = row;
  const answer = (await args.api.call(anyRow, body, { signal: args.request.signal, silent: true })) as CallReply<R> & Envelope;
  if (isSuccess(answer)) return answer;
  if (answer.code === ERROR_CODES.notFound) notFound();
  throw new Error(answer.msg || args.t('errors:http.network'));
}

/** Waits for a call; a failure becomes `{ ok: false }` so the page shows an error state, not the 500 page. */
export async function settle<T>(promise: Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    if (error instanceof ApiCanceled || error instanceof Response || isRouteData(error)) throw error;
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

function isRouteData(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { type?: string }).type === 'DataWithResponseInit';
}
