import type {
  AnalysisModuleKey,
  AnalysisRunFlag,
  AnalysisSource,
  ModuleCapabilitiesResponse,
  PlanPackage,
  WorkspaceDetail,
} from '@cp/contracts';
import { engineAdvice, engineResults } from '../../features/analysis/testing/engine-results.ts';
import { fakeApi, json, type FakeRequest } from '../../testing/fake-api.ts';
import { creditsBody } from '../../testing/fake-billing.ts';
import { fakeWorkspaceServer, workspace } from '../../testing/fake-workspaces.ts';

export const A = 'ws_AAAAAAAAAAAAAAAA';
export const cvText = 'Priya Raman, Senior Data Analyst at Quillfeather Health since 2021. SQL, Python, Tableau.';
export const jdText = 'Senior Data Analyst. Requirements: SQL, Python, Tableau, 5+ years.';
type Handler = (req: FakeRequest) => Response | Promise<Response>;
type RunMeta = { source?: AnalysisSource; flags?: AnalysisRunFlag[] };

export type ServeOptions = {
  plan?: PlanPackage;
  cv?: string;
  jd?: string;
  /** Stored results by module, served in the workspace detail. */
  outputs?: Partial<Record<AnalysisModuleKey, unknown>>;
  /** The stored runs' source and flags. */
  runMeta?: RunMeta;
  credits?: Parameters<typeof creditsBody>[0];
  process?: Handler;
  /** What the server's writer can do (GET /api/modules/capabilities); the engine alone by default. */
  capabilities?: ModuleCapabilitiesResponse;
  /** Extra or replaced routes (e.g. the document uploads). */
  handlers?: Record<string, Handler>;
};

export const engineOnly: ModuleCapabilitiesResponse = {
  llm: false,
  letter_languages: ['en', 'es', 'fr', 'de', 'it', 'pt'],
  location_changes_salary: false,
};

/** The fake server of the analysis screens, with real engine results: stored outputs are added to the workspace detail it serves. */
export function serveAnalysis({
  plan = 'pro',
  cv = cvText,
  jd = jdText,
  outputs = {},
  runMeta = {},
  credits,
  capabilities = engineOnly,
  process,
  handlers = {},
}: ServeOptions = {}) {
  const server = fakeWorkspaceServer({
    plan,
    workspaces: [workspace({ wid: A, name: 'Data Analyst', isDefault: true, cvText: cv, jdText: jd })],
  });
  const stored: Partial<Record<AnalysisModuleKey, unknown>> = { ...outputs };
  const getDetail = server.handlers['GET /api/workspaces/:wid'];
  return fakeApi({
    ...server.handlers,
    'GET /api/credits': () => json(creditsBody({ plan, ...credits })),
    'GET /api/modules/capabilities': () => json(capabilities),
    'GET /api/workspaces/:wid': async (req) => {
      const detail = (await getDetail(req).json()) as WorkspaceDetail;
      for (const [key, result] of Object.entries(stored)) {
        const run = { run_id: `run_${key}`, timestamp: '2026-01-05T10:00:00.000Z', result, ...runMeta };
        // the server builds the newest run's advice from its result: here, the engine's for its own results
        const isEngineResult =
          result === engineResults[key as AnalysisModuleKey] ||
          result === JSON.stringify(engineResults[key as AnalysisModuleKey]);
        detail.module_outputs[key as AnalysisModuleKey] = {
          runs: [run],
          latest: isEngineResult ? { ...run, advice: engineAdvice[key as AnalysisModuleKey] } : run,
        };
      }
      return json(detail);
    },
    'POST /api/modules/process':
      process ??
      ((req) => {
        const key = (req.body as { module: AnalysisModuleKey }).module;
        stored[key] = engineResults[key];
        return json({
          result: engineResults[key],
          message: 'Analysis complete.',
          module: key,
          run_id: 'run_new',
          timestamp: '2026-01-05T10:00:00.000Z',
          source: 'engine',
          flags: [],
          advice: engineAdvice[key],
        });
      }),
    ...handlers,
  });
}
