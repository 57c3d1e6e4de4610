-- Demo bookings (SPEC §2/§3/§7 reservation). A booking keeps where it came from (tenant, page,
-- free-trial channel, visitor and chat guest, the user when logged in) and a hash of the caller's address
-- key, which is all the per-address cap needs: no raw IP is stored.
CREATE TABLE bookings (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL,
  phone text NOT NULL,
  user_name text NOT NULL,
  user_identity text,
  position text,
  source_page text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('uet', 'baidu')),
  visitor_id text,
  guest_id uuid,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  address_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The per-phone and per-address caps count recent rows of one phone or address.
CREATE INDEX bookings_phone_created_idx ON bookings (phone, created_at);
CREATE INDEX bookings_address_created_idx ON bookings (address_hash, created_at);
-- The operators' list: a tenant's bookings newest first, and one chat guest's.
CREATE INDEX bookings_tenant_created_idx ON bookings (tenant_id, created_at DESC, id DESC);
CREATE INDEX bookings_guest_idx ON bookings (guest_id, created_at DESC) WHERE guest_id IS NOT NULL;
