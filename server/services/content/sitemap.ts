import type { Queryable } from '../../db/database';

/** A page of the sitemap: a route of src/engine/routes.ts by name, its parameters, and when it last changed. */
export interface SitemapPage {
  route: string;
  params?: Record<string, number>;
  lastmod?: Date;
}

/** Section pages every tenant serves, with the table whose newest item dates them. */
const SECTIONS: readonly { route: string; table?: string }[] = [
  { route: 'news', table: 'news' },
  { route: 'information', table: 'news' },
  { route: 'newsTags', table: 'news' },
  { route: 'standard', table: 'standards' },
  { route: 'policy', table: 'policies' },
  { route: 'paper', table: 'papers' },
  { route: 'download', table: 'downloads' },
  { route: 'recruit', table: 'jobs' },
];

// Items in a stable order, so that sitemap file N always holds the same slice.
const ITEMS = `
  SELECT 0 AS kind, id, release_time AS lastmod FROM news
  UNION ALL SELECT 1, id, release_time FROM standards
  UNION ALL SELECT 2, id, release_time FROM policies
  UNION ALL SELECT 3, id, release_time FROM papers
  UNION ALL SELECT 4, c.id, max(n.release_time) FROM news_columns c LEFT JOIN news n ON n.dir_id = c.id GROUP BY c.id`;
const ITEM_ROUTES = ['newsDetail', 'standardDetail', 'policyDetail', 'paperDetail', 'newsList'] as const;

export async function sectionPages(db: Queryable): Promise<SitemapPage[]> {
  const tables = [...new Set(SECTIONS.flatMap(({ table }) => (table ? [table] : [])))];
  const [row] = await db.query<Record<string, Date | null>>(
    `SELECT ${tables.map((table) => `(SELECT max(release_time) FROM ${table}) AS ${table}`).join(', ')}`,
  );
  return SECTIONS.map(({ route, table }) => ({ route, lastmod: (table && row?.[table]) || undefined }));
}

export async function countItemPages(db: Queryable): Promise<number> {
  const [row] = await db.query<{ count: string }>(`SELECT count(*) AS count FROM (${ITEMS}) items`);
  return Number(row?.count ?? 0);
}

/** Detail and column pages, `limit` from `offset` in a fixed order. */
export async function itemPages(db: Queryable, offset: number, limit: number): Promise<SitemapPage[]> {
  const rows = await db.query<{ kind: number; id: number; lastmod: Date | null }>(
    `SELECT kind, id, lastmod FROM (${ITEMS}) items ORDER BY kind, id LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
  return rows.map(({ kind, id, lastmod }) => ({ route: ITEM_ROUTES[kind]!, params: { id }, lastmod: lastmod ?? undefined }));
}
