import { RecordEventBodySchema } from '@cp/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Authenticate } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { App } from '../../http/types.ts';
import type { AnalyticsRepository } from './analytics.repository.ts';

const BODY_LIMIT_BYTES = 4 * 1024;

/**
 * POST /api/events: records one product event (docs/decisions/026). Signed in or not: an event like
 * account_deleted is sent after the session is gone. A bearer token, when sent, must be valid and
 * names the user.
 */
export function registerAnalyticsRoutes(app: App, deps: { repo: AnalyticsRepository; authenticate: Authenticate }) {
  const optionalAuth = async (req: FastifyRequest) => {
    if (req.headers.authorization !== undefined) await deps.authenticate(req);
  };
  app.post(
    '/api/events',
    {
      preHandler: optionalAuth,
      bodyLimit: BODY_LIMIT_BYTES,
      schema: {
        tags: ['analytics'],
        body: RecordEventBodySchema,
        response: { 204: z.null().describe('Recorded'), ...errorResponses },
      },
    },
    async (req, reply) => {
      await deps.repo.insert({ name: req.body.event, userId: req.auth?.userId ?? null, detail: req.body.detail ?? {} });
      return reply.status(204).send(null);
    },
  );
}
