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
  env?: Record<string, string>; clock?: AppDeps['clock']; webDistDir?: string | null; stripeApi?: AppDeps['stripeApi'];
  analysisEngine?: AppDeps['analysisEngine']; llm?: AppDeps['llm'];
};

/** Builds the real app on its own database. Env overrides are the test's; nothing reads process.env. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  const env = testEnv({ RATE_LIMIT_MAX: '100000', AUTH_RATE_LIMIT_MAX: '100000', PUBLIC_URL: 'http://localhost:3000', ...options.env });
  const routes: RegisteredRoute[] = [];
  const app = await buildApp({
    env, db: database.db, clock: options.clock, webDistDir: options.webDistDir ?? null, stripeApi: options.stripeApi,
    analysisEngine: options.analysisEngine, llm: options.llm,
    onRoute: (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    },
  });
  await app.ready();
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

/** Signs a user up through the API and returns the session body. */
export async function signUp(app: App, email = uniqueEmail(), password = 'correct horse') {
  const res = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email, password, terms_accepted: true } });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  return { ...(res.json() as { user_id: string; id_token: string; refresh_token: string; email: string }), password };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
