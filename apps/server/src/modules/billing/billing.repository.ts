import type { BillingPeriod, BillingProviderName, PaidPackage, TopUpPackId } from '@cp/contracts';
import type { Queryable } from '../../db/database.ts';
import type { SubscriptionRow } from './subscription-state.ts';

const subscriptionColumns = `user_id, package, status, provider, customer_id, subscription_id, provider_status, price_id, billing_period,
  cancel_at_period_end, cancel_at, trial_end, trial_used, current_period_start, current_period_end, last_event_at, referral_id`;

export type CheckoutSessionRow = {
  id: string;
  user_id: string;
  provider: BillingProviderName;
  kind: 'subscription' | 'topup';
  package: PaidPackage | null;
  topup: TopUpPackId | null;
  billing_period: BillingPeriod | null;
  trial: boolean;
  promo_code: string | null;
  discount_percent: number | null;
  referral_id: string | null;
  amount_cents: number;
  amount_due_cents: number;
  success_url: string;
  cancel_url: string;
  status: 'open' | 'complete' | 'canceled' | 'expired';
  created_at: Date;
  expires_at: Date;
  completed_at: Date | null;
};
const sessionColumns = `id, user_id, provider, kind, package, topup, billing_period, trial, promo_code, discount_percent, referral_id,
  amount_cents, amount_due_cents, success_url, cancel_url, status, created_at, expires_at, completed_at`;

export type BillingEventRow = {
  id: number;
  type: string;
  description: string;
  amount_cents: number | null;
  created_at: Date;
};

