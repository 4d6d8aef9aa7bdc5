import { ErrorBodySchema, type ErrorBody } from '@cp/contracts';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { App } from '../src/http/types.ts';
import { createTestClock, type TestClock } from './credit-helpers.ts';
import { bearer, createTestApp, type TestAppOptions, type TestContext } from './test-app.ts';

/**
 * The test file's own app (createTestApp): built before its first test and closed after its last.
 * The object returned stands for that TestContext: read `ctx.app` and `ctx.db` in tests and hooks.
 */
export function appForFile(options: TestAppOptions = {}): TestContext {
  let current: TestContext | null = null;
  beforeAll(async () => {
    current = await createTestApp(options);
  });
  afterAll(async () => current?.close());
  return new Proxy({} as TestContext, {
    get(_target, key) {
      if (!current) throw new Error('The test app is built in beforeAll: use it inside a test or a hook.');
      return Reflect.get(current, key) as unknown;
    },
  });
}

/** Stands for the value `get` returns once beforeAll has made it. */
export function madeInBeforeAll<T extends object>(get: () => T | null, what: string): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const value = get();
      if (!value) throw new Error(`${what} is made in beforeAll: use it inside a test or a hook.`);
      return Reflect.get(value, key) as unknown;
    },
  });
}

/** appForFile on a test clock, set back to the real time before each test. */
export function clockedAppForFile(options: Omit<TestAppOptions, 'clock'> = {}): { ctx: TestContext; clock: TestClock } {
  const clock = createTestClock();
  const ctx = appForFile({ ...options, clock });
  beforeEach(() => clock.set(new Date()));
  return { ctx, clock };
}

/** A request as the signed-in `user`. */
export const injectAs = (
  app: App,
  user: { id_token: string },
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => app.inject({ method, url, headers: bearer(user.id_token), ...(payload ? { payload } : {}) });

/** The error body of a response that must have `status` (the body is shown when it has another). */
export function errorOf(
  res: { statusCode: number; body: string; json(): unknown },
  status: number,
): ErrorBody & Record<string, unknown> {
  expect(res.statusCode, res.body).toBe(status);
  return ErrorBodySchema.parse(res.json()) as ErrorBody & Record<string, unknown>;
}
