-- Customer-service chat. A guest proves its id with a secret of which only the sha256 is kept;
-- guests made before this have none and cannot chat (the portal then makes a new one).
ALTER TABLE guests ADD COLUMN token_hash text;

-- One conversation per guest and tenant is open at a time; an operator closes it, and the guest's next
-- message opens another. Read marks are message ids: unread = messages of the other side after the mark.
CREATE TABLE chat_conversations (
  id bigserial PRIMARY KEY,
  tenant_id text NOT NULL,
  guest_id uuid NOT NULL REFERENCES guests (guest_id) ON DELETE CASCADE,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  first_page text NOT NULL DEFAULT '',
  current_page text NOT NULL DEFAULT '',
  guest_read_id bigint NOT NULL DEFAULT 0,
  operator_read_id bigint NOT NULL DEFAULT 0,
  last_message_at timestamptz NOT NULL DEFAULT now(),
  last_message text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz,
  closed_by uuid REFERENCES users (id) ON DELETE SET NULL
);
CREATE UNIQUE INDEX chat_conversations_one_open_idx ON chat_conversations (guest_id, tenant_id) WHERE status = 'open';
CREATE INDEX chat_conversations_desk_idx ON chat_conversations (tenant_id, status, last_message_at DESC);
CREATE INDEX chat_conversations_guest_idx ON chat_conversations (guest_id);

-- client_id makes a resend after a reconnect harmless: the same message is stored once.
CREATE TABLE chat_messages (
  id bigserial PRIMARY KEY,
  conversation_id bigint NOT NULL REFERENCES chat_conversations (id) ON DELETE CASCADE,
  sender text NOT NULL CHECK (sender IN ('guest', 'operator')),
  operator_id uuid REFERENCES users (id) ON DELETE SET NULL,
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 4000),
  client_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (conversation_id, sender, client_id)
);
CREATE INDEX chat_messages_conversation_idx ON chat_messages (conversation_id, id);
CREATE INDEX chat_messages_flood_idx ON chat_messages (conversation_id, sender, created_at);

-- Which guests have a socket open, per server process, so that the desk can say who is online whichever process
-- holds the socket. A process refreshes its rows while it runs; rows of a process gone quiet expire.
CREATE TABLE chat_presence (
  guest_id uuid NOT NULL,
  process_id text NOT NULL,
  sockets integer NOT NULL,
  seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (guest_id, process_id)
);
