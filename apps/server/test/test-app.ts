import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../src/app.ts';
import { testEnv } from '../src/config/env.ts';
import { createDatabase, type Database } from '../src/db/database.ts';
import type { App } from '../src/http/types.ts';
import { randomBase62 } from '../src/security/random.ts';

export type TestDatabase = { db: Database; url: string; drop(): Promise<void> };

/** A fresh database cloned from the migrated template: each test file gets its own. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('pgAdminUrl');
  const template = inject('pgTemplateDb');
  const name = `${template}_${randomBase62(8).toLowerCase()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = createDatabase(url.toString(), { max: 20 });
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.close();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

export type RegisteredRoute = { method: string; url: string };
export type TestContext = { app: App; db: Database; routes: RegisteredRoute[]; close(): Promise<void> };

export type TestAppOptions = {
  env?: Record<string, string>;
  clock?: AppDeps['clock'];
  webDistDir?: string | null;
  stripeApi?: AppDeps['stripeApi'];
  analysisEngine?: AppDeps['analysisEngine'];
  llm?: AppDeps['llm'];
  enginePool?: AppDeps['enginePool'];
  seedDemoJobs?: boolean;
};

/** Builds the real app on its own database. Env overrides are the test's; nothing reads process.env. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  const env = testEnv({
    RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
    PUBLIC_URL: 'http://localhost:3000',
    ...options.env,
  });
  const routes: RegisteredRoute[] = [];
  const app = await buildApp({
    env,
    db: database.db,
    clock: options.clock,
    webDistDir: options.webDistDir ?? null,
    stripeApi: options.stripeApi,
    analysisEngine: options.analysisEngine,
    llm: options.llm,
    enginePool: options.enginePool,
    seedDemoJobs: options.seedDemoJobs,
    onRoute: (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    },
  });
  await app.ready();
  // signUp() reads the verification link from this app's own outbox.
  Object.defineProperty(app, 'testDb', { value: database.db });
  return {
    app,
    db: database.db,
    routes,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

let counter = 0;
export function uniqueEmail(prefix = 'user') {
  counter += 1;
  return `${prefix}.${counter}.${randomBase62(6).toLowerCase()}@example.com`;
}

/**
 * Signs a user up through the API as a browser does (docs/decisions/016): sign-up with this browser's
 * nonce, the verification link from the outbox, opened with the same nonce, which answers the session.
 */
export async function signUp(app: App, email = uniqueEmail(), password = 'correct horse') {
  const clientNonce = randomBase62(24);
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, password, terms_accepted: true, client_nonce: clientNonce },
  });
  if (res.statusCode !== 202) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  const token = await lastMailToken(app, email, 'verify_email');
  const verified = await app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { token, client_nonce: clientNonce },
  });
  const session = (
    verified.json() as { session: { user_id: string; id_token: string; refresh_token: string; email: string } | null }
  ).session;
  if (verified.statusCode !== 200 || !session)
    throw new Error(`verification failed: ${verified.statusCode} ${verified.body}`);
  return { ...session, password };
}

/** The token of the newest e-mail of one kind to an address (the outbox is the record of every e-mail). */
export async function lastMailToken(app: App, email: string, kind: string): Promise<string> {
  const db = (app as unknown as { testDb?: Database }).testDb;
  if (!db) throw new Error('lastMailToken needs an app built by createTestApp');
  const { rows } = await db.query<{ text_body: string }>(
    'SELECT text_body FROM email_outbox WHERE to_address = $1 AND kind = $2 ORDER BY id DESC LIMIT 1',
    [email.trim(), kind],
  );
  const match = /token=([A-Za-z0-9_-]+)/.exec(rows[0]?.text_body ?? '');
  if (!match?.[1]) throw new Error(`no ${kind} mail for ${email}`);
  return match[1];
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
