// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../shared/create-i18n';
import type { Envelope } from '../../../shared/api-contract';
import { defineCalls } from '../../../shared/calls/define-call';
import { AnyObject, Reply } from '../../../shared/calls/schema';
import { CACHE_LIFETIME_MS, REQUEST_TIMEOUT_MS } from '../constants';
import { ApiCanceled, ApiFailure, createApiClient, type ApiClientOptions } from './api-client';
import { CallRefused } from './call-refused';
import type { Fetch } from './http-transport';
import { createResponseCache } from './response-cache';

// SPEC §8, verbatim.
const TEXT = {
  401: '会话已失效，请重新登录或刷新页面',
  403: '您没有此操作权限访问',
  503: '服务正在升级，请稍后再试',
  504: '网关超时，请稍后再试',
  network: '网络异常，请稍后再试',
  cancel: '跨页面取消',
};

interface Reply {
  status: number;
  data: unknown;
}
/** What the fake server does with one request: answer, fail at the network, or hold the answer back. */
type Behaviour = Reply | 'network' | 'hold';

/** One request as the fake server saw it. */
interface Sent {
  method: string;
  url: URL;
  headers: Headers;
  data: string | undefined;
  blob?: Blob;
}

interface Held {
  request: Sent;
  release: (reply: Reply) => void;
}

function toResponse({ status, data }: Reply): Response {
  // fetch's Response refuses a body on a 1xx/204/304 status and statuses outside 200-599; none is used here.
  return new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });
}

function fakeServer(behaviour: (request: Sent) => Behaviour) {
  const requests: Sent[] = [];
  const held: Held[] = [];
  const fetch: Fetch = (url, init) => {
    const request: Sent = {
      method: init.method ?? 'GET',
      url: new URL(url),
      headers: new Headers(init.headers),
      data: typeof init.body === 'string' ? init.body : undefined,
      blob: init.body instanceof Blob ? init.body : undefined,
    };
    requests.push(request);
    const what = behaviour(request);
    if (what === 'network') return Promise.reject(new TypeError('fetch failed'));
    if (what === 'hold') {
      return new Promise<Response>((resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true });
        held.push({ request, release: (reply) => resolve(toResponse(reply)) });
      });
    }
    return Promise.resolve(toResponse(what));
  };
  return { fetch, requests, held };
}

const i18n = createI18n();

function makeClient(fetch: Fetch, extra: Partial<ApiClientOptions> = {}) {
  const onError = vi.fn<(message: string) => void>();
  const client = createApiClient({
    baseURL: 'https://api.example.com/api',
    tenantId: 'main',
    translate: (key) => i18n.t(key),
    onError,
    fetch,
    ...extra,
  });
  return { client, onError };
}

const ok = <T extends object>(extra: T) => ({ status: 200, data: { code: '30000', ...extra } });

function tenantOf(request: Sent): unknown {
  return request.headers.get('X-Tenant');
}

// Rows of a test area: any body, any envelope answer.
const open = { body: AnyObject, reply: Reply({}) };
const rows = defineCalls('test', {
  guestCreate: { path: '/crm/sdm/open/guest/create', ...open },
  settingGet: { path: '/crm/sdm/open/setting/get', ...open },
  reservation: { path: '/crm/sales/open/sem/reservation', ...open },
  getByName: { path: '/news/pub/getByName', cache: true, ...open },
  getByNameUncached: { path: '/news/pub/getByName', ...open },
  newsDirList: { path: '/news/pub/newsDirList', cache: true, ...open },
  dirNews: { path: '/news/pub/dirNews', ...open },
  topRead: { path: '/news/pub/topRead', ...open },
  article: { path: '/trace/trace/article', ...open },
  a: { path: '/a', ...open },
  aCached: { path: '/a', cache: true, ...open },
  x: { path: '/x', ...open },
  upload: { path: '/media/upload', consumes: 'bytes', ...open },
  outbox: { method: 'GET', path: '/dev/outbox', ...open },
  findPwdCheck: { path: '/user/findPwd/check', dropEmpty: true, ...open },
});

