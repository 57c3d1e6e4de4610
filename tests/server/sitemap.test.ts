import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../server/test-support/test-app';
import kunlun from '../../tenants/kunlun.json';
import main from '../../tenants/main.json';
import { sourceRenderer as renderer } from './source-renderer';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

describe('robots.txt and sitemap.xml', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ renderer });
  });
  afterAll(() => app.close());

  const get = (url: string, host: string) => app.inject({ method: 'GET', url, headers: { host } });
  const kunlunHost = kunlun.hostnames[0]!;

  it('points each tenant’s crawlers at its own sitemap and away from private pages', async () => {
    const robots = await get('/robots.txt', kunlunHost);
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain(`Sitemap: https://${kunlunHost}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain('Disallow: /personalCenter');
  });

  it('lists kunlun’s news details on kunlun’s host, a page of each kind answering 200', async () => {
    const response = await get('/sitemap.xml', kunlunHost);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const urls = locs(response.body);
    expect(urls.filter((url) => /\/news\/\d+$/.test(url)).length).toBeGreaterThan(200);
    // Tenders at their canonical address (trade category in lower case, stage code), and their organisations.
    const tenders = urls.filter((url) => /\/tender\/detail\/\d+\/[a-z_]+\/01\d\d$/.test(url));
    expect(tenders.length).toBeGreaterThanOrEqual(1200);
    expect(urls.some((url) => /\/tender\/org\/\d+$/.test(url))).toBe(true);
    expect(urls).toContain(`https://${kunlunHost}/tender`);
    // Every help article at its canonical detail address, and the help categories.
    expect(urls.filter((url) => /\/help\/detail\/\d+$/.test(url)).length).toBeGreaterThanOrEqual(80);
    expect(urls).toContain(`https://${kunlunHost}/help/22`);
    expect(urls).toContain(`https://${kunlunHost}/help`);
    expect(urls.every((url) => url.startsWith(`https://${kunlunHost}/`))).toBe(true);
    expect(response.body).toMatch(/<url><loc>https:\/\/[^<]+\/news\/\d+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><\/url>/);
    expect(new Set(urls).size).toBe(urls.length);

    // Every URL is fetched by the end-to-end suite (tests/e2e/sitemap.spec.ts); here the first of each shape.
    const shapes = new Map(urls.map((url) => [new URL(url).pathname.replace(/\d+/g, 'N'), url]));
    const failures: string[] = [];
    for (const url of shapes.values()) {
      const page = await get(new URL(url).pathname, kunlunHost);
      if (page.statusCode !== 200) failures.push(`${page.statusCode} ${url}`);
    }
    expect(failures).toEqual([]);
    expect(shapes.size).toBeGreaterThan(10);
  });

  it('never writes a hostile Host into the sitemap', async () => {
    const response = await get('/sitemap.xml', 'evil.example.net');
    expect(response.body).not.toContain('evil.example.net');
    expect(locs(response.body)[0]).toBe(`https://${main.hostnames[0]}/`);
  });
});

describe('a sitemap above the per-file limit', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ renderer, sitemapFileLimit: 100 });
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: main.hostnames[0]! } });

  it('becomes an index of files of at most that many URLs, together listing every page once', async () => {
    const index = await get('/sitemap.xml');
    expect(index.body).toContain('<sitemapindex ');
    const files = locs(index.body);
    expect(files.length).toBeGreaterThan(2);
    expect(files[0]).toBe(`https://${main.hostnames[0]}/sitemap-1.xml`);
    const all: string[] = [];
    for (const file of files) {
      const part = await get(new URL(file).pathname);
      expect(part.statusCode).toBe(200);
      const urls = locs(part.body);
      expect(urls.length).toBeLessThanOrEqual(100);
      all.push(...urls);
    }
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBeGreaterThan((files.length - 1) * 100);
    expect((await get(`/sitemap-${files.length + 1}.xml`)).statusCode).toBe(404);
    expect((await get('/sitemap-0.xml')).statusCode).toBe(404);
  });
});
