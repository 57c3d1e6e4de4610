-- Deadline reminders: a subscription may ask to be reminded this many days (1-30) before the
-- deadline of a notice its user favourited or whose tendering organisation the user follows; null is off.
-- The daily digest lists each due notice once per subscription: bid_reminders_sent records what it listed.

ALTER TABLE bid_subscriptions
  ADD COLUMN remind_days smallint CHECK (remind_days BETWEEN 1 AND 30);

CREATE TABLE bid_reminders_sent (
  subscription_id integer NOT NULL REFERENCES bid_subscriptions (id) ON DELETE CASCADE,
  tender_id integer NOT NULL REFERENCES tenders (id) ON DELETE CASCADE,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (subscription_id, tender_id)
);
CREATE INDEX bid_reminders_sent_tender_idx ON bid_reminders_sent (tender_id);
