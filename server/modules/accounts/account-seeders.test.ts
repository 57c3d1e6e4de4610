import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantManifest } from '../../../shared/tenant-types';
import { verifyPassword } from './passwords';
import { loadTenants } from '../../tenants/load-tenants';
import type { Database } from '../../db/database';
import { readConfig } from '../../config';
import { accountTestOptions, DEMO } from '../../test-support/accounts';
import { createTestApp, resetDatabase, testDatabase } from '../../test-support/test-app';
import { seed, seedsDemoAccounts } from '../../db/seed';
import { readSeedData } from '../../db/seed-data';

interface AccountSeed {
  organisations: { code: string; name: string }[];
  users: { phone: string; password: string; memberships: { org: string }[] }[];
}

const data = readSeedData<AccountSeed>('accounts.json');
const { tenants } = loadTenants();

async function snapshot(db: Database) {
  return {
    organisations: await db.query('SELECT code, name FROM organisations ORDER BY code'),
    users: await db.query('SELECT phone, email, realname, password_hash, double_auth FROM users ORDER BY phone'),
    memberships: await db.query(
      `SELECT u.phone, o.code, m.role FROM memberships m JOIN users u ON u.id = m.user_id JOIN organisations o ON o.id = m.org_id
       ORDER BY u.phone, o.code`,
    ),
  };
}

describe('account seeders', () => {
  let db: Database;
  beforeAll(async () => {
    db = await testDatabase();
    await resetDatabase(db);
  });
  afterAll(() => resetDatabase(db));

  it('seeds the organisations of the branded entrances, among them every tenant orgCode', async () => {
    const codes = (await db.query<{ code: string }>('SELECT code FROM organisations')).map((row) => row.code);
    expect(codes).toEqual(expect.arrayContaining(['KL', 'NT', 'GZB', 'QB', 'JYCIC', 'NS', 'ERP', 'UDB']));
    for (const tenant of tenants) {
      if (tenant.login.org && tenant.login.orgCode) expect(codes, tenant.id).toContain(tenant.login.orgCode);
    }
  });

  it('seeds the demo users with their documented passwords and memberships', async () => {
    for (const user of data.users) {
      const [row] = await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE phone = $1', [user.phone]);
      expect(await verifyPassword(user.password, row!.password_hash), user.phone).toBe(true);
    }
    const { memberships } = await snapshot(db);
    expect(memberships).toEqual(
      expect.arrayContaining([
        { phone: '13800000002', code: 'KL', role: 'member' },
        { phone: '13800000002', code: 'NT', role: 'admin' },
      ]),
    );
    expect(memberships.filter((row) => (row as { phone: string }).phone === '13800000001')).toEqual([]);
  });

  it('changes nothing when run again, and keeps what was changed since', async () => {
    await db.query("UPDATE users SET realname = 'edited' WHERE phone = '13800000001'");
    const before = await snapshot(db);
    await seed(db, { tenants, now: new Date() });
    await seed(db, { tenants, now: new Date() });
    expect(await snapshot(db)).toEqual(before);
  });

  it('adds the organisation of a tenant that names a new orgCode', async () => {
    const newcomer = {
      ...tenants[0]!,
      id: 'newco',
      title: 'Newco',
      login: { ...tenants[0]!.login, org: true, orgCode: 'NEWCO' },
    } as TenantManifest;
    await seed(db, { tenants: [...tenants, newcomer], now: new Date() });
    expect(await db.query("SELECT name FROM organisations WHERE code = 'NEWCO'")).toEqual([{ name: 'Newco' }]);
  });
});

describe('the demo users, whose password the README publishes', () => {
  it('are seeded on the embedded database, on PostgreSQL only with SEED_DEMO=1, and never with SEED_DEMO=0', () => {
    const wanted = (kind: Database['kind'], env: NodeJS.ProcessEnv = {}) => seedsDemoAccounts(kind, readConfig(env).seedDemo);
    expect(wanted('pglite')).toBe(true);
    expect(wanted('postgres', { DATABASE_URL: 'postgres://db.example.com/portal' })).toBe(false);
    expect(wanted('postgres', { SEED_DEMO: '1' })).toBe(true);
    expect(wanted('pglite', { SEED_DEMO: '0' })).toBe(false);
    expect(() => readConfig({ SEED_DEMO: 'true' })).toThrow(/SEED_DEMO must be '1' or '0'/);
  });

  describe('on a start against a PostgreSQL server', () => {
    let db: Database;
    beforeAll(async () => {
      db = await testDatabase();
      await resetDatabase(db, {}, seedsDemoAccounts('postgres'));
    });
    afterAll(() => resetDatabase(db));

    it('are not created, while the organisations are', async () => {
      const phones = data.users.map((user) => user.phone);
      expect(await db.query('SELECT phone FROM users WHERE phone = ANY($1::text[])', [phones])).toEqual([]);
      expect((await db.query('SELECT code FROM organisations')).length).toBeGreaterThanOrEqual(data.organisations.length);
    });

    it('cannot log in with the published password', async () => {
      const app = await createTestApp(accountTestOptions().options);
      try {
        const response = await app.inject({
          method: 'POST',
          url: '/api/user/auth/v3/pwd/login',
          payload: { account: DEMO.personal.phone, password: DEMO.personal.password },
        });
        expect(response.json()).toMatchObject({ code: '41001' });
      } finally {
        await app.close();
      }
    });
  });
});
