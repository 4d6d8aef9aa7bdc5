import { UserStatsQuerySchema, UserStatsResponseSchema } from '@cp/contracts';
import { currentUser, type Authenticate } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { App } from '../../http/types.ts';
import type { UserStatsService } from './user-stats.service.ts';

export function registerUserStatsRoutes(app: App, deps: { userStats: UserStatsService; authenticate: Authenticate }) {
  app.get(
    '/api/user-stats',
    {
      preHandler: deps.authenticate,
      schema: {
        tags: ['credits'],
        security: [{ bearer: [] }],
        querystring: UserStatsQuerySchema,
        response: { 200: UserStatsResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.userStats.getUserStats(currentUser(req).userId, {
        page: req.query.page,
        pageSize: req.query.page_size,
      });
    },
  );
}
