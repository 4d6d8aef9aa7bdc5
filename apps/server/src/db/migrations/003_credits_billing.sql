-- Credits ledger, billing (subscriptions, checkout sessions, webhook idempotency, billing history)
-- and promos. Written for PostgreSQL 15 through 18. Every user-owned table is keyed by user_id.

-- The subscription row of 002 becomes the state of the one subscription state machine.
-- package: the plan in effect now (free unless a live paid subscription gives access);
-- status: what settings shows; provider_status: the provider's raw status.
ALTER TABLE subscriptions
  ADD COLUMN provider              TEXT CHECK (provider IN ('test', 'stripe')),
  ADD COLUMN customer_id           TEXT,
  ADD COLUMN subscription_id       TEXT,
  ADD COLUMN provider_status       TEXT,
  ADD COLUMN price_id              TEXT,
  ADD COLUMN billing_period        TEXT CHECK (billing_period IN ('monthly', 'quarterly')),
  ADD COLUMN cancel_at_period_end  BOOLEAN NOT NULL DEFAULT false,
  ADD COLUMN cancel_at             TIMESTAMPTZ,
  ADD COLUMN trial_end             TIMESTAMPTZ,
  ADD COLUMN trial_used            BOOLEAN NOT NULL DEFAULT false,
  ADD COLUMN current_period_start  TIMESTAMPTZ,
  ADD COLUMN current_period_end    TIMESTAMPTZ,
  -- The newest provider event applied (its own `created` time): older events never overwrite newer state.
  ADD COLUMN last_event_at         TIMESTAMPTZ,
  ADD COLUMN referral_id           TEXT;
ALTER TABLE subscriptions
  ADD CONSTRAINT subscriptions_status_check
  CHECK (status IN ('active', 'trialing', 'past_due', 'incomplete', 'incomplete_expired', 'unpaid', 'canceled', 'paused'));
CREATE UNIQUE INDEX subscriptions_subscription_id_key ON subscriptions (subscription_id) WHERE subscription_id IS NOT NULL;
CREATE INDEX subscriptions_customer_id_idx ON subscriptions (customer_id) WHERE customer_id IS NOT NULL;
CREATE INDEX subscriptions_test_renewal_idx ON subscriptions (current_period_end) WHERE provider = 'test' AND package <> 'free';

-- Marketing e-mail opt-in reported by user-stats (off unless the user opts in).
ALTER TABLE user_profiles ADD COLUMN email_subscribed BOOLEAN NOT NULL DEFAULT false;

-- The cached balances of each user: updated in the same transaction as every ledger row, locked
-- FOR UPDATE by every credit mutation. The CHECKs make a negative balance impossible.
CREATE TABLE credit_accounts (
  user_id         TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  -- The package whose allowance the current period holds.
  plan            TEXT NOT NULL CHECK (plan IN ('free', 'pro', 'ultimate')),
  -- Monthly periods count from the anchor (signup, or the start of a paid subscription).
  anchor_at       TIMESTAMPTZ NOT NULL,
  period_start    TIMESTAMPTZ NOT NULL,
  next_reset_at   TIMESTAMPTZ NOT NULL,
  -- Allowance granted in this period, plan-change adjustments included.
  period_granted  INTEGER NOT NULL DEFAULT 0 CHECK (period_granted >= 0),
  allowance       INTEGER NOT NULL DEFAULT 0 CHECK (allowance >= 0),
  topup           INTEGER NOT NULL DEFAULT 0 CHECK (topup >= 0),
  held_allowance  INTEGER NOT NULL DEFAULT 0 CHECK (held_allowance >= 0),
  held_topup      INTEGER NOT NULL DEFAULT 0 CHECK (held_topup >= 0),
  spent           INTEGER NOT NULL DEFAULT 0 CHECK (spent >= 0),
  version         BIGINT NOT NULL DEFAULT 0,
  created_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
  CONSTRAINT credit_accounts_period_check CHECK (period_start < next_reset_at)
);
CREATE INDEX credit_accounts_next_reset_idx ON credit_accounts (next_reset_at);

