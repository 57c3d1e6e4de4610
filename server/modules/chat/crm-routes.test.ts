import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { crmCalls } from '../../../shared/calls/crm';
import type { CallReply } from '../../../shared/calls/define-call';
import { readSeedData } from '../../db/seed-data';
import { CHINESE, invalidMsg, serverMsg } from '../../test-support/messages';
import { withTestApp } from '../../test-support/test-app';

type GuestCreateResponse = CallReply<typeof crmCalls.guestCreate>;
type SettingGetResponse = CallReply<typeof crmCalls.settingGet>;

const GUEST_CREATE = '/api/crm/sdm/open/guest/create';
const SETTING_GET = '/api/crm/sdm/open/setting/get';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface SettingSeed {
  autoSwitch: boolean;
  autoDelayed: number;
  autoContent: string;
}
const settingsSeed = readSeedData<{ default: SettingSeed; tenants: Record<string, Partial<SettingSeed>> }>('service-settings.json');

const ctx = withTestApp();

function post(url: string, body: unknown, headers: Record<string, string> = {}, extra: Partial<InjectOptions> = {}) {
  return ctx.app.inject({ method: 'POST', url, payload: body as InjectOptions['payload'], headers, ...extra });
}

async function guestRow(guestId: string) {
  const [row] = await ctx.db.query<{ tenant_id: string; source: string }>('SELECT tenant_id, source FROM guests WHERE guest_id = $1', [
    guestId,
  ]);
  return row;
}

async function guestCount(): Promise<number> {
  const [row] = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM guests');
  return row!.n;
}

describe('POST /api/crm/sdm/open/guest/create', () => {
  it("creates a guest of the main tenant and answers code '30000' with its uuid", async () => {
    const response = await post(GUEST_CREATE, { guest: { source: 'https://www.baidu.com/s?wd=x' } });
    expect(response.statusCode).toBe(200);
    const body = response.json<GuestCreateResponse>();
    expect(body).toMatchObject({ code: '30000', msg: serverMsg('ok') });
    expect(body.guestId).toMatch(UUID);
    expect(await guestRow(body.guestId)).toEqual({ tenant_id: 'main', source: 'https://www.baidu.com/s?wd=x' });
  });

  it('stores the tenant its Host header resolves to', async () => {
    for (const [host, tenant] of [
      ['erp.localhost:3000', 'erp'],
      ['erp.example.com', 'erp'],
      ['KL.Example.org:8443', 'kunlun'],
      ['unknown.example.net', 'main'],
    ] as const) {
      const response = await post(GUEST_CREATE, { guest: { source: `from ${host}` } }, { host });
      const body = response.json<GuestCreateResponse>();
      expect(body.code, host).toBe('30000');
      expect(await guestRow(body.guestId), host).toEqual({ tenant_id: tenant, source: `from ${host}` });
    }
  });

  it('stores the tenant named by the X-Tenant header, whatever the Host', async () => {
    const response = await post(GUEST_CREATE, { guest: { source: 'named' } }, { host: 'localhost:3000', 'x-tenant': 'jizhibao' });
    const body = response.json<GuestCreateResponse>();
    expect(body.code).toBe('30000');
    expect((await guestRow(body.guestId))?.tenant_id).toBe('jizhibao');
  });

  it('falls back to the Host when X-Tenant names no tenant', async () => {
    const response = await post(GUEST_CREATE, { guest: { source: 'bad name' } }, { host: 'erp.localhost', 'x-tenant': 'nosuch' });
    const body = response.json<GuestCreateResponse>();
    expect((await guestRow(body.guestId))?.tenant_id).toBe('erp');
  });

  it('trims the source and gives every guest its own id', async () => {
    const first = (await post(GUEST_CREATE, { guest: { source: '  https://a.example/  ' } })).json<GuestCreateResponse>();
    const second = (await post(GUEST_CREATE, { guest: { source: 'https://a.example/' } })).json<GuestCreateResponse>();
    expect(first.guestId).not.toBe(second.guestId);
    expect((await guestRow(first.guestId))?.source).toBe('https://a.example/');
  });

  it('accepts a source of exactly 2048 characters, and keeps its first 256', async () => {
    const source = 'x'.repeat(2048);
    const body = (await post(GUEST_CREATE, { guest: { source } })).json<GuestCreateResponse>();
    expect(body.code).toBe('30000');
    expect((await guestRow(body.guestId))?.source).toBe(source.slice(0, 256));
  });

  describe('validation errors answer HTTP 200 with code 40001 and a message naming the field', () => {
    const cases: [string, unknown, string][] = [
      ['missing guest', {}, invalidMsg('required', { field: 'guest' })],
      ['missing source', { guest: {} }, invalidMsg('required', { field: 'guest.source' })],
      ['extra top-level property', { guest: { source: 'a' }, extra: 1 }, invalidMsg('additionalProperties', { field: 'extra' })],
      ['extra guest property', { guest: { source: 'a', phone: '1' } }, invalidMsg('additionalProperties', { field: 'guest.phone' })],
      ['source too long', { guest: { source: 'a'.repeat(2049) } }, invalidMsg('maxLength', { field: 'guest.source', limit: 2048 })],
      ['empty source', { guest: { source: '' } }, invalidMsg('minLength', { field: 'guest.source', limit: 1 })],
      ['source of the wrong type', { guest: { source: 42 } }, invalidMsg('type', { field: 'guest.source' })],
      ['guest of the wrong type', { guest: 'https://a.example/' }, invalidMsg('type', { field: 'guest' })],
    ];
    it.each(cases)('%s', async (_name, body, msg) => {
      const before = await guestCount();
      const response = await post(GUEST_CREATE, body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: '40001', msg });
      expect(msg).toMatch(CHINESE);
      expect(await guestCount()).toBe(before);
    });

    it('a body that is not JSON', async () => {
      for (const payload of ['{"guest":', 'not json', '']) {
        const response = await post(GUEST_CREATE, payload, { 'content-type': 'application/json' });
        expect(response.statusCode, JSON.stringify(payload)).toBe(200);
        expect(response.json(), JSON.stringify(payload)).toEqual({ code: '40001', msg: serverMsg('invalidJson') });
      }
    });

    it('a JSON body that is not an object, or no body at all', async () => {
      for (const extra of [
        { payload: '[]', headers: { 'content-type': 'application/json' } },
        { payload: '"x"', headers: { 'content-type': 'application/json' } },
        {},
      ]) {
        const response = await ctx.app.inject({ method: 'POST', url: GUEST_CREATE, ...extra });
        expect(response.statusCode).toBe(200);
        const body = response.json<{ code: string; msg: string }>();
        expect(body.code).toBe('40001');
        expect(body.msg).toMatch(CHINESE);
      }
    });

    it('a body of another content type', async () => {
      for (const [type, payload] of [
        ['text/plain', 'guest=source'],
        ['application/x-www-form-urlencoded', 'guest%5Bsource%5D=a'],
      ] as const) {
        const before = await guestCount();
        const response = await post(GUEST_CREATE, payload, { 'content-type': type });
        expect(response.statusCode, type).toBe(200);
        const body = response.json<{ code: string; msg: string }>();
        expect(body.code, type).toBe('40001');
        expect(body.msg, type).toMatch(CHINESE);
        // Fastify's own English reason must not reach the visitor (DESIGN: every msg comes from locales/).
        expect(body.msg, type).not.toMatch(/Unsupported Media Type/i);
        expect(await guestCount()).toBe(before);
      }
    });

    it('a source of only blanks, which is empty once trimmed', async () => {
      const before = await guestCount();
      const response = await post(GUEST_CREATE, { guest: { source: '   ' } });
      expect(response.json()).toEqual({ code: '40001', msg: invalidMsg('pattern', { field: 'guest.source' }) });
      expect(await guestCount()).toBe(before);
    });
  });
});

