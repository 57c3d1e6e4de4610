import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { crmCalls } from '../../shared/calls/crm';
import type { CallReply } from '../../shared/calls/define-call';
import type { TenantManifest } from '../../shared/tenant-types';
import { ROOT, TENANTS_DIR, THEMES_DIR } from '../paths';
import { copyTenantDirs, type TenantDirs } from '../test-support/tenant-dirs';
import { createTestApp, testDatabase } from '../test-support/test-app';
import { formatManifestError, loadTenants } from './load-tenants';

type Json = Record<string, unknown>;
type Manifest = TenantManifest & Json;
type GuestCreateResponse = CallReply<typeof crmCalls.guestCreate>;
type SettingGetResponse = CallReply<typeof crmCalls.settingGet>;

const tenantSchema = JSON.parse(readFileSync(join(TENANTS_DIR, 'schema.json'), 'utf8')) as {
  properties: { layout: { enum: string[] } };
  $defs: { url: { pattern: string }; routeName: { enum: string[] } };
};
const themeSchema = JSON.parse(readFileSync(join(THEMES_DIR, 'schema.json'), 'utf8')) as {
  properties: { colors: { properties: { primary: { pattern: string } } } };
};
// defaults.json holds shared values only: it has no id and is not a tenant.
const realIds = readdirSync(TENANTS_DIR)
  .filter((name) => name.endsWith('.json') && name !== 'schema.json' && name !== 'defaults.json')
  .map((name) => name.replace(/\.json$/, ''))
  .sort();
// The tenants that take their navigation from defaults.json rather than writing their own.
const defaultNavIds = ['gezhouba', 'jycic', 'kunlun', 'main', 'nantou', 'neisheng', 'qibao', 'treasure', 'udebank'];

const formatted = (loaded: ReturnType<typeof loadTenants>) => loaded.errors.map(formatManifestError);
const idsOf = (loaded: ReturnType<typeof loadTenants>) => loaded.tenants.map((t) => t.id).sort();

describe('formatManifestError', () => {
  it('prints the file, the JSON pointer and the message', () => {
    expect(formatManifestError({ file: 'tenants/erp.json', pointer: '/nav/0/url', message: 'must match pattern "x"' })).toBe(
      'tenants/erp.json: /nav/0/url must match pattern "x"',
    );
  });

  it('prints the root pointer as /', () => {
    expect(formatManifestError({ file: 'tenants/erp.json', pointer: '', message: "must have required property 'id'" })).toBe(
      "tenants/erp.json: / must have required property 'id'",
    );
  });
});

describe('loadTenants on the real folders', () => {
  it('loads every manifest and theme without an error', () => {
    const loaded = loadTenants();
    expect(formatted(loaded)).toEqual([]);
    expect(idsOf(loaded)).toEqual(realIds);
    for (const tenant of loaded.tenants) expect(loaded.themes.has(tenant.theme), tenant.id).toBe(true);
  });

  it('serves each manifest merged over what it extends, without the extends key', () => {
    const { tenants } = loadTenants();
    const defaults = JSON.parse(readFileSync(join(TENANTS_DIR, 'defaults.json'), 'utf8')) as Manifest;
    for (const tenant of tenants) expect(tenant, tenant.id).not.toHaveProperty('extends');
    const erppro = tenants.find((t) => t.id === 'erppro')!;
    const erp = tenants.find((t) => t.id === 'erp')!;
    // erppro extends erp, which extends defaults: values from all three meet, and its identity is its own.
    expect(erppro.hostnames).toEqual(['erppro.example.com']);
    expect(erppro.login).toEqual(erp.login);
    expect(erppro.nav).toEqual(erp.nav);
    expect(erppro.informationTabs).toEqual(defaults.informationTabs);
    expect(erppro.tdk.keywords).toBe(defaults.tdk.keywords);
  });
});

