-- An organisation's analysis (server/modules/tender/org-stats.ts) reads its own party rows only: each row carries what
-- the analysis groups by, copied from its notice, so the busiest organisation's tens of thousands of rows are one
-- index range, with no look-up of each notice (366 ms at 1,000,000 notices before; docs/benchmarks.md).
ALTER TABLE tender_parties
  ADD COLUMN project_key text,
  ADD COLUMN notice_year integer,
  ADD COLUMN province_code text,
  ADD COLUMN trade_category text,
  ADD COLUMN notice_amount bigint;

-- The notice's year in China time (UTC+8), as the page shows it.
CREATE FUNCTION china_year(at timestamptz) RETURNS integer LANGUAGE sql STABLE AS
  $$ SELECT extract(year FROM (at AT TIME ZONE 'UTC') + interval '8 hours')::integer $$;

UPDATE tender_parties p
SET project_key = t.project_key, notice_year = china_year(t.publish_time), province_code = t.province_code,
    trade_category = t.trade_category, notice_amount = t.amount
FROM tenders t WHERE t.id = p.tender_id;

CREATE FUNCTION tender_party_notice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT t.project_key, china_year(t.publish_time), t.province_code, t.trade_category, t.amount
  INTO NEW.project_key, NEW.notice_year, NEW.province_code, NEW.trade_category, NEW.notice_amount
  FROM tenders t WHERE t.id = NEW.tender_id;
  RETURN NEW;
END
$$;
CREATE TRIGGER tender_parties_notice BEFORE INSERT ON tender_parties FOR EACH ROW EXECUTE FUNCTION tender_party_notice();

CREATE FUNCTION tender_notice_parties() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tender_parties
  SET project_key = NEW.project_key, notice_year = china_year(NEW.publish_time), province_code = NEW.province_code,
      trade_category = NEW.trade_category, notice_amount = NEW.amount
  WHERE tender_id = NEW.id;
  RETURN NULL;
END
$$;
CREATE TRIGGER tenders_notice_parties AFTER UPDATE OF project_key, publish_time, province_code, trade_category, amount ON tenders
  FOR EACH ROW EXECUTE FUNCTION tender_notice_parties();

-- 036's index, with the copied columns: the analysis reads it alone.
CREATE INDEX tender_parties_org_notice_idx ON tender_parties (org_id, role, tender_id)
  INCLUDE (amount, rank, project_key, notice_year, province_code, trade_category, notice_amount);
DROP INDEX tender_parties_org_tender_idx;
