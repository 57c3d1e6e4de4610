import type { ContentRole } from '../../../shared/calls/console';
import type { Seeder } from '../../db/seed';
import { readSeedData } from '../../db/seed-data';
import { hashPassword } from '../accounts/public';

interface EditorSeed {
  editors: { phone: string; password: string; realname: string; role: ContentRole; tenants: string[] }[];
}

/** The demo editor and admin of the operators' console, with the demo users' password (README); demo starts only. */
export const demoEditors: Seeder = {
  name: 'demo-editors',
  demo: true,
  async run(tx) {
    for (const editor of readSeedData<EditorSeed>('accounts.json').editors) {
      const [created] = await tx.query<{ id: string }>(
        'INSERT INTO users (phone, realname, password_hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING id',
        [editor.phone, editor.realname, await hashPassword(editor.password)],
      );
      if (!created) continue;
      for (const tenant of editor.tenants) {
        await tx.query('INSERT INTO content_roles (user_id, tenant_id, role) VALUES ($1, $2, $3)', [created.id, tenant, editor.role]);
      }
    }
  },
};
