-- Information hub content: news with tags and attachments, standards, policies, papers,
-- downloads, jobs, and per-user praise, favourites and read history. Lists are paged in SQL on these indexes.
CREATE TABLE tags (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE news (
  id integer PRIMARY KEY,
  dir_id integer NOT NULL REFERENCES news_columns (id),
  title text NOT NULL,
  vice_title text NOT NULL DEFAULT '',
  memo text NOT NULL DEFAULT '',
  seo_title text NOT NULL DEFAULT '',
  seo_keyword text NOT NULL DEFAULT '',
  seo_desc text NOT NULL DEFAULT '',
  content text NOT NULL,
  project_type text NOT NULL DEFAULT 'COMMON',
  author_name text NOT NULL DEFAULT '',
  creator_id uuid,
  props jsonb NOT NULL DEFAULT '{}'::jsonb,
  read_count integer NOT NULL DEFAULT 0 CHECK (read_count >= 0),
  praise_count integer NOT NULL DEFAULT 0 CHECK (praise_count >= 0),
  critic_count integer NOT NULL DEFAULT 0 CHECK (critic_count >= 0),
  release_time timestamptz NOT NULL
);
CREATE INDEX news_dir_release_idx ON news (dir_id, release_time DESC, id DESC);
CREATE INDEX news_release_idx ON news (release_time DESC, id DESC);
CREATE INDEX news_read_idx ON news (read_count DESC, id DESC);

CREATE TABLE news_tags (
  news_id integer NOT NULL REFERENCES news (id) ON DELETE CASCADE,
  tag_id integer NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  PRIMARY KEY (news_id, tag_id)
);
CREATE INDEX news_tags_tag_idx ON news_tags (tag_id, news_id);

CREATE TABLE news_docs (
  id serial PRIMARY KEY,
  news_id integer NOT NULL REFERENCES news (id) ON DELETE CASCADE,
  title text NOT NULL,
  file_name text NOT NULL
);
CREATE INDEX news_docs_news_idx ON news_docs (news_id);

CREATE TABLE standards (
  id integer PRIMARY KEY,
  number text NOT NULL,
  title text NOT NULL,
  category text NOT NULL,
  project_type text NOT NULL DEFAULT 'COMMON',
  issuer text NOT NULL,
  status text NOT NULL,
  summary text NOT NULL DEFAULT '',
  content text NOT NULL,
  release_time timestamptz NOT NULL
);
CREATE INDEX standards_category_idx ON standards (category, release_time DESC, id DESC);
CREATE INDEX standards_type_idx ON standards (project_type, release_time DESC, id DESC);

CREATE TABLE policies (
  id integer PRIMARY KEY,
  title text NOT NULL,
  issuer text NOT NULL,
  doc_number text NOT NULL DEFAULT '',
  category text NOT NULL,
  project_type text NOT NULL DEFAULT 'COMMON',
  region text NOT NULL DEFAULT '',
  summary text NOT NULL DEFAULT '',
  content text NOT NULL,
  release_time timestamptz NOT NULL
);
CREATE INDEX policies_category_idx ON policies (category, release_time DESC, id DESC);
CREATE INDEX policies_type_idx ON policies (project_type, release_time DESC, id DESC);

CREATE TABLE papers (
  id integer PRIMARY KEY,
  title text NOT NULL,
  authors text[] NOT NULL DEFAULT '{}',
  organisation text NOT NULL DEFAULT '',
  journal text NOT NULL DEFAULT '',
  keywords text[] NOT NULL DEFAULT '{}',
  category text NOT NULL,
  project_type text NOT NULL DEFAULT 'COMMON',
  abstract text NOT NULL DEFAULT '',
  content text NOT NULL,
  release_time timestamptz NOT NULL
);
CREATE INDEX papers_category_idx ON papers (category, release_time DESC, id DESC);

CREATE TABLE download_dirs (
  id integer PRIMARY KEY,
  parent_id integer REFERENCES download_dirs (id),
  name text NOT NULL
);

CREATE TABLE downloads (
  id integer PRIMARY KEY,
  dir_id integer NOT NULL REFERENCES download_dirs (id),
  title text NOT NULL,
  file_name text NOT NULL,
  file_type text NOT NULL,
  size_kb integer NOT NULL DEFAULT 0,
  download_count integer NOT NULL DEFAULT 0,
  memo text NOT NULL DEFAULT '',
  release_time timestamptz NOT NULL
);
CREATE INDEX downloads_dir_idx ON downloads (dir_id, release_time DESC, id DESC);
CREATE INDEX downloads_top_idx ON downloads (download_count DESC, id DESC);

CREATE TABLE job_cities (
  code text PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE jobs (
  id integer PRIMARY KEY,
  title text NOT NULL,
  city_code text NOT NULL REFERENCES job_cities (code),
  department text NOT NULL DEFAULT '',
  category text NOT NULL DEFAULT '',
  salary text NOT NULL DEFAULT '',
  experience text NOT NULL DEFAULT '',
  education text NOT NULL DEFAULT '',
  headcount integer NOT NULL DEFAULT 1,
  description text NOT NULL,
  release_time timestamptz NOT NULL
);
CREATE INDEX jobs_city_idx ON jobs (city_code, release_time DESC, id DESC);

-- Praise and favourites of a user on any content kind (SPEC §9 content type labels).
CREATE TABLE user_operations (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  biz_type text NOT NULL,
  biz_id integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('praise', 'favorite')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, biz_type, biz_id, kind)
);
CREATE INDEX user_operations_list_idx ON user_operations (user_id, kind, created_at DESC);

CREATE TABLE read_history (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  biz_type text NOT NULL,
  biz_id integer NOT NULL,
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, biz_type, biz_id)
);
CREATE INDEX read_history_list_idx ON read_history (user_id, read_at DESC);

-- A read counts once per visitor per day.
CREATE TABLE daily_reads (
  visitor_key text NOT NULL,
  biz_type text NOT NULL,
  biz_id integer NOT NULL,
  day date NOT NULL,
  PRIMARY KEY (biz_type, biz_id, visitor_key, day)
);
CREATE INDEX daily_reads_day_idx ON daily_reads (day);
