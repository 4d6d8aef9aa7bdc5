import {
  CommitCreditsBodySchema,
  CommitCreditsResponseSchema,
  CreditsResponseSchema,
  ErrorBodySchema,
  RecordUsageBodySchema,
  RecordUsageResponseSchema,
  ReleaseCreditsBodySchema,
  ReleaseCreditsResponseSchema,
  ReserveCreditsBodySchema,
  ReserveCreditsResponseSchema,
} from '@cp/contracts';
import { assertSameUser, currentUser, type Authenticate } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { App } from '../../http/types.ts';
import type { CreditsService } from './credits.service.ts';

export function registerCreditRoutes(app: App, deps: { credits: CreditsService; authenticate: Authenticate }) {
  const { credits } = deps;
  const common = { preHandler: deps.authenticate };
  const tags = ['credits'];
  const security = [{ bearer: [] }];
  const withPayment = { ...errorResponses, 402: ErrorBodySchema };

  app.get(
    '/api/credits',
    { ...common, schema: { tags, security, response: { 200: CreditsResponseSchema, ...errorResponses } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return credits.getCredits(currentUser(req).userId);
    },
  );

  app.post(
    '/api/credits/reserve',
    {
      ...common,
      schema: {
        tags,
        security,
        body: ReserveCreditsBodySchema,
        response: { 200: ReserveCreditsResponseSchema, ...withPayment },
      },
    },
    async (req) => {
      const { module_key: moduleKey, minutes, action, wid } = req.body;
      return credits.reserve({ userId: currentUser(req).userId, moduleKey, minutes, action, wid });
    },
  );

  app.post(
    '/api/credits/commit',
    {
      ...common,
      schema: {
        tags,
        security,
        body: CommitCreditsBodySchema,
        response: { 200: CommitCreditsResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      return credits.commit(currentUser(req).userId, req.body.run_id, req.body.module_key);
    },
  );

  app.post(
    '/api/credits/release',
    {
      ...common,
      schema: {
        tags,
        security,
        body: ReleaseCreditsBodySchema,
        response: { 200: ReleaseCreditsResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      return credits.release(currentUser(req).userId, req.body.run_id);
    },
  );

  app.post(
    '/api/modules/record-usage',
    {
      ...common,
      schema: {
        tags,
        security,
        body: RecordUsageBodySchema,
        response: { 200: RecordUsageResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const { userId } = currentUser(req);
      assertSameUser(userId, req.body.user_id);
      return credits.recordUsage(userId, req.body);
    },
  );
}
