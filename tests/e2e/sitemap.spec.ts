import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';

const port = Number(process.env.E2E_PORT);
const kunlun = JSON.parse(readFileSync('tenants/kunlun.json', 'utf8')) as { hostnames: string[] };
const host = kunlun.hostnames[0]!;

/** A GET to the test server as if through kunlun's production host name (Host header as a proxy passes it). */
function get(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('kunlun’s sitemap lists its news and tender details on its own host, and every URL in it answers 200', async () => {
  test.setTimeout(180_000);
  const origin = `https://${host}`;
  expect((await get('/robots.txt')).body).toContain(`Sitemap: ${origin}/sitemap.xml`);

  const sitemap = await get('/sitemap.xml');
  expect(sitemap.status).toBe(200);
  const urls = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(urls.filter((url) => /^https:\/\/[^/]+\/news\/\d+$/.test(url)).length).toBeGreaterThan(200);
  expect(urls.every((url) => url.startsWith(`${origin}/`))).toBe(true);

  expect(urls.filter((url) => /^https:\/\/[^/]+\/tender\/detail\/\d+\/[a-z_]+\/01\d\d$/.test(url)).length).toBeGreaterThanOrEqual(1200);

  // A few at a time, as a crawler would: thousands of pages one after another would outlast the timeout.
  const failures: string[] = [];
  const queue = [...urls];
  const worker = async () => {
    for (let url = queue.shift(); url; url = queue.shift()) {
      const { status } = await get(new URL(url).pathname);
      if (status !== 200) failures.push(`${status} ${url}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  expect(failures).toEqual([]);
});
