import {
  ChangeSubscriptionResponseSchema,
  CreatePortalSessionResponseSchema,
  ErrorBodySchema,
  SubscriptionMessageResponseSchema,
  WebhookReceivedResponseSchema,
} from '@cp/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCheckout, getCredits, getMe } from '../../../test/billing-helpers.ts';
import { expectLedgerConsistent } from '../../../test/credit-helpers.ts';
import {
  signedEvent,
  startStripeStandIn,
  stripeEnv,
  stripeSubscription,
  type StripeStandIn,
} from '../../../test/stripe-stand-in.ts';
import { bearer, createTestApp, signUp, type TestContext } from '../../../test/test-app.ts';
import { newId } from '../../security/random.ts';

let ctx: TestContext;
let stripe: StripeStandIn;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  ctx = await createTestApp({ env: stripeEnv, stripeApi: stripe.target });
});
afterAll(async () => {
  await ctx?.close();
  await stripe?.close();
});
beforeEach(() => stripe.reset());

const now = () => Math.floor(Date.now() / 1000);
const post = (token: string, url: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
const errorOf = (res: { statusCode: number; json(): unknown }, status: number) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
  return ErrorBodySchema.parse(res.json());
};
const deliver = (signed: { payload: string; header: string }) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signed.header },
    payload: signed.payload,
  });
async function send(type: string, object: unknown, created = now(), id = newId('evt', 24)) {
  const res = await deliver(signedEvent({ id, type, created, object }));
  expect(res.statusCode, res.body).toBe(200);
  return WebhookReceivedResponseSchema.parse(res.json());
}

/** A user subscribed to Pro monthly through Stripe's webhook events, as Checkout would deliver them. */
async function subscribeByWebhook(options: { price?: string; trialEnd?: number | null } = {}) {
  const user = await signUp(ctx.app);
  const sub = {
    id: newId('sub'),
    customer: newId('cus'),
    userId: user.user_id,
    price: options.price ?? 'price_pro_m',
    periodStart: now(),
    periodEnd: now() + 30 * 86_400,
    trialEnd: options.trialEnd ?? null,
    status: options.trialEnd ? 'trialing' : 'active',
  };
  await send('checkout.session.completed', {
    id: newId('cs'),
    object: 'checkout.session',
    mode: 'subscription',
    customer: sub.customer,
    subscription: sub.id,
    client_reference_id: user.user_id,
    payment_status: 'paid',
    amount_total: 900,
    metadata: {
      user_id: user.user_id,
      kind: 'subscription',
      package: 'pro',
      billing_period: 'monthly',
      trial: String(!!options.trialEnd),
    },
  });
  await send('customer.subscription.created', stripeSubscription(sub));
  return { user, sub };
}

describe('the Stripe webhook: signatures on the raw body', () => {
  const event = () => ({
    id: newId('evt', 24),
    type: 'customer.created',
    created: now(),
    object: { id: 'cus_1', object: 'customer' },
  });

  it('accepts a correctly signed event', async () => {
    const res = await deliver(signedEvent(event()));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
  });

  it('refuses a tampered body, a wrong secret, a stale timestamp and a missing signature with 400', async () => {
    const signed = signedEvent(event());
    const tampered = { ...signed, payload: signed.payload.replace('cus_1', 'cus_2') };
    expect(errorOf(await deliver(tampered), 400)).toMatchObject({
      code: 'VALIDATION_ERROR',
      detail: 'The Stripe signature does not match this body.',
    });
    // A re-serialized body (same JSON, different bytes) is not the signed body either.
    const reserialized = { ...signed, payload: JSON.stringify(JSON.parse(signed.payload), null, 2) };
    expect(errorOf(await deliver(reserialized), 400).code).toBe('VALIDATION_ERROR');
    expect(errorOf(await deliver(signedEvent(event(), { secret: 'whsec_someone_else' })), 400).code).toBe(
      'VALIDATION_ERROR',
    );
    expect(errorOf(await deliver(signedEvent(event(), { timestamp: now() - 600 })), 400).code).toBe('VALIDATION_ERROR');
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: signed.payload,
    });
    expect(errorOf(unsigned, 400)).toMatchObject({
      code: 'VALIDATION_ERROR',
      detail: 'Missing Stripe signature or body.',
    });
    const garbage = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': signed.header },
      payload: '{"id":',
    });
    expect(errorOf(garbage, 400).code).toBe('INVALID_JSON');
  });
});

