import { expect, test } from '@playwright/test';
import { rootWithTenants, spawnServer, type SpawnedServer } from './spawn-server';

// A new product brand with its own free-trial target is a JSON-only change. This manifest is all
// it takes; it extends the shared defaults and reuses a shipped theme and logo.
const ACME = {
  extends: 'defaults',
  id: 'acme',
  hostnames: ['acme.example.com'],
  layout: 'custom',
  theme: 'erp',
  title: 'Acme Build Cloud',
  logo: { desktop: '/logos/erp.svg', mobile: '/logos/erp-mobile.svg', alt: 'Acme Build Cloud' },
  freeTrial: { target: { login: 'kllogin', channel: 'uet' } },
  footer: { filings: ['ICP 00000000-99'] },
  tdk: { title: 'Acme Build Cloud', description: 'Acme Build Cloud: project management for builders.' },
};

test.describe('a product brand added as one manifest with its own free-trial target', () => {
  let server: SpawnedServer;

  test.beforeAll(async () => {
    const { root, tenantsDir } = rootWithTenants({ 'acme.json': ACME });
    server = await spawnServer({ TENANTS_DIR: tenantsDir }, root);
  });

  test.afterAll(() => server?.stop());

  for (const { path, route } of [
    { path: '/', route: 'home' },
    { path: '/news', route: 'news' },
  ]) {
    test(`the free-trial button on ${path} leads to its login route with its channel`, async ({ page }) => {
      await page.goto(`http://acme.localhost:${server.port}${path}`);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await expect(page).toHaveTitle(/Acme Build Cloud/);
      await page.getByTestId('free-trial').first().click();
      await expect(page).toHaveURL(/\/kllogin\?/);
      const query = new URL(page.url()).searchParams;
      expect(Object.fromEntries(query)).toEqual({ source: 'uet', formPage: route, active: 'register', logidUrl: path });
    });
  }

  test('a landing route keeps its own rule from the shared data', async ({ page }) => {
    await page.goto(`http://acme.localhost:${server.port}/erp`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByTestId('free-trial').first().click();
    await expect(page).toHaveURL(/\/erplogin\?/);
    expect(new URL(page.url()).searchParams.get('source')).toBe('uet');
  });
});
