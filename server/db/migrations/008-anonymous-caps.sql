-- Reads are counted within daily caps per visitor and per address: the address of each counted
-- read, and indexes for the two counts. Rows counted before this have no address.
ALTER TABLE daily_reads ADD COLUMN address text;
CREATE INDEX daily_reads_visitor_day_idx ON daily_reads (visitor_key, day);
CREATE INDEX daily_reads_address_day_idx ON daily_reads (address, day);