describe('loadTenants on a copy', () => {
  let dirs: TenantDirs;
  afterEach(() => dirs.remove());

  const load = () => loadTenants({ tenantsDir: dirs.tenantsDir, themesDir: dirs.themesDir });

  it('picks up a new manifest dropped into the folder', () => {
    dirs = copyTenantDirs();
    dirs.write('tenants/acme.json', { ...dirs.read<Json>('tenants/erp.json'), id: 'acme', hostnames: ['acme.example.com'] });
    const loaded = load();
    expect(formatted(loaded)).toEqual([]);
    expect(idsOf(loaded)).toEqual([...realIds, 'acme'].sort());
    expect(loaded.tenants.find((t) => t.id === 'acme')?.hostnames).toEqual(['acme.example.com']);
  });

  const layouts = tenantSchema.properties.layout.enum.join(', ');
  const routeNames = tenantSchema.$defs.routeName.enum.join(', ');
  const urlPattern = tenantSchema.$defs.url.pattern;
  const colourPattern = themeSchema.properties.colors.properties.primary.pattern;

  const cases: { name: string; breakIt: (d: TenantDirs) => void; errors: string[]; skipped: string[] }[] = [
    {
      name: 'an unknown layout',
      breakIt: (d) => d.edit<Manifest>('tenants/erp.json', (m) => void (m.layout = 'bogus' as never)),
      errors: [`tenants/erp.json: /layout must be equal to one of the allowed values: ${layouts}`],
      skipped: ['erp', 'erppro'],
    },
    {
      name: 'an extra property',
      breakIt: (d) => d.edit<Manifest>('tenants/erp.json', (m) => void (m.bogus = true)),
      errors: ["tenants/erp.json: / must NOT have additional property 'bogus'"],
      skipped: ['erp', 'erppro'],
    },
    {
      name: 'a missing required property',
      breakIt: (d) => d.edit<Manifest>('tenants/erp.json', (m) => void delete (m as Json).title),
      errors: ["tenants/erp.json: / must have required property 'title'"],
      skipped: ['erp'],
    },
    {
      name: 'a script URL in the navigation',
      breakIt: (d) => d.edit<Manifest>('tenants/erp.json', (m) => void (m.nav[1]!.url = 'javascript:alert(1)')),
      errors: [`tenants/erp.json: /nav/1/url must match pattern "${urlPattern}"`],
      skipped: ['erp', 'erppro'],
    },
    {
      name: 'a bad colour in a theme',
      breakIt: (d) => d.edit<Json>('themes/kunlun.json', (t) => void ((t.colors as Json).primary = 'blue')),
      errors: [
        `themes/kunlun.json: /colors/primary must match pattern "${colourPattern}"`,
        "tenants/kunlun.json: /theme names no theme in themes/: 'kunlun'",
      ],
      skipped: ['kunlun'],
    },
    {
      name: 'a theme that does not exist',
      breakIt: (d) => d.edit<Manifest>('tenants/erp.json', (m) => void (m.theme = 'nosuch')),
      errors: ["tenants/erp.json: /theme names no theme in themes/: 'nosuch'"],
      skipped: ['erp', 'erppro'],
    },
    {
      name: 'a host name another manifest already serves',
      breakIt: (d) =>
        d.write('tenants/zeta.json', {
          ...d.read<Json>('tenants/erp.json'),
          id: 'zeta',
          hostnames: ['zeta.example.com', 'erp.example.com'],
        }),
      errors: ["tenants/zeta.json: /hostnames/1 'erp.example.com' is already served by tenants/erp.json"],
      skipped: [],
    },
    {
      name: 'an id that does not match the file name',
      breakIt: (d) => d.edit<Manifest>('tenants/erp.json', (m) => void (m.id = 'erp2')),
      errors: ["tenants/erp.json: /id must match the file name 'erp'"],
      skipped: ['erp'],
    },
    {
      name: 'a logo missing from public/',
      breakIt: (d) => d.edit<Manifest>('tenants/erp.json', (m) => void (m.logo.desktop = '/logos/nosuch.svg')),
      errors: ['tenants/erp.json: /logo/desktop file not found in public/: /logos/nosuch.svg'],
      skipped: ['erp'],
    },
    {
      name: 'a news banner missing from public/',
      breakIt: (d) => d.edit<Json>('tenants/erp.json', (m) => void (m.imagery = { newsBanner: '/illustrations/nosuch.svg' })),
      errors: ['tenants/erp.json: /imagery/newsBanner file not found in public/: /illustrations/nosuch.svg'],
      skipped: ['erp', 'erppro'],
    },
    {
      name: 'a WeChat account whose id WeChat would not allow',
      breakIt: (d) => d.edit<Json>('tenants/erp.json', (m) => void ((m.weChat as Json).id = '1 bad id')),
      errors: ['tenants/erp.json: /weChat/id must match pattern "^[A-Za-z][A-Za-z0-9_-]{5,19}$"'],
      skipped: ['erp', 'erppro'],
    },
    {
      name: 'a bad value written in defaults.json (against defaults.json, skipping only the tenants that inherit it)',
      breakIt: (d) => d.edit<Manifest>('tenants/defaults.json', (m) => void (m.nav[1]!.url = 'javascript:alert(1)')),
      errors: [`tenants/defaults.json: /nav/1/url must match pattern "${urlPattern}"`],
      skipped: defaultNavIds,
    },
    {
      name: 'an extra property written in defaults.json',
      breakIt: (d) => d.edit<Json>('tenants/defaults.json', (m) => void ((m.features as Json).bogus = true)),
      errors: ["tenants/defaults.json: /features must NOT have additional property 'bogus'"],
      skipped: realIds,
    },
    {
      name: 'a bad value in a manifest that extends another (against the child)',
      breakIt: (d) => d.edit<Manifest>('tenants/erppro.json', (m) => void (m.tdk.title = '')),
      errors: ['tenants/erppro.json: /tdk/title must NOT have fewer than 1 characters'],
      skipped: ['erppro'],
    },
    {
      name: 'a bad value in a brand manifest another extends (against the parent, skipping both)',
      breakIt: (d) => d.edit<Manifest>('tenants/erp.json', (m) => void (m.login.orgCode = 'erp')),
      errors: ['tenants/erp.json: /login/orgCode must match pattern "^[A-Z0-9]{2,10}$"'],
      skipped: ['erp', 'erppro'],
    },
    {
      name: 'a bad value in a parent that the child overrides (only the parent is skipped)',
      breakIt: (d) => {
        d.edit<Manifest>('tenants/erp.json', (m) => void (m.tdk.title = ''));
        d.edit<Manifest>('tenants/erppro.json', (m) => void (m.tdk.title = 'ERP Pro'));
      },
      errors: ['tenants/erp.json: /tdk/title must NOT have fewer than 1 characters'],
      skipped: ['erp'],
    },
    {
      name: 'a missing parent',
      breakIt: (d) => d.edit<Json>('tenants/erp.json', (m) => void (m.extends = 'nosuch')),
      errors: ["tenants/erp.json: /extends names no manifest in tenants/: 'nosuch'"],
      skipped: ['erp', 'erppro'],
    },
    {
      name: 'an extends that is not a file name',
      breakIt: (d) => d.edit<Json>('tenants/main.json', (m) => void (m.extends = ['defaults'])),
      errors: ['tenants/main.json: /extends must be string'],
      skipped: ['main'],
    },
    {
      name: 'a manifest that extends itself',
      breakIt: (d) => d.edit<Json>('tenants/kunlun.json', (m) => void (m.extends = 'kunlun')),
      errors: ['tenants/kunlun.json: /extends makes a cycle: kunlun → kunlun'],
      skipped: ['kunlun'],
    },
    {
      name: 'a free-trial rule for a route that does not exist',
      breakIt: (d) =>
        d.edit<Manifest>('tenants/defaults.json', (m) => void (m.freeTrial.routes!.nosuch = { login: 'login', channel: 'uet' })),
      errors: [
        `tenants/defaults.json: /freeTrial/routes has a property name 'nosuch' that must be equal to one of the allowed values: ${routeNames}`,
      ],
      skipped: realIds,
    },
    {
      name: 'a free-trial target naming a login route that does not exist',
      breakIt: (d) => d.edit<Manifest>('tenants/udebank.json', (m) => void (m.freeTrial.target.login = 'nosuchlogin' as never)),
      errors: [`tenants/udebank.json: /freeTrial/target/login must be equal to one of the allowed values: ${routeNames}`],
      skipped: ['udebank'],
    },
  ];

  it.each(cases)('reports $name as file + pointer, skips it and loads every other tenant', ({ breakIt, errors, skipped }) => {
    dirs = copyTenantDirs();
    breakIt(dirs);
    const loaded = load();
    expect(formatted(loaded)).toEqual(errors);
    expect(idsOf(loaded)).toEqual(realIds.filter((id) => !skipped.includes(id)));
  });

  it('reports a cycle of extends against each file whose extends closes it, skipping every manifest on it', () => {
    dirs = copyTenantDirs();
    dirs.edit<Json>('tenants/erp.json', (m) => void (m.extends = 'erppro'));
    const loaded = load();
    expect(formatted(loaded).sort()).toEqual([
      'tenants/erp.json: /extends makes a cycle: erppro → erp → erppro',
      'tenants/erppro.json: /extends makes a cycle: erp → erppro → erp',
    ]);
    expect(idsOf(loaded)).toEqual(realIds.filter((id) => id !== 'erp' && id !== 'erppro'));
  });

  it('does not inherit an id or host names: a manifest must name its own', () => {
    dirs = copyTenantDirs();
    dirs.write('tenants/acme.json', { extends: 'erp', title: 'Acme' });
    const errors = formatted(load());
    expect(errors).toContain("tenants/acme.json: / must have required property 'id'");
    expect(errors).toContain("tenants/acme.json: / must have required property 'hostnames'");
  });

  it('treats a file without an id as shared values when another manifest extends it, else as a manifest missing its id', () => {
    dirs = copyTenantDirs();
    dirs.write('tenants/landing.json', { extends: 'defaults', layout: 'custom', features: { autoConsult: false } });
    dirs.edit<Json>('tenants/erp.json', (m) => void (m.extends = 'landing'));
    dirs.write('tenants/orphan.json', { extends: 'defaults', title: 'Orphan' });
    const loaded = load();
    expect(formatted(loaded).filter((e) => !e.startsWith('tenants/orphan.json: '))).toEqual([]);
    expect(formatted(loaded)).toContain("tenants/orphan.json: / must have required property 'id'");
    expect(idsOf(loaded)).toEqual(realIds);
    const erppro = loaded.tenants.find((t) => t.id === 'erppro')!;
    expect(erppro.layout).toBe('custom');
    expect(erppro.features).toEqual({ chat: true, booking: true, autoConsult: false });
  });

  it('reports a property missing from the merged manifest against the manifest, not the file it extends', () => {
    dirs = copyTenantDirs();
    dirs.edit<Json>('tenants/main.json', (m) => void delete (m.tdk as Json).title);
    expect(formatted(load())).toEqual(["tenants/main.json: /tdk must have required property 'title'"]);
  });

  it('refuses a newly dropped manifest that claims a host an older one serves, whatever its file name', () => {
    dirs = copyTenantDirs();
    dirs.write('tenants/aaa.json', { ...dirs.read<Json>('tenants/erp.json'), id: 'aaa', hostnames: ['erp.example.com'] });
    const loaded = load();
    expect(formatted(loaded)).toEqual(["tenants/aaa.json: /hostnames/0 'erp.example.com' is already served by tenants/erp.json"]);
    expect(idsOf(loaded)).toEqual(realIds);
  });

  it('reports a file that is not JSON once, skips it and what extends it, and loads every other tenant', () => {
    dirs = copyTenantDirs();
    dirs.write('tenants/erp.json', '{ "id": "erp", ');
    const loaded = load();
    const errors = formatted(loaded);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^tenants\/erp\.json: \/ is not valid JSON: \S/);
    expect(idsOf(loaded)).toEqual(realIds.filter((id) => id !== 'erp' && id !== 'erppro'));
  });

  it('reports every problem of every bad file in one pass', () => {
    dirs = copyTenantDirs();
    dirs.edit<Manifest>('tenants/erp.json', (m) => void (m.layout = 'bogus' as never));
    dirs.edit<Manifest>('tenants/qibao.json', (m) => {
      m.hotline = 'call us';
      (m as Json).extra = 1;
    });
    const loaded = load();
    const errors = formatted(loaded);
    expect(errors.filter((e) => e.startsWith('tenants/erp.json: /layout '))).toHaveLength(1);
    expect(errors).toContain("tenants/qibao.json: / must NOT have additional property 'extra'");
    expect(errors.some((e) => e.startsWith('tenants/qibao.json: /hotline must match pattern'))).toBe(true);
    expect(idsOf(loaded)).toEqual(realIds.filter((id) => !['erp', 'erppro', 'qibao'].includes(id)));
  });
});

