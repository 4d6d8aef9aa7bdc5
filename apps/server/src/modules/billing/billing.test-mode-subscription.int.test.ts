import {
  ChangeSubscriptionResponseSchema,
  CheckSubscriptionResponseSchema,
  SubscriptionMessageResponseSchema,
  TestCheckoutSessionSchema,
  TestPortalResponseSchema,
} from '@cp/contracts';
import { describe, expect, it } from 'vitest';
import { billingCalls, buyInTestMode, getCredits, getMe, seconds } from '../../../test/billing-helpers.ts';
import { DAY, expectLedgerConsistent } from '../../../test/credit-helpers.ts';
import { clockedAppForFile, errorOf } from '../../../test/file-app.ts';
import { signUp } from '../../../test/test-app.ts';
import { addMonths } from '../credits/credit-periods.ts';

const { ctx, clock } = clockedAppForFile();
const { post, get, login } = billingCalls(ctx);

describe('cancel and undo', () => {
  it('cancels at the period end, undoes it, and ends the plan when the period is over', async () => {
    const user = await signUp(ctx.app);
    await buyInTestMode(ctx.app, user.id_token, { package: 'pro', billing_period: 'monthly' });
    const periodEnd = seconds(addMonths(clock.now(), 1));
    const cancel = SubscriptionMessageResponseSchema.parse(
      (await post(user.id_token, '/api/payments/cancel-subscription')).json(),
    );
    expect(cancel.subscription).toMatchObject({
      package: 'pro',
      status: 'active',
      cancel_at_period_end: true,
      cancel_at: periodEnd,
      next_billing_at: null,
    });
    expect(cancel.message).toMatch(
      /^Your subscription will be cancelled on [A-Z][a-z]{2} \d{1,2}, \d{4}\. You keep your plan until then\.$/,
    );
    expect((await getMe(ctx.app, user.id_token)).subscription.cancel_at_period_end).toBe(true);
    const again = SubscriptionMessageResponseSchema.parse(
      (await post(user.id_token, '/api/payments/cancel-subscription')).json(),
    );
    expect(again.message).toMatch(/already set to cancel/);

    const undo = SubscriptionMessageResponseSchema.parse(
      (await post(user.id_token, '/api/payments/undo-cancel-subscription')).json(),
    );
    expect(undo).toMatchObject({
      message: 'Cancellation undone. Your subscription will continue.',
      subscription: { cancel_at_period_end: false, cancel_at: null, next_billing_at: periodEnd },
    });
    expect(errorOf(await post(user.id_token, '/api/payments/undo-cancel-subscription'), 409).detail).toBe(
      'Your subscription is not set to cancel.',
    );

    await post(user.id_token, '/api/payments/cancel-subscription');
    clock.set(new Date(periodEnd * 1000 + 60_000));
    const token = await login(user);
    const check = CheckSubscriptionResponseSchema.parse(
      (await post(token, '/api/payments/check-subscription', { user_id: user.user_id })).json(),
    );
    expect(check).toMatchObject({
      plan: 'free',
      status: 'active',
      trial_used: false,
      subscription: { package: 'free', cancel_at_period_end: false, next_billing_at: null },
    });
    // The credits follow: the new month grants the free allowance.
    expect(await getCredits(ctx.app, token)).toMatchObject({
      plan: 'free',
      monthly_allowance: 10,
      balances: { allowance: 10 },
    });
    await expectLedgerConsistent(ctx.db, user.user_id);
  });

  it('renews an active test-mode subscription when its period ends (the background sweep)', async () => {
    const user = await signUp(ctx.app);
    await buyInTestMode(ctx.app, user.id_token, { package: 'pro', billing_period: 'monthly' });
    const firstEnd = addMonths(clock.now(), 1);
    clock.set(new Date(firstEnd.getTime() + 60_000));
    const token = await login(user);
    const me = await getMe(ctx.app, token);
    expect(me.subscription).toMatchObject({
      package: 'pro',
      status: 'active',
      next_billing_at: seconds(addMonths(firstEnd, 1)),
    });
    const history = TestPortalResponseSchema.parse((await get(token, '/api/payments/test-portal')).json());
    expect(history.payments.filter((p) => p.description === 'Payment received: $9.00.')).toHaveLength(2);
  });

  it('answers 409 to cancel without a subscription', async () => {
    const user = await signUp(ctx.app);
    expect(errorOf(await post(user.id_token, '/api/payments/cancel-subscription'), 409).detail).toBe(
      'You have no active subscription to cancel.',
    );
  });
});

