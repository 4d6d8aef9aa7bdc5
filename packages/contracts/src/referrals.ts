import { z } from 'zod';

/** Credits the referrer gets when a user who signed up through their link pays for the first time (docs/decisions/026). */
export const REFERRAL_REWARD_CREDITS = 50;

/** GET /api/referrals/me: the user's referral code and what it earned. */
export const ReferralSummarySchema = z.object({
  code: z.string(),
  paid_referrals: z.number().int().min(0),
  credits_earned: z.number().int().min(0),
  reward_credits: z.number().int().min(0),
});
export type ReferralSummary = z.infer<typeof ReferralSummarySchema>;
