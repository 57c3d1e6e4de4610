-- A user who follows organisations but has no subscription with 每日推送 on gets their new wins in a digest of their
-- own (server/modules/tender/digests.ts): an outbox row belongs to a subscription or, for that digest, to its user,
-- one a day either way.
ALTER TABLE digest_outbox
  ALTER COLUMN subscription_id DROP NOT NULL,
  ADD COLUMN user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  ADD CONSTRAINT digest_outbox_owner CHECK ((subscription_id IS NULL) <> (user_id IS NULL));
CREATE UNIQUE INDEX digest_outbox_user_day ON digest_outbox (user_id, day) WHERE user_id IS NOT NULL;
