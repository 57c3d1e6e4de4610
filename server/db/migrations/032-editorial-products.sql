-- The console edits products, solutions and the update log as it edits downloads and jobs (030): an editorial
-- state, soft deletion, owning tenants (none: shared), a version an update must carry. New products and solutions
-- still take their ids from offering_ids (their columns' default), so that the search can index both as one kind.

-- A release's own version (V1.6.2) was product_logs.version; `version` is now the editorial version, as in every
-- table the console edits.
ALTER TABLE product_logs RENAME COLUMN version TO version_name;

ALTER TABLE products
  ADD COLUMN publish_state text NOT NULL DEFAULT 'published' CHECK (publish_state IN ('draft', 'scheduled', 'published', 'unpublished')),
  ADD COLUMN deleted_at timestamptz,
  ADD COLUMN tenant_ids text[] NOT NULL DEFAULT '{}',
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

ALTER TABLE solutions
  ADD COLUMN publish_state text NOT NULL DEFAULT 'published' CHECK (publish_state IN ('draft', 'scheduled', 'published', 'unpublished')),
  ADD COLUMN deleted_at timestamptz,
  ADD COLUMN tenant_ids text[] NOT NULL DEFAULT '{}',
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

ALTER TABLE product_logs
  ADD COLUMN publish_state text NOT NULL DEFAULT 'published' CHECK (publish_state IN ('draft', 'scheduled', 'published', 'unpublished')),
  ADD COLUMN deleted_at timestamptz,
  ADD COLUMN tenant_ids text[] NOT NULL DEFAULT '{}',
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- What visitors see: every public query of the three reads these views, never the tables. A release of a product
-- visitors cannot see is not shown either; a solution's products are joined with shown_products where it is read.
CREATE VIEW shown_products AS SELECT * FROM products WHERE publish_state = 'published' AND deleted_at IS NULL;
CREATE VIEW shown_solutions AS SELECT * FROM solutions WHERE publish_state = 'published' AND deleted_at IS NULL;
CREATE VIEW shown_product_logs AS
  SELECT l.* FROM product_logs l
  WHERE l.publish_state = 'published' AND l.deleted_at IS NULL
    AND EXISTS (SELECT 1 FROM shown_products p WHERE p.id = l.product_id);

CREATE INDEX products_scheduled_idx ON products (release_time) WHERE publish_state = 'scheduled' AND deleted_at IS NULL;
CREATE INDEX products_console_idx ON products (updated_at DESC, id DESC);
CREATE INDEX solutions_scheduled_idx ON solutions (release_time) WHERE publish_state = 'scheduled' AND deleted_at IS NULL;
CREATE INDEX solutions_console_idx ON solutions (updated_at DESC, id DESC);
CREATE INDEX product_logs_scheduled_idx ON product_logs (release_time) WHERE publish_state = 'scheduled' AND deleted_at IS NULL;
CREATE INDEX product_logs_console_idx ON product_logs (updated_at DESC, id DESC);

-- The search indexes only what visitors see: the view it reads (015) now reads the shown rows, and a change of
-- state queues the item, so a publish adds it and an unpublish or delete takes it out (search-index.ts drops a
-- queued id its view no longer has).
CREATE OR REPLACE VIEW product_search AS
  SELECT p.id, 'product' AS kind, p.name AS title,
    p.slogan || ' ' || p.summary || ' ' || coalesce((SELECT string_agg((f ->> 'title') || ' ' || (f ->> 'text'), ' ') FROM jsonb_array_elements(p.features) f), '') AS brief,
    '' AS body, p.release_time
  FROM shown_products p
  UNION ALL
  SELECT s.id, 'solution', s.title,
    s.summary || ' ' || coalesce((SELECT string_agg((f ->> 'title') || ' ' || (f ->> 'text'), ' ') FROM jsonb_array_elements(s.pains || s.approach) f), '')
      || ' ' || coalesce((SELECT string_agg((c ->> 'project') || ' ' || (c ->> 'customer') || ' ' || (c ->> 'text'), ' ') FROM jsonb_array_elements(s.cases) c), ''),
    '', s.release_time
  FROM shown_solutions s;

CREATE TRIGGER products_state_search AFTER UPDATE OF publish_state, deleted_at ON products
  FOR EACH ROW EXECUTE FUNCTION search_queue('product');
CREATE TRIGGER solutions_state_search AFTER UPDATE OF publish_state, deleted_at ON solutions
  FOR EACH ROW EXECUTE FUNCTION search_queue('product');

-- The product pages are cached like the others, and were only ever seeded: now any change of the three tables
-- changes pages (none has a counter that visitors move).
CREATE TRIGGER products_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
CREATE TRIGGER solutions_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON solutions
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
CREATE TRIGGER product_logs_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_logs
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
