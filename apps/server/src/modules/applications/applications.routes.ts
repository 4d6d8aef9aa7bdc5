import {
  ApplicationParamsSchema,
  ApplicationSchema,
  ApplicationsListResponseSchema,
  CreateApplicationBodySchema,
  UpdateApplicationBodySchema,
  UpdateApplicationStatusBodySchema,
  WorkspaceParamsSchema,
} from '@cp/contracts';
import { z } from 'zod';
import { currentUser, type Authenticate } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { App } from '../../http/types.ts';
import type { ApplicationsService } from './applications.service.ts';

/** An application is a few fields and notes; nothing near this size is legitimate. */
const APPLICATION_BODY_LIMIT = 64_000;

/** Application Dashboard (docs/product/3-agent-tracker-assistant.md section 7, docs/decisions/027). */
export function registerApplicationRoutes(
  app: App,
  deps: { applications: ApplicationsService; authenticate: Authenticate },
) {
  const { applications } = deps;
  const common = { preHandler: deps.authenticate, bodyLimit: APPLICATION_BODY_LIMIT };
  const base = { tags: ['applications'], security: [{ bearer: [] }] };

  app.get(
    '/api/workspaces/:wid/applications',
    {
      ...common,
      schema: {
        ...base,
        params: WorkspaceParamsSchema,
        response: { 200: ApplicationsListResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return applications.list(currentUser(req).userId, req.params.wid);
    },
  );

  app.post(
    '/api/workspaces/:wid/applications',
    {
      ...common,
      schema: {
        ...base,
        params: WorkspaceParamsSchema,
        body: CreateApplicationBodySchema,
        response: { 201: ApplicationSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const created = await applications.create(currentUser(req).userId, req.params.wid, req.body);
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/api/workspaces/:wid/applications/:id/status',
    {
      ...common,
      schema: {
        ...base,
        params: ApplicationParamsSchema,
        body: UpdateApplicationStatusBodySchema,
        response: { 200: ApplicationSchema, ...errorResponses },
      },
    },
    async (req) =>
      applications.setStatus(currentUser(req).userId, req.params.wid, req.params.id, req.body.status, {
        closeReason: req.body.closeReason,
      }),
  );

  app.patch(
    '/api/workspaces/:wid/applications/:id',
    {
      ...common,
      schema: {
        ...base,
        params: ApplicationParamsSchema,
        body: UpdateApplicationBodySchema,
        response: { 200: ApplicationSchema, ...errorResponses },
      },
    },
    async (req) => applications.update(currentUser(req).userId, req.params.wid, req.params.id, req.body),
  );

  app.delete(
    '/api/workspaces/:wid/applications/:id',
    {
      ...common,
      schema: { ...base, params: ApplicationParamsSchema, response: { 204: z.null(), ...errorResponses } },
    },
    async (req, reply) => {
      await applications.remove(currentUser(req).userId, req.params.wid, req.params.id);
      return reply.code(204).send(null);
    },
  );
}
