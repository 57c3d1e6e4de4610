import { SUCCESS_CODE } from '../../../shared/api-contract';
import type { CallTransport } from '../../../shared/calls/call-transport';
import type { CallBody, CallReply, CallRow } from '../../../shared/calls/define-call';
import { CACHE_LIFETIME_MS } from '../constants';
import { CallRefused } from './call-refused';
import { compactPayload } from './compact-payload';
import { httpErrorKey } from './http-error-message';
import { httpTransport, type Fetch } from './http-transport';
import { createResponseCache, type ResponseCache } from './response-cache';

export interface CallOptions<T> {
  signal?: AbortSignal;
  /** Shapes a successful answer before it is returned (and cached). */
  filter?: (body: T) => T;
  /** Survive a route change; by default a call is aborted when the user leaves the page. */
  keepOnLeave?: boolean;
  /** No error toast for an HTTP failure: the caller shows the problem itself (a refusal is never toasted here). */
  silent?: boolean;
  /** Session token for private calls, sent as a bearer credential. */
  token?: string;
  /** The file of an upload row (`consumes: 'bytes'`). */
  file?: Blob;
}

/** A non-200 answer or no answer: the message is already the SPEC §8 text. */
export class ApiFailure extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

/** A call aborted because the user left the page (SPEC §4; the message is errors:crossPageCancel). */
export class ApiCanceled extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ApiCanceled';
  }
}

export interface ApiClientOptions {
  baseURL: string;
  tenantId: string;
  translate: (key: string) => string;
  onError?: (message: string) => void;
  /** Replaces HTTP (the server render's in-process calls). */
  transport?: CallTransport;
  /** The fetch of the HTTP transport (tests). */
  fetch?: Fetch;
  cache?: ResponseCache;
}

/** The body argument of a row: optional where every field is. */
export type BodyArgs<R extends CallRow> =
  Record<string, never> extends NonNullable<CallBody<R>>
    ? [body?: CallBody<R>, options?: CallOptions<CallReply<R>>]
    : [body: CallBody<R>, options?: CallOptions<CallReply<R>>];

export interface ApiClient {
  /**
   * Calls a row of the call table. Resolves with the answer when its code is the success code; rejects with
   * CallRefused for any other code, ApiFailure for an HTTP failure or no answer, ApiCanceled for an abort.
   */
  call<R extends CallRow>(row: R, ...args: BodyArgs<R>): Promise<CallReply<R>>;
  /** Aborts every call still under way that was not marked keepOnLeave. */
  cancelPending(): void;
  setTenant(id: string): void;
}

/** The answer of a JSON row when it succeeded; else the server's refusal (its msg, or the network text without one). */
function accepted(row: CallRow, data: unknown, fallback: () => string): unknown {
  if (row.produces && row.produces !== 'json') return data;
  const envelope = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const { code, msg, ...extra } = envelope;
  if (code === SUCCESS_CODE) return data;
  throw new CallRefused(typeof msg === 'string' && msg ? msg : fallback(), typeof code === 'string' ? code : '', extra);
}

function linkSignals(controller: AbortController, outer?: AbortSignal) {
  if (!outer) return;
  if (outer.aborted) controller.abort(outer.reason);
  else outer.addEventListener('abort', () => controller.abort(outer.reason), { once: true });
}

/** The one API client: DESIGN §6, SPEC §7 and §8. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { translate, onError } = options;
  const cache = options.cache ?? createResponseCache(CACHE_LIFETIME_MS);
  const transport = options.transport ?? httpTransport(options.baseURL, options.fetch);
  const pending = new Set<AbortController>();
  let cancelReason = '';
  let tenantId = options.tenantId;

  const canceled = () => new ApiCanceled(cancelReason || translate('errors:crossPageCancel'));
  const networkText = () => translate(httpErrorKey(undefined));

  function fail(message: string, status: number | undefined, body: unknown, silent?: boolean): never {
    if (!silent) onError?.(message);
    throw new ApiFailure(message, status, body);
  }

  async function send<T>(row: CallRow, body: unknown, callOptions: CallOptions<T>): Promise<T> {
    const controller = new AbortController();
    linkSignals(controller, callOptions.signal);
    if (!callOptions.keepOnLeave) pending.add(controller);
    let response: { status: number; data: unknown };
    try {
      if (controller.signal.aborted) throw canceled();
      response = await transport({
        row,
        body: body ?? {},
        tenantId,
        token: callOptions.token,
        file: callOptions.file,
        signal: controller.signal,
      });
    } catch (err) {
      if (err instanceof ApiCanceled) throw err;
      if (controller.signal.aborted) throw canceled();
      return fail(networkText(), undefined, undefined, callOptions.silent);
    } finally {
      pending.delete(controller);
    }
    if (response.status !== 200) {
      return fail(translate(httpErrorKey(response.status)), response.status, response.data, callOptions.silent);
    }
    const answer = accepted(row, response.data, networkText) as T;
    return callOptions.filter ? callOptions.filter(answer) : answer;
  }

  return {
    async call<R extends CallRow>(row: R, ...[body, callOptions = {}]: BodyArgs<R>) {
      type T = CallReply<R>;
      const key = `${row.name}\n${JSON.stringify(body ?? {})}`;
      if (row.cache) {
        const hit = cache.get<T>(key);
        if (hit) return hit;
      }
      // SPEC §5: the calls that drop empty and null values do so before sending, as the API host does on arrival.
      const payload = row.dropEmpty && body ? compactPayload(body as Record<string, unknown>) : body;
      const answer = await send<T>(row, payload, callOptions as CallOptions<T>);
      if (row.cache) cache.set(key, answer);
      return answer;
    },
    cancelPending() {
      cancelReason = translate('errors:crossPageCancel');
      for (const controller of pending) controller.abort(cancelReason);
      pending.clear();
    },
    setTenant(id) {
      tenantId = id;
      cache.clear();
    },
  };
}
