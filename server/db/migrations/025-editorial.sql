-- The operator console's news editing: tenant-scoped content roles, a news item's editorial state, and the
-- audit log of every editorial write. The service desk's operators (016) are a role of their own, untouched.

-- An editor edits the news of these tenants; an admin also grants roles and reads the audit log. The main
-- tenant's admin may act on shared news (no tenant named). Granted with `npm run operator -- --role …` or by an admin.
CREATE TABLE content_roles (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tenant_id text NOT NULL,
  role text NOT NULL CHECK (role IN ('editor', 'admin')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, tenant_id)
);

-- Seeded and older rows are published and shared, so visitors see what they saw before. `scheduled` turns
-- into `published` once its release_time has come (server/modules/console/release-due.ts); `version` is what an
-- update must carry to be taken (a stale one is refused).
ALTER TABLE news
  ADD COLUMN status text NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'scheduled', 'published', 'unpublished')),
  ADD COLUMN deleted_at timestamptz,
  ADD COLUMN tenant_ids text[] NOT NULL DEFAULT '{}',
  ADD COLUMN cover_url text NOT NULL DEFAULT '',
  ADD COLUMN source text NOT NULL DEFAULT '',
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- What visitors see: every public news query reads this view, never the table.
CREATE VIEW shown_news AS SELECT * FROM news WHERE status = 'published' AND deleted_at IS NULL;

CREATE INDEX news_shown_list_idx ON news (release_time DESC, id DESC) INCLUDE (dir_id, project_type)
  WHERE status = 'published' AND deleted_at IS NULL;
CREATE INDEX news_shown_dir_idx ON news (dir_id, release_time DESC, id DESC) INCLUDE (project_type)
  WHERE status = 'published' AND deleted_at IS NULL;
CREATE INDEX news_scheduled_idx ON news (release_time) WHERE status = 'scheduled' AND deleted_at IS NULL;
CREATE INDEX news_console_idx ON news (updated_at DESC, id DESC);

-- A change of state changes pages (content version) and the search index (only shown news is indexed).
CREATE TRIGGER news_state_version AFTER UPDATE OF status, deleted_at, tenant_ids, cover_url, source ON news
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
CREATE TRIGGER news_state_search AFTER UPDATE OF status, deleted_at ON news
  FOR EACH ROW EXECUTE FUNCTION search_queue('news');

-- Who changed what and when: the changed fields before and after, written in the transaction of the change.
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
  action text NOT NULL,
  item_type text NOT NULL,
  item_id text NOT NULL,
  tenant_ids text[] NOT NULL DEFAULT '{}',
  before jsonb NOT NULL DEFAULT '{}'::jsonb,
  after jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_item_idx ON audit_log (item_type, item_id, at DESC);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, at DESC);
