-- A first third-party login whose identity has no account yet waits here for the bind step
-- (reg/v3/wx/send, wx/bind): the identity lives on the server, the browser holds only the ticket, whose
-- sha256 is the key. A ticket works once, for a few minutes.
CREATE TABLE oauth_pending_binds (
  ticket_hash text PRIMARY KEY,
  provider text NOT NULL,
  subject text NOT NULL,
  name text NOT NULL DEFAULT '',
  avatar_url text NOT NULL DEFAULT '',
  logid_url text NOT NULL DEFAULT '/',
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX oauth_pending_binds_expires_idx ON oauth_pending_binds (expires_at);

-- The bind step's code proves the phone for that purpose only.
ALTER TABLE verification_codes DROP CONSTRAINT verification_codes_purpose_check;
ALTER TABLE verification_codes ADD CONSTRAINT verification_codes_purpose_check
  CHECK (purpose IN ('register', 'login', 'findPwd', 'doubleAuth', 'bind', 'org', 'rebind', 'wxBind'));

-- An organisation a user created by upgrading (reg/v3/upgrade) carries its unified social credit code, once.
ALTER TABLE organisations ADD COLUMN uscc text UNIQUE;

-- One identity of a provider per account: the bind step refuses a phone whose account has one already.
CREATE UNIQUE INDEX oauth_identities_provider_user_idx ON oauth_identities (provider, user_id);
