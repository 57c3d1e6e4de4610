import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errors from '../../locales/zh-cn/errors.json';
import pages from '../../locales/zh-cn/pages.json';
import routes from '../../locales/zh-cn/routes.json';
import server from '../../locales/zh-cn/server.json';
import type { TdkModel } from '../../shared/calls/news';
import { BOOTSTRAP_ELEMENT_ID, type PortalBootstrap } from '../../shared/ssr-contract';
import type { TenantManifest } from '../../shared/tenant-types';
import type { Theme } from '../../shared/theme-types';
import { readSeedData } from '../../server/db/seed-data';
import { TENANTS_DIR, THEMES_DIR } from '../../server/paths';
import type { PageRenderer } from '../../server/render/page-renderer';
import { copyTenantDirs, type TenantDirs } from '../../server/test-support/tenant-dirs';
import { createTestApp } from '../../server/test-support/test-app';
import { insertOrg, insertTender, uniqueName } from '../../server/test-support/tenders';
import { loadEntry, sourceRenderer as renderer } from './source-renderer';

const readJson = <T>(dir: string, file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as T;
const mainTenant = readJson<TenantManifest>(TENANTS_DIR, 'main.json');
const kunlunTenant = readJson<TenantManifest>(TENANTS_DIR, 'kunlun.json');
const kunlunTheme = readJson<Theme>(THEMES_DIR, 'kunlun.json');
const mainTheme = readJson<Theme>(THEMES_DIR, 'main.json');
const pageTdk = readSeedData<Record<string, TdkModel>>('page-tdk.json');

/** Text as React writes it into HTML. */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const attr = (text: string) => html(text).replace(/"/g, '&quot;');

function titleOf(body: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(body)?.[1];
}

function metaOf(body: string, name: string): string | undefined {
  return new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(body)?.[1];
}

function canonicalOf(body: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)"/.exec(body)?.[1];
}

function bootstrapOf(body: string): PortalBootstrap {
  const match = new RegExp(`<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(body);
  if (!match) throw new Error('no bootstrap script in the page');
  return JSON.parse(match[1]!) as PortalBootstrap;
}

function stylesOf(body: string): string {
  return [...body.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
}

describe('server render', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ renderer });
  });
  afterAll(() => app.close());

  const get = (url: string, host = 'localhost') => app.inject({ method: 'GET', url, headers: { host } });

  describe('GET / on the main tenant', () => {
    let body: string;
    beforeAll(async () => {
      const response = await get('/');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      body = response.body;
    });

    it('is a Chinese document with every placeholder filled', () => {
      expect(body).toMatch(/^<!doctype html>/i);
      expect(body).toContain('<html lang="zh-cn">');
      expect(body).not.toContain('<!--app-');
    });

    it("carries the home page's TDK, the title ending in the product title", () => {
      const title = titleOf(body);
      expect(title).toBe(`${pageTdk.home!.title} - ${mainTenant.title}`);
      expect(title).toMatch(/ - 计量支付云平台$/);
      expect(metaOf(body, 'description')).toBe(attr(pageTdk.home!.description));
      expect(metaOf(body, 'keywords')).toBe(attr(pageTdk.home!.keyword));
      expect(metaOf(body, 'theme-color')).toBe(mainTheme.colors.primary);
      expect(canonicalOf(body)).toBe('http://localhost/');
    });

    it('contains the page itself, not an empty shell', () => {
      const root = /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(body)?.[1] ?? '';
      expect(root).toContain(`<h1>${html(mainTenant.title)}</h1>`);
      expect(root).toContain(html(pages.home.heroLead));
      expect(root).toContain(html(pages.home.products.measurement.text));
      expect(root).toContain('href="/standard"');
    });

    it('carries the resolved tenant and its theme in the bootstrap script', () => {
      const bootstrap = bootstrapOf(body);
      expect(bootstrap.tenant.id).toBe('main');
      expect(bootstrap.theme).toEqual(mainTheme);
      expect(bootstrap.apiBase).toBe('/api');
      expect(bootstrap.hostIndex.map((entry) => entry.id)).toContain('kunlun');
    });

    it('inlines the styles of the theme', () => {
      expect(stylesOf(body)).toContain(mainTheme.colors.primary);
    });
  });

  it('GET /standard carries its own TDK and heading', async () => {
    const response = await get('/standard');
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe(`${pageTdk.standard!.title} - ${mainTenant.title}`);
    expect(titleOf(response.body)).toBe('标准规范 - 计量支付云平台');
    expect(metaOf(response.body, 'description')).toBe(attr(pageTdk.standard!.description));
    expect(metaOf(response.body, 'keywords')).toBe(attr(pageTdk.standard!.keyword));
    expect(response.body).toContain(`<h1>${routes.standard}</h1>`);
    expect(canonicalOf(response.body)).toBe('http://localhost/standard');
  });

  it("uses the request's real host name in the canonical link of a tenant's domain", async () => {
    const response = await get('/standard', 'example.com');
    expect(canonicalOf(response.body)).toBe(`https://${mainTenant.hostnames[0]}/standard`);
  });

  it('GET /front/normContent/5, an old alias, names /standard/detail/5 as canonical', async () => {
    const response = await get('/front/normContent/5');
    expect(response.statusCode).toBe(200);
    expect(canonicalOf(response.body)).toBe('http://localhost/standard/detail/5');
    // The standard's own number and title name the page.
    expect(titleOf(response.body)).toMatch(new RegExp(`GB.* - ${mainTenant.title}$`));
  });

  describe('tender pages', () => {
    let tenderId: number;
    const title = uniqueName('广州市轨道交通中标公告');
    beforeAll(async () => {
      const orgId = await insertOrg(app.db, uniqueName('广州地铁'));
      tenderId = await insertTender(app.db, {
        orgId,
        title,
        engType: '0104',
        tradeCategory: 'MINING',
        content: '<p>只给登录用户的正文</p>',
      });
    });

    it('GET /tenderDetails/{id} is the summary any visitor gets, titled by the tender, naming its full address as canonical', async () => {
      const response = await get(`/tenderDetails/${tenderId}`);
      expect(response.statusCode).toBe(200);
      expect(titleOf(response.body)).toBe(`${html(title)} - ${mainTenant.title}`);
      expect(response.body).toContain(`<h1>${html(title)}</h1>`);
      expect(response.body).toContain('data-testid="tender-locked"');
      expect(response.body).not.toContain('只给登录用户的正文');
      expect(canonicalOf(response.body)).toBe(`http://localhost/tender/detail/${tenderId}/mining/0104`);
      // A wrong category or stage segment renders the same tender and names the right address.
      const wrong = await get(`/tender/detail/${tenderId}/forest/0100`);
      expect(wrong.statusCode).toBe(200);
      expect(canonicalOf(wrong.body)).toBe(`http://localhost/tender/detail/${tenderId}/mining/0104`);
    });

    it('a filtered search has a title of its filters and names its path as canonical; a malformed page is 404', async () => {
      const response = await get('/tender/all/440000/1/0104?projectType=SUBWAY&days=30');
      expect(response.statusCode).toBe(200);
      expect(titleOf(response.body)).toBe(`广东省 地铁工程 中标结果 近一个月 招标信息 - ${mainTenant.title}`);
      expect(canonicalOf(response.body)).toBe('http://localhost/tender/all/440000/1/0104');
      expect((await get('/tender/all/all/0')).statusCode).toBe(404);
      const unknown = await get('/tender/toys');
      expect(unknown.statusCode).toBe(200);
      expect(unknown.body).toContain('data-testid="ignored-filters"');
    });
  });

  it('GET of an unknown path redirects to /404', async () => {
    const response = await get('/no/such/path');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/404');
  });

  it('GET /404 answers 404 with the not-found page', async () => {
    const response = await get('/404');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(html(errors.notFoundTitle));
    expect(response.body).toContain(html(errors.notFoundLead));
    expect(titleOf(response.body)).toBe(`${routes.router} - ${mainTenant.title}`);
  });

  it('GET /help/index redirects to /help', async () => {
    const response = await get('/help/index');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/help');
  });

  it('keeps API and file paths out of the page render', async () => {
    const api = await get('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: '40400', msg: server.notFound });
    const file = await get('/no-such-file.png');
    expect(file.statusCode).toBe(404);
    expect(file.json()).toMatchObject({ code: '40400' });
  });

  describe('the kunlun tenant', () => {
    const host = 'kunlun.localhost';

    it("GET / redirects to the tenant's entry", async () => {
      const response = await get('/', host);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`/${kunlunTenant.entry}`);
      expect(response.headers.location).toBe('/kllogin');
    });

    it('GET /kllogin renders with its theme and title', async () => {
      const response = await get('/kllogin', host);
      expect(response.statusCode).toBe(200);
      const body = response.body;
      expect(stylesOf(body)).toContain(kunlunTheme.colors.primary);
      expect(stylesOf(body)).toContain(kunlunTheme.colors.headerBg);
      expect(stylesOf(body)).not.toContain(mainTheme.colors.primary);
      expect(metaOf(body, 'theme-color')).toBe(kunlunTheme.colors.primary);
      expect(titleOf(body)).toBe(`${routes.kllogin} - ${kunlunTenant.title}`);
      expect(body).toContain(html(kunlunTenant.title));
      expect(bootstrapOf(body).tenant.id).toBe('kunlun');
      expect(bootstrapOf(body).theme).toEqual(kunlunTheme);
    });

    it('is also reached at its own host name', async () => {
      const response = await get('/kllogin', `${kunlunTenant.hostnames[0]}:443`);
      expect(bootstrapOf(response.body).tenant.id).toBe('kunlun');
      expect(canonicalOf(response.body)).toBe(`https://${kunlunTenant.hostnames[0]}/kllogin`);
    });
  });
});

