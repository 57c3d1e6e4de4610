-- Help centre: a tree of categories, articles with a public number (/help/num/{n}), share links
-- that open an article for anyone (/help/share/{shareId}), and one 有帮助/没帮助 vote per visitor or user.
CREATE TABLE help_categories (
  id integer PRIMARY KEY,
  parent_id integer REFERENCES help_categories (id),
  name text NOT NULL,
  intro text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX help_categories_parent_idx ON help_categories (parent_id, sort, id);

CREATE TABLE help_articles (
  id integer PRIMARY KEY,
  category_id integer NOT NULL REFERENCES help_categories (id),
  res_number text NOT NULL UNIQUE CHECK (res_number ~ '^[A-Za-z0-9-]{1,32}$'),
  title text NOT NULL,
  summary text NOT NULL DEFAULT '',
  -- Sanitised HTML with h2/h3 headings and images.
  content text NOT NULL,
  -- Counted once a day per visitor (daily_reads), as news reads are.
  read_count integer NOT NULL DEFAULT 0 CHECK (read_count >= 0),
  helpful_count integer NOT NULL DEFAULT 0 CHECK (helpful_count >= 0),
  unhelpful_count integer NOT NULL DEFAULT 0 CHECK (unhelpful_count >= 0),
  publish_time timestamptz NOT NULL,
  update_time timestamptz NOT NULL
);
-- A category's list, most recently updated first; the same order across all categories.
CREATE INDEX help_articles_category_idx ON help_articles (category_id, update_time DESC, id DESC);
CREATE INDEX help_articles_list_idx ON help_articles (update_time DESC, id DESC);

-- One share link per article, made the first time someone shares it: anonymous clicks cannot grow the table.
CREATE TABLE help_shares (
  share_id text PRIMARY KEY CHECK (share_id ~ '^[A-Za-z0-9_-]{8,32}$'),
  article_id integer NOT NULL UNIQUE REFERENCES help_articles (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A vote per article and voter key (the user, else the browser's visitor id, else the address).
CREATE TABLE help_feedback (
  article_id integer NOT NULL REFERENCES help_articles (id) ON DELETE CASCADE,
  voter_key text NOT NULL,
  helpful boolean NOT NULL,
  address text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (article_id, voter_key)
);
-- Anonymous votes are capped per address per day.
CREATE INDEX help_feedback_address_idx ON help_feedback (address, created_at);

-- Site search: help articles are a kind of search_docs with their own pair of indexes (see 005-search.sql).
CREATE INDEX search_docs_help_idx ON search_docs USING gin (words) WHERE biz_type = 'help';
CREATE INDEX search_docs_help_title_idx ON search_docs USING gin (title_words) WHERE biz_type = 'help';
CREATE TRIGGER help_articles_search AFTER INSERT OR DELETE OR UPDATE OF title, summary, content, update_time ON help_articles
  FOR EACH ROW EXECUTE FUNCTION search_queue('help');

-- Rendered pages are cached per content version (006-content-version.sql); views and votes do not count.
CREATE TRIGGER help_categories_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON help_categories
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
CREATE TRIGGER help_articles_version AFTER INSERT OR DELETE OR TRUNCATE ON help_articles FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
CREATE TRIGGER help_articles_edit_version AFTER UPDATE OF category_id, res_number, title, summary, content, publish_time, update_time ON help_articles
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
