import { describe, expect, it } from 'vitest';
import { noonUtc, subscriptionBody } from '../../../testing/fake-billing.ts';
import { describeSubscription, subscriptionActions } from './subscription-display.ts';

const july1 = noonUtc('2026-07-01');
const june3 = noonUtc('2026-06-03');

describe('describeSubscription (docs/product/1-platform.md section 4, Subscription display)', () => {
  it("free: 'Active' and 'Free (no billing)'", () => {
    expect(describeSubscription(subscriptionBody())).toEqual({
      plan: 'Free',
      status: 'Active',
      statusNote: null,
      billing: 'Free (no billing)',
    });
  });

  it("past_due: '(Payment required)' in amber", () => {
    const shown = describeSubscription(subscriptionBody({ package: 'pro', status: 'past_due' }));
    expect(shown.status).toBe('Past due');
    expect(shown.statusNote).toEqual({ text: '(Payment required)', tone: 'warning' });
  });

  it("cancel_at_period_end with cancel_at: '(Cancels {date})'", () => {
    const shown = describeSubscription(
      subscriptionBody({ package: 'ultimate', cancel_at_period_end: true, cancel_at: july1, next_billing_at: null }),
    );
    expect(shown.status).toBe('Active');
    expect(shown.statusNote).toEqual({ text: '(Cancels Jul 1, 2026)', tone: 'muted' });
  });

  it('cancel_at_period_end without a cancel_at date adds no date', () => {
    expect(
      describeSubscription(subscriptionBody({ package: 'pro', cancel_at_period_end: true, cancel_at: null }))
        .statusNote,
    ).toBeNull();
  });

  it("a trial: 'Trial ends {date}'", () => {
    const shown = describeSubscription(
      subscriptionBody({
        package: 'pro',
        status: 'trialing',
        trial_enabled: true,
        trial_end: june3,
        next_billing_at: june3,
      }),
    );
    expect(shown.status).toBe('Free trial');
    expect(shown.billing).toBe('Trial ends Jun 3, 2026');
  });

  it('otherwise the next billing date', () => {
    expect(describeSubscription(subscriptionBody({ package: 'pro', next_billing_at: july1 })).billing).toBe(
      'Next billing date: Jul 1, 2026',
    );
  });

  it('otherwise, without a next billing date, the period', () => {
    expect(
      describeSubscription(
        subscriptionBody({ package: 'pro', next_billing_at: null, billing_period: 'quarterly', period: 'quarterly' }),
      ).billing,
    ).toBe('Billed quarterly');
    expect(
      describeSubscription(
        subscriptionBody({ package: 'pro', next_billing_at: null, billing_period: null, period: 'monthly' }),
      ).billing,
    ).toBe('Billed monthly');
  });

  it('past_due wins over a scheduled cancellation note', () => {
    expect(
      describeSubscription(
        subscriptionBody({ package: 'pro', status: 'past_due', cancel_at_period_end: true, cancel_at: july1 }),
      ).statusNote?.text,
    ).toBe('(Payment required)');
  });
});

describe('subscriptionActions', () => {
  it('free: Change Plan only', () => {
    expect(subscriptionActions(subscriptionBody())).toEqual({
      canCancel: false,
      canUndoCancel: false,
      canManageBilling: false,
      canChangePlan: true,
    });
  });

  it('free with a billing customer: Manage Billing too', () => {
    expect(subscriptionActions(subscriptionBody({ customer_id: 'cus_1' })).canManageBilling).toBe(true);
  });

  it('paid and running: Cancel and Manage Billing, no Undo', () => {
    expect(subscriptionActions(subscriptionBody({ package: 'pro', customer_id: null }))).toEqual({
      canCancel: true,
      canUndoCancel: false,
      canManageBilling: true,
      canChangePlan: true,
    });
  });

  it('set to cancel at the period end: Undo Cancellation, no Cancel', () => {
    expect(
      subscriptionActions(subscriptionBody({ package: 'ultimate', cancel_at_period_end: true, cancel_at: july1 })),
    ).toEqual({ canCancel: false, canUndoCancel: true, canManageBilling: true, canChangePlan: true });
  });
});
