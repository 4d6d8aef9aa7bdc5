import { REFERRAL_REWARD_CREDITS, type ReferralSummary } from '@cp/contracts';
import type { Queryable } from '../../db/database.ts';
import { randomBase62 } from '../../security/random.ts';
import type { CreditsService } from '../credits/credits.service.ts';
import { REFERRAL_REFERENCE_PREFIX, type ReferralsRepository } from './referrals.repository.ts';

const CODE_LENGTH = 10;

/** Refer & Earn: the user's code (made on first ask) and the rewards it earned. */
export function createReferralsService(deps: { repo: ReferralsRepository }) {
  return {
    async summary(userId: string): Promise<ReferralSummary> {
      const code =
        (await deps.repo.findCode(userId)) ?? (await deps.repo.insertCode(userId, `uc${randomBase62(CODE_LENGTH)}`));
      const rewards = await deps.repo.rewards(userId);
      return {
        code,
        paid_referrals: rewards.count,
        credits_earned: rewards.credits,
        reward_credits: REFERRAL_REWARD_CREDITS,
      };
    },
  };
}
export type ReferralsService = ReturnType<typeof createReferralsService>;

/**
 * Inside the billing handler's transaction: a paid invoice of a user who came through a referral code
 * credits the code's owner once per referred user. A code of the payer's own, or an unknown one, earns nothing.
 */
export function createReferralRewards(deps: {
  repo: (q: Queryable) => ReferralsRepository;
  credits: Pick<CreditsService, 'addTopUp'>;
}) {
  return {
    async creditReferrer(tx: Queryable, referredUserId: string, code: string): Promise<boolean> {
      const owner = await deps.repo(tx).findOwner(code);
      if (!owner || owner === referredUserId) return false;
      return deps.credits.addTopUp(tx, owner, REFERRAL_REWARD_CREDITS, `${REFERRAL_REFERENCE_PREFIX}${referredUserId}`);
    },
  };
}
export type ReferralRewards = ReturnType<typeof createReferralRewards>;
