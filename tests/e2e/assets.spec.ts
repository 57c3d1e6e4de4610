import { expect, test } from '@playwright/test';

test('hashed assets are compressed and cached as immutable; other files briefly', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const asset = /\/assets\/[\w-]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const script = await request.get(asset!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(script.headers()['content-encoding']).toMatch(/br|gzip/);
  const logo = await request.get('/logos/main.svg');
  expect(logo.headers()['cache-control']).toBe('public, max-age=3600');
  expect((await request.get('/index.html')).status()).toBe(404);
  expect((await request.get('/missing-file.png')).status()).toBe(404);
});

test('pages carry the security headers and no inline script runs', async ({ request }) => {
  const response = await request.get('/information');
  const csp = response.headers()['content-security-policy'];
  expect(csp).toContain("script-src 'self'");
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  const html = await response.text();
  // Only JSON data and the module entry: nothing the policy would have to allow inline.
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  for (const tag of scripts) expect(tag).toMatch(/type="application\/json"|type="module"[^>]*src=/);
});