describe('server render of a manifest value holding </script>', () => {
  const evil = '示例大街1号</script><script>alert(1)</script><!--';
  let dirs: TenantDirs;
  let app: FastifyInstance;

  beforeAll(async () => {
    dirs = copyTenantDirs();
    dirs.edit<TenantManifest>('tenants/main.json', (m) => void (m.address = evil));
    app = await createTestApp({ renderer, dirs });
  });
  afterAll(async () => {
    await app.close();
    dirs.remove();
  });

  it('cannot break out of the bootstrap script', async () => {
    const response = await app.inject({ method: 'GET', url: '/standard', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(200);
    const body = response.body;
    expect(body).not.toContain('<script>alert(1)</script>');
    // The manifest survives the round trip intact …
    expect(bootstrapOf(body).tenant.address).toBe(evil);
    // … because every '<' inside the JSON is escaped.
    const json = new RegExp(`id="${BOOTSTRAP_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(body)?.[1] ?? '';
    expect(json).not.toContain('<');
    expect(json).toContain('\\u003c/script>');
    // The footer shows it as text.
    expect(body).toContain(html(evil));
    // Exactly the template's and the render's own scripts are present: the module, the bootstrap, the
    // hydration data and the page's strings.
    expect(body.match(/<script\b/g)).toHaveLength(4);
  });
});

describe('a render that fails', () => {
  it('answers 500 with the error page and never the error message', async () => {
    const failing: PageRenderer = {
      template: renderer.template,
      load: async () => {
        const real = await loadEntry();
        return {
          ...real,
          render: (input) => (input.url === '/500' ? real.render(input) : Promise.reject(new Error('render secret hunter2'))),
        };
      },
    };
    const app = await createTestApp({ renderer: failing });
    try {
      const response = await app.inject({ method: 'GET', url: '/standard', headers: { host: 'localhost' } });
      expect(response.statusCode).toBe(500);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain(html(errors.serverErrorTitle));
      expect(response.body).not.toContain('hunter2');
    } finally {
      await app.close();
    }
  });

  it('answers 500 in plain text when even the error page cannot render', async () => {
    const broken: PageRenderer = {
      template: renderer.template,
      load: () => Promise.reject(new Error('cannot load module secret hunter2')),
    };
    const app = await createTestApp({ renderer: broken });
    try {
      const response = await app.inject({ method: 'GET', url: '/', headers: { host: 'localhost' } });
      expect(response.statusCode).toBe(500);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.body).toBe(server.internal);
    } finally {
      await app.close();
    }
  });
});
