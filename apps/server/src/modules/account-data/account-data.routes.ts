import { AccountExportSchema, DeleteAccountResponseSchema } from '@cp/contracts';
import { currentUser, type Authenticate } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { App } from '../../http/types.ts';
import type { AccountDataService } from './account-data.service.ts';

export function registerAccountDataRoutes(
  app: App,
  deps: {
    accountData: AccountDataService;
    authenticate: Authenticate;
    costlyRateLimit: { max: number; timeWindow: string };
  },
) {
  const tags = ['auth'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/auth/export-data',
    {
      preHandler: deps.authenticate,
      config: { rateLimit: deps.costlyRateLimit },
      schema: { tags, security, response: { 200: AccountExportSchema, ...errorResponses } },
    },
    async (req, reply) => {
      const { userId } = currentUser(req);
      const data = await deps.accountData.exportData(userId);
      reply.header('cache-control', 'no-store');
      reply.header('content-disposition', `attachment; filename="${userId}.json"`);
      return data;
    },
  );

  app.post(
    '/api/auth/delete-account',
    {
      preHandler: deps.authenticate,
      config: { rateLimit: deps.costlyRateLimit },
      schema: { tags, security, response: { 200: DeleteAccountResponseSchema, ...errorResponses } },
    },
    async (req) => deps.accountData.deleteAccount(currentUser(req).userId),
  );
}
