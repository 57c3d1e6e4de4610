-- Customer-service operators: a user who answers the chats and sees the demo bookings of these
-- tenants at /serviceDesk. Granted with `npm run operator -- grant <phone> <tenant…>` (README).
CREATE TABLE service_operators (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tenant_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, tenant_id)
);
