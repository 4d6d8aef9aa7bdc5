import { RunEditResponseSchema, RunParamsSchema, SaveRunEditBodySchema } from '@cp/contracts';
import { currentUser, type Authenticate } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { App } from '../../http/types.ts';
import type { RunEditsService } from './run-edits.service.ts';

/** Saving and reverting the user's edit of a cover letter run (free; docs/decisions/017). */
export function registerRunEditRoutes(app: App, deps: { runEdits: RunEditsService; authenticate: Authenticate }) {
  const { runEdits } = deps;
  const common = { preHandler: deps.authenticate };
  const base = { tags: ['analysis'], security: [{ bearer: [] }], params: RunParamsSchema };

  app.put(
    '/api/workspaces/:wid/runs/:runId/edit',
    {
      ...common,
      schema: { ...base, body: SaveRunEditBodySchema, response: { 200: RunEditResponseSchema, ...errorResponses } },
    },
    async (req) => {
      return runEdits.saveEdit(currentUser(req).userId, req.params.wid, req.params.runId, req.body.text);
    },
  );

  app.delete(
    '/api/workspaces/:wid/runs/:runId/edit',
    { ...common, schema: { ...base, response: { 200: RunEditResponseSchema, ...errorResponses } } },
    async (req) => {
      return runEdits.revertEdit(currentUser(req).userId, req.params.wid, req.params.runId);
    },
  );
}
