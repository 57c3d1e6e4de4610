import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withTestApp } from '../../server/test-support/test-app';
import { sourceRenderer } from './source-renderer';

const clientDir = mkdtempSync(join(tmpdir(), 'portal-assets-'));
mkdirSync(join(clientDir, 'assets'));
writeFileSync(join(clientDir, 'assets', 'page-abc123.js'), 'export const page = 1;\n');
const ctx = withTestApp({ renderer: { ...sourceRenderer, clientDir } });
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

describe('the headers of a built asset', () => {
  it('leave out what only protects a document, and keep nosniff, CORP and the cache headers', async () => {
    const asset = await ctx.app.inject({ url: '/assets/page-abc123.js' });
    expect(asset.statusCode).toBe(200);
    for (const name of [
      'content-security-policy',
      'strict-transport-security',
      'x-frame-options',
      'x-ratelimit-limit',
      'last-modified',
      'etag',
    ])
      expect(asset.headers[name], name).toBeUndefined();
    expect(asset.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-type': 'text/javascript',
    });
  });

  it('are not those of a page, which keeps its policy', async () => {
    const page = await ctx.app.inject({ url: '/news' });
    expect(page.headers['content-security-policy']).toBeDefined();
    expect(page.headers['x-frame-options']).toBeDefined();
  });
});
