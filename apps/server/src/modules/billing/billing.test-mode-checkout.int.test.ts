import {
  CreatePortalSessionResponseSchema,
  PromoSchema,
  TestCheckoutOutcomeSchema,
  TestCheckoutSessionSchema,
  TestPortalResponseSchema,
  UserStatsResponseSchema,
} from '@cp/contracts';
import { describe, expect, it } from 'vitest';
import {
  billingCalls,
  buyInTestMode,
  completeCheckout,
  createCheckout,
  getCredits,
  getMe,
  seconds,
} from '../../../test/billing-helpers.ts';
import { expectLedgerConsistent } from '../../../test/credit-helpers.ts';
import { clockedAppForFile, errorOf } from '../../../test/file-app.ts';
import { signUp } from '../../../test/test-app.ts';
import { addMonths } from '../credits/credit-periods.ts';

const { ctx, clock } = clockedAppForFile();
const { post, get } = billingCalls(ctx);

describe('the test-mode upgrade journey', () => {
  it('free -> checkout (Test mode page) -> complete -> Pro with 300 credits, reported by /me, /credits and /user-stats', async () => {
    const user = await signUp(ctx.app);
    expect((await getCredits(ctx.app, user.id_token)).total).toBe(10);
    const checkout = await createCheckout(ctx.app, user.id_token, {
      package: 'pro',
      billing_period: 'monthly',
      user_id: user.user_id,
      referral_id: 'aff_42',
    });
    expect(checkout).toMatchObject({ provider: 'test', trial_enabled: false, promo_applied: false });
    expect(checkout.checkout_url).toBe(`/app/test-checkout?session=${checkout.session_id}`);

    const page = TestCheckoutSessionSchema.parse(
      (await get(user.id_token, `/api/payments/test-checkout/${checkout.session_id}`)).json(),
    );
    expect(page).toMatchObject({
      mode_label: 'Test mode',
      kind: 'subscription',
      package: 'pro',
      billing_period: 'monthly',
      label: 'Pro',
      credits: 300,
      amount_usd: 9,
      amount_due_today_usd: 9,
      currency: 'usd',
      trial_enabled: false,
      status: 'open',
    });

    const outcome = await completeCheckout(ctx.app, user.id_token, checkout.session_id);
    expect(outcome).toEqual({
      status: 'complete',
      redirect_url: `/app/settings?success=true&session_id=${checkout.session_id}&period=monthly`,
    });

    const me = await getMe(ctx.app, user.id_token);
    const now = clock.now();
    expect(me.subscription).toMatchObject({
      package: 'pro',
      plan: 'pro',
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      trial_enabled: false,
      trial_end: null,
      trial_used: false,
      billing_period: 'monthly',
      period: 'monthly',
      provider: 'test',
      next_billing_at: seconds(addMonths(now, 1)),
    });
    expect(me.subscription.customer_id).toMatch(/^cus_test_/);
    expect(await getCredits(ctx.app, user.id_token)).toMatchObject({
      plan: 'pro',
      monthly_allowance: 300,
      balances: { allowance: 300, available: 300 },
    });
    const stats = UserStatsResponseSchema.parse((await get(user.id_token, '/api/user-stats')).json());
    expect(stats.subscription).toEqual(me.subscription);
    expect(stats.remaining).toBe(300);

    // Pressing Pay again (a double click, a retried request) changes nothing.
    expect(await completeCheckout(ctx.app, user.id_token, checkout.session_id)).toEqual(outcome);
    expect((await getCredits(ctx.app, user.id_token)).total).toBe(300);
    const { rows } = await ctx.db.query<{ referral_id: string }>(
      'SELECT referral_id FROM subscriptions WHERE user_id = $1',
      [user.user_id],
    );
    expect(rows[0]!.referral_id).toBe('aff_42');

    const portal = CreatePortalSessionResponseSchema.parse(
      (await post(user.id_token, '/api/payments/create-portal-session')).json(),
    );
    expect(portal).toEqual({ url: '/app/test-portal', portal_url: '/app/test-portal', provider: 'test' });
    const history = TestPortalResponseSchema.parse((await get(user.id_token, '/api/payments/test-portal')).json());
    expect(history.mode_label).toBe('Test mode');
    expect(history.payments.map((p) => p.description)).toEqual(
      expect.arrayContaining([
        'Checkout completed: Pro (monthly).',
        'Pro plan started (monthly).',
        'Payment received: $9.00.',
      ]),
    );
    // one payment, listed once with its amount: the checkout line carries none
    expect(history.payments.filter((p) => p.amount_usd !== null).map((p) => [p.description, p.amount_usd])).toEqual([
      ['Payment received: $9.00.', 9],
    ]);
    await expectLedgerConsistent(ctx.db, user.user_id);
  });

  it('cancels a checkout from the page, refuses to complete it afterwards, and hides sessions of other users', async () => {
    const user = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const checkout = await createCheckout(ctx.app, user.id_token, {
      package: 'ultimate',
      return_path: '/app/w/ws_abc/agent?upgrade=1#plans',
    });
    expect(errorOf(await get(other.id_token, `/api/payments/test-checkout/${checkout.session_id}`), 404).code).toBe(
      'NOT_FOUND',
    );
    expect(
      errorOf(await post(other.id_token, `/api/payments/test-checkout/${checkout.session_id}/complete`), 404).code,
    ).toBe('NOT_FOUND');
    const canceled = TestCheckoutOutcomeSchema.parse(
      (await post(user.id_token, `/api/payments/test-checkout/${checkout.session_id}/cancel`)).json(),
    );
    expect(canceled).toEqual({ status: 'canceled', redirect_url: '/app/w/ws_abc/agent?upgrade=1&canceled=true#plans' });
    expect(
      errorOf(await post(user.id_token, `/api/payments/test-checkout/${checkout.session_id}/complete`), 409).detail,
    ).toBe('This checkout was cancelled. Please start again.');
    expect((await getMe(ctx.app, user.id_token)).subscription.package).toBe('free');
  });

  it('refuses a second subscription checkout while one is live, and a user_id that is not the signed-in user', async () => {
    const user = await signUp(ctx.app);
    await buyInTestMode(ctx.app, user.id_token, { package: 'pro', billing_period: 'quarterly' });
    expect(
      errorOf(await post(user.id_token, '/api/payments/create-checkout-session', { package: 'ultimate' }), 409).detail,
    ).toBe('You already have an active subscription. Use Change Plan instead.');
    expect(
      errorOf(
        await post(user.id_token, '/api/payments/create-checkout-session', { package: 'pro', user_id: 'usr_other' }),
        403,
      ).code,
    ).toBe('FORBIDDEN');
  });

  it('adds top-up credits for a top-up purchase, once', async () => {
    const user = await signUp(ctx.app);
    const { checkout, outcome } = await buyInTestMode(ctx.app, user.id_token, { package: 'topup_100' });
    expect(outcome.redirect_url).toBe(`/app/settings?success=true&session_id=${checkout.session_id}&topup=100`);
    await completeCheckout(ctx.app, user.id_token, checkout.session_id);
    expect(await getCredits(ctx.app, user.id_token)).toMatchObject({
      plan: 'free',
      balances: { allowance: 10, topup: 100, available: 110 },
    });
    await buyInTestMode(ctx.app, user.id_token, { package: 'topup_500' });
    expect((await getCredits(ctx.app, user.id_token)).balances.topup).toBe(600);
    await expectLedgerConsistent(ctx.db, user.user_id);
  });
});

