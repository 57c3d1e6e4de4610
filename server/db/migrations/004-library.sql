-- Library categories with ids (SPEC §7 /cat/dir), downloads of a user, and one-time download tickets.
-- Categories replace the text column of standards, policies and papers.
CREATE TABLE content_categories (
  id integer PRIMARY KEY,
  cat_type text NOT NULL CHECK (cat_type IN ('standard', 'policy', 'paper')),
  parent_id integer REFERENCES content_categories (id),
  name text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (cat_type, name)
);
CREATE INDEX content_categories_tree_idx ON content_categories (cat_type, parent_id, sort, id);

-- A database seeded before this migration keeps its items: their categories get the ids the seeder would
-- give them (per type, in order of first use; standards, then policies, then papers).
INSERT INTO content_categories (id, cat_type, name, sort)
SELECT row_number() OVER (ORDER BY used.type_order, used.first_id),
       used.cat_type, used.category,
       row_number() OVER (PARTITION BY used.cat_type ORDER BY used.first_id)
FROM (
  SELECT 1 AS type_order, 'standard' AS cat_type, category, min(id) AS first_id FROM standards GROUP BY category
  UNION ALL SELECT 2, 'policy', category, min(id) FROM policies GROUP BY category
  UNION ALL SELECT 3, 'paper', category, min(id) FROM papers GROUP BY category
) used;

ALTER TABLE standards ADD COLUMN category_id integer REFERENCES content_categories (id);
UPDATE standards t SET category_id = c.id FROM content_categories c WHERE c.cat_type = 'standard' AND c.name = t.category;
ALTER TABLE standards ALTER COLUMN category_id SET NOT NULL;
DROP INDEX IF EXISTS standards_category_idx;
ALTER TABLE standards DROP COLUMN category;
CREATE INDEX standards_category_idx ON standards (category_id, release_time DESC, id DESC);
CREATE INDEX standards_release_idx ON standards (release_time DESC, id DESC);

ALTER TABLE policies ADD COLUMN category_id integer REFERENCES content_categories (id);
UPDATE policies t SET category_id = c.id FROM content_categories c WHERE c.cat_type = 'policy' AND c.name = t.category;
ALTER TABLE policies ALTER COLUMN category_id SET NOT NULL;
DROP INDEX IF EXISTS policies_category_idx;
ALTER TABLE policies DROP COLUMN category;
CREATE INDEX policies_category_idx ON policies (category_id, release_time DESC, id DESC);
CREATE INDEX policies_release_idx ON policies (release_time DESC, id DESC);

ALTER TABLE papers ADD COLUMN category_id integer REFERENCES content_categories (id);
UPDATE papers t SET category_id = c.id FROM content_categories c WHERE c.cat_type = 'paper' AND c.name = t.category;
ALTER TABLE papers ALTER COLUMN category_id SET NOT NULL;
DROP INDEX IF EXISTS papers_category_idx;
ALTER TABLE papers DROP COLUMN category;
CREATE INDEX papers_category_idx ON papers (category_id, release_time DESC, id DESC);
CREATE INDEX papers_release_idx ON papers (release_time DESC, id DESC);
CREATE INDEX papers_type_idx ON papers (project_type, release_time DESC, id DESC);

-- What a user downloaded (SPEC §9 content type labels: material for the download area, or a library
-- type); one row per item, moved to the top by each new download.
CREATE TABLE user_downloads (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  biz_type text NOT NULL,
  biz_id integer NOT NULL,
  downloaded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, biz_type, biz_id)
);
CREATE INDEX user_downloads_list_idx ON user_downloads (user_id, downloaded_at DESC);

-- A download link is a one-time ticket of its own kind.
ALTER TABLE one_time_tickets DROP CONSTRAINT one_time_tickets_kind_check;
ALTER TABLE one_time_tickets ADD CONSTRAINT one_time_tickets_kind_check
  CHECK (kind IN ('client', 'findPwd', 'doubleAuth', 'download'));
