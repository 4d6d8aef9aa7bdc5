import type { BillingService } from '../modules/billing/billing.service.ts';
import type { CreditsService } from '../modules/credits/credits.service.ts';
import type { BackgroundTasks } from './job-runner.ts';

/**
 * The background tasks, as plain functions of the services (whose clock they use), so tests can run
 * them directly with an injected clock.
 */
export function createBackgroundTasks(deps: { credits: CreditsService; billing: BillingService }): BackgroundTasks {
  return {
    /** Holds neither committed nor released within 15 minutes are released. */
    credits_expire_holds: () => deps.credits.expireHolds(),
    /** The test mode's renewals and endings, then every allowance whose month has ended is reset and granted again. */
    credits_monthly_sweep: async () => {
      await deps.billing.advanceTestClock();
      await deps.credits.resetDueAllowances();
    },
  };
}
