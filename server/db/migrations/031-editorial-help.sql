-- The console edits help articles as it edits downloads and jobs (030): an editorial state, soft deletion, owning
-- tenants (none: shared), a version an update must carry. Their release time is publish_time (发布时间), and
-- update_time (更新时间, the lists' order) follows each content change (editorial-writes.ts).

ALTER TABLE help_articles
  ADD COLUMN publish_state text NOT NULL DEFAULT 'published' CHECK (publish_state IN ('draft', 'scheduled', 'published', 'unpublished')),
  ADD COLUMN deleted_at timestamptz,
  ADD COLUMN tenant_ids text[] NOT NULL DEFAULT '{}',
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- What visitors see: every public query of help articles reads this view, never the table.
CREATE VIEW shown_help_articles AS SELECT * FROM help_articles WHERE publish_state = 'published' AND deleted_at IS NULL;

CREATE INDEX help_articles_scheduled_idx ON help_articles (publish_time) WHERE publish_state = 'scheduled' AND deleted_at IS NULL;
CREATE INDEX help_articles_console_idx ON help_articles (updated_at DESC, id DESC);

-- A change of state changes pages (the category counts, lists, the article, the sitemap) and the search index,
-- which holds shown articles only. help_articles_edit_version (014) already covers the edited columns; the read
-- and vote counters stay out of both, so a view or a vote empties no page cache.
CREATE TRIGGER help_articles_state_version AFTER UPDATE OF publish_state, deleted_at, tenant_ids ON help_articles
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
CREATE TRIGGER help_articles_state_search AFTER UPDATE OF publish_state, deleted_at ON help_articles
  FOR EACH ROW EXECUTE FUNCTION search_queue('help');
