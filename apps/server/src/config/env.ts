import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));
const optionalUrl = optionalString.pipe(z.url().optional());
const trustProxyMessage = 'TRUST_PROXY must be true, false, a hop count, or proxy addresses/CIDRs separated by commas';
/** Fastify's trustProxy: unset trusts no proxy, so a client cannot pick its own address with X-Forwarded-For. */
const trustProxy = optionalString.pipe(
  z.union(
    [
      z.undefined().transform(() => false),
      z.enum(['true', 'false']).transform((v) => v === 'true'),
      z
        .string()
        .regex(/^\d{1,2}$/)
        .transform(Number),
      z.string().regex(/^[\w.:/]+(?:\s*,\s*[\w.:/]+)*$/),
    ],
    { error: trustProxyMessage },
  ),
);

/** Every variable the server reads. Only this file touches process.env (see .env.example). */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optionalUrl,
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  AUTH_SECRET: optionalString.pipe(z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional()),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(3600),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Career Prep <no-reply@localhost>'),
  // Shown on every page of the web app (written into its HTML when served: plugins/spa-pages.ts).
  SUPPORT_EMAIL: optionalString.pipe(
    z.email('SUPPORT_EMAIL must be an e-mail address').default('support@career-prep.app'),
  ),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  MICROSOFT_CLIENT_ID: optionalString,
  MICROSOFT_CLIENT_SECRET: optionalString,
  MICROSOFT_ISSUER: z.url().default('https://login.microsoftonline.com/common/v2.0'),
  OIDC_ALLOW_INSECURE: booleanFlag,
  DEV_ROUTES: booleanFlag,
  SCRAPE_ALLOW_PRIVATE: booleanFlag,
  WEB_DIST_DIR: optionalString,
  // Background work (hold expiry, monthly resets): 'in-process' runs the PostgreSQL-backed queue in the
  // API process; 'off' leaves it to separate worker processes (src/worker.ts).
  WORKERS: z.enum(['in-process', 'off']).default('in-process'),
  // On SIGTERM/SIGINT: how long requests and jobs in flight get before connections are cut (src/shutdown.ts).
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  // Billing: unset STRIPE_SECRET_KEY = the built-in test mode (in-app checkout and portal pages), which
  // production refuses unless BILLING_TEST_MODE=demo says the deployment is a demo (docs/decisions/019).
  STRIPE_SECRET_KEY: optionalString,
  BILLING_TEST_MODE: optionalString.pipe(
    z.enum(['demo'], { error: "BILLING_TEST_MODE must be 'demo' or unset" }).optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_PRO_MONTHLY: optionalString,
  STRIPE_PRICE_PRO_QUARTERLY: optionalString,
  STRIPE_PRICE_ULTIMATE_MONTHLY: optionalString,
  STRIPE_PRICE_ULTIMATE_QUARTERLY: optionalString,
  STRIPE_PRICE_TOPUP_100: optionalString,
  STRIPE_PRICE_TOPUP_500: optionalString,
  // The founder offer for free users (docs/product/3-agent-tracker-assistant.md section 4): code, discount on the first
  // payment, lifetime.
  PROMO_CODE: z.string().trim().min(1).max(64).default('FOUNDER'),
  PROMO_PERCENT_OFF: z.coerce.number().int().min(1).max(100).default(20),
  PROMO_DURATION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(48),
  // Optional LLM for the text modules (4, 5, 9): any OpenAI-compatible endpoint; unset = the embedded engine only.
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(25_000),
  // Optional speech-to-text for audio interview answers: an OpenAI-compatible /audio/transcriptions endpoint.
  TRANSCRIBE_BASE_URL: optionalUrl,
  TRANSCRIBE_API_KEY: optionalString,
  TRANSCRIBE_MODEL: z.string().trim().min(1).max(200).default('whisper-1'),
  TRANSCRIBE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(30_000),
  // Live Interview (docs/decisions/029): with a key, OpenAI's realtime model interviews over WebRTC; unset: the browser's built-in interviewer.
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl.transform((v) => (v ?? 'https://api.openai.com/v1').replace(/\/+$/, '')),
  OPENAI_REALTIME_MODEL: z.string().trim().min(1).max(200).default('gpt-realtime'),
  OPENAI_REALTIME_VOICE: z.string().trim().min(1).max(50).default('marin'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
  // Tests only (refused unless NODE_ENV=test): a live interview's billed minute lasts this many seconds.
  LIVE_INTERVIEW_MINUTE_SECONDS: z.coerce.number().int().min(1).max(60).optional(),
  // Chromium that prints the Resume Builder's PDF (docs/decisions/024); unset: the usual system paths are tried.
  CHROMIUM_PATH: optionalString,
  // Job boards the job index reads (docs/decisions/023): 'greenhouse:<token>,lever:<site>,ashby:<board>,arbeitnow,remotive'.
  JOB_BOARDS: z
    .string()
    .trim()
    .max(4000)
    .regex(
      /^$|^[a-z]+(:[A-Za-z0-9_.-]+)?(\s*,\s*[a-z]+(:[A-Za-z0-9_.-]+)?)*$/,
      'a comma-separated list of source or source:board',
    )
    .default(''),
  JOB_BOARDS_QUERY: z.string().trim().min(1).max(200).default('software'),
  USAJOBS_API_KEY: optionalString,
  USAJOBS_EMAIL: optionalString,
  ADZUNA_APP_ID: optionalString,
  ADZUNA_APP_KEY: optionalString,
  ADZUNA_COUNTRY: z
    .string()
    .trim()
    .regex(/^[a-z]{2}$/)
    .default('us'),
  JSEARCH_API_KEY: optionalString,
});
export type Env = z.infer<typeof EnvSchema>;