/** Lets pending promise callbacks run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createApiClient', () => {
  it('posts JSON to the one API host with a 10 s timeout and unwraps an HTTP 200 body', async () => {
    const server = fakeServer(() => ok({ guestId: 'g-1' }));
    const { client, onError } = makeClient(server.fetch);

    const body = await client.call(rows.guestCreate, { guest: { source: 'direct' } });

    expect(body).toEqual({ code: '30000', guestId: 'g-1' });
    expect(server.requests).toHaveLength(1);
    const request = server.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url.href).toBe('https://api.example.com/api/crm/sdm/open/guest/create');
    expect(JSON.parse(request.data!)).toEqual({ guest: { source: 'direct' } });
    expect(request.headers.get('content-type')).toMatch(/^application\/json/);
    expect(onError).not.toHaveBeenCalled();
  });

  describe('timeout', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('a call with no answer after 10 s rejects with the network text and reports it', async () => {
      vi.useFakeTimers();
      expect(REQUEST_TIMEOUT_MS).toBe(10_000);
      const server = fakeServer(() => 'hold');
      const { client, onError } = makeClient(server.fetch);

      const call = client.call(rows.x).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(onError).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);

      const error = await call;
      expect(error).toBeInstanceOf(ApiFailure);
      expect(error).not.toBeInstanceOf(ApiCanceled);
      expect(error).toMatchObject({ message: TEXT.network, status: undefined });
      expect(onError).toHaveBeenCalledWith(TEXT.network);
    });
  });

  it('sends an empty JSON object when there is no data', async () => {
    const server = fakeServer(() => ok({}));
    const { client } = makeClient(server.fetch);
    await client.call(rows.settingGet);
    expect(JSON.parse(server.requests[0]!.data!)).toEqual({});
  });

  it('sends the body of a GET row as its query string', async () => {
    const server = fakeServer(() => ok({}));
    const { client } = makeClient(server.fetch);
    await client.call(rows.outbox, { to: '13800000001' });
    const request = server.requests[0]!;
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/api/dev/outbox');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ to: '13800000001' });
    expect(request.data).toBeUndefined();
  });

  it('sends an upload row’s file as the body and its fields as the query string', async () => {
    const server = fakeServer(() => ok({}));
    const { client } = makeClient(server.fetch);
    const file = new Blob(['%PDF-1.4']);
    await client.call(rows.upload, { kind: 'pdf', name: '规范.pdf' }, { file });
    const request = server.requests[0]!;
    expect(request.headers.get('content-type')).toBe('application/octet-stream');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ kind: 'pdf', name: '规范.pdf' });
    expect(request.blob).toBe(file);
  });

  it('drops empty and null values from the payload of a row that says so (SPEC §5)', async () => {
    const server = fakeServer(() => ok({}));
    const { client } = makeClient(server.fetch);
    await client.call(rows.findPwdCheck, { account: '13800000001', icode: '', icodeId: null });
    await client.call(rows.reservation, { phone: '1', position: '' });
    expect(server.requests.map((request) => JSON.parse(request.data!))).toEqual([{ account: '13800000001' }, { phone: '1', position: '' }]);
  });

  describe('business codes (SPEC §7)', () => {
    it('resolves with the answer when the code is the success code', async () => {
      const server = fakeServer(() => ok({ msg: 'ok', list: [1, 2] }));
      const { client } = makeClient(server.fetch);
      await expect(client.call(rows.a)).resolves.toEqual({ code: '30000', msg: 'ok', list: [1, 2] });
    });

    it('rejects an HTTP 200 with another code as CallRefused: its code, msg and the extra fields; nothing reported', async () => {
      const server = fakeServer(() => ({ status: 200, data: { code: '40001', msg: 'bad phone', icodeRequired: true, retryAfter: 30 } }));
      const { client, onError } = makeClient(server.fetch);
      const error = await client.call(rows.reservation, { phone: '1' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CallRefused);
      expect(error).not.toBeInstanceOf(ApiFailure);
      expect(error).toMatchObject({ code: '40001', message: 'bad phone', extra: { icodeRequired: true, retryAfter: 30 } });
      expect(onError).not.toHaveBeenCalled();
    });

    it('a refusal without a msg carries the network text', async () => {
      const server = fakeServer(() => ({ status: 200, data: { code: '50000' } }));
      const { client } = makeClient(server.fetch);
      await expect(client.call(rows.a)).rejects.toMatchObject({ name: 'CallRefused', code: '50000', message: TEXT.network, extra: {} });
    });

    it('an HTTP 200 that is not an envelope is refused too', async () => {
      const server = fakeServer(() => ({ status: 200, data: 'not json' }));
      const { client } = makeClient(server.fetch);
      await expect(client.call(rows.a)).rejects.toMatchObject({ name: 'CallRefused', code: '', message: TEXT.network });
    });
  });

  it.each([
    [401, TEXT[401]],
    [403, TEXT[403]],
    [503, TEXT[503]],
    [504, TEXT[504]],
    [400, TEXT.network],
    [404, TEXT.network],
    [500, TEXT.network],
    [502, TEXT.network],
    [201, TEXT.network],
    [302, TEXT.network],
  ])('HTTP %i rejects with ApiFailure "%s", carries the body and reports it', async (status, text) => {
    const errorBody = { code: '50000', msg: 'server says no' };
    const server = fakeServer(() => ({ status, data: errorBody }));
    const { client, onError } = makeClient(server.fetch);

    const error = await client.call(rows.getByNameUncached, { name: 'home' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiFailure);
    expect(error).not.toBeInstanceOf(CallRefused);
    expect(error).toMatchObject({ message: text, status, body: errorBody });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(text);
  });

  it.each([401, 503, 500])('a silent call that gets HTTP %i rejects without reporting', async (status) => {
    const server = fakeServer(() => ({ status, data: {} }));
    const { client, onError } = makeClient(server.fetch);
    await expect(client.call(rows.x, {}, { silent: true })).rejects.toBeInstanceOf(ApiFailure);
    expect(onError).not.toHaveBeenCalled();
  });

  it('no answer at all rejects with the network text and reports it', async () => {
    const server = fakeServer(() => 'network');
    const { client, onError } = makeClient(server.fetch);

    const error = await client.call(rows.x).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiFailure);
    expect(error).toMatchObject({ message: TEXT.network, status: undefined, body: undefined });
    expect(onError).toHaveBeenCalledWith(TEXT.network);
  });

  it('a silent call with no answer does not report', async () => {
    const server = fakeServer(() => 'network');
    const { client, onError } = makeClient(server.fetch);
    await expect(client.call(rows.x, {}, { silent: true })).rejects.toMatchObject({ message: TEXT.network });
    expect(onError).not.toHaveBeenCalled();
  });

  describe('cache', () => {
    function cachedClient() {
      let now = 1_000_000;
      const clock = { advance: (ms: number) => (now += ms) };
      let n = 0;
      const server = fakeServer(() => ok({ n: ++n }));
      const cache = createResponseCache(CACHE_LIFETIME_MS, () => now);
      const { client } = makeClient(server.fetch, { cache });
      return { client, server, clock };
    }

    it('returns the cached result of a cached row for the same data within 180 s, then refetches', async () => {
      const { client, server, clock } = cachedClient();
      expect(CACHE_LIFETIME_MS).toBe(180_000);

      expect(await client.call(rows.getByName, { name: 'home' })).toEqual({ code: '30000', n: 1 });
      clock.advance(CACHE_LIFETIME_MS - 1);
      expect(await client.call(rows.getByName, { name: 'home' })).toEqual({ code: '30000', n: 1 });
      expect(server.requests).toHaveLength(1);

      clock.advance(1);
      expect(await client.call(rows.getByName, { name: 'home' })).toEqual({ code: '30000', n: 2 });
      expect(server.requests).toHaveLength(2);
    });

    it('keys the cache by row and data', async () => {
      const { client, server } = cachedClient();
      await client.call(rows.getByName, { name: 'home' });
      await client.call(rows.getByName, { name: 'news' });
      await client.call(rows.newsDirList, { name: 'home' });
      expect(server.requests).toHaveLength(3);
      expect(await client.call(rows.getByName, { name: 'news' })).toEqual({ code: '30000', n: 2 });
      expect(server.requests).toHaveLength(3);
    });

    it('a row without `cache` neither reads nor fills the cache', async () => {
      const { client, server } = cachedClient();
      await client.call(rows.getByName, { name: 'home' });
      expect(await client.call(rows.getByNameUncached, { name: 'home' })).toEqual({ code: '30000', n: 2 });
      expect(await client.call(rows.getByName, { name: 'home' })).toEqual({ code: '30000', n: 1 });
      expect(server.requests).toHaveLength(2);
    });

    it('does not cache an answer whose business code is not success', async () => {
      let n = 0;
      const server = fakeServer(() => ({ status: 200, data: { code: ++n === 1 ? '50000' : '30000', n } }));
      const { client } = makeClient(server.fetch, { cache: createResponseCache(CACHE_LIFETIME_MS) });
      await expect(client.call(rows.aCached, {})).rejects.toMatchObject({ code: '50000', extra: { n: 1 } });
      expect(await client.call(rows.aCached, {})).toEqual({ code: '30000', n: 2 });
      expect(await client.call(rows.aCached, {})).toEqual({ code: '30000', n: 2 });
      expect(server.requests).toHaveLength(2);
    });

    it('changing tenant drops cached results', async () => {
      const { client, server } = cachedClient();
      await client.call(rows.getByName, { name: 'home' });
      client.setTenant('erp');
      expect(await client.call(rows.getByName, { name: 'home' })).toEqual({ code: '30000', n: 2 });
      expect(server.requests).toHaveLength(2);
    });
  });

  it('applies `filter` to the unwrapped body, and caches the filtered result', async () => {
    const server = fakeServer(() => ok({ list: [1, 2, 3, 4] }));
    const { client } = makeClient(server.fetch, { cache: createResponseCache(CACHE_LIFETIME_MS) });
    type ListBody = Envelope & { list: number[] };
    const filter = vi.fn((body: ListBody) => ({ ...body, list: body.list.filter((x) => x % 2 === 0) }));

    expect(await client.call(rows.newsDirList, {}, { filter: filter as never })).toEqual({
      code: '30000',
      list: [2, 4],
    });
    expect(filter).toHaveBeenCalledWith({ code: '30000', list: [1, 2, 3, 4] });
    expect(await client.call(rows.newsDirList, {})).toEqual({
      code: '30000',
      list: [2, 4],
    });
    expect(server.requests).toHaveLength(1);
  });

  it('sends the X-Tenant header, and setTenant changes it', async () => {
    const server = fakeServer(() => ok({}));
    const { client } = makeClient(server.fetch, { tenantId: 'kunlun' });
    await client.call(rows.a);
    client.setTenant('udebank');
    await client.call(rows.a);
    expect(server.requests.map(tenantOf)).toEqual(['kunlun', 'udebank']);
  });

  describe('cancellation', () => {
    it('cancelPending aborts pending calls with ApiCanceled "跨页面取消" and reports nothing', async () => {
      const server = fakeServer(() => 'hold');
      const { client, onError } = makeClient(server.fetch);

      const first = client.call(rows.dirNews, { id: 1 }).catch((e: unknown) => e);
      const second = client.call(rows.topRead, {}, { silent: true }).catch((e: unknown) => e);
      await flush();
      expect(server.held).toHaveLength(2);

      client.cancelPending();

      for (const error of [await first, await second]) {
        expect(error).toBeInstanceOf(ApiCanceled);
        expect(error).not.toBeInstanceOf(ApiFailure);
        expect((error as Error).message).toBe(TEXT.cancel);
      }
      expect(onError).not.toHaveBeenCalled();
    });

    it('keepOnLeave calls survive cancelPending', async () => {
      const server = fakeServer(() => 'hold');
      const { client, onError } = makeClient(server.fetch);

      const leaving = client.call(rows.a).catch((e: unknown) => e);
      const staying = client.call(rows.article, { artId: 1 }, { keepOnLeave: true });
      await flush();
      client.cancelPending();
      expect(await leaving).toBeInstanceOf(ApiCanceled);

      server.held[1]!.release({ status: 200, data: { code: '30000', kept: true } });
      await expect(staying).resolves.toEqual({ code: '30000', kept: true });
      expect(onError).not.toHaveBeenCalled();
    });

    it('calls made after cancelPending go through', async () => {
      const server = fakeServer(() => ok({ fresh: true }));
      const { client } = makeClient(server.fetch);
      client.cancelPending();
      await expect(client.call(rows.a)).resolves.toEqual({ code: '30000', fresh: true });
    });

    it("the caller's own signal aborts the call with ApiCanceled and reports nothing", async () => {
      const server = fakeServer(() => 'hold');
      const { client, onError } = makeClient(server.fetch);
      const controller = new AbortController();

      const call = client.call(rows.a, {}, { signal: controller.signal, keepOnLeave: true }).catch((e: unknown) => e);
      await flush();
      controller.abort();

      expect(await call).toBeInstanceOf(ApiCanceled);
      expect(onError).not.toHaveBeenCalled();
    });

    it('an already aborted signal cancels before anything is sent', async () => {
      const server = fakeServer(() => ok({}));
      const { client, onError } = makeClient(server.fetch);
      const controller = new AbortController();
      controller.abort();
      await expect(client.call(rows.a, {}, { signal: controller.signal })).rejects.toBeInstanceOf(ApiCanceled);
      expect(server.requests).toHaveLength(0);
      expect(onError).not.toHaveBeenCalled();
    });
  });
});
