-- The console edits the download area's files and the open positions as it edits news (025) and standards (028):
-- an editorial state, soft deletion, owning tenants (none: shared), a version an update must carry, and for a
-- download its uploaded file.

ALTER TABLE downloads
  ADD COLUMN publish_state text NOT NULL DEFAULT 'published' CHECK (publish_state IN ('draft', 'scheduled', 'published', 'unpublished')),
  ADD COLUMN deleted_at timestamptz,
  ADD COLUMN tenant_ids text[] NOT NULL DEFAULT '{}',
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  -- The uploaded file (media_files.key, kind file), served instead of <DATA_DIR>/downloads or the generated text.
  ADD COLUMN file_key text REFERENCES media_files (key);

ALTER TABLE jobs
  ADD COLUMN publish_state text NOT NULL DEFAULT 'published' CHECK (publish_state IN ('draft', 'scheduled', 'published', 'unpublished')),
  ADD COLUMN deleted_at timestamptz,
  ADD COLUMN tenant_ids text[] NOT NULL DEFAULT '{}',
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- What visitors see: every public query of downloads and jobs reads these views, never the tables.
CREATE VIEW shown_downloads AS SELECT * FROM downloads WHERE publish_state = 'published' AND deleted_at IS NULL;
CREATE VIEW shown_jobs AS SELECT * FROM jobs WHERE publish_state = 'published' AND deleted_at IS NULL;

CREATE INDEX downloads_scheduled_idx ON downloads (release_time) WHERE publish_state = 'scheduled' AND deleted_at IS NULL;
CREATE INDEX downloads_console_idx ON downloads (updated_at DESC, id DESC);
CREATE INDEX jobs_scheduled_idx ON jobs (release_time) WHERE publish_state = 'scheduled' AND deleted_at IS NULL;
CREATE INDEX jobs_console_idx ON jobs (updated_at DESC, id DESC);

-- A download's state and file change pages; its download_count does not (006 leaves it out, and so does this):
-- a download must not empty every page cache. jobs_version (006) already fires on any update of jobs, which
-- have no counter.
CREATE TRIGGER downloads_state_version AFTER UPDATE OF publish_state, deleted_at, tenant_ids, file_key ON downloads
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