describe('POST /api/crm/sdm/open/setting/get', () => {
  const expected = (tenantId: string, autoConsult: boolean) => {
    const setting = { ...settingsSeed.default, ...settingsSeed.tenants[tenantId] };
    return { ...setting, autoSwitch: setting.autoSwitch && autoConsult };
  };

  it('answers the main tenant the default setting', async () => {
    const response = await post(SETTING_GET, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: '30000',
      msg: serverMsg('ok'),
      model: { autoSwitch: true, autoDelayed: settingsSeed.default.autoDelayed, autoContent: settingsSeed.default.autoContent },
    });
  });

  it('answers erp its own delay and text, by Host or by X-Tenant', async () => {
    const erp = expected('erp', true);
    expect(erp.autoSwitch).toBe(true);
    expect(erp.autoDelayed).not.toBe(settingsSeed.default.autoDelayed);
    expect(erp.autoContent).not.toBe(settingsSeed.default.autoContent);
    const headerSets: Record<string, string>[] = [
      { host: 'erp.localhost:3000' },
      { host: 'erp.example.com' },
      { host: 'localhost:3000', 'x-tenant': 'erp' },
    ];
    for (const headers of headerSets) {
      const body = (await post(SETTING_GET, {}, headers)).json<SettingGetResponse>();
      expect(body.code).toBe('30000');
      expect(body.model, JSON.stringify(headers)).toEqual(erp);
    }
  });

  it('switches the auto-consult off for a tenant whose manifest turns it off', async () => {
    const body = (await post(SETTING_GET, {}, { host: 'kunlun.localhost:3000' })).json<SettingGetResponse>();
    expect(body.model.autoSwitch).toBe(false);
    expect(body.model).toEqual(expected('kunlun', false));
  });

  it('answers every tenant its seeded setting', async () => {
    const { tenants } = ctx.app.tenants;
    expect(tenants.length).toBeGreaterThan(1);
    for (const tenant of tenants) {
      const body = (await post(SETTING_GET, {}, { 'x-tenant': tenant.id })).json<SettingGetResponse>();
      expect(body.model, tenant.id).toEqual(expected(tenant.id, tenant.features.autoConsult));
    }
  });

  it('accepts no body, an empty object and null', async () => {
    for (const extra of [{}, { payload: 'null', headers: { 'content-type': 'application/json' } }, { payload: {} }]) {
      const response = await ctx.app.inject({ method: 'POST', url: SETTING_GET, ...extra });
      expect(response.json<SettingGetResponse>().code).toBe('30000');
    }
  });

  it('refuses an unknown property', async () => {
    const response = await post(SETTING_GET, { tenant: 'erp' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: '40001', msg: invalidMsg('additionalProperties', { field: 'tenant' }) });
  });

  it('answers code 40400 when the tenant has no setting row', async () => {
    await ctx.db.query("DELETE FROM service_settings WHERE tenant_id = 'neisheng'");
    const response = await post(SETTING_GET, {}, { 'x-tenant': 'neisheng' });
    expect(response.json()).toEqual({ code: '40400', msg: serverMsg('unknownTenant') });
  });
});
