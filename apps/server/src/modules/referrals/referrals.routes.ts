import { ReferralSummarySchema } from '@cp/contracts';
import { currentUser, type Authenticate } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { App } from '../../http/types.ts';
import type { ReferralsService } from './referrals.service.ts';

export function registerReferralRoutes(app: App, deps: { referrals: ReferralsService; authenticate: Authenticate }) {
  app.get(
    '/api/referrals/me',
    {
      preHandler: deps.authenticate,
      schema: {
        tags: ['billing'],
        security: [{ bearer: [] }],
        response: { 200: ReferralSummarySchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.referrals.summary(currentUser(req).userId);
    },
  );
}
