-- Organisation analysis, followed organisations' wins in the digest, and similar projects.

-- An organisation's page reads all its parts by (org_id, role) and joins them to their notices: with the notice id,
-- amount and rank in the index, the stats and the co-bidders are read on it alone. It covers the old index.
CREATE INDEX tender_parties_org_tender_idx ON tender_parties (org_id, role, tender_id) INCLUDE (amount, rank);
DROP INDEX tender_parties_org_idx;

-- Similar projects: the notices of one province and trade category, newest first, with their amount, so a
-- detail page's candidates are a bounded walk of this index.
CREATE INDEX tenders_similar_idx ON tenders (province_code, trade_category, publish_time DESC, id DESC) INCLUDE (amount, project_key);

-- The wins of followed organisations that a user's digest has listed: each win is listed once. (The follows
-- themselves are user_bid_orgs of 009-tenders.sql, unique by (user_id, org_id).)
CREATE TABLE bid_org_wins_sent (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tender_id integer NOT NULL REFERENCES tenders (id) ON DELETE CASCADE,
  org_id integer NOT NULL REFERENCES bid_orgs (id) ON DELETE CASCADE,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, tender_id, org_id)
);
CREATE INDEX bid_org_wins_sent_tender_idx ON bid_org_wins_sent (tender_id);
CREATE INDEX bid_org_wins_sent_org_idx ON bid_org_wins_sent (org_id);
