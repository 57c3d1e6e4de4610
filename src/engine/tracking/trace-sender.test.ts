// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../shared/create-i18n';
import { TENANT_HEADER } from '../../../shared/api-contract';
import { crmCalls } from '../../../shared/calls/crm';
import { TRACE_IGNORED_CODE } from '../../../shared/calls/trace';
import { ApiCanceled, createApiClient } from '../../lib/api/api-client';
import { createTraceSender, type TraceFetch } from './trace-sender';

const API = 'https://api.example.com/api';
const SID = '7d2c1c8e-4c3a-4b9e-9d57-3f1f0b2a9c11';

interface Sent {
  url: string;
  init: RequestInit;
}

/** A fetch that records each request and answers it when released (all at once). */
function heldFetch(answer = () => new Response(JSON.stringify({ code: '30000' }), { status: 200 })) {
  const sent: Sent[] = [];
  const waiting: (() => void)[] = [];
  const fetch: TraceFetch = (url, init) => {
    sent.push({ url, init });
    return new Promise((resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error));
      waiting.push(() => resolve(answer()));
    });
  };
  return { fetch, sent, release: () => waiting.splice(0).forEach((go) => go()) };
}

const leave = { t: '1000', url: 'http://main.localhost/a', sid: SID, spent: 3 };
const article = { artId: 12, artType: 'news', artTitle: 'A title', spent: 3 };

describe('trace sender', () => {
  it('sends the page view as a GET of stat.htm with credentials, to the API base, naming the tenant', async () => {
    const server = heldFetch();
    const sender = createTraceSender({ apiBase: API, tenantId: () => 'kunlun', fetch: server.fetch });
    const done = sender.stat({ t: '1000', url: 'http://main.localhost/a?b=1', sid: SID, uid: undefined });
    server.release();
    await done;
    const [{ url, init }] = server.sent as [Sent];
    const address = new URL(url);
    expect(`${address.origin}${address.pathname}`).toBe(`${API}/trace/trace/stat.htm`);
    expect(Object.fromEntries(address.searchParams)).toEqual({ t: '1000', url: 'http://main.localhost/a?b=1', sid: SID });
    expect(init).toMatchObject({ method: 'GET', credentials: 'include', keepalive: true, headers: { [TENANT_HEADER]: 'kunlun' } });
  });

  it('reads the answers of stat.htm, a leave and a refused article to the end, so that no request stays open', async () => {
    const answers: Response[] = [];
    const fetch: TraceFetch = async () => {
      answers.push(new Response(JSON.stringify({ code: '30000' }), { status: answers.length === 2 ? 429 : 200 }));
      return answers.at(-1)!;
    };
    const sender = createTraceSender({ apiBase: API, tenantId: () => 'main', fetch });
    await sender.stat({ t: '1000', url: 'http://main.localhost/', sid: SID });
    await sender.leave(leave, false);
    expect(await sender.article(article, 'token')).toBe(false);
    expect(answers.map((answer) => answer.bodyUsed)).toEqual([true, true, true]);
  });

  it('sends a leave on unload as a beacon with the JSON as text, and falls back to fetch when refused', async () => {
    const server = heldFetch();
    const sendBeacon = vi.fn().mockReturnValueOnce(true).mockReturnValueOnce(false);
    const sender = createTraceSender({ apiBase: API, tenantId: () => 'main', fetch: server.fetch, sendBeacon });
    await sender.leave(leave, true);
    expect(sendBeacon).toHaveBeenCalledWith(`${API}/trace/trace/leave`, JSON.stringify(leave));
    expect(server.sent).toHaveLength(0);
    const second = sender.leave(leave, true);
    server.release();
    await second;
    expect(server.sent[0]).toMatchObject({
      url: `${API}/trace/trace/leave`,
      init: { method: 'POST', keepalive: true, body: JSON.stringify(leave) },
    });
  });

  it('posts the article trace with the bearer token, by fetch even on unload, and tells whether the host is done with it', async () => {
    const stored = heldFetch();
    const flood = heldFetch(() => new Response(JSON.stringify({ code: TRACE_IGNORED_CODE, msg: 'x' }), { status: 200 }));
    const refused = heldFetch(() => new Response(JSON.stringify({ code: '40100', msg: 'x' }), { status: 200 }));
    const failed = heldFetch(() => new Response('', { status: 500 }));
    const results = [stored, flood, refused, failed].map((server) => {
      const result = createTraceSender({ apiBase: API, tenantId: () => 'main', fetch: server.fetch }).article(article, 'tok');
      server.release();
      return result;
    });
    expect(await Promise.all(results)).toEqual([true, true, false, false]);
    expect(stored.sent[0]!.init).toMatchObject({ method: 'POST', keepalive: true, headers: { authorization: 'Bearer tok' } });
  });

  it("is not aborted by the route change that cancels the api client's pending calls", async () => {
    const server = heldFetch();
    const i18n = createI18n();
    const api = createApiClient({ baseURL: API, tenantId: 'main', translate: (key) => i18n.t(key), fetch: server.fetch });
    const sender = createTraceSender({ apiBase: API, tenantId: () => 'main', fetch: server.fetch });
    const pageCall = api.call(crmCalls.settingGet, {});
    const reports = Promise.all([sender.leave(leave, false), sender.article(article, 'tok')]);
    api.cancelPending();
    await expect(pageCall).rejects.toBeInstanceOf(ApiCanceled);
    server.release();
    await expect(reports).resolves.toEqual([undefined, true]);
  });
});
