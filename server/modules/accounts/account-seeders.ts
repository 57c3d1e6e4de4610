import { hashPassword } from './passwords';
import { grantOperator } from '../chat/public';
import type { Seeder } from '../../db/seed';
import { readSeedData } from '../../db/seed-data';

interface AccountSeed {
  organisations: { code: string; name: string }[];
  users: {
    phone: string;
    email?: string;
    password: string;
    realname: string;
    doubleAuth?: boolean;
    memberships: { org: string; role: 'owner' | 'admin' | 'member' }[];
  }[];
  /** One customer-service operator per group of tenants. */
  operators: { phone: string; password: string; realname: string; tenants: string[] }[];
}

// One scrypt run per demo password and process: every test file seeds afresh.
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
};

/** The organisations of the branded entrances: the listed ones, plus any tenant naming an orgCode of its own. */
const organisations: Seeder = {
  name: 'organisations',
  async run(tx, { tenants }) {
    const { organisations: listed } = readSeedData<AccountSeed>('accounts.json');
    const all = new Map(listed.map((org) => [org.code, org.name]));
    for (const tenant of tenants) {
      const code = tenant.login.orgCode;
      if (tenant.login.org && code && !all.has(code)) all.set(code, tenant.title);
    }
    for (const [code, name] of all) {
      await tx.query('INSERT INTO organisations (code, name) VALUES ($1, $2) ON CONFLICT (code) DO NOTHING', [code, name]);
    }
  },
};

/** Demo users with known passwords (README), added once when asked for; a user changed since is left alone. */
const demoUsers: Seeder = {
  name: 'demo-users',
  async run(tx, { demoAccounts }) {
    if (!demoAccounts) return;
    const { users } = readSeedData<AccountSeed>('accounts.json');
    for (const user of users) {
      const [existing] = await tx.query<{ id: string }>('SELECT id FROM users WHERE phone = $1', [user.phone]);
      if (existing) continue;
      const [created] = await tx.query<{ id: string }>(
        `INSERT INTO users (phone, email, realname, password_hash, double_auth)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING id`,
        [user.phone, user.email ?? null, user.realname, await hashOf(user.password), user.doubleAuth ?? false],
      );
      if (!created) continue;
      for (const membership of user.memberships) {
        await tx.query(
          `INSERT INTO memberships (user_id, org_id, role)
           SELECT $1, id, $3 FROM organisations WHERE code = $2
           ON CONFLICT (user_id, org_id) DO NOTHING`,
          [created.id, membership.org, membership.role],
        );
      }
    }
  },
};

/** The demo operators of the service desk, one per group of tenants, with the demo users' password (README). */
const demoOperators: Seeder = {
  name: 'demo-operators',
  async run(tx, { demoAccounts }) {
    if (!demoAccounts) return;
    const { operators } = readSeedData<AccountSeed>('accounts.json');
    for (const operator of operators) {
      const [created] = await tx.query<{ id: string }>(
        `INSERT INTO users (phone, realname, password_hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING id`,
        [operator.phone, operator.realname, await hashOf(operator.password)],
      );
      if (created) await grantOperator(tx, created.id, operator.tenants);
    }
  },
};

export const accountSeeders: readonly Seeder[] = [organisations, demoUsers, demoOperators];
