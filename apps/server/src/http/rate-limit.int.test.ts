import { ErrorBodySchema } from '@cp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '2' } });
});
afterAll(async () => ctx?.close());

const login = (remoteAddress = '203.0.113.7', headers: Record<string, string> = {}, app = ctx.app) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers,
    payload: { email: 'nobody@example.com', password: 'wrong-password' },
  });

describe('auth rate limit', () => {
  it('answers the third sign-in attempt in a minute with 429 RATE_LIMITED in the error body', async () => {
    expect((await login()).statusCode).toBe(401);
    expect((await login()).statusCode).toBe(401);
    const limited = await login();
    expect(limited.statusCode).toBe(429);
    const body = ErrorBodySchema.parse(limited.json());
    expect(body).toMatchObject({
      code: 'RATE_LIMITED',
      detail: 'Too many requests. Please wait a moment and try again.',
    });
    expect(body.request_id).toBe(limited.headers['x-request-id']);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts each client address on its own', async () => {
    expect((await login('203.0.113.8')).statusCode).toBe(401);
  });

  it('does not let a client pick its own address with X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await login('198.51.100.1', { 'x-forwarded-for': `10.0.0.${i}` })).statusCode);
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('counts the forwarded client address behind a trusted proxy (TRUST_PROXY)', async () => {
    for (const trust of ['1', '198.51.100.9', '198.51.100.0/24']) {
      const behindProxy = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '2', TRUST_PROXY: trust } });
      try {
        const proxy = '198.51.100.9';
        const client = (i: number) => ({ 'x-forwarded-for': `192.0.2.${i}` });
        const statuses = [
          await login(proxy, client(1), behindProxy.app),
          await login(proxy, client(1), behindProxy.app),
          await login(proxy, client(1), behindProxy.app),
          await login(proxy, client(2), behindProxy.app),
        ].map((r) => r.statusCode);
        expect(statuses, trust).toEqual([401, 401, 429, 401]);
      } finally {
        await behindProxy.close();
      }
    }
  });

  it('leaves routes outside the auth limit alone', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/providers', remoteAddress: '203.0.113.7' });
    expect(res.statusCode).toBe(200);
  });
});
