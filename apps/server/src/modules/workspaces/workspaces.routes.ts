import {
  CloneWorkspaceResponseSchema,
  CreateWorkspaceBodySchema,
  CreateWorkspaceResponseSchema,
  DeleteWorkspaceResponseSchema,
  ResetWorkspaceBodySchema,
  ResetWorkspaceResponseSchema,
  UpdateWorkspaceBodySchema,
  WorkspaceDetailSchema,
  WorkspaceListResponseSchema,
  WorkspaceParamsSchema,
  WorkspaceSummarySchema,
} from '@cp/contracts';
import { currentUser, type Authenticate } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { App } from '../../http/types.ts';
import type { WorkspacesService } from './workspaces.service.ts';

export function registerWorkspaceRoutes(app: App, deps: { workspaces: WorkspacesService; authenticate: Authenticate }) {
  const { workspaces } = deps;
  const common = { preHandler: deps.authenticate };
  const tags = ['workspaces'];
  const security = [{ bearer: [] }];
  const params = WorkspaceParamsSchema;

  app.get(
    '/api/workspaces',
    { ...common, schema: { tags, security, response: { 200: WorkspaceListResponseSchema, ...errorResponses } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return workspaces.listWorkspaces(currentUser(req).userId);
    },
  );

  app.post(
    '/api/workspaces',
    {
      ...common,
      schema: {
        tags,
        security,
        body: CreateWorkspaceBodySchema,
        response: { 201: CreateWorkspaceResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      return reply.status(201).send(await workspaces.createWorkspace(currentUser(req).userId, req.body?.name));
    },
  );

  app.post(
    '/api/workspaces/:wid/clone',
    {
      ...common,
      schema: { tags, security, params, response: { 201: CloneWorkspaceResponseSchema, ...errorResponses } },
    },
    async (req, reply) => {
      return reply.status(201).send(await workspaces.cloneWorkspace(currentUser(req).userId, req.params.wid));
    },
  );

  app.patch(
    '/api/workspaces/:wid',
    {
      ...common,
      schema: {
        tags,
        security,
        params,
        body: UpdateWorkspaceBodySchema,
        response: { 200: WorkspaceSummarySchema, ...errorResponses },
      },
    },
    async (req) => {
      return workspaces.updateWorkspace(currentUser(req).userId, req.params.wid, req.body);
    },
  );

  app.delete(
    '/api/workspaces/:wid',
    {
      ...common,
      schema: { tags, security, params, response: { 200: DeleteWorkspaceResponseSchema, ...errorResponses } },
    },
    async (req) => {
      return workspaces.deleteWorkspace(currentUser(req).userId, req.params.wid);
    },
  );

  app.get(
    '/api/workspaces/:wid',
    { ...common, schema: { tags, security, params, response: { 200: WorkspaceDetailSchema, ...errorResponses } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return workspaces.getWorkspace(currentUser(req).userId, req.params.wid);
    },
  );

  app.post(
    '/api/workspaces/:wid/reset',
    {
      ...common,
      schema: {
        tags,
        security,
        params,
        body: ResetWorkspaceBodySchema,
        response: { 200: ResetWorkspaceResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      return workspaces.resetWorkspace(currentUser(req).userId, req.params.wid, req.body);
    },
  );
}
