import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import tender from '../../locales/zh-cn/tender.json';
import { SESSION_COOKIE } from '../../shared/session-cookie';
import { BOOTSTRAP_ELEMENT_ID, type PortalBootstrap } from '../../shared/ssr-contract';
import { accountClient, accountTestOptions } from '../../server/test-support/accounts';
import { createTestApp } from '../../server/test-support/test-app';
import { insertOrg, insertTender, uniqueName } from '../../server/test-support/tenders';
import { sourceRenderer as renderer } from './source-renderer';

// The server render knows the visitor's session from its cookie. A login-only page answers a
// visitor with a redirect and a logged-in visitor with its frame and a skeleton, never an empty main; a gated
// text is not rendered locked for a logged-in reader; such pages are nobody else's to cache.

let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await createTestApp({ renderer, pageCache: { ttlSeconds: 30, maxMb: 16 }, ...accountTestOptions().options });
  token = (await accountClient({ app }).register()).token;
});
afterAll(() => app.close());

const get = (url: string, cookie?: string, host = 'localhost') =>
  app.inject({ method: 'GET', url, headers: { host, ...(cookie ? { cookie: `theme=x; ${cookie}` } : {}) } });
const session = () => `${SESSION_COOKIE}=${token}`;

function bootstrapOf(body: string): PortalBootstrap {
  const match = new RegExp(`<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(body);
  return JSON.parse(match![1]!) as PortalBootstrap;
}

/** The rendered page, without the state scripts (which hold every string of the page's namespaces). */
const rendered = (body: string) => body.split('<script type="application/json"')[0]!;

/** What the page's <main> holds, tags stripped. */
function mainText(body: string): string {
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(body)?.[1] ?? '';
  return main.replace(/<[^>]+>/g, '').trim();
}

describe('login-only pages on the server', () => {
  it('redirect a visitor without a session to the login, with the way back', async () => {
    const response = await get('/personalCenter');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?logidUrl=%2FpersonalCenter');
    const analytics = await get('/analytics?entrance=main');
    expect(analytics.statusCode).toBe(302);
    expect(analytics.headers.location).toBe('/login?logidUrl=%2Fanalytics%3Fentrance%3Dmain');
  });

  it("redirect to the tenant's own login entrance", async () => {
    const response = await get('/personalCenter', undefined, 'kunlun.localhost');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toMatch(/^\/kllogin\?logidUrl=%2FpersonalCenter$/);
  });

  it('treat an unknown or ended token as a visitor', async () => {
    const response = await get('/personalCenter', `${SESSION_COOKIE}=not-a-live-token`);
    expect(response.statusCode).toBe(302);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it("render a logged-in visitor's page frame with a skeleton, privately", async () => {
    const response = await get('/personalCenter', session());
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers['x-page-cache']).toBe('miss');
    expect(response.body).toContain('<h1>个人中心</h1>');
    expect(response.body).toContain('data-testid="skeleton"');
    expect(mainText(response.body)).not.toBe('');
    expect(bootstrapOf(response.body).signedIn).toBe(true);

    const analytics = await get('/analytics', session());
    expect(analytics.statusCode).toBe(200);
    expect(analytics.body).toContain('data-testid="skeleton"');
  });

  it('leave public pages as they were, and keep the anonymous page out of reach of the session', async () => {
    const anonymous = await get('/help');
    expect(anonymous.statusCode).toBe(200);
    expect(bootstrapOf(anonymous.body).signedIn).toBeUndefined();
    const own = await get('/help', session());
    expect(own.headers['x-page-cache']).toBe('miss');
    expect(own.headers['cache-control']).toBe('private, no-cache');
    // The anonymous page in the cache is still the visitor's.
    const again = await get('/help');
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(bootstrapOf(again.body).signedIn).toBeUndefined();
  });
});

describe('a gated tender notice on the server', () => {
  let url: string;
  beforeAll(async () => {
    const orgId = await insertOrg(app.db, uniqueName('广州地铁'));
    const id = await insertTender(app.db, { orgId, title: uniqueName('轨道交通招标公告'), engType: '0104', tradeCategory: 'MINING' });
    url = `/tenderDetails/${id}`;
  });

  it('is locked for a visitor', async () => {
    const response = await get(url);
    expect(rendered(response.body)).toContain(tender.locked.title);
  });

  it('is loading, not locked, for a logged-in reader', async () => {
    const response = await get(url, session());
    expect(response.statusCode).toBe(200);
    expect(rendered(response.body)).not.toContain(tender.locked.title);
    expect(rendered(response.body)).not.toContain('data-testid="tender-locked"');
    expect(mainText(response.body)).toContain('加载中…');
  });
});
