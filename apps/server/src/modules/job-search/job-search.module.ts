import type { PlanPackage } from '@cp/contracts';
import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/database.ts';
import type { Authenticate } from '../../http/authenticate.ts';
import type { App } from '../../http/types.ts';
import type { Clock } from '../auth/auth.service.ts';
import type { WorkspacesService } from '../workspaces/workspaces.service.ts';
import { boardsFromEnv, connectorsFor, keysFromEnv } from './boards/board-config.ts';
import { createBoardIngest, type JobEnricher } from './boards/board-ingest.ts';
import { boardSchedule, boardTasks, BOARD_ENQUEUE_TASK } from './boards/board-schedule.ts';
import { boardFetchDefaults, fetchBoardJson } from './boards/fetch-json.ts';
import { loadGazetteer } from './gazetteer.ts';
import { createJobIndexRepository } from './job-index.repository.ts';
import { createJobIndexStatus } from './job-index-status.ts';
import { registerJobSearchRoutes } from './job-search.routes.ts';
import { createJobSearchService, type JobSearchEngine } from './job-search.service.ts';
import { createAgentProfileService, type AgentProfileServiceDeps } from './agent-profile.service.ts';
import { seedDemoCatalogue } from './seed-demo.ts';

type Log = { info(o: object, m: string): void; warn(o: object, m: string): void };

/** The job index, its boards, the agent's search over it, and its routes, wired once (app.ts). */
export function createJobSearchModule(deps: {
  env: Env;
  db: Database;
  clock: Clock;
  engine: JobSearchEngine & { enrichJobs: JobEnricher } & AgentProfileServiceDeps['engine'];
  workspaces: WorkspacesService;
  planOf: (userId: string) => Promise<PlanPackage>;
  log: Log;
}) {
  const gazetteer = loadGazetteer();
  const index = createJobIndexRepository(deps.db);
  const status = createJobIndexStatus({ index });
  const boards = boardsFromEnv(deps.env);
  const ingest = createBoardIngest({
    index,
    gazetteer,
    connectors: connectorsFor(keysFromEnv(deps.env)),
    enrich: (jobs) => deps.engine.enrichJobs(jobs),
    now: () => deps.clock.now(),
    fetchJson: (request) =>
      fetchBoardJson(request, { ...boardFetchDefaults, allowPrivate: deps.env.SCRAPE_ALLOW_PRIVATE }),
    onChange: () => status.invalidate(),
  });
  const jobSearch = createJobSearchService({
    index,
    gazetteer,
    engine: deps.engine,
    clock: deps.clock,
    status,
    planOf: deps.planOf,
    resumeText: async (userId, wid) => (wid ? (await deps.workspaces.getWorkspace(userId, wid)).cv_content : ''),
  });
  const agentProfile = createAgentProfileService({
    engine: deps.engine,
    clock: deps.clock,
    resumeText: async (userId, wid) => (await deps.workspaces.getWorkspace(userId, wid)).cv_content,
  });
  return {
    gazetteer,
    index,
    status,
    jobSearch,
    agentProfile,
    boards,
    ingest,
    /** The queue's board tasks and cron slot (added to the job runner), and the task that starts a first read at boot. */
    queue: {
      tasks: boardTasks({ boards, index, ingest, now: () => deps.clock.now(), log: deps.log }),
      schedule: boardSchedule,
      kickOff: BOARD_ENQUEUE_TASK,
    },
    /** The demo catalogue when the index is empty and no board is configured (the offline default). */
    seedDemo: () => seedDemoCatalogue({ index, gazetteer, now: deps.clock.now(), boardsConfigured: boards.length > 0 }),
    register: (
      app: App,
      routeDeps: { authenticate: Authenticate; searchRateLimit: { max: number; timeWindow: string } },
    ) => registerJobSearchRoutes(app, { jobSearch, agentProfile, status, ...routeDeps }),
  };
}
export type JobSearchModule = ReturnType<typeof createJobSearchModule>;
