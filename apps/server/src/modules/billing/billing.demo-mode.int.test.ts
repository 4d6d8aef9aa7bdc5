import { DEMO_BILLING_LABEL, TestCheckoutSessionSchema, TestPortalResponseSchema } from '@cp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyInTestMode } from '../../../test/billing-helpers.ts';
import { bearer, createTestApp, signUp, type TestContext } from '../../../test/test-app.ts';

// Production without Stripe keys refuses to boot (config/env.test.ts); a declared demo
// (BILLING_TEST_MODE=demo) boots and every test-mode page says no real payment is taken.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { NODE_ENV: 'production', BILLING_TEST_MODE: 'demo' } });
});
afterAll(async () => ctx?.close());

describe('test-mode billing as a production demo', () => {
  it("labels the checkout and the portal 'Demo billing: no real payment'", async () => {
    const user = await signUp(ctx.app);
    const { checkout } = await buyInTestMode(ctx.app, user.id_token, {
      package: 'ultimate',
      billing_period: 'monthly',
    });
    const page = TestCheckoutSessionSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/payments/test-checkout/${checkout.session_id}`,
          headers: bearer(user.id_token),
        })
      ).json(),
    );
    expect(page.mode_label).toBe(DEMO_BILLING_LABEL);
    const portal = TestPortalResponseSchema.parse(
      (
        await ctx.app.inject({ method: 'GET', url: '/api/payments/test-portal', headers: bearer(user.id_token) })
      ).json(),
    );
    expect(portal.mode_label).toBe('Demo billing: no real payment');
  });
});