describe('an app built on a copy of the folders', () => {
  let dirs: TenantDirs;
  let app: FastifyInstance;

  afterEach(async () => {
    await app.close();
    dirs.remove();
  });

  const post = (url: string, payload: object, host: string) => app.inject({ method: 'POST', url, payload, headers: { host } });

  it('serves a new tenant at its host name and at <id>.localhost', async () => {
    dirs = copyTenantDirs();
    dirs.write('tenants/acme.json', {
      ...dirs.read<Json>('tenants/erp.json'),
      id: 'acme',
      hostnames: ['acme.example.com'],
      features: { chat: true, booking: true, autoConsult: false },
    });
    app = await createTestApp({ dirs });

    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok', tenants: realIds.length + 1 });

    const db = await testDatabase();
    for (const host of ['acme.example.com', 'ACME.example.com:443', 'acme.localhost:1234']) {
      const created = (await post('/api/crm/sdm/open/guest/create', { guest: { source: host } }, host)).json<GuestCreateResponse>();
      expect(created.code, host).toBe('30000');
      const [row] = await db.query<{ tenant_id: string }>('SELECT tenant_id FROM guests WHERE guest_id = $1', [created.guestId]);
      expect(row?.tenant_id, host).toBe('acme');

      // Its manifest turns the auto-consult off, which the main tenant leaves on.
      const setting = (await post('/api/crm/sdm/open/setting/get', {}, host)).json<SettingGetResponse>();
      expect(setting.model.autoSwitch, host).toBe(false);
    }
    const main = (await post('/api/crm/sdm/open/setting/get', {}, 'localhost:1234')).json<SettingGetResponse>();
    expect(main.model.autoSwitch).toBe(true);

    const tenant = await post('/api/tenant/get', { id: 'acme' }, 'localhost');
    expect(tenant.json()).toMatchObject({ code: '30000', tenant: { id: 'acme', hostnames: ['acme.example.com'] } });
    // The browser gets the merged manifest: what acme inherits, and never its extends.
    const served = tenant.json<{ tenant: Manifest }>().tenant;
    expect(served).toEqual(app.tenants.byId('acme'));
    expect(served).not.toHaveProperty('extends');
    expect(served.footer.topics).toEqual(dirs.read<Manifest>('tenants/defaults.json').footer.topics);
  });

  it('refuses a bad manifest and goes on serving every good one', async () => {
    dirs = copyTenantDirs();
    dirs.edit<Manifest>('tenants/erp.json', (m) => void (m.layout = 'bogus' as never));
    app = await createTestApp({ dirs });

    const health = await app.inject({ method: 'GET', url: '/api/health' });
    // erppro extends erp and inherits its layout, so it is refused with it.
    expect(health.json()).toMatchObject({ status: 'ok', tenants: realIds.length - 2 });
    // erp's host falls back to the main tenant; the others are untouched.
    const erp = (await post('/api/crm/sdm/open/setting/get', {}, 'erp.example.com')).json<SettingGetResponse>();
    const main = (await post('/api/crm/sdm/open/setting/get', {}, 'localhost')).json<SettingGetResponse>();
    expect(erp.model).toEqual(main.model);
    const kunlun = (await post('/api/crm/sdm/open/setting/get', {}, 'kunlun.localhost')).json<SettingGetResponse>();
    expect(kunlun.model.autoSwitch).toBe(false);
    expect((await post('/api/tenant/get', { id: 'erp' }, 'localhost')).json()).toMatchObject({ code: '40400' });
  });
});