describe('subscription state from Stripe events', () => {
  it('checkout.session.completed + customer.subscription.created make the user Pro with 300 credits; a duplicate changes nothing', async () => {
    const { user, sub } = await subscribeByWebhook();
    const me = await getMe(ctx.app, user.id_token);
    expect(me.subscription).toMatchObject({
      package: 'pro',
      status: 'active',
      provider: 'stripe',
      customer_id: sub.customer,
      billing_period: 'monthly',
      next_billing_at: sub.periodEnd,
    });
    expect(await getCredits(ctx.app, user.id_token)).toMatchObject({ plan: 'pro', balances: { allowance: 300 } });

    const updated = stripeSubscription({ ...sub, cancelAtPeriodEnd: true });
    const id = newId('evt', 24);
    expect(await send('customer.subscription.updated', updated, now(), id)).toEqual({
      received: true,
      duplicate: false,
    });
    expect(await send('customer.subscription.updated', updated, now(), id)).toEqual({
      received: true,
      duplicate: true,
    });
    expect((await getMe(ctx.app, user.id_token)).subscription).toMatchObject({
      cancel_at_period_end: true,
      cancel_at: sub.periodEnd,
    });
    expect((await getCredits(ctx.app, user.id_token)).balances.allowance).toBe(300);
    await expectLedgerConsistent(ctx.db, user.user_id);
  });

  it('is correct under out-of-order delivery: an older event never overwrites a newer state, and a deleted subscription stays ended', async () => {
    const user = await signUp(ctx.app);
    const base = {
      id: newId('sub'),
      customer: newId('cus'),
      userId: user.user_id,
      price: 'price_pro_m',
      periodStart: now() - 100,
      periodEnd: now() + 30 * 86_400,
    };
    const t = now() - 50;
    // The update (cancel at period end) arrives before the creation.
    await send('customer.subscription.updated', stripeSubscription({ ...base, cancelAtPeriodEnd: true }), t + 10);
    await send('customer.subscription.created', stripeSubscription({ ...base, status: 'incomplete' }), t);
    expect((await getMe(ctx.app, user.id_token)).subscription).toMatchObject({
      package: 'pro',
      status: 'active',
      cancel_at_period_end: true,
    });
    // Same second, .created after .updated: still ignored.
    await send('customer.subscription.created', stripeSubscription(base), t + 10);
    expect((await getMe(ctx.app, user.id_token)).subscription.cancel_at_period_end).toBe(true);

    await send('customer.subscription.deleted', stripeSubscription({ ...base, status: 'canceled' }), t + 30);
    expect((await getMe(ctx.app, user.id_token)).subscription).toMatchObject({ package: 'free', status: 'active' });
    // A late 'active' update of the ended subscription does not bring it back.
    await send('customer.subscription.updated', stripeSubscription(base), t + 20);
    await send('customer.subscription.updated', stripeSubscription(base), t + 40);
    expect((await getMe(ctx.app, user.id_token)).subscription.package).toBe('free');
    expect(await getCredits(ctx.app, user.id_token)).toMatchObject({ plan: 'free', balances: { allowance: 10 } });
    await expectLedgerConsistent(ctx.db, user.user_id);
  });

  it('never goes back to an earlier billing period, and renewals move it forward', async () => {
    const { user, sub } = await subscribeByWebhook();
    const renewed = { ...sub, periodStart: sub.periodEnd, periodEnd: sub.periodEnd + 30 * 86_400 };
    await send('customer.subscription.updated', stripeSubscription(renewed), now());
    await send('customer.subscription.updated', stripeSubscription({ ...sub, cancelAtPeriodEnd: true }), now());
    expect((await getMe(ctx.app, user.id_token)).subscription).toMatchObject({
      current_period_end: renewed.periodEnd,
      cancel_at_period_end: false,
    });
  });

  it('marks a failed payment past_due (keeping the plan) and restores it when the invoice is paid', async () => {
    const { user, sub } = await subscribeByWebhook();
    const invoice = {
      id: newId('in'),
      object: 'invoice',
      customer: sub.customer,
      amount_due: 900,
      amount_paid: 0,
      currency: 'usd',
      billing_reason: 'subscription_cycle',
      parent: { subscription_details: { subscription: sub.id } },
    };
    await send('invoice.payment_failed', invoice);
    expect((await getMe(ctx.app, user.id_token)).subscription).toMatchObject({ package: 'pro', status: 'past_due' });
    await send('invoice.paid', { ...invoice, amount_paid: 900 });
    expect((await getMe(ctx.app, user.id_token)).subscription).toMatchObject({ package: 'pro', status: 'active' });
    const { rows } = await ctx.db.query<{ description: string }>(
      'SELECT description FROM billing_events WHERE user_id = $1 ORDER BY id',
      [user.user_id],
    );
    expect(rows.map((r) => r.description)).toEqual(
      expect.arrayContaining(['Payment failed: $9.00 due.', 'Payment received: $9.00.']),
    );
  });

  it('adds a paid top-up once, whatever the events that report it', async () => {
    const user = await signUp(ctx.app);
    const session = {
      id: newId('cs'),
      object: 'checkout.session',
      mode: 'payment',
      customer: newId('cus'),
      client_reference_id: user.user_id,
      payment_status: 'paid',
      amount_total: 500,
      metadata: { user_id: user.user_id, kind: 'topup', topup: 'topup_100', credits: '100' },
    };
    await send('checkout.session.completed', { ...session, payment_status: 'unpaid' });
    expect((await getCredits(ctx.app, user.id_token)).balances.topup).toBe(0);
    await send('checkout.session.async_payment_succeeded', session);
    await send('checkout.session.completed', session);
    expect((await getCredits(ctx.app, user.id_token)).balances).toMatchObject({ topup: 100, allowance: 10 });
    await expectLedgerConsistent(ctx.db, user.user_id);
  });

  it('ignores events for unknown users and prices (answered 200 so Stripe stops retrying)', async () => {
    expect(
      await send(
        'customer.subscription.updated',
        stripeSubscription({
          id: 'sub_nobody',
          customer: 'cus_nobody',
          price: 'price_pro_m',
          periodStart: now(),
          periodEnd: now() + 1000,
        }),
      ),
    ).toEqual({ received: true, duplicate: false });
    const user = await signUp(ctx.app);
    await send(
      'customer.subscription.created',
      stripeSubscription({
        id: newId('sub'),
        customer: newId('cus'),
        userId: user.user_id,
        price: 'price_from_another_product',
        periodStart: now(),
        periodEnd: now() + 1000,
      }),
    );
    expect((await getMe(ctx.app, user.id_token)).subscription.package).toBe('free');
  });
});

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
