import type { TradeCategory } from '../../shared/calls/enums';
import { tradeCategorySlug } from '../../shared/trade-category-slug';
import type { Queryable } from '../db/database';

/** A page of the sitemap: a route of src/engine/routes.ts by name, its parameters, and when it last changed. */
export interface SitemapPage {
  route: string;
  params?: Record<string, number | string>;
  lastmod?: Date;
}

/** Section pages every tenant serves, with the table whose newest item dates them. */
const SECTIONS: readonly { route: string; table?: string; time?: string }[] = [
  { route: 'news', table: 'shown_news' },
  { route: 'information', table: 'shown_news' },
  { route: 'newsTags', table: 'shown_news' },
  { route: 'standard', table: 'shown_standards' },
  { route: 'policy', table: 'shown_policies' },
  { route: 'paper', table: 'shown_papers' },
  { route: 'download', table: 'shown_downloads' },
  { route: 'recruit', table: 'shown_jobs' },
  { route: 'tender', table: 'tenders', time: 'publish_time' },
  { route: 'tenderList', table: 'tenders', time: 'publish_time' },
  { route: 'product', table: 'shown_products' },
  { route: 'productLog', table: 'shown_product_logs' },
  { route: 'solution', table: 'shown_solutions' },
  // The open platform and company pages: no table dates them.
  ...['open', 'openApiIndex', 'ui', 'service', 'pravicy', 'weChat', 'backService'].map((route) => ({ route })),
  { route: 'help', table: 'shown_help_articles', time: 'update_time' },
];

// Items in a stable order, so that sitemap file N always holds the same slice. A tender's address carries its
// trade category and stage (type, stage), which no other kind has.
const ITEMS = `
  SELECT 0 AS kind, id, release_time AS lastmod, NULL AS type, NULL AS stage FROM shown_news
  UNION ALL SELECT 1, id, release_time, NULL, NULL FROM shown_standards
  UNION ALL SELECT 2, id, release_time, NULL, NULL FROM shown_policies
  UNION ALL SELECT 3, id, release_time, NULL, NULL FROM shown_papers
  UNION ALL SELECT 4, c.id, max(n.release_time), NULL, NULL FROM news_columns c LEFT JOIN shown_news n ON n.dir_id = c.id GROUP BY c.id
  UNION ALL SELECT 5, id, publish_time, trade_category, eng_type FROM tenders
  UNION ALL SELECT 6, o.id, max(t.publish_time), NULL, NULL FROM bid_orgs o JOIN tenders t ON t.org_id = o.id GROUP BY o.id
  UNION ALL SELECT 7, id, release_time, NULL, NULL FROM shown_products
  UNION ALL SELECT 8, id, release_time, NULL, NULL FROM shown_solutions
  UNION ALL SELECT 9, id, update_time, NULL, NULL FROM shown_help_articles
  UNION ALL SELECT 10, c.id, max(a.update_time), NULL, NULL FROM help_categories c LEFT JOIN shown_help_articles a ON a.category_id = c.id GROUP BY c.id`;
const ITEM_ROUTES = [
  'newsDetail',
  'standardDetail',
  'policyDetail',
  'paperDetail',
  'newsList',
  'tenderDetail',
  'tenderOrg',
  'productDetail',
  'solutionDetail',
  'helpDetail',
  'help',
] as const;

interface ItemRow {
  kind: number;
  id: number;
  lastmod: Date | null;
  type: TradeCategory | null;
  stage: string | null;
}

function itemParams({ kind, id, type, stage }: ItemRow): Record<string, number | string> {
  if (ITEM_ROUTES[kind] === 'tenderOrg') return { orgId: id };
  if (ITEM_ROUTES[kind] === 'helpDetail') return { resId: id };
  return type && stage ? { id, type: tradeCategorySlug(type), stageType: stage } : { id };
}

export async function sectionPages(db: Queryable): Promise<SitemapPage[]> {
  const tables = new Map(SECTIONS.flatMap(({ table, time }) => (table ? [[table, time ?? 'release_time'] as const] : [])));
  const [row] = await db.query<Record<string, Date | null>>(
    `SELECT ${[...tables].map(([table, time]) => `(SELECT max(${time}) FROM ${table}) AS ${table}`).join(', ')}`,
  );
  return SECTIONS.map(({ route, table }) => ({ route, lastmod: (table && row?.[table]) || undefined }));
}

export async function countItemPages(db: Queryable): Promise<number> {
  const [row] = await db.query<{ count: string }>(`SELECT count(*) AS count FROM (${ITEMS}) items`);
  return Number(row?.count ?? 0);
}

/** Detail and column pages, `limit` from `offset` in a fixed order. */
export async function itemPages(db: Queryable, offset: number, limit: number): Promise<SitemapPage[]> {
  const rows = await db.query<ItemRow>(`SELECT kind, id, lastmod, type, stage FROM (${ITEMS}) items ORDER BY kind, id LIMIT $1 OFFSET $2`, [
    limit,
    offset,
  ]);
  return rows.map((row) => ({ route: ITEM_ROUTES[row.kind]!, params: itemParams(row), lastmod: row.lastmod ?? undefined }));
}
