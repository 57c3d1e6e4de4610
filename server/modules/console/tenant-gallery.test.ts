import { readdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallReply } from '../../../shared/calls/define-call';
import type { consoleGalleryCalls } from '../../../shared/calls/console-gallery';
import { TENANTS_DIR } from '../../paths';
import { accountClient, accountTestOptions, registeredUser, type AccountClient } from '../../test-support/accounts';
import { copyTenantDirs, type TenantDirs } from '../../test-support/tenant-dirs';
import { createTestApp, withTestApp } from '../../test-support/test-app';
import { grantContentRole } from './public';

type Gallery = CallReply<typeof consoleGalleryCalls.tenantGallery> & { code: string; msg: string };

const GALLERY = '/crm/sdm/console/tenants/gallery';
const DEMO_ADMIN = '13800000021';
const DEMO_EDITOR = '13800000020';
const PASSWORD = 'Demo1234';
// Every manifest of tenants/: defaults.json only lends values and schema.json checks them.
const shipped = readdirSync(TENANTS_DIR)
  .filter((name) => name.endsWith('.json') && name !== 'schema.json' && name !== 'defaults.json')
  .map((name) => name.replace(/\.json$/, ''));

const ctx = withTestApp(accountTestOptions().options);
const client = accountClient(ctx);
const gallery = (as: AccountClient, token?: string) => as.call<Gallery>(GALLERY, {}, { token });
let admin: string;

beforeAll(async () => {
  admin = (await client.login(DEMO_ADMIN, PASSWORD)).token;
});

describe('the tenant gallery', () => {
  it("shows the main tenant's admin every manifest, checked, with what a card needs", async () => {
    const answer = await gallery(client, admin);
    expect(answer.code).toBe('30000');
    expect(shipped.length).toBeGreaterThan(10);
    expect(answer.tenants.map((tenant) => tenant.id).sort()).toEqual([...shipped].sort());
    expect(answer.tenants[0]!.id).toBe('main');
    expect(answer).toMatchObject({ valid: shipped.length, invalid: 0, check: [`${shipped.length} tenant manifest(s) valid, 0 error(s).`] });
    for (const tenant of answer.tenants) {
      expect(tenant, tenant.id).toMatchObject({ valid: true, problems: [], served: true, file: `tenants/${tenant.id}.json` });
      expect(tenant.colours.length, tenant.id).toBeGreaterThan(5);
    }
    const kunlun = answer.tenants.find((tenant) => tenant.id === 'kunlun');
    expect(kunlun).toMatchObject({
      extends: 'defaults',
      title: expect.any(String),
      hostnames: ['kl.example.org'],
      layout: 'kunlun',
      theme: 'kunlun',
      logo: { desktop: '/logos/kunlun.svg', mobile: '/logos/kunlun-mobile.svg' },
      entry: 'kllogin',
      loginRoute: 'kllogin',
      freeTrial: { enabled: true, login: 'login', channel: 'baidu' },
      // The request came to a loopback name: the tenant is reached at <id>.localhost on the same port.
      origin: 'http://kunlun.localhost:80',
    });
    expect(kunlun!.colours).toContainEqual({ name: 'primary', value: '#1e4fa3' });
  });

  it("shows another tenant's admin only its own, and refuses an editor and a visitor", async () => {
    const kunlunAdmin = await registeredUser(client, ctx.db);
    await grantContentRole(ctx.db, null, kunlunAdmin.userId, ['kunlun'], 'admin');
    const own = await gallery(client, kunlunAdmin.token);
    expect(own.tenants.map((tenant) => tenant.id)).toEqual(['kunlun']);
    expect(own.check).toEqual(['1 tenant manifest(s) valid, 0 error(s).']);

    const editor = (await client.login(DEMO_EDITOR, PASSWORD)).token;
    const refused = await client.post(GALLERY, {}, { token: editor });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: '40300' });
    expect((await client.post(GALLERY, {})).statusCode).toBe(401);
  });
});

describe('the tenant gallery over broken manifests', () => {
  let dirs: TenantDirs;
  let app: FastifyInstance;
  let broken: AccountClient;

  beforeAll(async () => {
    dirs = copyTenantDirs();
    dirs.edit('tenants/kunlun.json', (manifest) => {
      manifest.layout = 'sideways';
    });
    dirs.write('tenants/acme.json', '{ "id": "acme", ');
    app = await createTestApp({ ...accountTestOptions().options, dirs });
    broken = accountClient({ app });
  });
  afterAll(async () => {
    await app?.close();
    dirs?.remove();
  });

  it('keeps a manifest that failed at start, with its errors where they were written, and what tenants:check says', async () => {
    const answer = await gallery(broken, admin);
    expect(answer.invalid).toBe(2);
    expect(answer.tenants.slice(0, 2).map((tenant) => tenant.id)).toEqual(['acme', 'kunlun']);
    const [acme, kunlun] = answer.tenants;
    expect(acme).toMatchObject({ valid: false, served: false, origin: null, title: null, file: 'tenants/acme.json' });
    expect(acme!.problems).toEqual([{ file: 'tenants/acme.json', pointer: '', message: expect.stringMatching(/^is not valid JSON/) }]);
    // What could be read still shows.
    expect(kunlun).toMatchObject({ valid: false, served: false, origin: null, layout: 'sideways', hostnames: ['kl.example.org'] });
    expect(kunlun!.problems).toEqual([
      { file: 'tenants/kunlun.json', pointer: '/layout', message: expect.stringContaining('must be equal to one of the allowed values') },
    ]);
    expect(answer.check).toContainEqual(
      expect.stringMatching(/^tenants\/kunlun\.json: \/layout must be equal to one of the allowed values/),
    );
    expect(answer.check.at(-1)).toBe(`${shipped.length - 1} tenant manifest(s) valid, 2 error(s).`);
  });

  it('checks the files again on each call: a manifest fixed since start is valid and waits for a restart', async () => {
    dirs.edit('tenants/kunlun.json', (manifest) => {
      manifest.layout = 'kunlun';
    });
    const kunlun = (await gallery(broken, admin)).tenants.find((tenant) => tenant.id === 'kunlun');
    expect(kunlun).toMatchObject({ valid: true, problems: [], served: false, origin: null });
  });
});

describe('framing', () => {
  const policy = async (host: string, url = '/information') => {
    const response = await ctx.app.inject({ method: 'GET', url, headers: { host } });
    return Object.fromEntries(
      String(response.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...sources]) => [name, sources]),
    ) as Record<string, string[]>;
  };

  it("lets the portal's own tenants frame its pages, and no one else", async () => {
    const { 'frame-ancestors': ancestors, 'frame-src': frames } = await policy('kl.example.org');
    expect(ancestors).toEqual(frames);
    expect(ancestors).toEqual(expect.arrayContaining(["'self'", 'kl.example.org', 'www.example.com', 'erp.example.com']));
    expect(ancestors!.filter((source) => source.includes('*') || source.includes('localhost'))).toEqual([]);
    // On a loopback name (development, tests) the tenants' <id>.localhost names of that port too.
    expect((await policy('kunlun.localhost:3000'))['frame-ancestors']).toEqual(
      expect.arrayContaining(["'self'", 'localhost:3000', '*.localhost:3000', '127.0.0.1:3000']),
    );
    // An API answer is never a page: the short policy.
    expect((await policy('kl.example.org', `/api${GALLERY}`))['frame-ancestors']).toEqual(["'self'"]);
  });
});
