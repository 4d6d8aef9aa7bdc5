import { MeResponseSchema, UpdateProfileBodySchema } from '@cp/contracts';
import { currentUser, type Authenticate } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { App } from '../../http/types.ts';
import type { MeService } from './me.service.ts';

export function registerMeRoutes(app: App, deps: { me: MeService; authenticate: Authenticate }) {
  const common = { preHandler: deps.authenticate };
  const tags = ['me'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/me',
    { ...common, schema: { tags, security, response: { 200: MeResponseSchema, ...errorResponses } } },
    async (req) => {
      return deps.me.getMe(currentUser(req).userId);
    },
  );

  app.put(
    '/api/me/profile',
    {
      ...common,
      schema: { tags, security, body: UpdateProfileBodySchema, response: { 200: MeResponseSchema, ...errorResponses } },
    },
    async (req) => {
      return deps.me.updateProfile(currentUser(req).userId, req.body);
    },
  );
}
