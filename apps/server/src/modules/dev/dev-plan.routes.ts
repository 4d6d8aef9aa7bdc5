import { MessageResponseSchema, PlanPackageSchema } from '@cp/contracts';
import { z } from 'zod';
import { currentUser, type Authenticate } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { App } from '../../http/types.ts';
import type { createDevPlanRepository } from './dev-plan.repository.ts';

/**
 * Only when DEV_ROUTES=true (local development and the end-to-end tests): put the signed-in user on
 * a plan directly, so journeys can cover plan limits without a payment. Refused in production (env.ts).
 */
export function registerDevPlanRoutes(
  app: App,
  deps: { repo: ReturnType<typeof createDevPlanRepository>; authenticate: Authenticate },
) {
  app.post(
    '/api/dev/subscription',
    {
      preHandler: deps.authenticate,
      schema: {
        hide: true,
        body: z.object({ package: PlanPackageSchema }),
        response: { 200: MessageResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      await deps.repo.setPackage(currentUser(req).userId, req.body.package);
      return { message: `Plan set to ${req.body.package}.` };
    },
  );
}
