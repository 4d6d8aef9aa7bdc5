import { ErrorBodySchema, HealthResponseSchema, ReadyResponseSchema } from '@cp/contracts';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { App } from '../../http/types.ts';

export function registerHealthRoutes(app: App, deps: { db: Queryable }) {
  const tags = ['health'];
  app.get('/api/health', { config: { rateLimit: false }, schema: { tags, response: { 200: HealthResponseSchema } } }, async () => ({ status: 'ok' as const }));

  app.get('/api/ready', { config: { rateLimit: false }, schema: { tags, response: { 200: ReadyResponseSchema, 503: ErrorBodySchema } } }, async () => {
    try {
      await deps.db.query('SELECT 1');
    } catch {
      throw new AppError('UNAVAILABLE', 'The database is not reachable.');
    }
    return { status: 'ready' as const, database: 'ok' as const };
  });
}
