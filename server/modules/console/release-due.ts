import type { Database } from '../../db/database';
import { writeAudit } from './audit';
import { NEWS_ITEM } from './editorial-writes';

/** How often each process looks for scheduled news whose time has come. */
export const RELEASE_CHECK_MS = 5_000;

/**
 * Publishes the scheduled news whose release time has come; answers how many. A timer in each process calls it
 * rather than a check on read: the page cache is not the only reader (search, sitemap and the API lists read
 * the news too), and turning the row into `published` lets the news triggers do the rest everywhere (content
 * version, search queue). The query reads a partial index of scheduled rows, empty most of the time; two
 * processes racing publish each item once (the second finds it published).
 */
export async function releaseDueNews(db: Database, now: Date): Promise<number> {
  // Looked for first: the news triggers move the content version on any UPDATE of the state, even of no row, and
  // a new version empties every process's page cache.
  const due = await db.query('SELECT 1 FROM news WHERE status = $1 AND deleted_at IS NULL AND release_time <= $2 LIMIT 1', [
    'scheduled',
    now,
  ]);
  if (!due.length) return 0;
  return db.transaction(async (tx) => {
    const released = await tx.query<{ id: number; tenant_ids: string[]; version: number }>(
      `UPDATE news SET status = 'published', version = version + 1, updated_at = now()
       WHERE status = 'scheduled' AND deleted_at IS NULL AND release_time <= $1 RETURNING id, tenant_ids, version`,
      [now],
    );
    for (const row of released) {
      await writeAudit(tx, {
        actorId: null,
        action: 'release',
        itemType: NEWS_ITEM,
        itemId: row.id,
        tenants: row.tenant_ids,
        before: { state: 'scheduled', version: row.version - 1 },
        after: { state: 'published', version: row.version },
      });
    }
    return released.length;
  });
}
