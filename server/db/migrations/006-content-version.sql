-- Rendered pages are cached per process (server/render/page-cache.ts). One counter says when the content
-- behind them changed: every process reads it, so a change made through any of them empties every cache.
-- Counters that visitors move all day (reads, praise, downloads) do not count: cached pages may show them a
-- little late, within the cache lifetime.
CREATE TABLE content_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL DEFAULT 1,
  changed_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO content_version DEFAULT VALUES;

CREATE FUNCTION content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content_version SET version = version + 1, changed_at = now();
  RETURN NULL;
END
$$;

-- A table that feeds pages adds its trigger here (later content: its own migration, same function).
CREATE TRIGGER news_version AFTER INSERT OR DELETE OR TRUNCATE ON news FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
CREATE TRIGGER news_edit_version AFTER UPDATE OF dir_id, title, vice_title, memo, seo_title, seo_keyword, seo_desc, content, project_type, author_name, creator_id, props, release_time ON news
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
CREATE TRIGGER downloads_version AFTER INSERT OR DELETE OR TRUNCATE ON downloads FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
CREATE TRIGGER downloads_edit_version AFTER UPDATE OF dir_id, title, file_name, file_type, size_kb, memo, release_time ON downloads
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
CREATE TRIGGER tags_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tags FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
CREATE TRIGGER news_tags_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON news_tags FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
CREATE TRIGGER news_docs_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON news_docs FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
CREATE TRIGGER news_columns_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON news_columns FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
CREATE TRIGGER page_tdk_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON page_tdk FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
CREATE TRIGGER standards_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON standards FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
CREATE TRIGGER policies_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON policies FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
CREATE TRIGGER papers_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON papers FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
CREATE TRIGGER content_categories_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content_categories FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
CREATE TRIGGER download_dirs_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON download_dirs FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
CREATE TRIGGER job_cities_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON job_cities FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
CREATE TRIGGER jobs_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON jobs FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
