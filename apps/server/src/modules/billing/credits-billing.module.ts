import { createReferralsRepository } from '../referrals/referrals.repository.ts';
import { createReferralRewards } from '../referrals/referrals.service.ts';
import { DEMO_BILLING_LABEL, TEST_MODE_LABEL } from '@cp/contracts';
import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/database.ts';
import type { Authenticate } from '../../http/authenticate.ts';
import type { App } from '../../http/types.ts';
import { createBackgroundTasks } from '../../jobs/background-tasks.ts';
import { createAccountDataRepository } from '../account-data/account-data.repository.ts';
import { registerAccountDataRoutes } from '../account-data/account-data.routes.ts';
import { createAccountDataService } from '../account-data/account-data.service.ts';
import type { Clock } from '../auth/auth.service.ts';
import { createCreditsRepository } from '../credits/credits.repository.ts';
import { registerCreditRoutes } from '../credits/credits.routes.ts';
import { createCreditsService } from '../credits/credits.service.ts';
import { createPromosRepository } from '../promos/promos.repository.ts';
import { registerPromoRoutes } from '../promos/promos.routes.ts';
import { createPromosService } from '../promos/promos.service.ts';
import { createUserStatsRepository } from '../user-stats/user-stats.repository.ts';
import { registerUserStatsRoutes } from '../user-stats/user-stats.routes.ts';
import { createUserStatsService } from '../user-stats/user-stats.service.ts';
import { createBillingEventHandler } from './billing-events.handler.ts';
import { createBillingRepository } from './billing.repository.ts';
import { registerBillingRoutes } from './billing.routes.ts';
import { createBillingService } from './billing.service.ts';
import { createPriceCatalog, testModeCatalog } from './price-catalog.ts';
import { createStripeClient, createStripeProvider, type StripeApiTarget } from './providers/stripe.provider.ts';
import { createTestModeProvider } from './providers/test-mode.provider.ts';
import { registerStripeWebhookRoute } from './stripe-webhook.routes.ts';

type Log = App['log'];

/**
 * Creates the credits ledger, billing (Stripe when STRIPE_SECRET_KEY is set, else the test mode),
 * promos, user-stats and the user's-data services, wired to each other once.
 */
export function createCreditsAndBilling(deps: {
  env: Env;
  db: Database;
  clock: Clock;
  log: Log;
  publicUrl: string;
  stripeApi?: StripeApiTarget;
}) {
  const { env, db, clock } = deps;
  const credits = createCreditsService({ db, repo: createCreditsRepository, clock });
  const billingRepo = createBillingRepository(db);
  const promos = createPromosService({
    db,
    repo: createPromosRepository,
    clock,
    currentPackage: async (userId) => (await billingRepo.findSubscription(userId))?.package ?? 'free',
    config: { code: env.PROMO_CODE, percentOff: env.PROMO_PERCENT_OFF, durationHours: env.PROMO_DURATION_HOURS },
  });
  const stripe = env.STRIPE_SECRET_KEY ? createStripeClient(env.STRIPE_SECRET_KEY, deps.stripeApi) : null;
  const stripeCatalog = stripe
    ? createPriceCatalog(
        {
          pro_monthly: env.STRIPE_PRICE_PRO_MONTHLY!,
          pro_quarterly: env.STRIPE_PRICE_PRO_QUARTERLY!,
          ultimate_monthly: env.STRIPE_PRICE_ULTIMATE_MONTHLY!,
          ultimate_quarterly: env.STRIPE_PRICE_ULTIMATE_QUARTERLY!,
        },
        { topup_100: env.STRIPE_PRICE_TOPUP_100, topup_500: env.STRIPE_PRICE_TOPUP_500 },
      )
    : null;
  const handler = createBillingEventHandler({
    db,
    repo: createBillingRepository,
    credits,
    promos,
    catalogs: { test: testModeCatalog, stripe: stripeCatalog },
    clock,
    log: deps.log,
    referrals: createReferralRewards({ repo: createReferralsRepository, credits }),
  });
  const testMode = createTestModeProvider({
    db,
    repo: createBillingRepository,
    handler,
    clock,
    modeLabel: env.BILLING_TEST_MODE === 'demo' ? DEMO_BILLING_LABEL : TEST_MODE_LABEL,
  });
  const provider =
    stripe && stripeCatalog
      ? createStripeProvider({
          stripe,
          catalog: stripeCatalog,
          log: (error) => deps.log.warn({ err: error }, 'Stripe request failed'),
        })
      : testMode.provider;
  const billing = createBillingService({
    db,
    repo: createBillingRepository,
    provider,
    testMode,
    handler,
    promos,
    clock,
    publicUrl: deps.publicUrl,
  });
  const userStats = createUserStatsService({ repo: createUserStatsRepository(db), credits, billing });
  const accountData = createAccountDataService({
    db,
    repo: createAccountDataRepository,
    cancelSubscription: (userId) => billing.cancelForDeletion(userId),
    clock,
  });
  return {
    credits,
    billing,
    promos,
    userStats,
    accountData,
    handler,
    tasks: createBackgroundTasks({ credits, billing }),
    stripeWebhook: stripe && env.STRIPE_WEBHOOK_SECRET ? { stripe, secret: env.STRIPE_WEBHOOK_SECRET } : null,
  };
}
export type CreditsAndBilling = ReturnType<typeof createCreditsAndBilling>;

export async function registerCreditsAndBillingRoutes(
  app: App,
  deps: {
    services: CreditsAndBilling;
    authenticate: Authenticate;
    costlyRateLimit: { max: number; timeWindow: string };
  },
) {
  const { services, authenticate } = deps;
  registerCreditRoutes(app, { credits: services.credits, authenticate });
  registerUserStatsRoutes(app, { userStats: services.userStats, authenticate });
  registerBillingRoutes(app, { billing: services.billing, authenticate });
  registerPromoRoutes(app, { promos: services.promos, authenticate });
  registerAccountDataRoutes(app, {
    accountData: services.accountData,
    authenticate,
    costlyRateLimit: deps.costlyRateLimit,
  });
  await registerStripeWebhookRoute(app, { handler: services.handler, webhook: services.stripeWebhook });
}
