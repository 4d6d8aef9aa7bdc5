import {
  ChangeSubscriptionResponseSchema,
  CreatePortalSessionResponseSchema,
  SubscriptionMessageResponseSchema,
} from '@cp/contracts';
import { describe, expect, it } from 'vitest';
import { createCheckout, getCredits, getMe } from '../../../test/billing-helpers.ts';
import { expectLedgerConsistent } from '../../../test/credit-helpers.ts';
import { stripeAppForFile } from '../../../test/stripe-helpers.ts';
import { stripeSubscription } from '../../../test/stripe-stand-in.ts';
import { bearer, signUp } from '../../../test/test-app.ts';

const { ctx, stripe, now, post, errorOf, send, subscribeByWebhook } = stripeAppForFile();

describe('outgoing Stripe calls (to a loopback stand-in)', () => {
  it('opens a subscription Checkout Session with the trial, the promotion code, the referral and the user in metadata', async () => {
    const user = await signUp(ctx.app);
    await post(user.id_token, '/api/promos/assign');
    stripe.on('GET', /^\/v1\/promotion_codes$/, (r) => ({
      body: {
        object: 'list',
        has_more: false,
        url: '/v1/promotion_codes',
        data: r.query.get('code') === 'FOUNDER' ? [{ id: 'promo_123', object: 'promotion_code', code: 'FOUNDER' }] : [],
      },
    }));
    stripe.on('POST', /^\/v1\/checkout\/sessions$/, () => ({
      body: { id: 'cs_test_abc', object: 'checkout.session', url: 'https://checkout.stripe.test/c/pay/cs_test_abc' },
    }));
    const checkout = await createCheckout(ctx.app, user.id_token, {
      package: 'pro',
      billing_period: 'quarterly',
      trial_enabled: true,
      promo_code: 'FOUNDER',
      referral_id: 'aff_7',
      user_id: user.user_id,
    });
    expect(checkout).toEqual({
      checkout_url: 'https://checkout.stripe.test/c/pay/cs_test_abc',
      session_id: 'cs_test_abc',
      provider: 'stripe',
      trial_enabled: true,
      promo_applied: true,
    });
    const create = stripe.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(create.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_pro_q',
      'line_items[0][quantity]': '1',
      client_reference_id: user.user_id,
      customer_email: user.email,
      'subscription_data[trial_period_days]': '3',
      'subscription_data[metadata][user_id]': user.user_id,
      'subscription_data[metadata][referral_id]': 'aff_7',
      'discounts[0][promotion_code]': 'promo_123',
      'metadata[user_id]': user.user_id,
      'metadata[referral_id]': 'aff_7',
      'metadata[promo_code]': 'FOUNDER',
      'metadata[trial]': 'true',
      success_url:
        'http://localhost:3000/app/settings?success=true&session_id={CHECKOUT_SESSION_ID}&period=quarterly&trial=true',
      cancel_url: 'http://localhost:3000/app/settings?canceled=true',
    });
    expect(create.form).not.toHaveProperty('allow_promotion_codes');
  });

  it('opens a one-time payment for a top-up (an inline price when no price id is configured)', async () => {
    const user = await signUp(ctx.app);
    stripe.on('POST', /^\/v1\/checkout\/sessions$/, () => ({
      body: {
        id: 'cs_test_topup',
        object: 'checkout.session',
        url: 'https://checkout.stripe.test/c/pay/cs_test_topup',
      },
    }));
    await createCheckout(ctx.app, user.id_token, { package: 'topup_500' });
    expect(stripe.requests[0]!.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '2000',
      'line_items[0][price_data][product_data][name]': '500 credits',
      customer_creation: 'always',
      'metadata[kind]': 'topup',
      'metadata[topup]': 'topup_500',
      'metadata[credits]': '500',
      'payment_intent_data[metadata][user_id]': user.user_id,
    });
  });

  it('answers 502 PROVIDER_ERROR without internals when Stripe fails', async () => {
    const user = await signUp(ctx.app);
    stripe.on('POST', /^\/v1\/checkout\/sessions$/, () => ({
      status: 400,
      body: { error: { type: 'invalid_request_error', message: 'No such price: price_pro_q (secret detail)' } },
    }));
    const res = errorOf(await post(user.id_token, '/api/payments/create-checkout-session', { package: 'pro' }), 502);
    expect(res).toMatchObject({
      code: 'PROVIDER_ERROR',
      detail: 'The payment provider could not complete the request. Please try again.',
    });
  });

  it('opens the Customer Portal for the customer', async () => {
    const { user, sub } = await subscribeByWebhook();
    stripe.on('POST', /^\/v1\/billing_portal\/sessions$/, () => ({
      body: { id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.test/p/session_1' },
    }));
    const portal = CreatePortalSessionResponseSchema.parse(
      (await post(user.id_token, '/api/payments/create-portal-session')).json(),
    );
    expect(portal).toEqual({
      url: 'https://billing.stripe.test/p/session_1',
      portal_url: 'https://billing.stripe.test/p/session_1',
      provider: 'stripe',
    });
    expect(stripe.requests[0]!.form).toEqual({
      customer: sub.customer,
      return_url: 'http://localhost:3000/app/settings',
    });
  });

  it("cancels at period end and undoes it, applying Stripe's answer at once", async () => {
    const { user, sub } = await subscribeByWebhook();
    stripe.on('POST', new RegExp(`^/v1/subscriptions/${sub.id}$`), (r) => ({
      body: stripeSubscription({ ...sub, cancelAtPeriodEnd: r.form.cancel_at_period_end === 'true' }),
    }));
    const cancel = SubscriptionMessageResponseSchema.parse(
      (await post(user.id_token, '/api/payments/cancel-subscription')).json(),
    );
    expect(stripe.requests.at(-1)!.form).toEqual({ cancel_at_period_end: 'true' });
    expect(cancel.subscription).toMatchObject({ package: 'pro', cancel_at_period_end: true, cancel_at: sub.periodEnd });
    const undo = SubscriptionMessageResponseSchema.parse(
      (await post(user.id_token, '/api/payments/undo-cancel-subscription')).json(),
    );
    expect(stripe.requests.at(-1)!.form).toEqual({ cancel_at_period_end: 'false' });
    expect(undo.subscription.cancel_at_period_end).toBe(false);
  });

  it('cancels a trial at once (access ends now)', async () => {
    const { user, sub } = await subscribeByWebhook({ trialEnd: now() + 3 * 86_400 });
    expect((await getMe(ctx.app, user.id_token)).subscription).toMatchObject({
      status: 'trialing',
      trial_enabled: true,
      trial_used: true,
    });
    stripe.on('DELETE', new RegExp(`^/v1/subscriptions/${sub.id}$`), () => ({
      body: stripeSubscription({ ...sub, status: 'canceled' }),
    }));
    const cancel = SubscriptionMessageResponseSchema.parse(
      (await post(user.id_token, '/api/payments/cancel-subscription')).json(),
    );
    expect(cancel.subscription).toMatchObject({ package: 'free', trial_used: true, trial_enabled: false });
    expect(stripe.requests.at(-1)!.method).toBe('DELETE');
  });

  it('changes the plan with proration: an upgrade is invoiced now, a downgrade prorated', async () => {
    const { user, sub } = await subscribeByWebhook();
    let price = sub.price;
    stripe.on('GET', new RegExp(`^/v1/subscriptions/${sub.id}$`), () => ({
      body: stripeSubscription({ ...sub, price }),
    }));
    stripe.on('POST', new RegExp(`^/v1/subscriptions/${sub.id}$`), (r) => {
      price = r.form['items[0][price]']!;
      return { body: stripeSubscription({ ...sub, price }) };
    });
    const up = ChangeSubscriptionResponseSchema.parse(
      (
        await post(user.id_token, '/api/payments/change-subscription', {
          new_package: 'ultimate',
          new_billing_period: 'monthly',
        })
      ).json(),
    );
    expect(stripe.requests.at(-1)!.form).toEqual({
      'items[0][id]': `si_${sub.id}`,
      'items[0][price]': 'price_ult_m',
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
    });
    expect(up).toMatchObject({ change: 'upgrade', subscription: { package: 'ultimate' } });
    expect((await getCredits(ctx.app, user.id_token)).balances.allowance).toBe(1000);
    const down = ChangeSubscriptionResponseSchema.parse(
      (
        await post(user.id_token, '/api/payments/change-subscription', {
          new_package: 'pro',
          new_billing_period: 'monthly',
        })
      ).json(),
    );
    expect(stripe.requests.at(-1)!.form).toEqual({
      'items[0][id]': `si_${sub.id}`,
      'items[0][price]': 'price_pro_m',
      proration_behavior: 'create_prorations',
    });
    expect(down).toMatchObject({ change: 'downgrade', subscription: { package: 'pro' } });
    expect((await getCredits(ctx.app, user.id_token)).balances.allowance).toBe(300);
    await expectLedgerConsistent(ctx.db, user.user_id);
  });

  it('re-reads the subscription from Stripe on check-subscription', async () => {
    const { user, sub } = await subscribeByWebhook();
    stripe.on('GET', new RegExp(`^/v1/subscriptions/${sub.id}$`), () => ({
      body: stripeSubscription({ ...sub, status: 'past_due' }),
    }));
    const res = await post(user.id_token, '/api/payments/check-subscription', {});
    expect(res.json()).toMatchObject({ plan: 'pro', status: 'past_due' });
  });

  it('has no test-mode pages when Stripe is configured', async () => {
    const user = await signUp(ctx.app);
    expect(
      errorOf(
        await ctx.app.inject({
          method: 'GET',
          url: '/api/payments/test-checkout/cs_test_x',
          headers: bearer(user.id_token),
        }),
        404,
      ).code,
    ).toBe('NOT_FOUND');
    expect(
      errorOf(
        await ctx.app.inject({ method: 'GET', url: '/api/payments/test-portal', headers: bearer(user.id_token) }),
        404,
      ).code,
    ).toBe('NOT_FOUND');
  });
});

