-- A subscription's count of new matches (countSubscribe) is kept as it is read: new_count holds its matches that
-- reached the database after last_seen_at and up to counted_to, so a later look counts only what arrived since
-- counted_to (at 1,000,000 notices a year, a week away counted in full is about 250 ms; the hour since the last look
-- is a few). Opening the feed or changing what the subscription matches starts it again: counted_to NULL counts
-- from last_seen_at.
ALTER TABLE bid_subscriptions
  ADD COLUMN new_count integer NOT NULL DEFAULT 0 CHECK (new_count >= 0),
  ADD COLUMN counted_to timestamptz;
