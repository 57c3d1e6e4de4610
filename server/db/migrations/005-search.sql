-- Site search (docs/search-measurement.md). Chinese cannot be cut into words by PostgreSQL, so the
-- lexemes are built in Node (server/services/content/search-index.ts) and kept in one narrow table for every
-- searchable kind: `words` holds title, summary and body, `title_words` the title alone (hits in the title
-- come first). A trigger queues every inserted, edited or deleted item, and the queue is worked off at
-- start-up and before each search, so no writer has to know about search.
CREATE TABLE search_docs (
  biz_type text NOT NULL,
  biz_id integer NOT NULL,
  release_time timestamptz NOT NULL,
  title_words tsvector NOT NULL,
  words tsvector NOT NULL,
  PRIMARY KEY (biz_type, biz_id)
) WITH (toast_tuple_target = 128);
-- The title vector stays in the row, where walking the newest items tests it without unpacking anything; a
-- big vector (over about 2 kB) goes out of line.
ALTER TABLE search_docs ALTER COLUMN title_words SET STORAGE MAIN;

-- One GIN index per kind, so counting the hits of one kind never reads the hits of another (a new kind
-- adds its pair). The indexer merges their pending lists after each run: PGlite has no autovacuum to do it.
CREATE INDEX search_docs_news_idx ON search_docs USING gin (words) WHERE biz_type = 'news';
CREATE INDEX search_docs_news_title_idx ON search_docs USING gin (title_words) WHERE biz_type = 'news';
CREATE INDEX search_docs_standard_idx ON search_docs USING gin (words) WHERE biz_type = 'standard';
CREATE INDEX search_docs_standard_title_idx ON search_docs USING gin (title_words) WHERE biz_type = 'standard';
CREATE INDEX search_docs_policy_idx ON search_docs USING gin (words) WHERE biz_type = 'policy';
CREATE INDEX search_docs_policy_title_idx ON search_docs USING gin (title_words) WHERE biz_type = 'policy';
CREATE INDEX search_docs_paper_idx ON search_docs USING gin (words) WHERE biz_type = 'paper';
CREATE INDEX search_docs_paper_title_idx ON search_docs USING gin (title_words) WHERE biz_type = 'paper';
-- The newest hits of a kind, read in order when hits are many.
CREATE INDEX search_docs_recent_idx ON search_docs (biz_type, release_time DESC, biz_id DESC);

CREATE TABLE search_pending (
  biz_type text NOT NULL,
  biz_id integer NOT NULL,
  PRIMARY KEY (biz_type, biz_id)
);

-- TG_ARGV[0] is the SPEC §9 type label.
CREATE FUNCTION search_queue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_docs WHERE biz_type = TG_ARGV[0] AND biz_id = OLD.id;
    DELETE FROM search_pending WHERE biz_type = TG_ARGV[0] AND biz_id = OLD.id;
    RETURN OLD;
  END IF;
  INSERT INTO search_pending (biz_type, biz_id) VALUES (TG_ARGV[0], NEW.id) ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;

CREATE TRIGGER news_search AFTER INSERT OR DELETE OR UPDATE OF title, memo, content, release_time ON news
  FOR EACH ROW EXECUTE FUNCTION search_queue('news');
CREATE TRIGGER standards_search AFTER INSERT OR DELETE OR UPDATE OF number, title, summary, content, release_time ON standards
  FOR EACH ROW EXECUTE FUNCTION search_queue('standard');
CREATE TRIGGER policies_search AFTER INSERT OR DELETE OR UPDATE OF title, doc_number, summary, content, release_time ON policies
  FOR EACH ROW EXECUTE FUNCTION search_queue('policy');
CREATE TRIGGER papers_search AFTER INSERT OR DELETE OR UPDATE OF title, keywords, authors, abstract, content, release_time ON papers
  FOR EACH ROW EXECUTE FUNCTION search_queue('paper');

-- Items already there are queued too.
INSERT INTO search_pending (biz_type, biz_id) SELECT 'news', id FROM news;
INSERT INTO search_pending (biz_type, biz_id) SELECT 'standard', id FROM standards;
INSERT INTO search_pending (biz_type, biz_id) SELECT 'policy', id FROM policies;
INSERT INTO search_pending (biz_type, biz_id) SELECT 'paper', id FROM papers;

-- News lists at 100,000 items (npm run bench). A page's ids are found in the list index alone: newest first
-- with the usual filters included, so skipping to a deep page or counting a column never reads the rows.
DROP INDEX news_release_idx;
CREATE INDEX news_list_idx ON news (release_time DESC, id DESC) INCLUDE (dir_id, project_type);
DROP INDEX news_dir_release_idx;
CREATE INDEX news_dir_list_idx ON news (dir_id, release_time DESC, id DESC) INCLUDE (project_type);
