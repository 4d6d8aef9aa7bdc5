import { REFERRAL_REWARD_CREDITS, ReferralSummarySchema } from '@cp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyInTestMode, getCredits } from '../../../test/billing-helpers.ts';
import { bearer, createTestApp, signUp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

async function summary(token: string) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/referrals/me', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return ReferralSummarySchema.parse(res.json());
}

describe('Refer & Earn', () => {
  it('gives each user one stable referral code, signed in only', async () => {
    const user = await signUp(ctx.app);
    const first = await summary(user.id_token);
    expect(first).toEqual({
      code: expect.stringMatching(/^uc[A-Za-z0-9]{10}$/) as string,
      paid_referrals: 0,
      credits_earned: 0,
      reward_credits: REFERRAL_REWARD_CREDITS,
    });
    expect((await summary(user.id_token)).code).toBe(first.code);
    expect((await summary((await signUp(ctx.app)).id_token)).code).not.toBe(first.code);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/referrals/me' })).statusCode).toBe(401);
  });

  it('credits the referrer once when the referred user pays, not for a free trial or their own code', async () => {
    const referrer = await signUp(ctx.app);
    const { code } = await summary(referrer.id_token);
    const before = (await getCredits(ctx.app, referrer.id_token)).balances.topup;

    const trialist = await signUp(ctx.app);
    await buyInTestMode(ctx.app, trialist.id_token, {
      package: 'pro',
      billing_period: 'quarterly',
      trial_enabled: true,
      referral_id: code,
    });
    expect((await getCredits(ctx.app, referrer.id_token)).balances.topup).toBe(before);

    const payer = await signUp(ctx.app);
    await buyInTestMode(ctx.app, payer.id_token, { package: 'pro', billing_period: 'monthly', referral_id: code });
    expect((await getCredits(ctx.app, referrer.id_token)).balances.topup).toBe(before + REFERRAL_REWARD_CREDITS);
    expect(await summary(referrer.id_token)).toMatchObject({
      paid_referrals: 1,
      credits_earned: REFERRAL_REWARD_CREDITS,
    });

    // a later purchase by the same user earns nothing more
    await buyInTestMode(ctx.app, payer.id_token, { package: 'topup_100', referral_id: code });
    expect((await summary(referrer.id_token)).paid_referrals).toBe(1);

    const selfReferrer = await signUp(ctx.app);
    const own = (await summary(selfReferrer.id_token)).code;
    await buyInTestMode(ctx.app, selfReferrer.id_token, {
      package: 'pro',
      billing_period: 'monthly',
      referral_id: own,
    });
    expect(await summary(selfReferrer.id_token)).toMatchObject({ paid_referrals: 0, credits_earned: 0 });
  });
});
