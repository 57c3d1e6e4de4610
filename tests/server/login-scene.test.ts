import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../server/test-support/test-app';
import { LOGIN_SCENE_PATH } from '../../shared/ssr-contract';
import kunlun from '../../tenants/kunlun.json';
import main from '../../tenants/main.json';
import { sourceRenderer as renderer } from './source-renderer';

describe('the login scene', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ renderer });
  });
  afterAll(() => app.close());

  const scene = (host: string) => app.inject({ method: 'GET', url: LOGIN_SCENE_PATH, headers: { host } });

  it('is drawn in the theme of the tenant whose host asks, and cached per host', async () => {
    const own = await scene(kunlun.hostnames[0]!);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(own.headers.vary).toContain('host');
    expect(own.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 520 300"/);
    const primary = (body: string) => /<rect x="0" y="206" width="520" height="10" fill="([^"]+)"/.exec(body)?.[1];
    const other = await scene(main.hostnames[0]!);
    expect(primary(own.body)).toMatch(/^#[0-9a-f]{6}$/i);
    expect(primary(own.body)).not.toBe(primary(other.body));
  });
});
