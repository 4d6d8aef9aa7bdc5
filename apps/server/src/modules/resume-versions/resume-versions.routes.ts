import {
  ApplyImprovementsBodySchema,
  ApplyImprovementsResponseSchema,
  ResumeVersionsResponseSchema,
  UndoImprovementBodySchema,
  UndoImprovementResponseSchema,
  WorkspaceParamsSchema,
} from '@cp/contracts';
import { currentUser, type Authenticate } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { App } from '../../http/types.ts';
import type { ResumeVersionsService } from './resume-versions.service.ts';

/** The workspace resume's versions, Resume Improvement's Apply and its Undo (free; docs/decisions/017). */
export function registerResumeVersionRoutes(
  app: App,
  deps: { resumeVersions: ResumeVersionsService; authenticate: Authenticate },
) {
  const { resumeVersions } = deps;
  const common = { preHandler: deps.authenticate };
  const base = { tags: ['workspaces'], security: [{ bearer: [] }], params: WorkspaceParamsSchema };

  app.get(
    '/api/workspaces/:wid/resume/versions',
    { ...common, schema: { ...base, response: { 200: ResumeVersionsResponseSchema, ...errorResponses } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return resumeVersions.listVersions(currentUser(req).userId, req.params.wid);
    },
  );

  app.post(
    '/api/workspaces/:wid/resume/apply',
    {
      ...common,
      schema: {
        ...base,
        body: ApplyImprovementsBodySchema,
        response: { 200: ApplyImprovementsResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      return resumeVersions.applyImprovements(currentUser(req).userId, req.params.wid, req.body);
    },
  );

  app.post(
    '/api/workspaces/:wid/resume/undo',
    {
      ...common,
      schema: {
        ...base,
        body: UndoImprovementBodySchema,
        response: { 200: UndoImprovementResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      return resumeVersions.undoImprovement(currentUser(req).userId, req.params.wid, req.body.versionId);
    },
  );
}
