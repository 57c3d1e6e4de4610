-- A code sent to the phone or email an account has bound, to prove it before it is replaced.
ALTER TABLE verification_codes DROP CONSTRAINT verification_codes_purpose_check;
ALTER TABLE verification_codes ADD CONSTRAINT verification_codes_purpose_check
  CHECK (purpose IN ('register', 'login', 'findPwd', 'doubleAuth', 'bind', 'org', 'rebind'));
