-- Accounts and sessions. Every piece of login state lives here, so any number of API-host
-- processes can serve the same users (DESIGN "Scaling out"). Secrets are stored as hashes only.

-- A user is one person; id is the unionid of SPEC §3. OAuth-only users have no phone.
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  phone text UNIQUE,
  email text UNIQUE CHECK (email = lower(email)),
  realname text NOT NULL DEFAULT '',
  avatar_url text NOT NULL DEFAULT '',
  password_hash text,
  double_auth boolean NOT NULL DEFAULT false,
  invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX users_invited_by_idx ON users (invited_by) WHERE invited_by IS NOT NULL;

CREATE TABLE organisations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL UNIQUE CHECK (code = upper(code)),
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A membership's id is the staffId of an organisation session.
CREATE TABLE memberships (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  role text NOT NULL DEFAULT 'member' CHECK (role IN ('owner', 'admin', 'member')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, org_id)
);
CREATE INDEX memberships_org_idx ON memberships (org_id);

-- token_hash is the hex sha256 of the bearer token; the token itself is never stored.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  org_id uuid REFERENCES organisations (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_live_idx ON sessions (user_id) WHERE revoked_at IS NULL;
CREATE INDEX sessions_expires_idx ON sessions (expires_at);

CREATE TABLE verification_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  target text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('register', 'login', 'findPwd', 'doubleAuth', 'bind', 'org')),
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  attempts integer NOT NULL DEFAULT 0
);
CREATE INDEX verification_codes_target_purpose_idx ON verification_codes (target, purpose, created_at DESC);
CREATE INDEX verification_codes_target_idx ON verification_codes (target, created_at);
CREATE INDEX verification_codes_expires_idx ON verification_codes (expires_at);

-- Wrong passwords per account (account_key is 'user:<id>', or 'account:<name>' for names nobody owns).
CREATE TABLE login_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_account_idx ON login_failures (account_key, created_at);

CREATE TABLE account_lockouts (
  account_key text PRIMARY KEY,
  locked_until timestamptz NOT NULL
);
CREATE INDEX account_lockouts_until_idx ON account_lockouts (locked_until);

-- Picture codes: the answer is stored hashed and works once.
CREATE TABLE icode_challenges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  answer_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX icode_challenges_expires_idx ON icode_challenges (expires_at);

-- QR-code login. TIMEOUT is not stored: a ticket past expires_at reads TIMEOUT. The desktop's session is
-- made when the desktop first reads LOGINED (consumed_at), so no token is ever stored here.
CREATE TABLE qr_tickets (
  ticket_hash text PRIMARY KEY,
  status text NOT NULL DEFAULT 'WAITING' CHECK (status IN ('WAITING', 'SCANED', 'LOGINED')),
  scanner_user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  scanner_org_id uuid REFERENCES organisations (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  scanned_at timestamptz,
  confirmed_at timestamptz,
  consumed_at timestamptz
);
CREATE INDEX qr_tickets_expires_idx ON qr_tickets (expires_at);

-- Short-lived single-use tickets: bindClient ('client'), password recovery ('findPwd') and the second
-- step of a doubleAuth login ('doubleAuth').
CREATE TABLE one_time_tickets (
  ticket_hash text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('client', 'findPwd', 'doubleAuth')),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  org_id uuid REFERENCES organisations (id) ON DELETE SET NULL,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX one_time_tickets_expires_idx ON one_time_tickets (expires_at);

-- Messages of the development outbox provider.
CREATE TABLE outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  target text NOT NULL,
  subject text,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_target_idx ON outbox (target, id DESC);
CREATE INDEX outbox_created_idx ON outbox (created_at);

CREATE TABLE oauth_identities (
  provider text NOT NULL,
  subject text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject)
);
CREATE INDEX oauth_identities_user_idx ON oauth_identities (user_id);

-- The OAuth 2 `state` of a started login, with where to return afterwards.
CREATE TABLE oauth_states (
  state_hash text PRIMARY KEY,
  provider text NOT NULL,
  redirect_uri text NOT NULL,
  logid_url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX oauth_states_expires_idx ON oauth_states (expires_at);

-- One invite code per inviter.
CREATE TABLE invites (
  code text PRIMARY KEY,
  inviter_user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Fixed-window counters of @fastify/rate-limit for the login and code routes (per IP and route).
CREATE TABLE rate_limit_counters (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  window_ms integer NOT NULL,
  hits integer NOT NULL
);
CREATE INDEX rate_limit_counters_start_idx ON rate_limit_counters (window_start);
