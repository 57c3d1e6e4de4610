-- Portal engine: visitors, per-tenant service settings, page TDK and the news columns of the chrome.
CREATE TABLE guests (
  guest_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id text NOT NULL,
  source text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX guests_tenant_created_idx ON guests (tenant_id, created_at);

CREATE TABLE service_settings (
  tenant_id text PRIMARY KEY,
  auto_switch boolean NOT NULL,
  auto_delayed integer NOT NULL CHECK (auto_delayed BETWEEN 0 AND 3600),
  auto_content text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- tenant_id '*' holds the defaults every tenant shares.
CREATE TABLE page_tdk (
  tenant_id text NOT NULL DEFAULT '*',
  page_name text NOT NULL,
  title text NOT NULL,
  keyword text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  PRIMARY KEY (tenant_id, page_name)
);

CREATE TABLE news_columns (
  id integer PRIMARY KEY,
  parent_id integer REFERENCES news_columns (id),
  name text NOT NULL,
  biz_type text NOT NULL CHECK (biz_type IN ('NEWS', 'KNOW')),
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX news_columns_parent_idx ON news_columns (parent_id, sort);
