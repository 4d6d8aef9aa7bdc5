import { ExpirePromoBodySchema, ExpirePromoResponseSchema, PromoSchema } from '@cp/contracts';
import { z } from 'zod';
import { currentUser, type Authenticate } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { App } from '../../http/types.ts';
import type { PromosService } from './promos.service.ts';

export function registerPromoRoutes(app: App, deps: { promos: PromosService; authenticate: Authenticate }) {
  const { promos } = deps;
  const common = { preHandler: deps.authenticate };
  const tags = ['promos'];
  const security = [{ bearer: [] }];
  const none = z.null().describe('No promo');

  app.get(
    '/api/promos/resolve',
    { ...common, schema: { tags, security, response: { 200: PromoSchema, 204: none, ...errorResponses } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const promo = await promos.resolve(currentUser(req).userId);
      return promo ? promo : reply.status(204).send(null);
    },
  );

  app.post(
    '/api/promos/assign',
    { ...common, schema: { tags, security, response: { 201: PromoSchema, 204: none, ...errorResponses } } },
    async (req, reply) => {
      const promo = await promos.assign(currentUser(req).userId);
      return promo ? reply.status(201).send(promo) : reply.status(204).send(null);
    },
  );

  app.post(
    '/api/promos/expire',
    {
      ...common,
      schema: {
        tags,
        security,
        body: ExpirePromoBodySchema,
        response: { 200: ExpirePromoResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const { expired } = await promos.expire(currentUser(req).userId);
      return { message: expired ? 'Promo expired.' : 'No running promo.', expired };
    },
  );
}
