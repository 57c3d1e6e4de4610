import { expect, test } from '@playwright/test';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServer, type SpawnedServer } from './spawn-server';

// DESIGN §tenants: dropping a manifest into tenants/ and restarting serves a new entrance; a bad one is
// logged as `file: /pointer message` and skipped while the others keep working.
test.describe('a tenant added by dropping a manifest', () => {
  let server: SpawnedServer;
  let port: number;

  test.beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'portal-new-tenant-'));
    cpSync('tenants', join(root, 'tenants'), { recursive: true });
    const erp = JSON.parse(readFileSync('tenants/erp.json', 'utf8'));
    writeFileSync(
      join(root, 'tenants/acme.json'),
      JSON.stringify({ ...erp, id: 'acme', title: '示例建工ERP', hostnames: ['acme.example.com'] }),
    );
    writeFileSync(
      join(root, 'tenants/broken.json'),
      JSON.stringify({ ...erp, id: 'broken', hostnames: ['broken.example.com'], layout: 'bogus' }),
    );
    server = await spawnServer({ TENANTS_DIR: join(root, 'tenants') }, root);
    port = server.port;
  });

  test.afterAll(() => server.stop());

  test('serves the new entrance, logs the bad manifest, and keeps the others working', async ({ page }) => {
    expect(server.output()).toContain('tenants/broken.json: /layout must be equal to one of the allowed values');
    expect(server.output()).toContain(`acme         http://acme.localhost:${port}/`);
    expect(server.output()).not.toContain('broken.localhost');

    await page.goto(`http://acme.localhost:${port}/`);
    await expect(page).toHaveURL(/\/erp$/);
    await expect(page).toHaveTitle(/示例建工ERP/);
    await page.goto(`http://acme.example.com:${port}/`);
    await expect(page).toHaveTitle(/示例建工ERP/);

    await page.goto(`http://broken.localhost:${port}/`);
    await expect(page.getByTestId('tenant-logo').locator('img')).toHaveAttribute('src', '/logos/main.svg');
    await page.goto(`http://kunlun.localhost:${port}/`);
    await expect(page).toHaveURL(/\/kllogin$/);
  });
});
