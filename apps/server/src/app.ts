import type { Env } from './config/env.ts';
import { createOutsideServices } from './config/outside-services.ts';
import type { Database } from './db/database.ts';
import { createAuthenticate } from './http/authenticate.ts';
import { createHttpServer } from './http/create-http-server.ts';
import type { App } from './http/types.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { startJobRunner } from './jobs/job-runner.ts';
import { createAnalysisRepository } from './modules/analysis/analysis.repository.ts';
import { registerAnalysisRoutes } from './modules/analysis/analysis.routes.ts';
import { createAnalysisService, type AnalysisEngine } from './modules/analysis/analysis.service.ts';
import type { LlmProvider } from './modules/analysis/llm-provider.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService, type Clock } from './modules/auth/auth.service.ts';
import { createDevJobsRepository } from './modules/dev/dev-jobs.repository.ts';
import { registerDevJobRoutes } from './modules/dev/dev-jobs.routes.ts';
import { registerDevOutboxRoutes } from './modules/dev/dev-outbox.routes.ts';
import { createDevPlanRepository } from './modules/dev/dev-plan.repository.ts';
import { registerDevPlanRoutes } from './modules/dev/dev-plan.routes.ts';
import { createCreditsAndBilling, registerCreditsAndBillingRoutes } from './modules/billing/credits-billing.module.ts';
import type { StripeApiTarget } from './modules/billing/providers/stripe.provider.ts';
import { registerDocumentRoutes } from './modules/documents/documents.routes.ts';
import { createResumeVersionsRepository } from './modules/resume-versions/resume-versions.repository.ts';
import { registerResumeVersionRoutes } from './modules/resume-versions/resume-versions.routes.ts';
import { createResumeVersionsService } from './modules/resume-versions/resume-versions.service.ts';
import { createRunEditsRepository } from './modules/run-edits/run-edits.repository.ts';
import { registerRunEditRoutes } from './modules/run-edits/run-edits.routes.ts';
import { createRunEditsService } from './modules/run-edits/run-edits.service.ts';
import { registerResumeImportRoutes } from './modules/resume-import/resume-import.routes.ts';
import { createResumeImportService } from './modules/resume-import/resume-import.service.ts';
import { createResumeBuilderRepository } from './modules/resume-builder/resume-builder.repository.ts';
import { registerResumeBuilderRoutes } from './modules/resume-builder/resume-builder.routes.ts';
import { createResumeBuilderService } from './modules/resume-builder/resume-builder.service.ts';
import { createResumeBuilderExport } from './modules/resume-builder/export/create-export.ts';
import { registerTailorRoutes } from './modules/resume-builder/tailor.routes.ts';
import { createTailorService } from './modules/resume-builder/tailor.service.ts';
import { createDocumentsService } from './modules/documents/documents.service.ts';
import { createDocumentExtractor } from './modules/documents/extraction/extract-document.ts';
import { createParserPool } from './modules/documents/extraction/parser-pool.ts';
import { pooledAnalysisEngine } from './modules/analysis/pooled-engine.ts';
import { createEnginePool, type EnginePoolOptions } from './workers/engine-pool.ts';
import { createJobScraper } from './modules/documents/scrape/scrape-job.ts';
import { createAnalyticsRepository } from './modules/analytics/analytics.repository.ts';
import { registerAnalyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { createApplicationsModule } from './modules/applications/applications.module.ts';
import { createKitApply } from './modules/kits/kit-apply.ts';
import { createKitsRepository } from './modules/kits/kits.repository.ts';
import { registerKitRoutes } from './modules/kits/kits.routes.ts';
import { createKitsService } from './modules/kits/kits.service.ts';
import { createReferralsRepository } from './modules/referrals/referrals.repository.ts';
import { registerReferralRoutes } from './modules/referrals/referrals.routes.ts';
import { createReferralsService } from './modules/referrals/referrals.service.ts';
import { registerGoalAssistantRoutes } from './modules/goal-assistant/goal-assistant.routes.ts';
import { createGoalAssistantService } from './modules/goal-assistant/goal-assistant.service.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { registerInterviewRoutes } from './modules/interview/interview.routes.ts';
import { createLiveInterviewRepository } from './modules/live-interview/live-interview.repository.ts';
import { registerLiveInterviewRoutes } from './modules/live-interview/live-interview.routes.ts';
import { createLiveInterviewService } from './modules/live-interview/live-interview.service.ts';
import type { RealtimeClient } from './modules/live-interview/realtime-client.ts';
import { createOfflineInterviewRepository } from './modules/interview/offline-interview.repository.ts';
import { createOfflineInterviewService } from './modules/interview/offline-interview.service.ts';
import type { Transcriber } from './modules/interview/transcriber.ts';
import { createJobSearchModule } from './modules/job-search/job-search.module.ts';
import { createMailer } from './modules/mail/mailer.ts';
import { createOutboxRepository } from './modules/mail/outbox.repository.ts';
import { createMeRepository } from './modules/me/me.repository.ts';
import { registerMeRoutes } from './modules/me/me.routes.ts';
import { createMeService } from './modules/me/me.service.ts';
import { createPlanRepository } from './modules/plans/plan.repository.ts';
import { createWorkspacesRepository } from './modules/workspaces/workspaces.repository.ts';
import { registerWorkspaceRoutes } from './modules/workspaces/workspaces.routes.ts';
import { createWorkspacesService } from './modules/workspaces/workspaces.service.ts';
import { registerSpa } from './plugins/spa.ts';
import { createAccessTokens } from './security/access-tokens.ts';
import { createArgon2Hasher } from './security/passwords.ts';
import { getOrCreateSecret } from './security/secrets.repository.ts';

export type AppDeps = {
  env: Env;
  db: Database;
  clock?: Clock;
  /** Directory of the built web app; null serves the API only. */
  webDistDir?: string | null;
  /** Sees every route as it registers, plugins' included (tests enumerate the whole surface with it). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
  /** Runs the background jobs (hold expiry, monthly resets) in this process; main.ts turns it on (WORKERS=in-process). */
  startWorker?: boolean;
  /** Tests only: where the Stripe client sends its requests (a loopback stand-in). */
  stripeApi?: StripeApiTarget;
  /** Tests only: the analysis engine (a failing one exercises the credit release). */
  analysisEngine?: (owner: string) => AnalysisEngine;
  /** The engine pool's budgets (tests set a short time limit). */
  enginePool?: EnginePoolOptions;
  /** Tests only: an LLM provider in place of the one LLM_BASE_URL configures. */
  llm?: LlmProvider | null;
  /** Tests only: a speech-to-text service in place of the one TRANSCRIBE_BASE_URL configures. */
  transcriber?: Transcriber | null;
  /** The Live Interview's realtime API (tests); default: from OPENAI_API_KEY, else none (the browser interviewer). */
  realtime?: RealtimeClient | null;
  /** Index the demo job catalogue when the job index is empty (default: with startWorker). */
  seedDemoJobs?: boolean;
};

/** The floor of /api/ready's own rate limit, per client and minute. */
export const READY_PROBES_PER_MINUTE = 60;

/** Builds the whole app without listening: every dependency is created and wired here, once. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { env, db } = deps;
  const clock = deps.clock ?? { now: () => new Date() };
  const app = await createHttpServer(env, deps.onRoute);

  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const secret = env.AUTH_SECRET ?? (await getOrCreateSecret(db, 'auth_access_token_secret'));
  const accessTokens = createAccessTokens({ secret, ttlSeconds: env.ACCESS_TOKEN_TTL_SECONDS, now: () => clock.now() });
  const authRepository = createAuthRepository(db);
  const authenticate = createAuthenticate(accessTokens, (userId) => authRepository.findTokenVersion(userId));
  const outbox = createOutboxRepository(db);
  const mailer = createMailer({ outbox, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, log: app.log });
  const { oidcProviders, llm, transcriber, realtime, tailorModel, rephraser } = createOutsideServices(
    env,
    deps,
    app.log,
  );

  const auth = createAuthService({
    db,
    repo: createAuthRepository,
    hasher: createArgon2Hasher(),
    accessTokens,
    mailer,
    clock,
    oidcProviders,
    config: {
      publicUrl,
      refreshTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
      resetResponseFloorMs: env.NODE_ENV === 'test' ? 50 : 400,
    },
  });
  const creditsAndBilling = createCreditsAndBilling({
    env,
    db,
    clock,
    log: app.log,
    publicUrl,
    stripeApi: deps.stripeApi,
  });
  const me = createMeService({ repo: createMeRepository(db), subscriptions: creditsAndBilling.billing });
  const workspaces = createWorkspacesService({ db, repo: createWorkspacesRepository, plans: createPlanRepository });
  // One pool of parser workers reads uploaded files and fetched job pages, users served in turn.
  const parserPool = createParserPool({ log: app.log });
  app.addHook('onClose', () => parserPool.close());
  const extractor = createDocumentExtractor({ pool: parserPool });
  const scraper = createJobScraper({ allowPrivate: env.SCRAPE_ALLOW_PRIVATE, pool: parserPool });
  const documents = createDocumentsService({ workspaces, extractor, scraper });
  // The analysis engine runs in its own pool of workers, each loading the engine once (decision 015).
  const enginePool = createEnginePool({ log: app.log, ...deps.enginePool });
  app.addHook('onClose', () => enginePool.close());
  const resumeImport = createResumeImportService({ extractor, clock, engine: enginePool });
  const analysis = createAnalysisService({
    db,
    repo: createAnalysisRepository,
    credits: creditsAndBilling.credits,
    clock,
    engine: deps.analysisEngine ?? ((owner) => pooledAnalysisEngine(enginePool, owner)),
    llm,
  });
  const offlineInterview = createOfflineInterviewService({
    db,
    repo: createOfflineInterviewRepository,
    credits: creditsAndBilling.credits,
    clock,
    engine: enginePool,
    transcriber,
  });
  const liveInterview = createLiveInterviewService({
    db,
    repo: createLiveInterviewRepository,
    credits: creditsAndBilling.credits,
    clock,
    engine: enginePool,
    realtime,
    log: app.log,
    minuteSeconds:
      env.NODE_ENV === 'test' && env.LIVE_INTERVIEW_MINUTE_SECONDS ? env.LIVE_INTERVIEW_MINUTE_SECONDS : 60,
  });
  const resumeVersions = createResumeVersionsService({ db, repo: createResumeVersionsRepository, clock });
  const resumeBuilder = createResumeBuilderService({ db, repo: createResumeBuilderRepository, clock, resumeImport });
  const runEdits = createRunEditsService({ repo: createRunEditsRepository(db), clock });
  const costlyRateLimit = { max: Math.max(1, Math.ceil(env.RATE_LIMIT_MAX / 10)), timeWindow: '1 minute' };
  const jobSearch = createJobSearchModule({
    env,
    db,
    clock,
    engine: enginePool,
    workspaces,
    log: app.log,
    planOf: async (userId) => (await creditsAndBilling.billing.getSubscription(userId)).package,
  });
  if (deps.seedDemoJobs ?? deps.startWorker) {
    const seeded = await jobSearch.seedDemo();
    if (seeded > 0) app.log.info({ jobs: seeded }, 'job index empty and no JOB_BOARDS: demo catalogue indexed');
  }
  const applications = createApplicationsModule({ db, clock, scraper, mailer, publicUrl });
  if (deps.startWorker) {
    const jobs = await startJobRunner({
      pool: db.pool,
      tasks: creditsAndBilling.tasks,
      log: app.log,
      extraTasks: {
        ...jobSearch.queue.tasks,
        ...applications.queue.tasks,
        live_interview_sweep: async () => {
          await liveInterview.sweep();
        },
      },
      extraSchedule: [
        ...jobSearch.queue.schedule,
        ...applications.queue.schedule,
        { task: 'live_interview_sweep', match: '* * * * *' },
      ],
    });
    app.addHook('onClose', () => jobs.stop());
    if (jobSearch.boards.length > 0)
      await jobs.runner.addJob(jobSearch.queue.kickOff, {}, { jobKey: jobSearch.queue.kickOff });
  }

  // A probe asks at most about once a second; a client's own RATE_LIMIT_MAX applies when it is higher.
  registerHealthRoutes(app, {
    db,
    readyRateLimit: { max: Math.max(READY_PROBES_PER_MINUTE, env.RATE_LIMIT_MAX), timeWindow: '1 minute' },
  });
  registerAuthRoutes(app, {
    auth,
    authenticate,
    authRateLimit: { max: env.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' },
    secureCookies: publicUrl.startsWith('https:'),
  });
  registerMeRoutes(app, { me, authenticate });
  registerWorkspaceRoutes(app, { workspaces, authenticate });
  registerDocumentRoutes(app, { documents, authenticate, costlyRateLimit });
  registerResumeImportRoutes(app, { resumeImport, authenticate, costlyRateLimit });
  registerAnalysisRoutes(app, { analysis, offlineInterview, authenticate, costlyRateLimit });
  registerInterviewRoutes(app, { offlineInterview, liveInterview, authenticate });
  registerLiveInterviewRoutes(app, { liveInterview, authenticate, costlyRateLimit });
  registerResumeVersionRoutes(app, { resumeVersions, authenticate });
  registerRunEditRoutes(app, { runEdits, authenticate });
  const { exporter, printer } = createResumeBuilderExport(app, {
    env,
    credits: creditsAndBilling.credits,
    extractor,
    engine: enginePool,
    clock,
    db,
  });
  registerResumeBuilderRoutes(app, { resumeBuilder, exporter, authenticate, costlyRateLimit });
  const tailor = createTailorService({
    db,
    repo: createResumeBuilderRepository,
    engine: enginePool,
    credits: creditsAndBilling.credits,
    clock,
    model: tailorModel,
  });
  registerTailorRoutes(app, { tailor, extractor, authenticate, costlyRateLimit });
  registerReferralRoutes(app, {
    referrals: createReferralsService({ repo: createReferralsRepository(db) }),
    authenticate,
  });
  applications.register(app, { authenticate, costlyRateLimit });
  const kitDeps = {
    db,
    repo: createKitsRepository,
    clock,
    credits: creditsAndBilling.credits,
    engine: enginePool,
    jobs: jobSearch.index,
    applications: applications.applications,
    printer,
    mailer,
    log: app.log,
  };
  registerKitRoutes(app, {
    kits: createKitsService(kitDeps),
    apply: createKitApply(kitDeps),
    authenticate,
    costlyRateLimit,
  });
  registerAnalyticsRoutes(app, { repo: createAnalyticsRepository(db), authenticate });
  registerGoalAssistantRoutes(app, {
    goalAssistant: createGoalAssistantService({ me, credits: creditsAndBilling.credits, workspaces, rephraser }),
    authenticate,
  });
  jobSearch.register(app, {
    authenticate,
    searchRateLimit: { max: Math.max(10, Math.ceil(env.RATE_LIMIT_MAX / 5)), timeWindow: '1 minute' },
  });
  await registerCreditsAndBillingRoutes(app, { services: creditsAndBilling, authenticate, costlyRateLimit });
  if (env.DEV_ROUTES) {
    registerDevOutboxRoutes(app, { outbox });
    registerDevJobRoutes(app, {
      repo: createDevJobsRepository(db),
      clock,
      onChange: () => jobSearch.status.invalidate(),
    });
    registerDevPlanRoutes(app, { repo: createDevPlanRepository(db), authenticate });
  }

  await registerSpa(app, {
    distDir: deps.webDistDir ?? null,
    serveSourceMaps: env.NODE_ENV !== 'production',
    supportEmail: env.SUPPORT_EMAIL,
  });
  return app;
}
