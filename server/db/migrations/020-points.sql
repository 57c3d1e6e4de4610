-- Points, sign-in and the AI quota (SPEC §7 points calls). The rules are rows, inserted here so that
-- every database has them: the calls read them, no code holds a number of points. Balances never go below
-- zero (CHECK), and every change of a balance is a ledger row written in the same transaction.

-- Ways to earn points ('earn'), and the bonuses a sign-in streak reaches ('streak', on its streak_day).
CREATE TABLE point_rules (
  code text PRIMARY KEY CHECK (code ~ '^[a-z][a-zA-Z0-9]{1,31}$'),
  category text NOT NULL CHECK (category IN ('earn', 'streak')),
  title text NOT NULL,
  description text NOT NULL,
  points integer NOT NULL CHECK (points > 0),
  streak_day integer CHECK (streak_day > 1),
  sort_order integer NOT NULL,
  CHECK ((category = 'streak') = (streak_day IS NOT NULL))
);
CREATE UNIQUE INDEX point_rules_streak_day_idx ON point_rules (streak_day) WHERE category = 'streak';

INSERT INTO point_rules (code, category, title, description, points, streak_day, sort_order) VALUES
  ('signIn', 'earn', '每日签到', '每个自然日（北京时间）签到一次即得积分，连续签到另有奖励', 5, NULL, 1),
  ('invite', 'earn', '邀请同事注册', '同事通过您的专属邀请链接注册成功，每邀请一人得一次积分', 50, NULL, 2),
  ('streak3', 'streak', '连续签到 3 天', '连续签到第 3 天额外奖励', 10, 3, 1),
  ('streak7', 'streak', '连续签到 7 天', '连续签到第 7 天额外奖励', 30, 7, 2),
  ('streak15', 'streak', '连续签到 15 天', '连续签到第 15 天额外奖励', 50, 15, 3),
  ('streak30', 'streak', '连续签到 30 天', '连续签到第 30 天额外奖励', 100, 30, 4);

-- The AI quota kinds (the consumption rules): the free allotment when a user's quota is opened, what one use
-- of the tool takes, and the exchange rate: exchange_points buy exchange_residue (NULL: not for sale).
CREATE TABLE residue_kinds (
  kind text PRIMARY KEY CHECK (kind ~ '^[a-z][a-zA-Z0-9]{1,31}$'),
  title text NOT NULL,
  description text NOT NULL,
  free_allotment integer NOT NULL CHECK (free_allotment >= 0),
  cost_per_use integer NOT NULL CHECK (cost_per_use > 0),
  exchange_points integer CHECK (exchange_points > 0),
  exchange_residue integer CHECK (exchange_residue > 0),
  sort_order integer NOT NULL,
  CHECK ((exchange_points IS NULL) = (exchange_residue IS NULL))
);

INSERT INTO residue_kinds (kind, title, description, free_allotment, cost_per_use, exchange_points, exchange_residue, sort_order) VALUES
  ('aiWrite', 'AI 写作', '每生成一次文稿消耗 1 次额度', 20, 1, 50, 5, 1),
  ('aiTender', 'AI 标书', '每生成一份标书大纲消耗 1 次额度', 3, 1, 50, 1, 2),
  ('aiPaper', 'AI 论文', '每生成一篇论文提纲消耗 1 次额度', 3, 1, 50, 1, 3);

CREATE TABLE point_balances (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  balance integer NOT NULL CHECK (balance >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- reference: the sign day (signIn, streakBonus), the invited user's id (invite), the quota kind (exchange).
CREATE TABLE point_ledger (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  delta integer NOT NULL CHECK (delta <> 0),
  balance_after integer NOT NULL CHECK (balance_after >= 0),
  reason text NOT NULL CHECK (reason IN ('signIn', 'streakBonus', 'invite', 'exchange')),
  reference text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL
);
CREATE INDEX point_ledger_user_idx ON point_ledger (user_id, id DESC);
-- A colleague's registration earns invite points once, whoever asks again.
CREATE UNIQUE INDEX point_ledger_invite_once_idx ON point_ledger (reference) WHERE reason = 'invite';

-- One sign a China day (UTC+8), by the primary key. streak: consecutive days ending with this one.
CREATE TABLE sign_days (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL,
  streak integer NOT NULL CHECK (streak >= 1),
  points integer NOT NULL CHECK (points >= 0),
  bonus integer NOT NULL CHECK (bonus >= 0),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, day)
);

CREATE TABLE residue_accounts (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL REFERENCES residue_kinds (kind),
  balance integer NOT NULL CHECK (balance >= 0),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, kind)
);

-- reference: what a spend was for (an AI tool's job), or the points ledger row of an exchange. A refund names
-- the spend it gives back, once (UNIQUE).
CREATE TABLE residue_ledger (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL REFERENCES residue_kinds (kind),
  delta integer NOT NULL CHECK (delta <> 0),
  balance_after integer NOT NULL CHECK (balance_after >= 0),
  reason text NOT NULL CHECK (reason IN ('allotment', 'spend', 'refund', 'exchange')),
  note text NOT NULL DEFAULT '',
  reference text NOT NULL DEFAULT '',
  refund_of bigint UNIQUE REFERENCES residue_ledger (id),
  created_at timestamptz NOT NULL,
  CHECK ((reason = 'refund') = (refund_of IS NOT NULL))
);
CREATE INDEX residue_ledger_user_idx ON residue_ledger (user_id, kind, id DESC);
