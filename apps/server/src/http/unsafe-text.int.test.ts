import { ErrorBodySchema } from '@cp/contracts';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, stripeEnv, type StripeStandIn } from '../../test/stripe-stand-in.ts';
import { bearer, createTestApp, signUp, type TestContext } from '../../test/test-app.ts';

// The fields an outside probe answered 500 for with a NUL byte (docs/decisions/016). Every request
// string refuses NUL and lone surrogates at the contract (packages/contracts text.test.ts walks them all);
// this sends the probe's own requests through the real app and database.
let ctx: TestContext;
let stripe: StripeStandIn;
let token: string;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  ctx = await createTestApp({ env: stripeEnv, stripeApi: stripe.target });
  token = (await signUp(ctx.app)).id_token;
});
afterAll(async () => {
  await ctx?.close();
  await stripe?.close();
});

const NUL = 'a\u0000b';
const LONE = 'x\uD800y';

const cases: Array<[string, 'POST' | 'PUT', string, Record<string, unknown>]> = [
  ['profile other_job_category', 'PUT', '/api/me/profile', { other_job_category: NUL }],
  ['profile career_context', 'PUT', '/api/me/profile', { career_context: NUL }],
  ['credits action', 'POST', '/api/credits/reserve', { module_key: 'Module 1', action: NUL }],
  ['credits wid', 'POST', '/api/credits/reserve', { module_key: 'Module 1', wid: NUL }],
  ['credits run_id (commit)', 'POST', '/api/credits/commit', { run_id: NUL, module_key: 'Module 1' }],
  ['credits run_id (release)', 'POST', '/api/credits/release', { run_id: NUL }],
  ['record-usage action', 'POST', '/api/modules/record-usage', { module: 'Module 7', action: NUL }],
  ['record-usage run_id', 'POST', '/api/modules/record-usage', { module: 'Module 7', action: 'export', run_id: NUL }],
  ['record-usage wid', 'POST', '/api/modules/record-usage', { module: 'Module 7', action: 'export', wid: NUL }],
  ['checkout referral_id', 'POST', '/api/payments/create-checkout-session', { package: 'pro', referral_id: NUL }],
  ['checkout promo_code', 'POST', '/api/payments/create-checkout-session', { package: 'pro', promo_code: NUL }],
];

describe('NUL and broken Unicode in request strings answer 400', () => {
  it.each(cases)('%s', async (_name, method, url, payload) => {
    for (const bad of [NUL, LONE]) {
      const body = JSON.parse(
        JSON.stringify(payload).replaceAll(JSON.stringify(NUL).slice(1, -1), JSON.stringify(bad).slice(1, -1)),
      ) as Record<string, unknown>;
      const res = await ctx.app.inject({ method, url, headers: bearer(token), payload: body });
      expect(res.statusCode, res.body).toBe(400);
      expect(ErrorBodySchema.parse(res.json())).toMatchObject({
        code: 'VALIDATION_ERROR',
        detail: 'Text must not contain NUL characters or broken Unicode.',
      });
    }
  });

  it('sign-up and login refuse a NUL in the e-mail or password', async () => {
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: `a${NUL}@example.com`, password: 'secret1', terms_accepted: true },
    });
    expect(signup.statusCode).toBe(400);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@example.com', password: `pw${NUL}pw` },
    });
    expect(login.statusCode).toBe(400);
  });
});

describe('signed Stripe events of the wrong shape answer 400', () => {
  const signedRaw = async (payload: string) => {
    const header = new Stripe('sk_test_signer').webhooks.generateTestHeaderString({
      payload,
      secret: stripeEnv.STRIPE_WEBHOOK_SECRET,
    });
    return ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload,
    });
  };

  it.each([
    ['an array body', '[1,2,3]'],
    [
      'no data',
      JSON.stringify({ id: 'evt_nodata', object: 'event', type: 'customer.subscription.updated', created: 1 }),
    ],
    [
      'a NUL id',
      JSON.stringify({ id: 'evt_\u0000', object: 'event', type: 'invoice.paid', created: 1, data: { object: {} } }),
    ],
    [
      'data.object not an object',
      JSON.stringify({ id: 'evt_str', object: 'event', type: 'invoice.paid', created: 1, data: { object: 'x' } }),
    ],
  ])('%s', async (_name, payload) => {
    const res = await signedRaw(payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(ErrorBodySchema.parse(res.json()).code).toBe('VALIDATION_ERROR');
  });
});
