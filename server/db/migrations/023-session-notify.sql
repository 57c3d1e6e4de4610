-- Revocation reaches open chat sockets. Whatever ends a session — logout, a password change or
-- reset, a deleted user — or takes a tenant from an operator (`npm run operator -- revoke`, a separate process),
-- the database itself tells every server process, on the chat's channel (server/services/chat/chat-events.ts,
-- CHAT_CHANNEL): no caller has to remember to. Each process then closes the sockets of that session or re-reads
-- that operator's tenants. A notification is sent when the change commits, and not at all if it rolls back.

CREATE FUNCTION session_ended_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.expires_at <= now() THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify(
    'portal_chat',
    json_build_object('kind', 'sessionEnded', 'tokenHash', OLD.token_hash, 'userId', OLD.user_id)::text
  );
  RETURN NULL;
END
$$;

CREATE FUNCTION operator_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
BEGIN
  PERFORM pg_notify('portal_chat', json_build_object('kind', 'operatorChanged', 'userId', changed)::text);
  RETURN NULL;
END
$$;

-- Expired sessions deleted by the purge were over already: only a live one tells (checked in the function).
CREATE TRIGGER sessions_revoked_notify AFTER UPDATE OF revoked_at ON sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL) EXECUTE FUNCTION session_ended_notify();
CREATE TRIGGER sessions_deleted_notify AFTER DELETE ON sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS NULL) EXECUTE FUNCTION session_ended_notify();
-- A grant as well as a revoke: an open desk follows the operator's tenants either way.
CREATE TRIGGER service_operators_notify AFTER INSERT OR DELETE ON service_operators FOR EACH ROW EXECUTE FUNCTION operator_changed_notify();
