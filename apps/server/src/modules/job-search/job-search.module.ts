import type { PlanPackage } from '@cp/contracts';
import type { Database } from '../../db/database.ts';
import type { Authenticate } from '../../http/authenticate.ts';
import type { App } from '../../http/types.ts';
import type { Clock } from '../auth/auth.service.ts';
import type { WorkspacesService } from '../workspaces/workspaces.service.ts';
import { loadGazetteer } from './gazetteer.ts';
import { createJobIndexRepository } from './job-index.repository.ts';
import { createJobIndexStatus } from './job-index-status.ts';
import { registerJobSearchRoutes } from './job-search.routes.ts';
import { createJobSearchService, type JobSearchEngine } from './job-search.service.ts';

/** The job index, the agent's search over it, and its routes, wired once (app.ts). */
export function createJobSearchModule(deps: {
  db: Database; clock: Clock; engine: JobSearchEngine; workspaces: WorkspacesService; planOf: (userId: string) => Promise<PlanPackage>;
}) {
  const gazetteer = loadGazetteer();
  const index = createJobIndexRepository(deps.db);
  const status = createJobIndexStatus({ index });
  const jobSearch = createJobSearchService({
    index, gazetteer, engine: deps.engine, clock: deps.clock, status, planOf: deps.planOf,
    resumeText: async (userId, wid) => (wid ? (await deps.workspaces.getWorkspace(userId, wid)).cv_content : ''),
  });
  return {
    gazetteer, index, status, jobSearch,
    register: (app: App, routeDeps: { authenticate: Authenticate; searchRateLimit: { max: number; timeWindow: string } }) =>
      registerJobSearchRoutes(app, { jobSearch, status, ...routeDeps }),
  };
}
export type JobSearchModule = ReturnType<typeof createJobSearchModule>;
