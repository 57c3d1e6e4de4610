/**
 * A table whose rows `content:remove` deletes by key (docs/content-packs.md), children before parents. A row
 * an operator changed since it was seeded stays: an audit_log entry names it (item_type `auditType`, item_id
 * the key), or `edited` says so.
 */
export interface RemovalKind {
  /** The report's label: the pack file's name, or the table's for the demo seeders' content. */
  label: string;
  table: string;
  keyColumn: string;
  /** The SPEC §9 label under which favourites, praise, reading history, downloads and daily reads name it. */
  bizType?: string;
  auditType: string;
  /** SQL over the row (alias r): true when it was edited since it was seeded. */
  edited?: string;
  /** What a removed row may leave unused (its tags, its category): deleted when nothing else uses it. */
  leftover?: {
    label: string;
    /** Ids of the candidates, $1 being the keys about to go (text[]). */
    collect: string;
    /** Deletes those of $1 (int[]) that nothing uses any more, returning each id. */
    remove: string;
  };
}

const LIBRARY_TABLES = ['standards', 'policies', 'papers'];
const categoryLeftover = (table: string): RemovalKind['leftover'] => ({
  label: 'categories',
  collect: `SELECT DISTINCT category_id AS id FROM ${table} WHERE id::text = ANY($1::text[])`,
  remove: `DELETE FROM content_categories c WHERE c.id = ANY($1::int[])
    ${LIBRARY_TABLES.map((other) => `AND NOT EXISTS (SELECT 1 FROM ${other} t WHERE t.category_id = c.id)`).join(' ')}
    AND NOT EXISTS (SELECT 1 FROM content_categories child WHERE child.parent_id = c.id) RETURNING c.id`,
});

const byId = (label: string, table: string, bizType?: string): RemovalKind => ({
  label,
  table,
  keyColumn: 'id',
  bizType,
  auditType: bizType ?? table,
});

/** The kinds of a content pack, by file name (pack-kinds.ts). */
export const PACK_REMOVALS: Record<string, RemovalKind> = {
  'news-columns': byId('news-columns', 'news_columns'),
  news: {
    ...byId('news', 'news', 'news'),
    // The console moves `version` on every save of an item.
    edited: 'r.version > 1',
    leftover: {
      label: 'tags',
      collect: 'SELECT DISTINCT tag_id AS id FROM news_tags WHERE news_id::text = ANY($1::text[])',
      remove:
        'DELETE FROM tags t WHERE t.id = ANY($1::int[]) AND NOT EXISTS (SELECT 1 FROM news_tags nt WHERE nt.tag_id = t.id) RETURNING t.id',
    },
  },
  standards: { ...byId('standards', 'standards', 'standard'), leftover: categoryLeftover('standards') },
  policies: { ...byId('policies', 'policies', 'policy'), leftover: categoryLeftover('policies') },
  papers: { ...byId('papers', 'papers', 'paper'), leftover: categoryLeftover('papers') },
  'download-dirs': byId('download-dirs', 'download_dirs'),
  downloads: byId('downloads', 'downloads', 'material'),
  'job-cities': { label: 'job-cities', table: 'job_cities', keyColumn: 'code', auditType: 'job_cities' },
  jobs: byId('jobs', 'jobs', 'job'),
  'help-categories': byId('help-categories', 'help_categories'),
  'help-articles': byId('help-articles', 'help_articles', 'help'),
  'help-shares': { label: 'help-shares', table: 'help_shares', keyColumn: 'share_id', auditType: 'help_shares' },
};

/** What the demo seeders (tenders and their organisations, products, courses) add: removed by `--demo`, keyed as their seed data keys them. */
export const SEEDED_REMOVALS = {
  tenders: byId('tenders', 'tenders', 'tender'),
  organisations: { label: 'organisations', table: 'bid_orgs', keyColumn: 'name', auditType: 'organisation' },
  // Keyed by code, while the console's audit entries name them by id: its saves move `version` instead, and a
  // product keeps the update-log entries written for it in the console (its deletion would take them along).
  solutions: {
    label: 'solutions',
    table: 'solutions',
    keyColumn: 'code',
    bizType: 'product',
    auditType: 'solution',
    edited: 'r.version > 1',
  },
  products: {
    label: 'products',
    table: 'products',
    keyColumn: 'code',
    bizType: 'product',
    auditType: 'product',
    edited: `r.version > 1 OR EXISTS (SELECT 1 FROM product_logs l JOIN audit_log a ON a.item_type = 'productLog' AND a.item_id = l.id::text
      WHERE l.product_id = r.id)`,
  },
  videos: byId('courses', 'videos', 'course'),
  videoCategories: byId('course-categories', 'video_categories'),
} satisfies Record<string, RemovalKind>;
