-- Tracking (SPEC §4/§7). What browsers report is kept append-only in trace_events and rolled up per
-- tenant and China day into the trace_daily* tables, which are all /analytics reads. No raw IP is kept: an
-- address is stored only as a hash salted with that China day's random salt, and old salts are deleted.
CREATE TABLE trace_events (
  id bigserial PRIMARY KEY,
  tenant_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('view', 'leave', 'article')),
  received_at timestamptz NOT NULL,
  -- The China day of received_at: the day the event counts for.
  day date NOT NULL,
  -- The client's t: milliseconds since the tracking epoch (SPEC §9).
  client_t bigint NOT NULL,
  sid text NOT NULL DEFAULT '',
  uid text,
  mid text,
  -- Pathname and search of the reported address, normalised and capped.
  path text NOT NULL DEFAULT '',
  -- The external referrer's domain; '' when there was none.
  referrer text NOT NULL DEFAULT '',
  agent text NOT NULL CHECK (agent IN ('desktop', 'mobile', 'bot', 'other')),
  address_hash text NOT NULL,
  spent integer,
  art_type text,
  art_id integer,
  art_title text,
  art_author text
);
-- Retention deletes by age; the dev call reads one visitor's newest events.
CREATE INDEX trace_events_received_idx ON trace_events (received_at);
CREATE INDEX trace_events_sid_idx ON trace_events (sid, id DESC);

-- One random salt per China day, shared by every process; days before today are deleted.
CREATE TABLE trace_salts (
  day date PRIMARY KEY,
  salt text NOT NULL
);

-- How far the rollup has gone: every event with id <= last_id is in the rollups.
CREATE TABLE trace_rollup_state (
  id integer PRIMARY KEY CHECK (id = 1),
  last_id bigint NOT NULL DEFAULT 0,
  rolled_at timestamptz
);
INSERT INTO trace_rollup_state (id, last_id) VALUES (1, 0);

-- Exact unique visitors: who has been counted for a tenant, day and path ('' = the whole site). A day's marks
-- are only needed while events may still arrive for it, so days before yesterday are deleted.
CREATE TABLE trace_visitor_marks (
  tenant_id text NOT NULL,
  day date NOT NULL,
  path text NOT NULL,
  sid text NOT NULL,
  -- For path '': the external referrer domain of the visitor's first view of the day ('' = direct).
  source text NOT NULL DEFAULT '',
  PRIMARY KEY (tenant_id, day, path, sid)
);

CREATE TABLE trace_daily (
  tenant_id text NOT NULL,
  day date NOT NULL,
  views integer NOT NULL DEFAULT 0,
  bot_views integer NOT NULL DEFAULT 0,
  visitors integer NOT NULL DEFAULT 0,
  leaves integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, day)
);

CREATE TABLE trace_daily_paths (
  tenant_id text NOT NULL,
  day date NOT NULL,
  path text NOT NULL,
  views integer NOT NULL DEFAULT 0,
  visitors integer NOT NULL DEFAULT 0,
  leaves integer NOT NULL DEFAULT 0,
  spent bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, day, path)
);

CREATE TABLE trace_daily_articles (
  tenant_id text NOT NULL,
  day date NOT NULL,
  art_type text NOT NULL,
  art_id integer NOT NULL,
  reads integer NOT NULL DEFAULT 0,
  spent bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, day, art_type, art_id)
);

-- The latest title reported for each article, looked up for the few rows a "top" list shows.
CREATE TABLE trace_article_titles (
  tenant_id text NOT NULL,
  art_type text NOT NULL,
  art_id integer NOT NULL,
  title text NOT NULL,
  PRIMARY KEY (tenant_id, art_type, art_id)
);

-- A range's top pages and articles add up one row per day and path (or article): covering indexes let those
-- sums read the index alone (an index-only scan), not rows scattered over the table by daily updates.
CREATE INDEX trace_daily_paths_range_idx ON trace_daily_paths (tenant_id, day) INCLUDE (path, views, visitors);
CREATE INDEX trace_daily_articles_range_idx ON trace_daily_articles (tenant_id, day) INCLUDE (art_type, art_id, reads, spent);

-- Arrivals per source: views that came from another site (by its domain), and direct first visits of a day ('').
CREATE TABLE trace_daily_sources (
  tenant_id text NOT NULL,
  day date NOT NULL,
  source text NOT NULL,
  views integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, day, source)
);

-- Analytics count a tenant's chats per China day (bookings have (tenant_id, created_at) already).
CREATE INDEX chat_conversations_tenant_created_idx ON chat_conversations (tenant_id, created_at);