-- The append-only ledger. Each row moves credits between five places: available allowance,
-- available top-ups, held (per bucket) and spent. grant/topup/adjust/reset bring credits in or take
-- them out; every other kind only moves them, so its deltas sum to zero (the conservation CHECK).
CREATE TABLE credit_ledger (
  id              BIGSERIAL PRIMARY KEY,
  user_id         TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind            TEXT NOT NULL CHECK (kind IN ('grant', 'reset', 'topup', 'adjust', 'hold', 'commit', 'release', 'refund')),
  run_id          TEXT,
  allowance       INTEGER NOT NULL DEFAULT 0,
  topup           INTEGER NOT NULL DEFAULT 0,
  held_allowance  INTEGER NOT NULL DEFAULT 0,
  held_topup      INTEGER NOT NULL DEFAULT 0,
  spent           INTEGER NOT NULL DEFAULT 0,
  -- An external or natural key that makes the row happen once (a payment's session id, a period).
  reference       TEXT,
  note            TEXT,
  created_at      TIMESTAMPTZ NOT NULL,
  CONSTRAINT credit_ledger_conserves CHECK (
    kind IN ('grant', 'reset', 'topup', 'adjust') OR allowance + topup + held_allowance + held_topup + spent = 0),
  CONSTRAINT credit_ledger_external_shape CHECK (
    kind NOT IN ('grant', 'reset', 'topup', 'adjust') OR (held_allowance = 0 AND held_topup = 0 AND spent = 0)),
  CONSTRAINT credit_ledger_signs CHECK (
    (kind <> 'grant' OR (allowance >= 0 AND topup = 0)) AND
    (kind <> 'reset' OR (allowance <= 0 AND topup = 0)) AND
    (kind <> 'topup' OR (topup > 0 AND allowance = 0)) AND
    (kind <> 'adjust' OR topup = 0) AND
    (kind <> 'hold' OR (allowance <= 0 AND topup <= 0 AND spent = 0)) AND
    (kind <> 'commit' OR (allowance = 0 AND topup = 0 AND spent > 0)) AND
    (kind <> 'release' OR (allowance >= 0 AND topup >= 0 AND spent = 0)) AND
    (kind <> 'refund' OR (held_allowance = 0 AND held_topup = 0 AND spent < 0))),
  CONSTRAINT credit_ledger_run_check CHECK ((kind IN ('hold', 'commit', 'release', 'refund')) = (run_id IS NOT NULL))
);
CREATE INDEX credit_ledger_user_idx ON credit_ledger (user_id, id);
-- No run is held, settled or refunded twice: at most one hold, one commit-or-release and one refund.
CREATE UNIQUE INDEX credit_ledger_one_hold_per_run ON credit_ledger (run_id) WHERE kind = 'hold';
CREATE UNIQUE INDEX credit_ledger_one_settlement_per_run ON credit_ledger (run_id) WHERE kind IN ('commit', 'release');
CREATE UNIQUE INDEX credit_ledger_one_refund_per_run ON credit_ledger (run_id) WHERE kind = 'refund';
CREATE UNIQUE INDEX credit_ledger_reference_key ON credit_ledger (kind, reference) WHERE reference IS NOT NULL;

-- Append-only: rows are never changed (they go only with the whole account, on deletion).
CREATE FUNCTION credit_ledger_forbid_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'credit_ledger is append-only';
END;
$$;
CREATE TRIGGER credit_ledger_append_only BEFORE UPDATE ON credit_ledger
  FOR EACH ROW EXECUTE FUNCTION credit_ledger_forbid_update();

-- One row per reserved run: the hold's split between the buckets and its fate.
CREATE TABLE credit_runs (
  run_id             TEXT PRIMARY KEY,
  user_id            TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  module_key         TEXT NOT NULL CHECK (module_key IN ('Module 1', 'Module 2', 'Module 3', 'Module 4', 'Module 5', 'Module 6', 'Module 7', 'Module 8', 'Module 9', 'kit')),
  action             TEXT,
  wid                TEXT,
  minutes            INTEGER,
  amount             INTEGER NOT NULL CHECK (amount > 0),
  allowance_part     INTEGER NOT NULL CHECK (allowance_part >= 0),
  topup_part         INTEGER NOT NULL CHECK (topup_part >= 0),
  status             TEXT NOT NULL DEFAULT 'held' CHECK (status IN ('held', 'committed', 'released', 'refunded')),
  -- The credit period the hold was taken in: allowance released after that period ended expires.
  period_start       TIMESTAMPTZ NOT NULL,
  created_at         TIMESTAMPTZ NOT NULL,
  expires_at         TIMESTAMPTZ NOT NULL,
  settled_at         TIMESTAMPTZ,
  settle_reason      TEXT,
  usage_recorded_at  TIMESTAMPTZ,
  CONSTRAINT credit_runs_split_check CHECK (allowance_part + topup_part = amount)
);
CREATE INDEX credit_runs_held_expiry_idx ON credit_runs (expires_at) WHERE status = 'held';
CREATE INDEX credit_runs_user_held_idx ON credit_runs (user_id, expires_at) WHERE status = 'held';
CREATE INDEX credit_runs_user_settled_idx ON credit_runs (user_id, settled_at DESC) WHERE status IN ('committed', 'refunded');

-- Usage recorded by POST /api/modules/record-usage without a charged run to label (free entries).
CREATE TABLE usage_entries (
  id          TEXT PRIMARY KEY,
  user_id     TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  module_key  TEXT NOT NULL,
  action      TEXT NOT NULL,
  wid         TEXT,
  created_at  TIMESTAMPTZ NOT NULL
);
CREATE INDEX usage_entries_user_idx ON usage_entries (user_id, created_at DESC);

-- Checkout sessions the product opened (test mode: the source of truth; Stripe: a record).
CREATE TABLE checkout_sessions (
  id                TEXT PRIMARY KEY,
  user_id           TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  provider          TEXT NOT NULL CHECK (provider IN ('test', 'stripe')),
  kind              TEXT NOT NULL CHECK (kind IN ('subscription', 'topup')),
  package           TEXT CHECK (package IN ('pro', 'ultimate')),
  topup             TEXT CHECK (topup IN ('topup_100', 'topup_500')),
  billing_period    TEXT CHECK (billing_period IN ('monthly', 'quarterly')),
  trial             BOOLEAN NOT NULL DEFAULT false,
  promo_code        TEXT,
  discount_percent  INTEGER,
  referral_id       TEXT,
  amount_cents      INTEGER NOT NULL,
  amount_due_cents  INTEGER NOT NULL,
  success_url       TEXT NOT NULL,
  cancel_url        TEXT NOT NULL,
  status            TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'complete', 'canceled', 'expired')),
  created_at        TIMESTAMPTZ NOT NULL,
  expires_at        TIMESTAMPTZ NOT NULL,
  completed_at      TIMESTAMPTZ,
  CONSTRAINT checkout_sessions_product_check CHECK ((kind = 'subscription') = (package IS NOT NULL) AND (kind = 'topup') = (topup IS NOT NULL))
);
CREATE INDEX checkout_sessions_user_idx ON checkout_sessions (user_id, created_at DESC);

