-- First-party product events (docs/decisions/026): the events the web app pushes to window.dataLayer
-- are also recorded here, so the product can count them without any third-party script. Events sent
-- signed in carry the user: they are in the user's export and are erased with the account.
CREATE TABLE analytics_events (
  id          BIGSERIAL PRIMARY KEY,
  name        TEXT NOT NULL CHECK (name IN (
                'signup_success', 'begin_checkout', 'successful_payment', 'account_deleted', 'agent_search_executed',
                'ask_uc_submitted', 'ask_uc_rendered', 'ask_uc_step_clicked', 'ask_uc_upgrade_prompt')),
  user_id     TEXT REFERENCES users(id) ON DELETE SET NULL,
  detail      JSONB NOT NULL DEFAULT '{}'::jsonb,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX analytics_events_name_created_idx ON analytics_events (name, created_at);
CREATE INDEX analytics_events_user_idx ON analytics_events (user_id) WHERE user_id IS NOT NULL;

-- Refer & Earn (docs/decisions/026): each user's referral code, made on first ask. A referred user's
-- first paid invoice credits the referrer once (a top-up in the credit ledger, reference 'referral:{user}').
CREATE TABLE referral_codes (
  user_id     TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  code        TEXT NOT NULL UNIQUE,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
