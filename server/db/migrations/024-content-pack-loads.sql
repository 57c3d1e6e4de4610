-- Which version of each shipped content pack a start has loaded (server/db/seed.ts). A start loads a pack only
-- when its files changed since: otherwise every restart would compare every row, and put back what an operator
-- has since edited or withdrawn.
CREATE TABLE content_pack_loads (
  pack text PRIMARY KEY,
  fingerprint text NOT NULL,
  loaded_at timestamptz NOT NULL DEFAULT now()
);
