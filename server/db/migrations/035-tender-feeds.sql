-- Tender feeds polled on a schedule (TENDER_FEEDS) and the attachments of imported notices fetched as files
-- (server/modules/tender/import/feeds.ts, fetch-attachments.ts).

-- Each feed's state: an HTTP feed's validators (sent back as If-None-Match / If-Modified-Since) and the hash of
-- its last body, so a feed answering the same page forever is recognised and skipped; when it was last polled
-- (a poll is due TENDER_FEED_MINUTES later, whichever process looks) and how that went.
CREATE TABLE tender_feeds (
  feed text PRIMARY KEY,
  etag text,
  last_modified text,
  body_hash text,
  last_polled timestamptz,
  last_status text,
  last_run_id integer REFERENCES tender_import_runs (id) ON DELETE SET NULL
);

-- A folder feed's files as last imported: a file not here, or with another size or modification time, is imported.
CREATE TABLE tender_feed_files (
  feed text NOT NULL,
  path text NOT NULL,
  size bigint NOT NULL,
  mtime_ms double precision NOT NULL,
  imported_at timestamptz NOT NULL,
  PRIMARY KEY (feed, path)
);

-- One poller at a time across processes: a lease (one row, taken when free or lapsed, given back when done). A
-- lease rather than an advisory lock: a poll fetches over the network and runs imports in transactions of their
-- own, which a lock held by one transaction (or one session, with pooled connections) cannot span.
CREATE TABLE tender_feed_lease (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  holder text NOT NULL,
  until timestamptz NOT NULL
);

-- An imported notice's attachment fetched from its own address (tenders.attachment_urls), through the outbound
-- guard: pending (leased by one fetcher at a time, retried a bounded number of times), stored (its file under
-- storage_key in the media storage) or refused with the reason. The import run that brought it shows the outcome.
CREATE TABLE tender_attachment_files (
  tender_id integer NOT NULL REFERENCES tenders (id) ON DELETE CASCADE,
  url text NOT NULL CHECK (url ~ '^https?://'),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'stored', 'refused')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  lease_until timestamptz,
  reason text,
  storage_key text,
  content_type text,
  extension text,
  size integer CHECK (size >= 0),
  run_id integer REFERENCES tender_import_runs (id) ON DELETE SET NULL,
  fetched_at timestamptz,
  PRIMARY KEY (tender_id, url)
);
CREATE INDEX tender_attachment_files_due_idx ON tender_attachment_files (next_attempt_at) WHERE status = 'pending';
CREATE INDEX tender_attachment_files_run_idx ON tender_attachment_files (run_id);

-- A stored file changes what a notice's detail lists (a download instead of only the original link). Retries
-- write attempts and times only, never status, so they do not move the version.
CREATE TRIGGER tender_attachment_files_version AFTER INSERT OR UPDATE OF status OR DELETE ON tender_attachment_files
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
