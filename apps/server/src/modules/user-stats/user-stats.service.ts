import type { UserStatsResponse } from '@cp/contracts';
import { AppError } from '../../http/app-error.ts';
import type { BillingService } from '../billing/billing.service.ts';
import type { CreditsService } from '../credits/credits.service.ts';
import type { UserStatsRepository } from './user-stats.repository.ts';

/** GET /api/user-stats: the subscription, usage of the current credit period, remaining credits and the usage log. */
export function createUserStatsService(deps: {
  repo: UserStatsRepository;
  credits: CreditsService;
  billing: BillingService;
}) {
  return {
    async getUserStats(userId: string, page: { page: number; pageSize: number }): Promise<UserStatsResponse> {
      const emailSubscribed = await deps.repo.findEmailSubscribed(userId);
      // A valid token for an account that no longer exists is treated as a bad token.
      if (emailSubscribed === null) throw new AppError('TOKEN_INVALID', 'Token verification failed');
      const subscription = await deps.billing.getSubscription(userId);
      const account = await deps.credits.currentAccount(userId);
      const credits = deps.credits.creditsResponse(account);
      const report = await deps.credits.usageReport(userId, account, page);
      return {
        subscription,
        usage: report.usage,
        usage_credits: report.usageCredits,
        remaining: credits.available,
        credits: {
          balances: credits.balances,
          monthly_allowance: credits.monthly_allowance,
          allowance_granted: credits.allowance_granted,
          next_reset_ts: credits.next_reset_ts,
          next_reset_at: credits.next_reset_at,
          period_start_ts: credits.period_start_ts,
          plan: credits.plan,
        },
        usage_logs: report.usageLogs,
        usage_logs_page: report.logsPage,
        usage_by_day: report.usageByDay,
        trial_used: subscription.trial_used,
        email_subscribed: emailSubscribed,
      };
    },
  };
}
export type UserStatsService = ReturnType<typeof createUserStatsService>;
