import type { Queryable } from '../db/database';
import type { AccountClient } from './accounts';

// What the console's route tests share: the demo editors, the console's calls and answers, an item's audit log and
// the content version the page caches follow.

/** The demo accounts (server/db/seed-data/accounts.json `editors`): an editor of main and kunlun, the main admin. */
export const DEMO_EDITOR = { phone: '13800000020', password: 'Demo1234' };
export const DEMO_ADMIN = { phone: '13800000021', password: 'Demo1234' };

/** A console call's answer: the item, and on a stale version (40900) the fields changed since with their values. */
export type ConsoleAnswer<T> = { code: string; msg: string; item: T; extra?: { version: number; changed: Record<string, unknown> } };

/** Makes a console call (`/crm/sdm/console/<path>`) as the holder of a token. */
export const consoleCaller =
  (client: AccountClient) =>
  <T>(path: string, body: unknown, token: string) =>
    client.call<ConsoleAnswer<T>>(`/crm/sdm/console/${path}`, body, { token });

/** The actions the audit log holds of an item, oldest first. */
export async function auditActions(db: Queryable, itemType: string, id: number): Promise<string[]> {
  const entries = await db.query<{ action: string }>('SELECT action FROM audit_log WHERE item_type = $1 AND item_id = $2 ORDER BY id', [
    itemType,
    String(id),
  ]);
  return entries.map((entry) => entry.action);
}

/** The content version: a change of what visitors see moves it, and every page cache follows. */
export const contentVersion = async (db: Queryable) =>
  Number((await db.query<{ version: number | string }>('SELECT version FROM content_version'))[0]!.version);
