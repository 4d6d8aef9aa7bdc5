import { createServer } from 'node:net';
import { ErrorBodySchema } from '@cp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testEnv } from '../config/env.ts';
import { createDatabase, type Database } from '../db/database.ts';
import { createAccessTokens } from '../security/access-tokens.ts';
import type { App } from './types.ts';

const secret = 'o'.repeat(40);

/** A loopback port nothing listens on: PostgreSQL is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let app: App;
let db: Database;
beforeAll(async () => {
  db = createDatabase(`postgres://postgres:pw@127.0.0.1:${await closedPort()}/app`);
  app = await buildApp({ env: testEnv({ AUTH_SECRET: secret }), db });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

describe('during a database outage', () => {
  it('answers 503 UNAVAILABLE with a retry hint, not 500, on every kind of route', async () => {
    const token = await createAccessTokens({ secret, ttlSeconds: 3600, now: () => new Date() }).sign({
      userId: 'usr_x',
      email: 'x@example.com',
      version: 0,
    });
    const requests = [
      { method: 'GET' as const, url: '/api/me', headers: { authorization: `Bearer ${token}` } },
      { method: 'GET' as const, url: '/api/workspaces', headers: { authorization: `Bearer ${token}` } },
      { method: 'POST' as const, url: '/api/auth/login', payload: { email: 'a@example.com', password: 'secret1' } },
    ];
    for (const request of requests) {
      const res = await app.inject(request);
      expect(res.statusCode, `${request.url}: ${res.body}`).toBe(503);
      expect(res.headers['retry-after'], request.url).toBe('5');
      const body = ErrorBodySchema.parse(res.json());
      expect(body).toMatchObject({
        code: 'UNAVAILABLE',
        detail: 'The service is briefly unavailable. Please try again in a moment.',
        retry_after_seconds: 5,
      });
      expect(res.body, request.url).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|postgres/);
    }
  });

  it('still says so on /api/ready', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(ErrorBodySchema.parse(res.json()).code).toBe('UNAVAILABLE');
  });
});
