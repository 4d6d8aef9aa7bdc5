import { ErrorBodySchema } from '@cp/contracts';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testEnv } from '../config/env.ts';
import type { Database } from '../db/database.ts';
import { createAccessTokens } from '../security/access-tokens.ts';
import type { App } from './types.ts';

const secret = 's'.repeat(40);
const internals = /hunter2|10\.1\.2\.3|node_modules|client\.js|ECONNREFUSED|stack/;

/** A database whose every query fails with a message full of things a client must never see. */
function brokenDatabase(extra: Record<string, unknown> = {}): Database {
  const fail = async (): Promise<never> => {
    throw Object.assign(
      new Error(
        'connect ECONNREFUSED 10.1.2.3:5432 password=hunter2\n    at Client (/srv/app/node_modules/pg/lib/client.js:132:7)',
      ),
      extra,
    );
  };
  return { query: fail, transaction: fail, close: async () => undefined, pool: {} as pg.Pool };
}

async function validToken() {
  return createAccessTokens({ secret, ttlSeconds: 3600, now: () => new Date() }).sign({
    userId: 'usr_x',
    email: 'x@example.com',
    version: 0,
  });
}

describe('when the database fails', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildApp({ env: testEnv({ AUTH_SECRET: secret }), db: brokenDatabase() });
    await app.ready();
  });
  afterAll(async () => app.close());

  it('answers 500 INTERNAL with the generic text and nothing else', async () => {
    const requests = [
      { method: 'GET' as const, url: '/api/me', headers: { authorization: `Bearer ${await validToken()}` } },
      {
        method: 'PUT' as const,
        url: '/api/me/profile',
        headers: { authorization: `Bearer ${await validToken()}` },
        payload: { career_goals: [] },
      },
      { method: 'POST' as const, url: '/api/auth/login', payload: { email: 'a@example.com', password: 'secret1' } },
      {
        method: 'POST' as const,
        url: '/api/auth/signup',
        payload: { email: 'a@example.com', password: 'secret1', terms_accepted: true },
      },
    ];
    for (const request of requests) {
      const res = await app.inject(request);
      expect(res.statusCode, request.url).toBe(500);
      const body = ErrorBodySchema.parse(res.json());
      expect(Object.keys(body).sort()).toEqual(['code', 'detail', 'request_id']);
      expect(body).toMatchObject({ code: 'INTERNAL', detail: 'Something went wrong on our side. Please try again.' });
      expect(body.request_id).toBe(res.headers['x-request-id']);
      expect(res.body, request.url).not.toMatch(internals);
    }
  });

  it('answers /api/ready with 503 UNAVAILABLE, without the cause', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(ErrorBodySchema.parse(res.json())).toMatchObject({
      code: 'UNAVAILABLE',
      detail: 'The database is not reachable.',
    });
    expect(res.body).not.toMatch(internals);
  });
});

describe('an unmapped error that carries a 4xx status', () => {
  it('answers a generic 400, not its message', async () => {
    const app = await buildApp({ env: testEnv({ AUTH_SECRET: secret }), db: brokenDatabase({ statusCode: 409 }) });
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { authorization: `Bearer ${await validToken()}` },
      });
      expect(res.statusCode).toBe(400);
      expect(ErrorBodySchema.parse(res.json())).toMatchObject({
        code: 'VALIDATION_ERROR',
        detail: 'The request could not be processed.',
      });
      expect(res.body).not.toMatch(internals);
    } finally {
      await app.close();
    }
  });
});
