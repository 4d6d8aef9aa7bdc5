-- Sign-in hardening (docs/decisions/016). Independent of 005.

-- Every access token carries its user's token version; a logout, a password reset, a revoked sign-in
-- or the account's deletion moves the version on, so tokens issued before stop working at once.
ALTER TABLE users ADD COLUMN token_version INTEGER NOT NULL DEFAULT 0;

-- An OpenID Connect round trip belongs to the browser that started it: the SHA-256 of a nonce held in
-- a short-lived HttpOnly cookie, and the web's own nonce echoed back for the tab to compare.
ALTER TABLE oauth_states ADD COLUMN browser_binding TEXT;
ALTER TABLE oauth_states ADD COLUMN client_state TEXT;

-- A verification link signs in only the browser that signed up (the SHA-256 of the web's nonce).
ALTER TABLE user_tokens ADD COLUMN client_binding TEXT;

-- Failed password sign-ins per e-mail address (known or not) and client: backoff, never a lockout of
-- the account itself. Replaces users.failed_login_count and users.locked_until (left unused).
CREATE TABLE login_throttles (
  email_normalized  TEXT NOT NULL,
  client            TEXT NOT NULL,
  failures          INTEGER NOT NULL DEFAULT 0,
  blocked_until     TIMESTAMPTZ,
  updated_at        TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (email_normalized, client)
);
CREATE INDEX login_throttles_updated_idx ON login_throttles (updated_at);
