import { describe, expect, it } from 'vitest';
import { testModeCatalog } from './price-catalog.ts';
import { StripeSubscriptionSchema } from './stripe-objects.ts';
import {
  applySnapshot,
  emptySubscriptionRow,
  readSubscription,
  staleReason,
  toSubscriptionView,
  type SubscriptionRow,
} from './subscription-state.ts';

const T = 1_800_000_000;
function sub(
  over: {
    status?: string;
    price?: string;
    periodEnd?: number;
    cancel?: boolean;
    trialEnd?: number | null;
    id?: string;
    current_period_end_on_sub?: boolean;
  } = {},
) {
  const periodEnd = over.periodEnd ?? T + 30 * 86_400;
  const item = {
    id: 'si_1',
    price: { id: over.price ?? 'price_test_pro_monthly' },
    ...(over.current_period_end_on_sub ? {} : { current_period_start: T, current_period_end: periodEnd }),
  };
  return StripeSubscriptionSchema.parse({
    id: over.id ?? 'sub_1',
    customer: { id: 'cus_1', object: 'customer' },
    status: over.status ?? 'active',
    cancel_at_period_end: over.cancel ?? false,
    trial_end: over.trialEnd ?? null,
    items: { data: [item] },
    metadata: { user_id: 'usr_1' },
    ...(over.current_period_end_on_sub ? { current_period_start: T, current_period_end: periodEnd } : {}),
  });
}
const snap = (s: ReturnType<typeof sub>, deleted = false) => readSubscription(s, testModeCatalog, { deleted })!;
const applied = (row: SubscriptionRow, s: ReturnType<typeof sub>, created: number | null, deleted = false) =>
  applySnapshot(row, snap(s, deleted), 'stripe', created);

describe('readSubscription', () => {
  it('reads the plan from the price, the period from the item (or the subscription on older API versions)', () => {
    expect(snap(sub())).toMatchObject({
      package: 'pro',
      period: 'monthly',
      live: true,
      customerId: 'cus_1',
      userIdHint: 'usr_1',
      periodEnd: new Date((T + 30 * 86_400) * 1000),
    });
    expect(snap(sub({ current_period_end_on_sub: true })).periodEnd).toEqual(new Date((T + 30 * 86_400) * 1000));
    expect(snap(sub({ price: 'price_test_ultimate_quarterly' }))).toMatchObject({
      package: 'ultimate',
      period: 'quarterly',
    });
  });
  it('answers null for a price this product does not sell', () => {
    expect(readSubscription(sub({ price: 'price_other' }), testModeCatalog, { deleted: false })).toBeNull();
  });
  it('treats a deleted subscription as canceled and a past_due one as still giving access', () => {
    expect(snap(sub(), true)).toMatchObject({ providerStatus: 'canceled', live: false });
    expect(snap(sub({ status: 'past_due' }))).toMatchObject({ live: true });
    expect(snap(sub({ status: 'unpaid' }))).toMatchObject({ live: false });
  });
});

describe('staleReason: newer state wins, whatever the arrival order', () => {
  const fresh = emptySubscriptionRow('usr_1');
  const active = applied(fresh, sub(), T + 10);

  it('applies the first state of a subscription', () => {
    expect(staleReason(fresh, snap(sub()), { created: T, type: 'customer.subscription.created' })).toBeNull();
  });
  it('ignores an event older than the applied one', () => {
    expect(
      staleReason(active, snap(sub({ cancel: true })), { created: T + 5, type: 'customer.subscription.updated' }),
    ).toBe('older than the state applied');
    expect(
      staleReason(active, snap(sub({ cancel: true })), { created: T + 10, type: 'customer.subscription.updated' }),
    ).toBeNull();
  });
  it('ignores a .created event in the same second as an applied update', () => {
    expect(staleReason(active, snap(sub()), { created: T + 10, type: 'customer.subscription.created' })).toBe(
      'created event after a later one',
    );
  });
  it('never revives an ended subscription, but always applies its end', () => {
    const ended = applied(active, sub(), T + 20, true);
    expect(ended.package).toBe('free');
    expect(staleReason(ended, snap(sub()), { created: T + 30, type: 'customer.subscription.updated' })).toBe(
      'the subscription has already ended',
    );
    expect(
      staleReason(active, snap(sub(), true), { created: T + 1, type: 'customer.subscription.deleted' }),
    ).toBeNull();
  });
  it('never goes back to an earlier period of the same price, whatever the event time', () => {
    const renewed = applied(active, sub({ periodEnd: T + 60 * 86_400 }), T + 20);
    expect(staleReason(renewed, snap(sub()), { created: null, type: 'customer.subscription.updated' })).toBe(
      'an earlier billing period',
    );
  });
  it('lets a change of interval move the period end back (quarterly -> monthly starts a new, shorter cycle)', () => {
    const quarterly = applied(active, sub({ price: 'price_test_pro_quarterly', periodEnd: T + 90 * 86_400 }), T + 20);
    expect(
      staleReason(quarterly, snap(sub({ periodEnd: T + 30 * 86_400 })), {
        created: T + 30,
        type: 'customer.subscription.updated',
      }),
    ).toBeNull();
  });
  it('does not let an old, dead subscription take the place of a live one', () => {
    expect(
      staleReason(active, snap(sub({ id: 'sub_old', status: 'canceled' })), {
        created: T + 50,
        type: 'customer.subscription.updated',
      }),
    ).toBe('another subscription is live');
  });
  it('does not go back to incomplete once the first payment went through', () => {
    expect(
      staleReason(active, snap(sub({ status: 'incomplete' })), {
        created: null,
        type: 'customer.subscription.updated',
      }),
    ).toBe('the first payment already succeeded');
  });
});

describe('toSubscriptionView (docs/product/1-platform.md section 3)', () => {
  it('reports the free plan for no row', () => {
    expect(toSubscriptionView(null)).toEqual({
      package: 'free',
      plan: 'free',
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      trial_enabled: false,
      trial_end: null,
      trial_used: false,
      next_billing_at: null,
      billing_period: null,
      period: null,
      current_period_end: null,
      customer_id: null,
      provider: null,
    });
  });
  it('reports a trial, a cancellation and the next billing date in seconds', () => {
    const trial = applied(
      emptySubscriptionRow('usr_1'),
      sub({ status: 'trialing', trialEnd: T + 3 * 86_400, periodEnd: T + 3 * 86_400 }),
      T,
    );
    expect(toSubscriptionView(trial)).toMatchObject({
      package: 'pro',
      status: 'trialing',
      trial_enabled: true,
      trial_end: T + 3 * 86_400,
      trial_used: true,
      next_billing_at: T + 3 * 86_400,
    });
    const cancelling = applied(emptySubscriptionRow('usr_1'), sub({ cancel: true }), T);
    expect(toSubscriptionView(cancelling)).toMatchObject({
      cancel_at_period_end: true,
      cancel_at: T + 30 * 86_400,
      next_billing_at: null,
      customer_id: 'cus_1',
      billing_period: 'monthly',
      period: 'monthly',
    });
  });
});
