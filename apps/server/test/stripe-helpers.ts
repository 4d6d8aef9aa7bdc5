import { ErrorBodySchema, WebhookReceivedResponseSchema } from '@cp/contracts';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { newId } from '../src/security/random.ts';
import { madeInBeforeAll } from './file-app.ts';
import {
  signedEvent,
  startStripeStandIn,
  stripeEnv,
  stripeSubscription,
  type StripeStandIn,
} from './stripe-stand-in.ts';
import { bearer, createTestApp, signUp, type TestContext } from './test-app.ts';

/**
 * The Stripe test files' setup: a loopback Stripe stand-in (reset before each test), the file's app configured for
 * it, and the calls: signed webhook deliveries and a user subscribed through them.
 */
export function stripeAppForFile() {
  let currentStripe: StripeStandIn | null = null;
  let currentCtx: TestContext | null = null;
  beforeAll(async () => {
    currentStripe = await startStripeStandIn();
    currentCtx = await createTestApp({ env: stripeEnv, stripeApi: currentStripe.target });
  });
  afterAll(async () => {
    await currentCtx?.close();
    await currentStripe?.close();
  });
  beforeEach(() => currentStripe?.reset());
  const stripe = madeInBeforeAll(() => currentStripe, 'The Stripe stand-in');
  const ctx = madeInBeforeAll(() => currentCtx, 'The test app');

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

  return { ctx, stripe, now, post, errorOf, deliver, send, subscribeByWebhook };
}