describe('the free Pro trial', () => {
  it('is 3 days of Pro with 300 credits, once per user; cancelling it ends access at once', async () => {
    const user = await signUp(ctx.app);
    const { checkout } = await buyInTestMode(ctx.app, user.id_token, {
      package: 'pro',
      billing_period: 'quarterly',
      trial_enabled: true,
    });
    expect(checkout.trial_enabled).toBe(true);
    const page = TestCheckoutSessionSchema.parse(
      (await get(user.id_token, `/api/payments/test-checkout/${checkout.session_id}`)).json(),
    );
    expect(page).toMatchObject({
      trial_enabled: true,
      trial_days: 3,
      amount_due_today_usd: 0,
      amount_usd: 24,
      status: 'complete',
    });
    const trialEnd = seconds(new Date(clock.now().getTime() + 3 * DAY));
    const me = await getMe(ctx.app, user.id_token);
    expect(me.subscription).toMatchObject({
      package: 'pro',
      status: 'trialing',
      trial_enabled: true,
      trial_end: trialEnd,
      trial_used: true,
      next_billing_at: trialEnd,
      billing_period: 'quarterly',
    });
    expect((await getCredits(ctx.app, user.id_token)).balances.allowance).toBe(300);

    expect(
      errorOf(
        await post(user.id_token, '/api/payments/change-subscription', {
          new_package: 'ultimate',
          new_billing_period: 'quarterly',
        }),
        409,
      ).code,
    ).toBe('CONFLICT');
    const cancel = SubscriptionMessageResponseSchema.parse(
      (await post(user.id_token, '/api/payments/cancel-subscription')).json(),
    );
    expect(cancel).toMatchObject({
      message: 'Your free trial has been cancelled and premium access has ended.',
      subscription: { package: 'free', status: 'active', trial_enabled: false, trial_used: true },
    });
    // The trial's extra allowance goes with it.
    expect(await getCredits(ctx.app, user.id_token)).toMatchObject({ plan: 'free', balances: { allowance: 10 } });

    const again = errorOf(
      await post(user.id_token, '/api/payments/create-checkout-session', { package: 'pro', trial_enabled: true }),
      409,
    );
    expect(again.detail).toBe('You have already used your free trial.');
    expect(
      errorOf(
        await post(user.id_token, '/api/payments/create-checkout-session', {
          package: 'ultimate',
          trial_enabled: true,
        }),
        400,
      ).detail,
    ).toBe('The free trial is for Pro only.');
    await expectLedgerConsistent(ctx.db, user.user_id);
  });

  it('converts into a paid subscription when the trial ends', async () => {
    const user = await signUp(ctx.app);
    await buyInTestMode(ctx.app, user.id_token, { package: 'pro', billing_period: 'quarterly', trial_enabled: true });
    const trialEnd = new Date(clock.now().getTime() + 3 * DAY);
    clock.set(new Date(trialEnd.getTime() + 60_000));
    const token = await login(user);
    const me = await getMe(ctx.app, token);
    expect(me.subscription).toMatchObject({
      package: 'pro',
      status: 'active',
      trial_enabled: false,
      trial_used: true,
      next_billing_at: seconds(addMonths(trialEnd, 3)),
    });
    const history = TestPortalResponseSchema.parse((await get(token, '/api/payments/test-portal')).json());
    expect(history.payments.map((p) => p.description)).toContain('Payment received: $24.00.');
  });
});

describe('plan changes', () => {
  it('upgrades pro -> ultimate with +700 credits and a prorated charge, downgrades back with the second 700 taken back, and changes the period', async () => {
    const user = await signUp(ctx.app);
    await buyInTestMode(ctx.app, user.id_token, { package: 'pro', billing_period: 'monthly' });
    const change = (body: object) => post(user.id_token, '/api/payments/change-subscription', body);

    const up = ChangeSubscriptionResponseSchema.parse(
      (await change({ new_package: 'ultimate', new_billing_period: 'monthly' })).json(),
    );
    expect(up).toMatchObject({
      change: 'upgrade',
      message: 'Successfully changed to ULTIMATE plan!',
      subscription: { package: 'ultimate', billing_period: 'monthly' },
    });
    expect(await getCredits(ctx.app, user.id_token)).toMatchObject({
      plan: 'ultimate',
      allowance_granted: 1000,
      balances: { allowance: 1000 },
    });
    const payments = TestPortalResponseSchema.parse(
      (await get(user.id_token, '/api/payments/test-portal')).json(),
    ).payments;
    expect(payments.map((p) => p.description)).toContain('Payment received: $30.00.');

    const down = ChangeSubscriptionResponseSchema.parse(
      (await change({ new_package: 'pro', new_billing_period: 'monthly' })).json(),
    );
    expect(down).toMatchObject({
      change: 'downgrade',
      message: 'Successfully changed to PRO plan!',
      subscription: { package: 'pro' },
    });
    expect((await getCredits(ctx.app, user.id_token)).balances.allowance).toBe(300);

    const period = ChangeSubscriptionResponseSchema.parse(
      (await change({ new_package: 'pro', new_billing_period: 'quarterly' })).json(),
    );
    expect(period).toMatchObject({
      change: 'period_change',
      subscription: {
        package: 'pro',
        billing_period: 'quarterly',
        next_billing_at: seconds(addMonths(clock.now(), 3)),
      },
    });
    expect((await getCredits(ctx.app, user.id_token)).balances.allowance).toBe(300);

    expect(errorOf(await change({ new_package: 'pro', new_billing_period: 'quarterly' }), 409).detail).toBe(
      'No changes: you are already on Pro (quarterly).',
    );
    const back = ChangeSubscriptionResponseSchema.parse(
      (await change({ new_package: 'pro', new_billing_period: 'monthly' })).json(),
    );
    expect(back).toMatchObject({
      change: 'period_change',
      subscription: { billing_period: 'monthly', next_billing_at: seconds(addMonths(clock.now(), 1)) },
    });
    expect(errorOf(await change({ new_package: 'free', new_billing_period: 'quarterly' }), 400).code).toBe(
      'VALIDATION_ERROR',
    );
    await expectLedgerConsistent(ctx.db, user.user_id);
  });

  it('refuses a change without a subscription (free users go through checkout)', async () => {
    const user = await signUp(ctx.app);
    expect(
      errorOf(
        await post(user.id_token, '/api/payments/change-subscription', {
          new_package: 'pro',
          new_billing_period: 'monthly',
        }),
        409,
      ).detail,
    ).toBe('You have no subscription to change. Choose a plan to subscribe.');
  });
});
