-- The console edits policies and papers as it edits standards (028): an editorial state, soft deletion, owning
-- tenants (none: shared, the main tenant's admins only), a version an update must carry, and an attached PDF.
-- Neither table has a state of its own, but publish_state keeps the three library tables alike.

ALTER TABLE policies
  ADD COLUMN publish_state text NOT NULL DEFAULT 'published' CHECK (publish_state IN ('draft', 'scheduled', 'published', 'unpublished')),
  ADD COLUMN deleted_at timestamptz,
  ADD COLUMN tenant_ids text[] NOT NULL DEFAULT '{}',
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  -- The uploaded PDF (media_files.key), served instead of the generated text file when there is one.
  ADD COLUMN file_key text REFERENCES media_files (key);

ALTER TABLE papers
  ADD COLUMN publish_state text NOT NULL DEFAULT 'published' CHECK (publish_state IN ('draft', 'scheduled', 'published', 'unpublished')),
  ADD COLUMN deleted_at timestamptz,
  ADD COLUMN tenant_ids text[] NOT NULL DEFAULT '{}',
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN file_key text REFERENCES media_files (key);

-- What visitors see: every public query of policies and papers reads these views, never the tables.
CREATE VIEW shown_policies AS SELECT * FROM policies WHERE publish_state = 'published' AND deleted_at IS NULL;
CREATE VIEW shown_papers AS SELECT * FROM papers WHERE publish_state = 'published' AND deleted_at IS NULL;

CREATE INDEX policies_scheduled_idx ON policies (release_time) WHERE publish_state = 'scheduled' AND deleted_at IS NULL;
CREATE INDEX policies_console_idx ON policies (updated_at DESC, id DESC);
CREATE INDEX papers_scheduled_idx ON papers (release_time) WHERE publish_state = 'scheduled' AND deleted_at IS NULL;
CREATE INDEX papers_console_idx ON papers (updated_at DESC, id DESC);

-- Every update of either table already changes the content version (006); only shown items are indexed for
-- search, so a change of state queues the item.
CREATE TRIGGER policies_state_search AFTER UPDATE OF publish_state, deleted_at ON policies
  FOR EACH ROW EXECUTE FUNCTION search_queue('policy');
CREATE TRIGGER papers_state_search AFTER UPDATE OF publish_state, deleted_at ON papers
  FOR EACH ROW EXECUTE FUNCTION search_queue('paper');
