import { ErrorBodySchema, HealthResponseSchema, ReadyResponseSchema } from '@cp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READY_PROBES_PER_MINUTE } from '../../app.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  // A tiny global limit: health checks must not count against it.
  ctx = await createTestApp({ env: { RATE_LIMIT_MAX: '2' } });
});
afterAll(async () => ctx?.close());

describe('health and readiness', () => {
  it('answers /api/health and /api/ready to a probe, whatever the global limit', async () => {
    for (let i = 0; i < 5; i += 1) {
      const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(HealthResponseSchema.parse(health.json())).toEqual({ status: 'ok' });
      const ready = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ReadyResponseSchema.parse(ready.json())).toEqual({ status: 'ready', database: 'ok' });
    }
  });

  it('limits /api/ready in its own bucket: a once-a-second probe passes, a flood gets 429', async () => {
    const own = await createTestApp({ env: { RATE_LIMIT_MAX: '2' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < READY_PROBES_PER_MINUTE + 5; i += 1)
        statuses.push((await own.app.inject({ method: 'GET', url: '/api/ready' })).statusCode);
      expect(statuses.slice(0, READY_PROBES_PER_MINUTE).every((s) => s === 200)).toBe(true);
      expect(statuses.slice(READY_PROBES_PER_MINUTE)).toEqual([429, 429, 429, 429, 429]);
      const limited = await own.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ErrorBodySchema.parse(limited.json()).code).toBe('RATE_LIMITED');
      // /api/health stays unlimited, and the ready bucket did not use up the API allowance
      expect((await own.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await own.app.inject({ method: 'GET', url: '/api/auth/providers' })).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });

  it('applies the global rate limit to other routes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await ctx.app.inject({ method: 'GET', url: '/api/auth/providers' })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    const limited = await ctx.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(ErrorBodySchema.parse(limited.json()).code).toBe('RATE_LIMITED');
  });
});
