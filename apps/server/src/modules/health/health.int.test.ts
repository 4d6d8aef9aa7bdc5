import { ErrorBodySchema, HealthResponseSchema, ReadyResponseSchema } from '@cp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  // A tiny global limit: health checks must not count against it.
  ctx = await createTestApp({ env: { RATE_LIMIT_MAX: '2' } });
});
afterAll(async () => ctx?.close());

describe('health and readiness', () => {
  it('answers /api/health and /api/ready, however often a probe asks', async () => {
    for (let i = 0; i < 5; i += 1) {
      const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(HealthResponseSchema.parse(health.json())).toEqual({ status: 'ok' });
      const ready = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ReadyResponseSchema.parse(ready.json())).toEqual({ status: 'ready', database: 'ok' });
    }
  });

  it('applies the global rate limit to other routes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await ctx.app.inject({ method: 'GET', url: '/api/auth/providers' })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    const limited = await ctx.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(ErrorBodySchema.parse(limited.json()).code).toBe('RATE_LIMITED');
  });
});
