import { GoalAssistantBodySchema, GoalAssistantResponseSchema } from '@cp/contracts';
import { currentUser, type Authenticate } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { App } from '../../http/types.ts';
import type { GoalAssistantService } from './goal-assistant.service.ts';

/** JSON bodies past this size are refused before parsing (the question is at most 1,000 characters). */
const BODY_LIMIT_BYTES = 16 * 1024;

export function registerGoalAssistantRoutes(
  app: App,
  deps: { goalAssistant: GoalAssistantService; authenticate: Authenticate },
) {
  app.post(
    '/api/uc/goal-assistant',
    {
      preHandler: deps.authenticate,
      bodyLimit: BODY_LIMIT_BYTES,
      schema: {
        tags: ['assistant'],
        security: [{ bearer: [] }],
        body: GoalAssistantBodySchema,
        response: { 200: GoalAssistantResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.goalAssistant.answer(currentUser(req).userId, req.body);
    },
  );
}
