import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { Env } from '../config/env.ts';
import type { App } from '../http/types.ts';

/** How long boot waits for REDIS_URL to answer before refusing to start. */
const REDIS_BOOT_TIMEOUT_MS = 3000;

/** The host and port of a Redis URL, without the password, for messages. */
function describeRedis(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '6379'}`;
}

/**
 * A Redis connection for the shared rate-limit store: short timeouts and one retry per command, so a
 * request never waits long on Redis. Boot refuses to start when REDIS_URL does not answer.
 */
async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    connectTimeout: 1000,
    maxRetriesPerRequest: 1,
    lazyConnect: true,
    connectionName: 'career-prep-rate-limit',
  });
  // ioredis emits 'error' on every failed reconnect: without a listener that is an uncaught exception.
  redis.on('error', () => undefined);
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      redis.connect().then(() => redis.ping()),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer')), REDIS_BOOT_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    redis.disconnect();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `REDIS_URL is set but Redis at ${describeRedis(url)} does not answer (${reason}); start it or unset REDIS_URL.`,
    );
  } finally {
    clearTimeout(timer);
  }
  return redis;
}

/**
 * Every route's rate limit (docs/decisions/025-production-build.md): counted in Redis when REDIS_URL is
 * set, so API instances behind one load balancer share each client's limit; in this process otherwise.
 * A Redis outage after boot lets requests through (skipOnError) rather than failing every request:
 * the per-address login delays, kept in PostgreSQL, still hold.
 */
export async function registerRateLimit(app: App, env: Env): Promise<void> {
  const redis = env.REDIS_URL ? await connectRedis(env.REDIS_URL) : undefined;
  if (redis) {
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => undefined);
    });
  }
  await app.register(rateLimit, {
    global: true,
    max: env.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: 'career-prep-rate-limit:', skipOnError: true } : {}),
    // The API is limited; the web app's own files are not: one page load fetches dozens of chunks,
    // and a 429 on a script would break the page (they are static and cached by hash anyway).
    allowList: (request) =>
      !(request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')),
  });
}