describe('promos', () => {
  it('assigns the founder offer once to a free user, discounts the first payment, and is gone once used', async () => {
    const user = await signUp(ctx.app);
    expect((await get(user.id_token, '/api/promos/resolve')).statusCode).toBe(204);
    const assigned = await post(user.id_token, '/api/promos/assign');
    expect(assigned.statusCode).toBe(201);
    const promo = PromoSchema.parse(assigned.json());
    expect(promo).toEqual({
      code: 'FOUNDER',
      expiresAt: new Date(clock.now().getTime() + 48 * 3600_000).toISOString(),
      timeLeft: 48 * 3600,
    });
    expect((await post(user.id_token, '/api/promos/assign')).statusCode).toBe(204);
    clock.advance(30 * 60_000);
    expect(PromoSchema.parse((await get(user.id_token, '/api/promos/resolve')).json()).timeLeft).toBe(47.5 * 3600);

    const checkout = await createCheckout(ctx.app, user.id_token, {
      package: 'pro',
      billing_period: 'monthly',
      promo_code: 'founder',
    });
    expect(checkout.promo_applied).toBe(true);
    const page = TestCheckoutSessionSchema.parse(
      (await get(user.id_token, `/api/payments/test-checkout/${checkout.session_id}`)).json(),
    );
    expect(page).toMatchObject({
      promo_code: 'FOUNDER',
      discount_percent: 20,
      amount_usd: 9,
      amount_due_today_usd: 7.2,
    });
    await completeCheckout(ctx.app, user.id_token, checkout.session_id);
    expect((await get(user.id_token, '/api/promos/resolve')).statusCode).toBe(204);
    const { rows } = await ctx.db.query<{ redeemed_at: Date | null }>(
      'SELECT redeemed_at FROM promo_assignments WHERE user_id = $1',
      [user.user_id],
    );
    expect(rows[0]!.redeemed_at).not.toBeNull();
  });

  it('expires the offer when the countdown ends, and checks out without an unknown or expired code', async () => {
    const user = await signUp(ctx.app);
    await post(user.id_token, '/api/promos/assign');
    const expired = await post(user.id_token, '/api/promos/expire', {});
    expect(expired.json()).toEqual({ message: 'Promo expired.', expired: true });
    expect((await post(user.id_token, '/api/promos/expire')).json()).toEqual({
      message: 'No running promo.',
      expired: false,
    });
    expect((await get(user.id_token, '/api/promos/resolve')).statusCode).toBe(204);
    expect((await post(user.id_token, '/api/promos/assign')).statusCode).toBe(204);
    const checkout = await createCheckout(ctx.app, user.id_token, { package: 'pro', promo_code: 'FOUNDER' });
    expect(checkout.promo_applied).toBe(false);
  });

  it('offers nothing to a paid user', async () => {
    const user = await signUp(ctx.app);
    await buyInTestMode(ctx.app, user.id_token, { package: 'pro' });
    expect((await post(user.id_token, '/api/promos/assign')).statusCode).toBe(204);
    expect((await get(user.id_token, '/api/promos/resolve')).statusCode).toBe(204);
  });
});
