import {
  BuilderExportBodySchema,
  BuilderExportResponseSchema,
  BuilderImportResponseSchema,
  BuilderStateResponseSchema,
  BuilderStateSchema,
  BuilderVersionParamsSchema,
  BuilderVersionsResponseSchema,
  SaveBuilderVersionBodySchema,
  WorkspaceParamsSchema,
} from '@cp/contracts';
import { z } from 'zod';
import { currentUser, type Authenticate } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { App } from '../../http/types.ts';
import type { ExportService } from './export/export.service.ts';
import type { ResumeBuilderService } from './resume-builder.service.ts';

/** A builder document is a few hundred kB at most; a JSON Resume import likewise. */
const BUILDER_BODY_LIMIT = 1_000_000;

/** Resume Builder: the document per workspace, its named versions, and imports for review (docs/decisions/024). */
export type ResumeBuilderRoutesDeps = {
  resumeBuilder: ResumeBuilderService;
  exporter: ExportService;
  authenticate: Authenticate;
  costlyRateLimit: { max: number; timeWindow: string };
};

export function registerResumeBuilderRoutes(app: App, deps: ResumeBuilderRoutesDeps) {
  const { resumeBuilder } = deps;
  const common = { preHandler: deps.authenticate };
  const base = { tags: ['resume-builder'], security: [{ bearer: [] }], params: WorkspaceParamsSchema };

  app.get(
    '/api/workspaces/:wid/builder',
    { ...common, schema: { ...base, response: { 200: BuilderStateResponseSchema, ...errorResponses } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return resumeBuilder.getState(currentUser(req).userId, req.params.wid);
    },
  );

  app.put(
    '/api/workspaces/:wid/builder',
    {
      ...common,
      bodyLimit: BUILDER_BODY_LIMIT,
      schema: { ...base, body: BuilderStateSchema, response: { 200: BuilderStateResponseSchema, ...errorResponses } },
    },
    async (req) => {
      return resumeBuilder.saveState(currentUser(req).userId, req.params.wid, req.body);
    },
  );

  app.get(
    '/api/workspaces/:wid/builder/versions',
    { ...common, schema: { ...base, response: { 200: BuilderVersionsResponseSchema, ...errorResponses } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return resumeBuilder.listVersions(currentUser(req).userId, req.params.wid);
    },
  );

  app.post(
    '/api/workspaces/:wid/builder/versions',
    {
      ...common,
      schema: {
        ...base,
        body: SaveBuilderVersionBodySchema,
        response: { 200: BuilderVersionsResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      return resumeBuilder.saveVersion(currentUser(req).userId, req.params.wid, req.body);
    },
  );

  app.post(
    '/api/workspaces/:wid/builder/versions/:vid/restore',
    {
      ...common,
      schema: {
        ...base,
        params: BuilderVersionParamsSchema,
        response: { 200: BuilderStateResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      return resumeBuilder.restoreVersion(currentUser(req).userId, req.params.wid, req.params.vid);
    },
  );

  app.post(
    '/api/workspaces/:wid/builder/import-workspace',
    { ...common, schema: { ...base, response: { 200: BuilderImportResponseSchema, ...errorResponses } } },
    async (req) => {
      return resumeBuilder.importWorkspaceResume(currentUser(req).userId, req.params.wid);
    },
  );

  // The body is checked by the service so that a wrong type is named in the error (JSON Resume's own field path).
  app.post(
    '/api/builder/import-json-resume',
    {
      ...common,
      bodyLimit: BUILDER_BODY_LIMIT,
      schema: {
        tags: ['resume-builder'],
        security: [{ bearer: [] }],
        body: z.unknown(),
        response: { 200: BuilderImportResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      return resumeBuilder.importJsonResume(req.body);
    },
  );

  app.get(
    '/api/builder/capabilities',
    {
      ...common,
      schema: {
        tags: ['resume-builder'],
        security: [{ bearer: [] }],
        response: { 200: z.object({ pdf: z.boolean(), docx: z.boolean() }), ...errorResponses },
      },
    },
    async () => {
      return { pdf: deps.exporter.pdfAvailable(), docx: true };
    },
  );

  // 1 credit per file ('Module 7'); the answer carries the file and what an ATS reads in it.
  app.post(
    '/api/workspaces/:wid/builder/export',
    {
      ...common,
      bodyLimit: BUILDER_BODY_LIMIT,
      config: { rateLimit: deps.costlyRateLimit },
      schema: {
        ...base,
        body: BuilderExportBodySchema,
        response: { 200: BuilderExportResponseSchema, ...errorResponses },
      },
    },
    async (req) => deps.exporter.export(currentUser(req).userId, req.params.wid, req.body),
  );
}
