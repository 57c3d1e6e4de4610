import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../free-port';

// DESIGN §tenants: dropping a manifest into tenants/ and restarting serves a new entrance; a bad one is
// logged as `file: /pointer message` and skipped while the others keep working.
test.describe('a tenant added by dropping a manifest', () => {
  let server: ChildProcess;
  let output = '';
  let root: string;
  let port: number;

  test.beforeAll(async () => {
    port = await freePort();
    root = mkdtempSync(join(tmpdir(), 'portal-new-tenant-'));
    cpSync('tenants', join(root, 'tenants'), { recursive: true });
    const erp = JSON.parse(readFileSync('tenants/erp.json', 'utf8'));
    writeFileSync(join(root, 'tenants/acme.json'), JSON.stringify({ ...erp, id: 'acme', title: '示例建工ERP', hostnames: ['acme.example.com'] }));
    writeFileSync(join(root, 'tenants/broken.json'), JSON.stringify({ ...erp, id: 'broken', hostnames: ['broken.example.com'], layout: 'bogus' }));
    server = spawn(process.execPath, ['dist/server/main.js'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(root, 'data'), TENANTS_DIR: join(root, 'tenants'), LOG_LEVEL: 'info' },
    });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status, { timeout: 60_000 })
      .toBe(200);
  });

  test.afterAll(() => {
    server.kill('SIGTERM');
    rmSync(root, { recursive: true, force: true });
  });

  test('serves the new entrance, logs the bad manifest, and keeps the others working', async ({ page }) => {
    expect(output).toContain('tenants/broken.json: /layout must be equal to one of the allowed values');
    expect(output).toContain(`acme         http://acme.localhost:${port}/`);
    expect(output).not.toContain('broken.localhost');

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
