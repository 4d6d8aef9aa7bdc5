import { describe, expect, it } from 'vitest';
import { getCredits, getMe } from '../../../test/billing-helpers.ts';
import { expectLedgerConsistent } from '../../../test/credit-helpers.ts';
import { stripeAppForFile } from '../../../test/stripe-helpers.ts';
import { signedEvent, stripeSubscription } from '../../../test/stripe-stand-in.ts';
import { signUp } from '../../../test/test-app.ts';
import { newId } from '../../security/random.ts';

const { ctx, now, errorOf, deliver, send, subscribeByWebhook } = stripeAppForFile();

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
