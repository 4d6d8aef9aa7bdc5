-- Accounts: users, sign-in identities, sessions (refresh-token families), one-time tokens, outbox.
-- Written for PostgreSQL 15 through 18.

CREATE TABLE app_secrets (
  name        TEXT PRIMARY KEY,
  value       TEXT NOT NULL,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id                  TEXT PRIMARY KEY,
  email               TEXT NOT NULL,
  email_normalized    TEXT NOT NULL,
  password_hash       TEXT,
  name                TEXT,
  email_verified      BOOLEAN NOT NULL DEFAULT false,
  terms_accepted_at   TIMESTAMPTZ,
  failed_login_count  INTEGER NOT NULL DEFAULT 0,
  locked_until        TIMESTAMPTZ,
  created_at          TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at          TIMESTAMPTZ NOT NULL DEFAULT now(),
  CONSTRAINT users_email_normalized_key UNIQUE (email_normalized)
);

CREATE TABLE user_profiles (
  user_id               TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  job_category          TEXT,
  other_job_category    TEXT,
  seniority_level       TEXT,
  career_goals          TEXT[] NOT NULL DEFAULT '{}',
  career_context        TEXT,
  onboarding_completed  BOOLEAN NOT NULL DEFAULT false,
  updated_at            TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE oauth_identities (
  provider     TEXT NOT NULL,
  subject      TEXT NOT NULL,
  user_id      TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  email        TEXT,
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject)
);
CREATE INDEX oauth_identities_user_idx ON oauth_identities (user_id);

-- One row per issued refresh token; a family is one sign-in. Reuse of a used token revokes the family.
CREATE TABLE refresh_tokens (
  id           TEXT PRIMARY KEY,
  token_hash   TEXT NOT NULL UNIQUE,
  family_id    TEXT NOT NULL,
  user_id      TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at   TIMESTAMPTZ NOT NULL,
  used_at      TIMESTAMPTZ,
  revoked_at   TIMESTAMPTZ
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);

-- E-mail verification and password reset tokens (stored hashed, single use).
CREATE TABLE user_tokens (
  token_hash   TEXT PRIMARY KEY,
  user_id      TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind         TEXT NOT NULL CHECK (kind IN ('verify_email', 'password_reset')),
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at   TIMESTAMPTZ NOT NULL,
  used_at      TIMESTAMPTZ
);
CREATE INDEX user_tokens_user_idx ON user_tokens (user_id, kind);

-- OpenID Connect round trips in flight (state, PKCE verifier, nonce); kept in the database so any
-- instance can finish a sign-in another one started.
CREATE TABLE oauth_states (
  state          TEXT PRIMARY KEY,
  provider       TEXT NOT NULL,
  code_verifier  TEXT NOT NULL,
  nonce          TEXT NOT NULL,
  return_to      TEXT,
  created_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at     TIMESTAMPTZ NOT NULL
);

-- Every e-mail the product sends, in order; the default mode delivers only here and to the log.
CREATE TABLE email_outbox (
  id           BIGSERIAL PRIMARY KEY,
  user_id      TEXT REFERENCES users(id) ON DELETE SET NULL,
  to_address   TEXT NOT NULL,
  subject      TEXT NOT NULL,
  text_body    TEXT NOT NULL,
  html_body    TEXT,
  kind         TEXT NOT NULL,
  status       TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'logged', 'failed')),
  error        TEXT,
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
  sent_at      TIMESTAMPTZ
);
CREATE INDEX email_outbox_to_idx ON email_outbox (to_address, id DESC);
