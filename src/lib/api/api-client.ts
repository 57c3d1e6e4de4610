import axios, { type AxiosAdapter, type AxiosResponse } from 'axios';
import { SUCCESS_CODE, TENANT_HEADER, type Envelope } from '../../../shared/api-contract';
import { CACHE_LIFETIME_MS, REQUEST_TIMEOUT_MS } from '../constants';
import { httpErrorKey } from './http-error-message';
import { createResponseCache, type ResponseCache } from './response-cache';

export interface PostOptions<T> {
  /** Keep the result for the cache lifetime (SPEC §7: getByName, newsDirList). */
  cache?: boolean;
  signal?: AbortSignal;
  /** Shapes the unwrapped body before it is returned (and cached). */
  filter?: (body: T) => T;
  /** Survive a route change; by default a call is aborted when the user leaves the page. */
  keepOnLeave?: boolean;
  /** No error toast: the caller shows the problem itself. */
  silent?: boolean;
  /** Session token for private calls, sent as a bearer credential. */
  token?: string;
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
  adapter?: AxiosAdapter;
  cache?: ResponseCache;
}

export interface ApiClient {
  post<T extends Envelope>(url: string, data?: unknown, options?: PostOptions<T>): Promise<T>;
  /** Aborts every call still under way that was not marked keepOnLeave. */
  cancelPending(): void;
  setTenant(id: string): void;
}

export function isSuccess(body: Envelope | undefined): boolean {
  return body?.code === SUCCESS_CODE;
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
  const pending = new Set<AbortController>();
  const http = axios.create({
    baseURL: options.baseURL,
    timeout: REQUEST_TIMEOUT_MS,
    headers: { 'Content-Type': 'application/json' },
    validateStatus: () => true,
    adapter: options.adapter,
  });
  let cancelReason = '';
  let tenantId = options.tenantId;

  function fail(message: string, status: number | undefined, body: unknown, silent?: boolean): never {
    if (!silent) onError?.(message);
    throw new ApiFailure(message, status, body);
  }

  async function send(url: string, data: unknown, controller: AbortController, token?: string): Promise<AxiosResponse> {
    const headers: Record<string, string> = { [TENANT_HEADER]: tenantId };
    if (token) headers.authorization = `Bearer ${token}`;
    try {
      return await http.post(url, data ?? {}, { signal: controller.signal, headers });
    } catch (err) {
      if (axios.isCancel(err) || controller.signal.aborted) throw new ApiCanceled(cancelReason || translate('errors:crossPageCancel'));
      throw err;
    }
  }

  return {
    async post<T extends Envelope>(url: string, data?: unknown, postOptions: PostOptions<T> = {}) {
      const key = `${url}\n${JSON.stringify(data ?? {})}`;
      if (postOptions.cache) {
        const hit = cache.get<T>(key);
        if (hit) return hit;
      }
      const controller = new AbortController();
      linkSignals(controller, postOptions.signal);
      if (!postOptions.keepOnLeave) pending.add(controller);
      let response: AxiosResponse;
      try {
        response = await send(url, data, controller, postOptions.token);
      } catch (err) {
        if (err instanceof ApiCanceled) throw err;
        return fail(translate(httpErrorKey(undefined)), undefined, undefined, postOptions.silent);
      } finally {
        pending.delete(controller);
      }
      if (response.status !== 200) {
        return fail(translate(httpErrorKey(response.status)), response.status, response.data, postOptions.silent);
      }
      const body = postOptions.filter ? postOptions.filter(response.data as T) : (response.data as T);
      if (postOptions.cache && isSuccess(body)) cache.set(key, body);
      return body;
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