export type EnvResult = { ok: true; env: Env } | { ok: false; problems: string[] };

/**
 * Development knobs that would open a hole in production: mail links readable by anyone, plain-HTTP
 * identity providers, job-link imports that reach the server's own network (docs/decisions/019).
 */
const developmentOnlyFlags = ['DEV_ROUTES', 'OIDC_ALLOW_INSECURE', 'SCRAPE_ALLOW_PRIVATE'] as const;

/** Production without Stripe would hand out plans and credits for nothing: only a declared demo may. */
export const productionTestModeProblem =
  'STRIPE_SECRET_KEY: required when NODE_ENV=production, or the built-in test-mode checkout gives plans and credits away; set BILLING_TEST_MODE=demo to run a demo that says no real payment is taken';

/** Production builds e-mail links and sign-in redirects from PUBLIC_URL: a guessed localhost would break them all. */
export const productionPublicUrlProblem =
  'PUBLIC_URL: required when NODE_ENV=production (the address users open, e.g. https://careers.example.com): e-mail links and sign-in redirects are built from it';

/** With Stripe on, the webhook secret and the four plan prices must be set (top-up prices are optional). */
const stripeRequiredKeys = [
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_PRO_MONTHLY',
  'STRIPE_PRICE_PRO_QUARTERLY',
  'STRIPE_PRICE_ULTIMATE_MONTHLY',
  'STRIPE_PRICE_ULTIMATE_QUARTERLY',
] as const;

/** Parses an environment record; lists every bad key instead of stopping at the first. */
export function parseEnv(source: Record<string, string | undefined>): EnvResult {
  const result = EnvSchema.safeParse(source);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`);
  if (source.NODE_ENV === 'production') {
    for (const key of developmentOnlyFlags) {
      if (booleanFlag.safeParse(source[key]).data)
        problems.push(`${key}: must not be enabled when NODE_ENV=production`);
    }
  }
  if (source.NODE_ENV === 'production' && !source.PUBLIC_URL?.trim()) problems.push(productionPublicUrlProblem);
  const hasStripe = Boolean(source.STRIPE_SECRET_KEY?.trim());
  if (source.NODE_ENV === 'production' && !hasStripe && source.BILLING_TEST_MODE?.trim() !== 'demo')
    problems.push(productionTestModeProblem);
  if (hasStripe && source.BILLING_TEST_MODE?.trim()) {
    problems.push('BILLING_TEST_MODE: must be unset when STRIPE_SECRET_KEY is set (Stripe takes real payments)');
  }
  if (result.success && result.data.STRIPE_SECRET_KEY) {
    for (const key of stripeRequiredKeys) {
      if (!result.data[key]) problems.push(`${key}: required when STRIPE_SECRET_KEY is set`);
    }
  }
  if (source.LIVE_INTERVIEW_MINUTE_SECONDS?.trim() && source.NODE_ENV !== 'test')
    problems.push('LIVE_INTERVIEW_MINUTE_SECONDS: only honoured when NODE_ENV=test (it shortens billed minutes)');
  if (result.success && result.data.LLM_BASE_URL && !result.data.LLM_MODEL)
    problems.push('LLM_MODEL: required when LLM_BASE_URL is set');
  if (problems.length > 0 || !result.success) return { ok: false, problems };
  return { ok: true, env: result.data };
}

/**
 * What a production server should say loudly at boot though it may run: the embedded PostgreSQL keeps
 * every account on this machine's disk, with no managed backups or failover (docs/deployment.md).
 */
export function productionWarnings(env: Env): string[] {
  if (env.NODE_ENV !== 'production' || env.DATABASE_URL) return [];
  return [
    `NODE_ENV=production is using the embedded PostgreSQL in ${env.DATA_DIR}/postgres: every account lives on this machine's disk only. ` +
      'Set DATABASE_URL to a managed PostgreSQL, or back up DATA_DIR yourself (docs/deployment.md).',
  ];
}

/** Reads process.env once, at boot. */
export function loadEnv(): Env {
  const result = parseEnv(process.env);
  if (!result.ok) {
    throw new Error(`Invalid environment:\n  ${result.problems.join('\n  ')}`);
  }
  return result.env;
}

/** Test helper: a valid env with overrides, never reading process.env. */
export function testEnv(overrides: Record<string, string | undefined> = {}): Env {
  const result = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides });
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.env;
}
