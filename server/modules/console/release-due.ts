import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { kyselyOf } from '../../db/kysely';
import { writeAudit } from './audit';
import { releaseColumnOf, type AnyKind } from './editorial-kind';
import { EDITORIAL_KINDS } from './kinds/all-kinds';

/** How often each process looks for scheduled items whose time has come. */
export const RELEASE_CHECK_MS = 5_000;

/**
 * Publishes the scheduled items of one kind whose release time has come; answers how many. A timer in each
 * process calls it rather than a check on read: the page cache is not the only reader (search, sitemap and the
 * API lists read the items too), and turning the row into `published` lets the tables' triggers do the rest
 * everywhere (content version, search queue). The query reads a partial index of scheduled rows, empty most of the
 * time; two processes racing publish each item once (the second finds it published).
 */
async function releaseDueOf(db: Database, kind: AnyKind, now: Date): Promise<number> {
  const state = sql.ref(kind.stateColumn);
  const release = sql.ref(releaseColumnOf(kind));
  const table = sql.table(kind.table);
  // Looked for first: the triggers move the content version on any UPDATE of the state, even of no row, and a new
  // version empties every process's page cache.
  const { rows: due } = await sql`SELECT 1 FROM ${table} WHERE ${state} = 'scheduled' AND deleted_at IS NULL
    AND ${release} <= ${now} LIMIT 1`.execute(kyselyOf(db));
  if (!due.length) return 0;
  return db.transaction(async (tx) => {
    const { rows: released } = await sql<{ id: number; tenant_ids: string[]; version: number }>`UPDATE ${table}
      SET ${state} = 'published', version = version + 1, updated_at = now()
      WHERE ${state} = 'scheduled' AND deleted_at IS NULL AND ${release} <= ${now}
      RETURNING id, tenant_ids, version`.execute(kyselyOf(tx));
    for (const row of released) {
      await writeAudit(tx, {
        actorId: null,
        action: 'release',
        itemType: kind.itemType,
        itemId: row.id,
        tenants: row.tenant_ids,
        before: { state: 'scheduled', version: row.version - 1 },
        after: { state: 'published', version: row.version },
      });
    }
    return released.length;
  });
}

/** Publishes every kind's scheduled items whose time has come; answers how many. */
export async function releaseDue(db: Database, now: Date): Promise<number> {
  let released = 0;
  for (const { kind } of EDITORIAL_KINDS) released += await releaseDueOf(db, kind, now);
  return released;
}
