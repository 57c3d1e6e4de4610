-- The console edits standards and courses as it edits news (025): a state of their own, soft deletion, owning
-- tenants (none: shared, the main tenant's admins only), a version an update must carry, and an attached file.
-- standards.status is the standard's own (现行, 废止), so the editorial state is publish_state.

ALTER TABLE standards
  ADD COLUMN publish_state text NOT NULL DEFAULT 'published' CHECK (publish_state IN ('draft', 'scheduled', 'published', 'unpublished')),
  ADD COLUMN deleted_at timestamptz,
  ADD COLUMN tenant_ids text[] NOT NULL DEFAULT '{}',
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  -- The uploaded PDF (media_files.key), served instead of the generated text file when there is one.
  ADD COLUMN file_key text REFERENCES media_files (key);

ALTER TABLE videos
  ADD COLUMN publish_state text NOT NULL DEFAULT 'published' CHECK (publish_state IN ('draft', 'scheduled', 'published', 'unpublished')),
  ADD COLUMN deleted_at timestamptz,
  ADD COLUMN tenant_ids text[] NOT NULL DEFAULT '{}',
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  -- An uploaded cover's address; empty: the seeded cover file `cover`.
  ADD COLUMN cover_url text NOT NULL DEFAULT '',
  ALTER COLUMN cover SET DEFAULT '';

-- A lesson plays a seeded clip or an uploaded video (media_files.key).
ALTER TABLE video_lessons
  ADD COLUMN media_key text REFERENCES media_files (key),
  ALTER COLUMN clip DROP NOT NULL,
  ADD CONSTRAINT video_lessons_source_check CHECK ((clip IS NULL) <> (media_key IS NULL));

-- What visitors see: every public query of standards and courses reads these views, never the tables.
CREATE VIEW shown_standards AS SELECT * FROM standards WHERE publish_state = 'published' AND deleted_at IS NULL;
CREATE VIEW shown_videos AS SELECT * FROM videos WHERE publish_state = 'published' AND deleted_at IS NULL;

CREATE INDEX standards_scheduled_idx ON standards (release_time) WHERE publish_state = 'scheduled' AND deleted_at IS NULL;
CREATE INDEX standards_console_idx ON standards (updated_at DESC, id DESC);
CREATE INDEX videos_scheduled_idx ON videos (release_time) WHERE publish_state = 'scheduled' AND deleted_at IS NULL;
CREATE INDEX videos_console_idx ON videos (updated_at DESC, id DESC);

-- Courses change pages too (the learning pages are cached like the others), and a standard's state its search hit.
-- Not every update of a course: a view counts in read_count, and must not empty every page cache.
CREATE TRIGGER videos_version AFTER INSERT OR DELETE OR TRUNCATE ON videos FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
CREATE TRIGGER videos_edit_version
  AFTER UPDATE OF cat_id, title, memo, teacher, cover, cover_url, login_required, recommended, release_time, publish_state, deleted_at, tenant_ids
  ON videos FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
CREATE TRIGGER video_lessons_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON video_lessons FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
CREATE TRIGGER video_categories_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON video_categories FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
CREATE TRIGGER standards_state_search AFTER UPDATE OF publish_state, deleted_at ON standards
  FOR EACH ROW EXECUTE FUNCTION search_queue('standard');

-- The seed gave courses their ids: the identities go on after them, for the courses the console makes.
SELECT setval(pg_get_serial_sequence('video_categories', 'id'), COALESCE((SELECT max(id) FROM video_categories), 0) + 1, false);
SELECT setval(pg_get_serial_sequence('videos', 'id'), COALESCE((SELECT max(id) FROM videos), 0) + 1, false);
SELECT setval(pg_get_serial_sequence('video_lessons', 'id'), COALESCE((SELECT max(id) FROM video_lessons), 0) + 1, false);
