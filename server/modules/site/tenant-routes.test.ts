import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantManifest } from '../../../shared/tenant-types';
import type { Theme } from '../../../shared/theme-types';
import { THEMES_DIR } from '../../paths';
import { loadTenants } from '../../tenants/load-tenants';
import { invalidMsg, serverMsg } from '../../test-support/messages';
import { createTestApp } from '../../test-support/test-app';

const readJson = <T>(dir: string, file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as T;

describe('POST /api/tenant/get', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const get = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/tenant/get', payload: payload as object, headers });

  it('answers a known id with its manifest, merged from the files it extends, and its theme', async () => {
    const response = await get({ id: 'kunlun' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ code: string; msg: string; tenant: TenantManifest; theme: Theme }>();
    expect(body.code).toBe('30000');
    expect(body.msg).toBe(serverMsg('ok'));
    expect(body.tenant).toEqual(loadTenants().tenants.find((tenant) => tenant.id === 'kunlun'));
    expect(body.tenant).not.toHaveProperty('extends');
    expect(body.theme).toEqual(readJson<Theme>(THEMES_DIR, 'kunlun.json'));
  });

  it('answers the tenant asked for, not the one of the request', async () => {
    const body = (await get({ id: 'erp' }, { host: 'kunlun.localhost:3000', 'x-tenant': 'main' })).json<{
      tenant: TenantManifest;
      theme: Theme;
    }>();
    expect(body.tenant.id).toBe('erp');
    expect(body.theme.name).toBe(body.tenant.theme);
  });

  it('answers every loaded tenant with the theme its manifest names', async () => {
    for (const tenant of app.tenants.tenants) {
      const body = (await get({ id: tenant.id })).json<{ code: string; tenant: TenantManifest; theme: Theme }>();
      expect(body.code, tenant.id).toBe('30000');
      expect(body.tenant, tenant.id).toEqual(tenant);
      expect(body.theme, tenant.id).toEqual(readJson<Theme>(THEMES_DIR, `${tenant.theme}.json`));
    }
  });

  it("answers an unknown id with code '40400'", async () => {
    const response = await get({ id: 'nosuch' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: '40400', msg: serverMsg('unknownTenant') });
  });

  it.each([
    ['an id with capitals', { id: 'ERP' }, invalidMsg('pattern', { field: 'id' })],
    ['an id of one letter', { id: 'e' }, invalidMsg('pattern', { field: 'id' })],
    ['no id', {}, invalidMsg('required', { field: 'id' })],
    ['an extra property', { id: 'erp', theme: 'x' }, invalidMsg('additionalProperties', { field: 'theme' })],
  ])('refuses %s with code 40001', async (_case, payload, msg) => {
    const response = await get(payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: '40001', msg });
  });
});
