-- The AI tools: conversations with their messages, and writings (papers, tender documents,
-- contract reviews). Every row belongs to one user; the calls only ever read and change the caller's own.
-- A message or section keeps whatever text was generated, also when its generation was stopped or failed.

INSERT INTO residue_kinds (kind, title, description, free_allotment, cost_per_use, exchange_points, exchange_residue, sort_order) VALUES
  ('aiContract', 'AI 合同审查', '每审查一份合同消耗 1 次额度', 3, 1, 50, 1, 4);

CREATE TABLE ai_conversations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tool text NOT NULL CHECK (tool IN ('writing', 'standards')),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 100),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX ai_conversations_user_idx ON ai_conversations (user_id, updated_at DESC, id DESC);

CREATE TABLE ai_messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  conversation_id integer NOT NULL REFERENCES ai_conversations (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('user', 'assistant')),
  content text NOT NULL,
  status text NOT NULL CHECK (status IN ('done', 'stopped', 'failed', 'streaming')),
  mode text CHECK (mode IN ('model', 'offline')),
  -- [{type, id, title, href, excerpt}]
  citations jsonb NOT NULL DEFAULT '[]',
  -- The residue_ledger spend this answer took (refunded when it failed).
  spend_entry_id bigint REFERENCES residue_ledger (id),
  created_at timestamptz NOT NULL
);
CREATE INDEX ai_messages_conversation_idx ON ai_messages (conversation_id, id);

CREATE TABLE ai_writings (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tool text NOT NULL CHECK (tool IN ('paper', 'tender', 'contract')),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 100),
  field text NOT NULL DEFAULT '',
  -- The tender document's form (TenderForm), NULL for other tools.
  tender jsonb,
  -- [{heading, text, status, citations}]
  sections jsonb NOT NULL DEFAULT '[]',
  -- [RiskNote] of a contract review.
  risks jsonb NOT NULL DEFAULT '[]',
  mode text CHECK (mode IN ('model', 'offline')),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX ai_writings_user_idx ON ai_writings (user_id, updated_at DESC, id DESC);