describe('deleting an account with a Stripe subscription', () => {
  it('cancels the subscription at Stripe first, then erases the account', async () => {
    const { user, sub } = await subscribeByWebhook();
    stripe.on('DELETE', new RegExp(`^/v1/subscriptions/${sub.id}$`), () => ({
      body: stripeSubscription({ ...sub, status: 'canceled' }),
    }));
    const res = await post(user.id_token, '/api/auth/delete-account');
    expect(res.statusCode, res.body).toBe(200);
    expect(stripe.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`DELETE /v1/subscriptions/${sub.id}`]);
    expect((await ctx.db.query('SELECT 1 FROM users WHERE id = $1', [user.user_id])).rows).toHaveLength(0);
    // Stripe's own deletion event arrives later, for a user that no longer exists.
    expect(await send('customer.subscription.deleted', stripeSubscription({ ...sub, status: 'canceled' }))).toEqual({
      received: true,
      duplicate: false,
    });
  });

  it('keeps the account when Stripe cannot cancel the subscription (502)', async () => {
    const { user, sub } = await subscribeByWebhook();
    stripe.on('DELETE', new RegExp(`^/v1/subscriptions/${sub.id}$`), () => ({
      status: 500,
      body: { error: { type: 'api_error', message: 'boom' } },
    }));
    expect(errorOf(await post(user.id_token, '/api/auth/delete-account'), 502).code).toBe('PROVIDER_ERROR');
    expect((await ctx.db.query('SELECT 1 FROM users WHERE id = $1', [user.user_id])).rows).toHaveLength(1);
  });
});
