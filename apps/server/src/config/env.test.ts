import { describe, expect, it } from 'vitest';
import { parseEnv, productionPublicUrlProblem, productionTestModeProblem, productionWarnings, testEnv } from './env.ts';

function problemsOf(source: Record<string, string | undefined>) {
  const result = parseEnv(source);
  if (result.ok) throw new Error('expected the environment to be refused');
  return result.problems;
}

describe('parseEnv', () => {
  it('gives every variable its default from an empty environment', () => {
    const result = parseEnv({});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.env).toMatchObject({
      NODE_ENV: 'development',
      HOST: '0.0.0.0',
      PORT: 3000,
      LOG_LEVEL: 'info',
      DATA_DIR: './data',
      ACCESS_TOKEN_TTL_SECONDS: 3600,
      REFRESH_TOKEN_TTL_DAYS: 30,
      RATE_LIMIT_MAX: 300,
      AUTH_RATE_LIMIT_MAX: 30,
      GOOGLE_ISSUER: 'https://accounts.google.com',
      MICROSOFT_ISSUER: 'https://login.microsoftonline.com/common/v2.0',
      OIDC_ALLOW_INSECURE: false,
      DEV_ROUTES: false,
      TRUST_PROXY: false,
      SUPPORT_EMAIL: 'support@career-prep.app',
    });
    for (const key of [
      'PUBLIC_URL',
      'DATABASE_URL',
      'AUTH_SECRET',
      'SMTP_URL',
      'GOOGLE_CLIENT_ID',
      'MICROSOFT_CLIENT_ID',
      'WEB_DIST_DIR',
    ] as const) {
      expect(result.env[key], key).toBeUndefined();
    }
  });

  it('reads blank values as unset and trims the rest', () => {
    const result = parseEnv({
      DATABASE_URL: '   ',
      SMTP_URL: '',
      GOOGLE_CLIENT_ID: '  id  ',
      DEV_ROUTES: '1',
      PORT: '8080',
      SUPPORT_EMAIL: ' ',
    });
    expect(result.ok && result.env).toMatchObject({
      DATABASE_URL: undefined,
      SMTP_URL: undefined,
      GOOGLE_CLIENT_ID: 'id',
      DEV_ROUTES: true,
      PORT: 8080,
      SUPPORT_EMAIL: 'support@career-prep.app',
    });
  });

  it('lists every bad key at once', () => {
    const problems = problemsOf({
      NODE_ENV: 'staging',
      PORT: '70000',
      LOG_LEVEL: 'loud',
      DATABASE_URL: 'not a url',
      AUTH_SECRET: 'short',
      ACCESS_TOKEN_TTL_SECONDS: '5',
      RATE_LIMIT_MAX: 'many',
      DEV_ROUTES: 'yes',
      TRUST_PROXY: 'everyone please',
      SUPPORT_EMAIL: 'help desk',
    });
    const keys = problems.map((p) => p.split(':')[0]);
    expect(keys.sort()).toEqual([
      'ACCESS_TOKEN_TTL_SECONDS',
      'AUTH_SECRET',
      'DATABASE_URL',
      'DEV_ROUTES',
      'LOG_LEVEL',
      'NODE_ENV',
      'PORT',
      'RATE_LIMIT_MAX',
      'SUPPORT_EMAIL',
      'TRUST_PROXY',
    ]);
    expect(problems).toContain('AUTH_SECRET: AUTH_SECRET must be at least 32 characters');
  });

  it('refuses development-only switches in production, alongside the other problems', () => {
    expect(
      problemsOf({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://careers.example.com',
        BILLING_TEST_MODE: 'demo',
        DEV_ROUTES: 'true',
        OIDC_ALLOW_INSECURE: '1',
        PORT: 'x',
      }).sort(),
    ).toEqual([
      'DEV_ROUTES: must not be enabled when NODE_ENV=production',
      'OIDC_ALLOW_INSECURE: must not be enabled when NODE_ENV=production',
      expect.stringMatching(/^PORT: /),
    ]);
    expect(
      parseEnv({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://careers.example.com',
        BILLING_TEST_MODE: 'demo',
        DEV_ROUTES: 'false',
      }).ok,
    ).toBe(true);
    expect(parseEnv({ NODE_ENV: 'development', DEV_ROUTES: 'true', OIDC_ALLOW_INSECURE: 'true' }).ok).toBe(true);
  });

  it("refuses SCRAPE_ALLOW_PRIVATE in production: the job-link import must not reach the server's own network", () => {
    for (const value of ['true', '1']) {
      expect(
        problemsOf({
          NODE_ENV: 'production',
          PUBLIC_URL: 'https://careers.example.com',
          BILLING_TEST_MODE: 'demo',
          SCRAPE_ALLOW_PRIVATE: value,
        }),
      ).toEqual(['SCRAPE_ALLOW_PRIVATE: must not be enabled when NODE_ENV=production']);
    }
    expect(
      parseEnv({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://careers.example.com',
        BILLING_TEST_MODE: 'demo',
        SCRAPE_ALLOW_PRIVATE: 'false',
      }).ok,
    ).toBe(true);
    expect(testEnv({ SCRAPE_ALLOW_PRIVATE: 'true' }).SCRAPE_ALLOW_PRIVATE).toBe(true);
  });

  it.each([
    ['', false],
    ['false', false],
    ['true', true],
    ['2', 2],
    ['10.0.0.1', '10.0.0.1'],
    ['10.0.0.0/8, 127.0.0.1, loopback', '10.0.0.0/8, 127.0.0.1, loopback'],
  ])('reads TRUST_PROXY=%j', (value, expected) => {
    expect(testEnv({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });
});

describe('billing configuration', () => {
  it('runs the test mode without Stripe keys, with the worker in-process and the founder offer defaults', () => {
    const env = testEnv();
    expect(env.STRIPE_SECRET_KEY).toBeUndefined();
    expect(env).toMatchObject({
      WORKERS: 'in-process',
      PROMO_CODE: 'FOUNDER',
      PROMO_PERCENT_OFF: 20,
      PROMO_DURATION_HOURS: 48,
    });
  });

  it('requires the webhook secret and the four plan prices when STRIPE_SECRET_KEY is set (top-up prices are optional)', () => {
    const problems = problemsOf({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PRICE_PRO_MONTHLY: 'price_1' });
    expect(problems.sort()).toEqual([
      'STRIPE_PRICE_PRO_QUARTERLY: required when STRIPE_SECRET_KEY is set',
      'STRIPE_PRICE_ULTIMATE_MONTHLY: required when STRIPE_SECRET_KEY is set',
      'STRIPE_PRICE_ULTIMATE_QUARTERLY: required when STRIPE_SECRET_KEY is set',
      'STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set',
    ]);
    const ok = parseEnv({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PRICE_PRO_MONTHLY: 'a',
      STRIPE_PRICE_PRO_QUARTERLY: 'b',
      STRIPE_PRICE_ULTIMATE_MONTHLY: 'c',
      STRIPE_PRICE_ULTIMATE_QUARTERLY: 'd',
    });
    expect(ok.ok).toBe(true);
  });

  const stripeKeys = {
    STRIPE_SECRET_KEY: 'sk_live_1',
    STRIPE_WEBHOOK_SECRET: 'whsec_1',
    STRIPE_PRICE_PRO_MONTHLY: 'a',
    STRIPE_PRICE_PRO_QUARTERLY: 'b',
    STRIPE_PRICE_ULTIMATE_MONTHLY: 'c',
    STRIPE_PRICE_ULTIMATE_QUARTERLY: 'd',
  };

  it('refuses to boot in production on the free test-mode checkout, with one message that says what to set', () => {
    expect(problemsOf({ NODE_ENV: 'production', PUBLIC_URL: 'https://careers.example.com' })).toEqual([
      productionTestModeProblem,
    ]);
    expect(productionTestModeProblem).toMatch(
      /^STRIPE_SECRET_KEY: required when NODE_ENV=production.*BILLING_TEST_MODE=demo/,
    );
    // listed alongside the other problems, not instead of them
    expect(problemsOf({ NODE_ENV: 'production', PUBLIC_URL: 'https://careers.example.com', PORT: 'x' })).toEqual([
      expect.stringMatching(/^PORT: /),
      productionTestModeProblem,
    ]);
  });

  it('runs production test-mode billing only as a declared demo, and never next to Stripe', () => {
    const demo = parseEnv({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://careers.example.com',
      BILLING_TEST_MODE: 'demo',
    });
    expect(demo.ok && demo.env.BILLING_TEST_MODE).toBe('demo');
    expect(parseEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://careers.example.com', ...stripeKeys }).ok).toBe(
      true,
    );
    expect(testEnv().BILLING_TEST_MODE).toBeUndefined();
    expect(
      problemsOf({ NODE_ENV: 'production', PUBLIC_URL: 'https://careers.example.com', BILLING_TEST_MODE: 'yes' }),
    ).toEqual(["BILLING_TEST_MODE: BILLING_TEST_MODE must be 'demo' or unset", productionTestModeProblem]);
    expect(problemsOf({ ...stripeKeys, BILLING_TEST_MODE: 'demo' })).toEqual([
      'BILLING_TEST_MODE: must be unset when STRIPE_SECRET_KEY is set (Stripe takes real payments)',
    ]);
  });

  it('refuses production without PUBLIC_URL (a blank one too), alongside the other problems', () => {
    expect(problemsOf({ NODE_ENV: 'production', BILLING_TEST_MODE: 'demo' })).toEqual([productionPublicUrlProblem]);
    expect(problemsOf({ NODE_ENV: 'production', BILLING_TEST_MODE: 'demo', PUBLIC_URL: '  ' })).toEqual([
      productionPublicUrlProblem,
    ]);
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([productionPublicUrlProblem, productionTestModeProblem]);
    expect(productionPublicUrlProblem).toMatch(/^PUBLIC_URL: required when NODE_ENV=production/);
    // only production needs it: development guesses http://localhost:$PORT
    expect(parseEnv({ NODE_ENV: 'development' }).ok).toBe(true);
  });

  it('warns a production server that runs on the embedded database, and no other', () => {
    const base = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://careers.example.com',
      BILLING_TEST_MODE: 'demo',
      DATA_DIR: '/srv/cp',
    };
    const embedded = parseEnv(base);
    if (!embedded.ok) throw new Error(embedded.problems.join());
    expect(productionWarnings(embedded.env)).toEqual([
      expect.stringMatching(
        /^NODE_ENV=production is using the embedded PostgreSQL in \/srv\/cp\/postgres: .*DATABASE_URL/,
      ),
    ]);
    const managed = parseEnv({ ...base, DATABASE_URL: 'postgres://app@db.internal:5432/careers' });
    expect(managed.ok && productionWarnings(managed.env)).toEqual([]);
    expect(productionWarnings(testEnv())).toEqual([]);
  });
});

describe('Live Interview configuration', () => {
  it("defaults to OpenAI's base URL and the gpt-realtime model, and trims a trailing slash off OPENAI_BASE_URL", () => {
    const plain = parseEnv({});
    expect(plain.ok && plain.env).toMatchObject({
      OPENAI_BASE_URL: 'https://api.openai.com/v1',
      OPENAI_REALTIME_MODEL: 'gpt-realtime',
    });
    expect(plain.ok && plain.env.OPENAI_API_KEY).toBeFalsy();
    const local = parseEnv({ OPENAI_BASE_URL: 'http://127.0.0.1:9999/v1/' });
    expect(local.ok && local.env.OPENAI_BASE_URL).toBe('http://127.0.0.1:9999/v1');
  });

  it('honours the short test clock only under NODE_ENV=test', () => {
    const test = parseEnv({ NODE_ENV: 'test', LIVE_INTERVIEW_MINUTE_SECONDS: '2' });
    expect(test.ok && test.env.LIVE_INTERVIEW_MINUTE_SECONDS).toBe(2);
    for (const NODE_ENV of ['development', 'production']) {
      const refused = parseEnv({
        NODE_ENV,
        LIVE_INTERVIEW_MINUTE_SECONDS: '2',
        PUBLIC_URL: 'https://x.example',
        BILLING_TEST_MODE: 'demo',
      });
      expect(refused.ok).toBe(false);
      expect(!refused.ok && refused.problems.join('\n')).toContain(
        'LIVE_INTERVIEW_MINUTE_SECONDS: only honoured when NODE_ENV=test',
      );
    }
  });
});