export function createBillingRepository(db: Queryable) {
  return {
    async userExists(userId: string): Promise<boolean> {
      const { rows } = await db.query('SELECT 1 FROM users WHERE id = $1', [userId]);
      return rows.length > 0;
    },
    async findUserEmail(userId: string): Promise<string | null> {
      const { rows } = await db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
      return rows[0]?.email ?? null;
    },

    async findSubscription(userId: string): Promise<SubscriptionRow | null> {
      const { rows } = await db.query<SubscriptionRow>(
        `SELECT ${subscriptionColumns} FROM subscriptions WHERE user_id = $1`,
        [userId],
      );
      return rows[0] ?? null;
    },
    /** The user's subscription row, made if missing (free), locked for the transaction. */
    async lockSubscription(userId: string): Promise<SubscriptionRow> {
      await db.query('INSERT INTO subscriptions (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING', [userId]);
      const { rows } = await db.query<SubscriptionRow>(
        `SELECT ${subscriptionColumns} FROM subscriptions WHERE user_id = $1 FOR UPDATE`,
        [userId],
      );
      return rows[0]!;
    },
    async saveSubscription(row: SubscriptionRow, at: Date) {
      await db.query(
        `UPDATE subscriptions SET package = $2, status = $3, provider = $4, customer_id = $5, subscription_id = $6, provider_status = $7,
           price_id = $8, billing_period = $9, cancel_at_period_end = $10, cancel_at = $11, trial_end = $12, trial_used = $13,
           current_period_start = $14, current_period_end = $15, last_event_at = $16, referral_id = $17, updated_at = $18
         WHERE user_id = $1`,
        [
          row.user_id,
          row.package,
          row.status,
          row.provider,
          row.customer_id,
          row.subscription_id,
          row.provider_status,
          row.price_id,
          row.billing_period,
          row.cancel_at_period_end,
          row.cancel_at,
          row.trial_end,
          row.trial_used,
          row.current_period_start,
          row.current_period_end,
          row.last_event_at,
          row.referral_id,
          at,
        ],
      );
    },
    async findUserIdBySubscription(subscriptionId: string): Promise<string | null> {
      const { rows } = await db.query<{ user_id: string }>(
        'SELECT user_id FROM subscriptions WHERE subscription_id = $1',
        [subscriptionId],
      );
      return rows[0]?.user_id ?? null;
    },
    async findUserIdByCustomer(customerId: string): Promise<string | null> {
      const { rows } = await db.query<{ user_id: string }>(
        'SELECT user_id FROM subscriptions WHERE customer_id = $1 ORDER BY updated_at DESC LIMIT 1',
        [customerId],
      );
      return rows[0]?.user_id ?? null;
    },
    /** Test-mode subscriptions whose trial or period has ended by `now` (the test mode's renewals). */
    async listDueTestSubscriptions(now: Date, limit: number): Promise<string[]> {
      const { rows } = await db.query<{ user_id: string }>(
        `SELECT user_id FROM subscriptions
          WHERE provider = 'test' AND package <> 'free' AND (current_period_end <= $1 OR (status = 'trialing' AND trial_end <= $1))
          ORDER BY current_period_end LIMIT $2`,
        [now, limit],
      );
      return rows.map((r) => r.user_id);
    },

    /** True the first time an event id is seen (webhook idempotency). */
    async markEventProcessed(eventId: string, provider: BillingProviderName, type: string): Promise<boolean> {
      const result = await db.query(
        'INSERT INTO processed_events (event_id, provider, type) VALUES ($1, $2, $3) ON CONFLICT (event_id) DO NOTHING',
        [eventId, provider, type],
      );
      return (result.rowCount ?? 0) > 0;
    },

    async insertBillingEvent(row: {
      userId: string;
      eventId: string | null;
      provider: BillingProviderName;
      type: string;
      description: string;
      amountCents: number | null;
      data: unknown;
      at: Date;
    }) {
      await db.query(
        `INSERT INTO billing_events (user_id, event_id, provider, type, description, amount_cents, data, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8)`,
        [
          row.userId,
          row.eventId,
          row.provider,
          row.type,
          row.description,
          row.amountCents,
          JSON.stringify(row.data ?? {}),
          row.at,
        ],
      );
    },
    async listBillingEvents(userId: string, limit: number): Promise<BillingEventRow[]> {
      const { rows } = await db.query<BillingEventRow>(
        'SELECT id, type, description, amount_cents, created_at FROM billing_events WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2',
        [userId, limit],
      );
      return rows;
    },

    async insertCheckoutSession(row: Omit<CheckoutSessionRow, 'status' | 'completed_at'>) {
      await db.query(
        `INSERT INTO checkout_sessions (id, user_id, provider, kind, package, topup, billing_period, trial, promo_code, discount_percent, referral_id,
           amount_cents, amount_due_cents, success_url, cancel_url, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
        [
          row.id,
          row.user_id,
          row.provider,
          row.kind,
          row.package,
          row.topup,
          row.billing_period,
          row.trial,
          row.promo_code,
          row.discount_percent,
          row.referral_id,
          row.amount_cents,
          row.amount_due_cents,
          row.success_url,
          row.cancel_url,
          row.created_at,
          row.expires_at,
        ],
      );
    },
    async findCheckoutSession(userId: string, id: string): Promise<CheckoutSessionRow | null> {
      const { rows } = await db.query<CheckoutSessionRow>(
        `SELECT ${sessionColumns} FROM checkout_sessions WHERE id = $1 AND user_id = $2`,
        [id, userId],
      );
      return rows[0] ?? null;
    },
    async lockCheckoutSession(userId: string, id: string): Promise<CheckoutSessionRow | null> {
      const { rows } = await db.query<CheckoutSessionRow>(
        `SELECT ${sessionColumns} FROM checkout_sessions WHERE id = $1 AND user_id = $2 FOR UPDATE`,
        [id, userId],
      );
      return rows[0] ?? null;
    },
    async setCheckoutSessionStatus(id: string, status: CheckoutSessionRow['status'], at: Date) {
      await db.query(
        `UPDATE checkout_sessions SET status = $2, completed_at = CASE WHEN $2 = 'complete' THEN $3 ELSE completed_at END WHERE id = $1`,
        [id, status, at],
      );
    },
    /** Marks a session the provider reports completed (Stripe's, recorded when it was opened). */
    async completeCheckoutSession(id: string, at: Date) {
      await db.query(
        `UPDATE checkout_sessions SET status = 'complete', completed_at = COALESCE(completed_at, $2) WHERE id = $1`,
        [id, at],
      );
    },
  };
}
export type BillingRepository = ReturnType<typeof createBillingRepository>;
