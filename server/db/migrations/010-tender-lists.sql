-- Tender lists at 200,000 tenders (npm run bench). A filter's own index reads a page newest first
-- and counts its matches without reading a row: the other filters' columns are included, so a combination
-- (SUBWAY + 广东省 + 30 days + result) is counted on the province index alone.
DROP INDEX tenders_province_idx;
CREATE INDEX tenders_province_idx ON tenders (province_code, publish_time DESC, id DESC)
  INCLUDE (city_code, project_type, trade_category, eng_type, amount);
DROP INDEX tenders_city_idx;
CREATE INDEX tenders_city_idx ON tenders (city_code, publish_time DESC, id DESC)
  INCLUDE (project_type, trade_category, eng_type, amount);
-- Amount ranges are counted, and the amount order read, here.
CREATE INDEX tenders_amount_idx ON tenders (amount DESC NULLS LAST, id DESC);
-- The deadline order reads the upcoming deadlines soonest first.
CREATE INDEX tenders_deadline_idx ON tenders (deadline, id);

-- Praise and favourite counts of one item (user_operations is keyed by user first).
CREATE INDEX user_operations_item_idx ON user_operations (biz_type, biz_id, kind);

-- A tender's title vector in search_docs holds its title and project name (server/services/content/search-index.ts),
-- which is what a tender keyword is matched against: tenders indexed before are indexed again.
INSERT INTO search_pending (biz_type, biz_id) SELECT 'tender', id FROM tenders ON CONFLICT DO NOTHING;
