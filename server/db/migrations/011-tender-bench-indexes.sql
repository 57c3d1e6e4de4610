-- A subscription's new matches (countSubscribe, digests) at 200,000 tenders (npm run bench): the notices that
-- reached the database since its feed was last opened are few (a week: about 4,000), so they are read on this
-- index alone, with the filters' columns included, instead of intersecting the big per-filter indexes
-- (measured: 2-60 ms per subscription before, 1-6 ms after). The crawler's list (newest crawl first) reads it too.
DROP INDEX tenders_created_idx;
CREATE INDEX tenders_created_idx ON tenders (created_at DESC, id DESC)
  INCLUDE (province_code, city_code, project_type, trade_category, eng_type, amount);