describe('npm run tenants:check', () => {
  const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');

  function check(env: Record<string, string> = {}) {
    // The real folders unless the test names others.
    const base = { ...process.env };
    delete base.TENANTS_DIR;
    delete base.THEMES_DIR;
    return spawnSync(TSX, ['scripts/tenants-check.ts'], { cwd: ROOT, env: { ...base, ...env }, encoding: 'utf8', timeout: 60_000 });
  }

  it('passes on the real folders', { timeout: 60_000 }, () => {
    const result = check();
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain(`${realIds.length} tenant manifest(s) valid, 0 error(s).`);
    expect(realIds.length).toBe(15);
    expect(result.status).toBe(0);
  });

  describe('on a copy named by TENANTS_DIR and THEMES_DIR', () => {
    let dirs: TenantDirs;
    beforeAll(() => {
      dirs = copyTenantDirs();
      dirs.edit<Manifest>('tenants/erp.json', (m) => void (m.layout = 'bogus' as never));
    });
    afterAll(() => dirs.remove());

    it('prints each error as file + pointer and fails', { timeout: 60_000 }, () => {
      const result = check({ TENANTS_DIR: dirs.tenantsDir, THEMES_DIR: dirs.themesDir });
      expect(result.stderr.trim().split('\n')).toEqual([
        `tenants/erp.json: /layout must be equal to one of the allowed values: ${tenantSchema.properties.layout.enum.join(', ')}`,
      ]);
      // erppro inherits the bad layout from erp: one error line, two manifests refused.
      expect(result.stdout).toContain(`${realIds.length - 2} tenant manifest(s) valid, 1 error(s).`);
      expect(result.status).toBe(1);
    });
  });
});
