import { data } from 'react-router-dom';
import { ERROR_CODES } from '../../../shared/api-contract';
import { NOT_FOUND_MESSAGE } from '../../../shared/not-found';
import type { CallBody, CallReply, CallRow } from '../../../shared/calls/define-call';
import { ApiCanceled, type BodyArgs } from '../../lib/api/api-client';
import { CallRefused } from '../../lib/api/call-refused';
import { failedWith, type Settled } from '../../lib/api/call-state';
import type { PageLoadArgs } from '../page-load';

/** What a loader's call needs from the loader's arguments. */
export type ContentArgs = Pick<PageLoadArgs, 'api' | 'request' | 't'>;

/** Thrown for an address that names nothing: the router shows the 404 page with status 404. */
export function notFound(): never {
  throw data(null, { status: 404, statusText: NOT_FOUND_MESSAGE });
}

/** A positive integer from the URL (an id or a page number); anything else is a page that does not exist. */
export function positiveParam(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[1-9]\d{0,8}$/.test(value)) notFound();
  return Number(value);
}

/**
 * A route loader's call, on the server render and in the browser alike: aborted with the navigation, never
 * toasted. An unknown item (40400) becomes the 404 page; any other failure rejects for `settle`.
 */
export async function loadCall<R extends CallRow>(args: ContentArgs, row: R, body: CallBody<R>): Promise<CallReply<R>> {
  // A generic row's body-and-options tuple only resolves once R is known; this is that tuple.
  const bodyAndOptions = [body, { signal: args.request.signal, silent: true }] as BodyArgs<R>;
  try {
    return await args.api.call(row, ...bodyAndOptions);
  } catch (error) {
    if (error instanceof CallRefused && error.code === ERROR_CODES.notFound) notFound();
    throw error;
  }
}

/** Waits for a loader's calls; a failure becomes a failed state so the page shows an error, not the 500 page. */
export async function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  try {
    return { status: 'done', value: await promise };
  } catch (error) {
    if (error instanceof ApiCanceled || error instanceof Response || isRouteData(error)) throw error;
    return { status: 'failed', message: failedWith(error).message };
  }
}

function isRouteData(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { type?: string }).type === 'DataWithResponseInit';
}

/** A console preview link's ticket (`?preview=`) in the page's address: the item's call shows it unpublished. */
export const previewTicketOf = (args: ContentArgs): string | undefined =>
  new URL(args.request.url).searchParams.get('preview') ?? undefined;
