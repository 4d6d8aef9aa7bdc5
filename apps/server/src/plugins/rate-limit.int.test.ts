import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const REDIS_URL = 'redis://127.0.0.1:6379';

function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: 6379 });
    socket.setTimeout(500, () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

// CI has Redis on 127.0.0.1:6379 and must not skip these; a machine without Redis skips them elsewhere.
const hasRedis = process.env.CI === 'true' ? true : await redisAnswers();

/** A client address of its own for each test: counts left in Redis by an earlier run never meet it. */
function clientAddress(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

/** GET /api/me without a session: 401 while under the limit, 429 once over it. */
async function statusFrom(context: TestContext, remoteAddress: string): Promise<number> {
  return (await context.app.inject({ method: 'GET', url: '/api/me', remoteAddress })).statusCode;
}

describe.skipIf(!hasRedis)("rate limits with REDIS_URL: two API instances share each client's limit", () => {
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    first = await createTestApp({ env: { REDIS_URL, RATE_LIMIT_MAX: '5' } });
    second = await createTestApp({ env: { REDIS_URL, RATE_LIMIT_MAX: '5' } });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('counts requests to either instance against one limit', async () => {
    const client = clientAddress();
    const statuses = [];
    for (const context of [first, second, first, second, first]) statuses.push(await statusFrom(context, client));
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect(await statusFrom(second, client)).toBe(429);
    expect(await statusFrom(first, client)).toBe(429);
    // another client is not held back by the first one's count
    expect(await statusFrom(second, clientAddress())).toBe(401);
  });

  it("keeps the sign-in routes' own, lower limit shared as well", async () => {
    const auth = [
      await createTestApp({ env: { REDIS_URL, AUTH_RATE_LIMIT_MAX: '2' } }),
      await createTestApp({ env: { REDIS_URL, AUTH_RATE_LIMIT_MAX: '2' } }),
    ];
    try {
      const client = clientAddress();
      const login = (context: TestContext) =>
        context.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: client,
          payload: { email: 'nobody@example.com', password: 'wrong password' },
        });
      expect((await login(auth[0]!)).statusCode).not.toBe(429);
      expect((await login(auth[1]!)).statusCode).not.toBe(429);
      expect((await login(auth[0]!)).statusCode).toBe(429);
    } finally {
      for (const context of auth) await context.close();
    }
  });
});

describe('rate limits without REDIS_URL', () => {
  it('counts in each process: two instances allow the limit each', async () => {
    const contexts = [
      await createTestApp({ env: { RATE_LIMIT_MAX: '2' } }),
      await createTestApp({ env: { RATE_LIMIT_MAX: '2' } }),
    ];
    try {
      const client = clientAddress();
      const statuses = [];
      for (const context of [contexts[0]!, contexts[0]!, contexts[1]!, contexts[1]!, contexts[0]!])
        statuses.push(await statusFrom(context, client));
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
    } finally {
      for (const context of contexts) await context.close();
    }
  });

  it('refuses to start when REDIS_URL is set and nothing answers there', async () => {
    // Port 1 on loopback: nothing listens, the connection is refused at once.
    await expect(createTestApp({ env: { REDIS_URL: 'redis://:secret@127.0.0.1:1' } })).rejects.toThrow(
      /^REDIS_URL is set but Redis at 127\.0\.0\.1:1 does not answer \(.+\); start it or unset REDIS_URL\.$/,
    );
  });
});
