import {
  ApplicationEventParamsSchema,
  ApplicationEventSchema,
  ApplicationEventsResponseSchema,
  ApplicationExportQuerySchema,
  ApplicationExportResponseSchema,
  ApplicationParamsSchema,
  ImportApplicationLinkBodySchema,
  ImportApplicationLinkResponseSchema,
  UpdateApplicationEventBodySchema,
  WorkspaceParamsSchema,
} from '@cp/contracts';
import { currentUser, type Authenticate } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { App } from '../../http/types.ts';
import type { ApplicationTrackingService } from './application-tracking.service.ts';

/** The timeline, the job-link import and the exports (docs/decisions/028). */
export function registerApplicationTrackingRoutes(
  app: App,
  deps: {
    tracking: ApplicationTrackingService;
    authenticate: Authenticate;
    /** The import fetches a page: limited like the other costly routes. */
    costlyRateLimit: { max: number; timeWindow: string };
  },
) {
  const { tracking } = deps;
  const common = { preHandler: deps.authenticate, bodyLimit: 8_192 };
  const base = { tags: ['applications'], security: [{ bearer: [] }] };

  app.get(
    '/api/workspaces/:wid/applications/:id/events',
    {
      ...common,
      schema: {
        ...base,
        params: ApplicationParamsSchema,
        response: { 200: ApplicationEventsResponseSchema, ...errorResponses },
      },
    },
    async (req) => tracking.listEvents(currentUser(req).userId, req.params.wid, req.params.id),
  );

  app.patch(
    '/api/workspaces/:wid/applications/:id/events/:eventId',
    {
      ...common,
      schema: {
        ...base,
        params: ApplicationEventParamsSchema,
        body: UpdateApplicationEventBodySchema,
        response: { 200: ApplicationEventSchema, ...errorResponses },
      },
    },
    async (req) =>
      tracking.setEventDate(currentUser(req).userId, req.params.wid, req.params.id, req.params.eventId, req.body.at),
  );

  app.post(
    '/api/workspaces/:wid/applications/import-link',
    {
      ...common,
      config: { rateLimit: deps.costlyRateLimit },
      schema: {
        ...base,
        params: WorkspaceParamsSchema,
        body: ImportApplicationLinkBodySchema,
        response: { 200: ImportApplicationLinkResponseSchema, ...errorResponses },
      },
    },
    async (req) => tracking.importLink(currentUser(req).userId, req.params.wid, req.body.url),
  );

  app.get(
    '/api/workspaces/:wid/applications/export',
    {
      ...common,
      schema: {
        ...base,
        params: WorkspaceParamsSchema,
        querystring: ApplicationExportQuerySchema,
        response: { 200: ApplicationExportResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return tracking.export(currentUser(req).userId, req.params.wid, req.query.format);
    },
  );
}
