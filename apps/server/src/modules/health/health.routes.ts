import { ErrorBodySchema, HealthResponseSchema, ReadyResponseSchema } from '@cp/contracts';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { App } from '../../http/types.ts';

/**
 * /api/health does no work and is never limited. /api/ready asks the database, so it has its own
 * limit (its own bucket: probes never use up a client's API allowance, and a flood cannot turn into
 * database load; docs/decisions/019).
 */
export function registerHealthRoutes(
  app: App,
  deps: { db: Queryable; readyRateLimit: { max: number; timeWindow: string } },
) {
  const tags = ['health'];
  app.get(
    '/api/health',
    { config: { rateLimit: false }, schema: { tags, response: { 200: HealthResponseSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/ready',
    {
      config: { rateLimit: deps.readyRateLimit },
      schema: { tags, response: { 200: ReadyResponseSchema, 429: ErrorBodySchema, 503: ErrorBodySchema } },
    },
    async () => {
      try {
        await deps.db.query('SELECT 1');
      } catch {
        throw new AppError('UNAVAILABLE', 'The database is not reachable.');
      }
      return { status: 'ready' as const, database: 'ok' as const };
    },
  );
}
