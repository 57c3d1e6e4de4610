-- Crash-safe claims: what a crashed process was doing is neither lost nor done twice.
--
-- digest_outbox: the tender digests as messages to send. The daily job writes one row per subscription and day
-- in the transaction that marks the subscription, and a sender drains the pending rows under a lease, so a crash
-- between the two neither loses the day's digest nor makes a second one. Not the `outbox` table of 002, which
-- is the development message provider's record of what it "sent".
CREATE TABLE digest_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  subscription_id integer NOT NULL REFERENCES bid_subscriptions (id) ON DELETE CASCADE,
  -- The China day the digest is for: one digest per subscription and day, however often the job runs.
  day date NOT NULL,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient text NOT NULL,
  subject text,
  body text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  -- Sends tried (a send counts from its lease, so one cut off by a crash counts too).
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  -- The sender holding the row, until when: a lease that lapses lets another sender try.
  lease_token text,
  lease_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL,
  sent_at timestamptz,
  UNIQUE (subscription_id, day)
);
CREATE INDEX digest_outbox_due_idx ON digest_outbox (next_attempt_at, id) WHERE status = 'pending';
CREATE INDEX digest_outbox_created_idx ON digest_outbox (created_at) WHERE status <> 'pending';

-- One generation at a time per conversation or writing, across every process: a row per subject being
-- generated for, renewed while the stream runs. A row past expires_at belongs to a process that died (or
-- stalled): the next claim of the subject, or the next read of it, marks its streaming rows interrupted and
-- refunds spend_entry_id.
CREATE TABLE generation_claims (
  subject_kind text NOT NULL CHECK (subject_kind IN ('conversation', 'writing')),
  subject_id integer NOT NULL,
  -- Host, process and a token of this claim: only the holder renews or releases it.
  holder text NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  -- The residue_ledger spend of the running generation, once spent.
  spend_entry_id bigint,
  claimed_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (subject_kind, subject_id)
);

-- An answer or section whose generation's process died: shown as interrupted, its use refunded.
ALTER TABLE ai_messages DROP CONSTRAINT ai_messages_status_check;
ALTER TABLE ai_messages ADD CONSTRAINT ai_messages_status_check CHECK (status IN ('done', 'stopped', 'failed', 'streaming', 'interrupted'));
