-- A preview link of the console: a ticket that shows one unpublished news item, as visitors will see it, on the
-- tenant chosen, until it expires. It is read, not spent, so the page can be reloaded.
ALTER TABLE one_time_tickets DROP CONSTRAINT one_time_tickets_kind_check;
ALTER TABLE one_time_tickets ADD CONSTRAINT one_time_tickets_kind_check
  CHECK (kind IN ('client', 'findPwd', 'doubleAuth', 'download', 'preview'));
