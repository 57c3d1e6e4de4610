import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CORE_NAMESPACES } from '../../src/app/page-strings';
import { STRINGS_ELEMENT_ID } from '../../shared/ssr-contract';
import { chunkModules, CLIENT_DIR, FIRST_LOAD_SCRIPT_KB, heavyCodeIn, type HeavyCode } from '../first-load-rules';
import { recordPageLoad } from './page-load-record';
import { openHydrated, tenantUrl, watchErrors } from './support';

// "Fast first paint": what the browser downloads on a first visit. These read the build the tests
// run against (dist/client) and what a browser fetches from it; none of them times anything.

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
}

const manifest = () => JSON.parse(readFileSync(join(CLIENT_DIR, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
/** The asset files of the chunks whose source module matches. */
const filesOf = (source: RegExp) =>
  Object.values(manifest())
    .filter((chunk) => chunk.src && source.test(chunk.src))
    .map((chunk) => `/${chunk.file}`);

/** Every script a page load fetched, as paths. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  return scripts;
}

test('no browser asset carries TypeBox, a call schema or axios', () => {
  const assets = readdirSync(join(CLIENT_DIR, 'assets')).filter((file) => file.endsWith('.js'));
  expect(assets.length).toBeGreaterThan(10);
  for (const file of assets) {
    const code = readFileSync(join(CLIENT_DIR, 'assets', file), 'utf8');
    // TypeBox marks each schema with ~kind; a JSON Schema object spells out additionalProperties; axios its errors.
    expect(code, file).not.toContain('~kind');
    expect(code, file).not.toContain('additionalProperties');
    expect(code, file).not.toContain('AxiosError');
  }
});

/** The first-paint pages: each route group a visitor lands on, on the main site and two branded entrances. */
const PAGES: { tenant: string; path: string | ((ids: SeededIds) => string) }[] = [
  { tenant: 'main', path: '/' },
  { tenant: 'main', path: (ids) => `/news/${ids.news}` },
  { tenant: 'main', path: '/news' },
  { tenant: 'main', path: '/standard' },
  { tenant: 'main', path: '/tender' },
  { tenant: 'main', path: (ids) => ids.tender },
  { tenant: 'main', path: '/help' },
  { tenant: 'main', path: '/video' },
  { tenant: 'main', path: '/aiToolList' },
  { tenant: 'main', path: '/login' },
  // kunlun's home is its login entrance.
  { tenant: 'kunlun', path: '/' },
  { tenant: 'kunlun', path: (ids) => `/news/${ids.news}` },
  { tenant: 'erp', path: '/' },
  { tenant: 'erp', path: (ids) => `/news/${ids.news}` },
];
/** The catalogue of AI tools is the AI feature's own page: its code may load there, its Markdown may not. */
const MAY_LOAD: Record<string, HeavyCode[]> = { '/aiToolList': ['ai'] };

interface SeededIds {
  news: string;
  /** A notice's path: /tender/detail/:id/:type/:stageType. */
  tender: string;
}

/** The first link on `path` (main site) that `pattern` matches: its first group. */
async function firstLinked(path: string, pattern: RegExp): Promise<string> {
  const html = await (await fetch(tenantUrl('main', path))).text();
  const id = pattern.exec(html)?.[1];
  if (!id) throw new Error(`no link matching ${pattern} on ${path}`);
  return id;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

test.describe('what a first visit downloads, in Chromium', () => {
  let ids: SeededIds;
  test.beforeAll(async () => {
    ids = {
      news: await firstLinked('/news', /href="\/news\/(\d+)"/),
      tender: await firstLinked('/tender', /href="(\/tender\/detail\/[^"]+)"/),
    };
  });

  for (const { tenant, path } of PAGES) {
    const name = typeof path === 'string' ? path : path({ news: ':id', tender: '/tender/detail/:id' });
    test(`${tenant} ${name}: at most ${FIRST_LOAD_SCRIPT_KB} KB of script, all named in the HTML, every request finished, no code of another feature`, async ({
      page,
    }) => {
      const route = typeof path === 'string' ? path : path(ids);
      const load = await recordPageLoad(page, tenantUrl(tenant, route));
      const open = load.requests.filter((request) => request.state === 'open').map((request) => request.url);
      expect(open, 'requests still open after the page settled').toEqual([]);

      const scripts = load.requests.filter((request) => request.type === 'Script').sort((a, b) => b.bytes - a.bytes);
      const heaviest = scripts.map((script) => `${new URL(script.url).pathname} ${kb(script.bytes)}`).join(', ');
      expect(load.scriptBytes, `${kb(load.scriptBytes)} in ${scripts.length} scripts: ${heaviest}`).toBeLessThanOrEqual(
        FIRST_LOAD_SCRIPT_KB * 1000,
      );

      // The server names the page's chunks as module preloads: none is found only once another has run.
      const named = await page
        .locator('script[src], link[rel="modulepreload"]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src') ?? node.getAttribute('href')));
      const late = scripts.map((script) => new URL(script.url).pathname).filter((path) => !named.includes(path));
      expect(late, 'scripts the HTML does not name').toEqual([]);

      const modules = chunkModules();
      const allowed = MAY_LOAD[name] ?? [];
      const foreign = scripts.flatMap((script) => {
        const file = new URL(script.url).pathname.slice(1);
        return heavyCodeIn(file, modules)
          .filter((group) => !allowed.includes(group))
          .map((group) => `${group} in ${file}`);
      });
      expect(foreign).toEqual([]);
    });
  }
});

test('a news page hydrates from its inlined strings and loads no account code and no locale chunk', async ({ page }) => {
  const errors = watchErrors(page);
  const scripts = watchScripts(page);
  await openHydrated(page, '/news');
  const hrefs = await page.locator('a[href^="/news/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const detail = hrefs.find((href) => /^\/news\/\d+$/.test(href ?? ''))!;
  scripts.length = 0;

  await openHydrated(page, detail);
  await expect(page.getByTestId('news-detail')).toBeVisible();
  const inlined = JSON.parse((await page.locator(`#${STRINGS_ELEMENT_ID}`).textContent())!) as Record<string, unknown>;
  expect(Object.keys(inlined).sort()).toEqual([...CORE_NAMESPACES, 'content'].sort());
  const account = filesOf(/^src\/features\/account\//);
  const locales = filesOf(/^locales\//);
  expect(account.length).toBeGreaterThan(0);
  expect(locales.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => account.includes(path) || locales.includes(path))).toEqual([]);
  expect(errors).toEqual([]);
});

test('moving on to the login page fetches the account code and the strings it lacked, and shows them', async ({ page }) => {
  const errors = watchErrors(page);
  const scripts = watchScripts(page);
  await openHydrated(page, '/news');
  expect(scripts).not.toContain(filesOf(/^locales\/zh-cn\/pages\.json$/)[0]);

  await page.getByTestId('login-links').getByRole('link').first().click();
  await expect(page.getByTestId('login-entrance')).toBeVisible();
  expect(scripts).toContain(filesOf(/^locales\/zh-cn\/pages\.json$/)[0]);
  expect(scripts).toContain(filesOf(/^src\/features\/account\/login-page\.tsx$/)[0]);
  // A string of the pages namespace, not its key.
  await expect(page.getByRole('tab').first()).not.toHaveText(/^account\./);
  expect(errors).toEqual([]);
});