-- Provider events already handled (webhook idempotency by event id). Holds no user data.
CREATE TABLE processed_events (
  event_id     TEXT PRIMARY KEY,
  provider     TEXT NOT NULL,
  type         TEXT NOT NULL,
  received_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- The user's billing history: payments, failures, subscription changes, top-ups.
CREATE TABLE billing_events (
  id            BIGSERIAL PRIMARY KEY,
  user_id       TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  event_id      TEXT,
  provider      TEXT NOT NULL,
  type          TEXT NOT NULL,
  description   TEXT NOT NULL,
  amount_cents  INTEGER,
  data          JSONB NOT NULL DEFAULT '{}'::jsonb,
  created_at    TIMESTAMPTZ NOT NULL
);
CREATE INDEX billing_events_user_idx ON billing_events (user_id, created_at DESC, id DESC);

-- The founder offer: one per user, ever.
CREATE TABLE promo_assignments (
  user_id           TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  code              TEXT NOT NULL,
  discount_percent  INTEGER NOT NULL CHECK (discount_percent BETWEEN 1 AND 100),
  assigned_at       TIMESTAMPTZ NOT NULL,
  expires_at        TIMESTAMPTZ NOT NULL,
  expired_at        TIMESTAMPTZ,
  redeemed_at       TIMESTAMPTZ
);
