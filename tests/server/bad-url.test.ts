import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../shared/api-contract';
import { createTestApp } from '../../server/test-support/test-app';
import { sourceRenderer as renderer } from './source-renderer';

// Fastify answers these itself, before any hook, unless told otherwise: no envelope, no security headers.
describe('URLs the framework cannot route', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ renderer });
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
  const securityHeaders = (headers: Record<string, unknown>) => {
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
  };

  it('answers a call with broken percent-encoding in the envelope', async () => {
    for (const url of ['/api/news/pub/%E0%A4%A', '/api/%', '/api/cat/dir/%C0%AF?x=1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: ERROR_CODES.notFound });
      securityHeaders(response.headers);
    }
  });

  it('answers a page with broken percent-encoding or an over-long parameter with the not-found page', async () => {
    for (const url of ['/news/%E0%A4%A', '/%', `/news/${'9'.repeat(300)}`, `/news/tag/${'x'.repeat(300)}`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<div id="root">');
      securityHeaders(response.headers);
    }
  });
});
