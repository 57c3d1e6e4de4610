import type { TdkModel } from '../../../shared/calls/news';
import type { Queryable } from '../../db/database';

/** A tenant's own TDK for a page wins over the shared one ('*'). */
export async function findPageTdk(db: Queryable, tenantId: string, pageName: string): Promise<TdkModel | null> {
  const [row] = await db.query<TdkModel>(
    `SELECT title, keyword, description FROM page_tdk
     WHERE page_name = $1 AND tenant_id IN ($2, '*')
     ORDER BY (tenant_id = '*') LIMIT 1`,
    [pageName, tenantId],
  );
  return row ?? null;
}
