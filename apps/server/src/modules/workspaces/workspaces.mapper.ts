import type {
  ModuleKey,
  ModuleOutput,
  ModuleRun,
  WorkspaceDetail,
  WorkspaceListItem,
  WorkspaceStats,
} from '@cp/contracts';
import { adviceForResult } from '../analysis/run-advice.ts';
import type { ModuleRunRow, WorkspaceDocumentsRow, WorkspaceStatsRow } from './workspaces.repository.ts';

export function toWorkspaceStats(row: WorkspaceStatsRow): WorkspaceStats {
  return {
    documentsCount: Number(row.has_cv) + Number(row.has_jd),
    completedModules: row.completed_modules,
    completedSteps: row.completed_steps,
    lastModified: row.last_modified.toISOString(),
    hasResume: row.has_cv,
    hasJob: row.has_jd,
  };
}

export function toWorkspaceListItem(row: WorkspaceStatsRow): WorkspaceListItem {
  return { wid: row.id, name: row.name, isDefault: row.is_default, ...toWorkspaceStats(row) };
}

function toModuleRun(row: ModuleRunRow): ModuleRun {
  const run: ModuleRun = { run_id: row.id, timestamp: row.created_at.toISOString(), result: row.result };
  if (row.transcript !== null) run.transcript = row.transcript;
  if (row.metrics !== null) run.metrics = row.metrics;
  if (row.source !== null) run.source = row.source;
  if (row.source !== null || row.flags.length > 0) run.flags = row.flags;
  if (row.edited_text !== null) run.edited_text = row.edited_text;
  if (row.edited_at !== null) run.edited_at = row.edited_at.toISOString();
  if (row.engine_version !== null) run.engine_version = row.engine_version;
  return run;
}

function withAdvice(moduleKey: string, run: ModuleRun): ModuleRun {
  const advice = adviceForResult(moduleKey, run.result);
  return advice ? { ...run, advice } : run;
}

/** Groups runs (ordered by module, newest first) into the spec's module_outputs map. */
export function toModuleOutputs(runs: ModuleRunRow[]): Partial<Record<ModuleKey, ModuleOutput>> {
  const outputs: Partial<Record<ModuleKey, ModuleOutput>> = {};
  for (const row of runs) {
    const run = toModuleRun(row);
    const output = outputs[row.module_key];
    if (output) output.runs.push(run);
    // the newest run, the one the screen shows, leads with its advice (built from the result as it is read)
    else outputs[row.module_key] = { runs: [run], latest: withAdvice(row.module_key, run) };
  }
  return outputs;
}

/**
 * The detail of GET /api/workspaces/{wid}: the texts under both names (docs/decisions/038 section 1), '' when absent.
 */
export function toWorkspaceDetail(row: WorkspaceDocumentsRow, runs: ModuleRunRow[]): WorkspaceDetail {
  const cv = row.cv_text ?? '';
  const jd = row.jd_text ?? '';
  const stats = toWorkspaceStats(row);
  return {
    wid: row.id,
    name: row.name,
    isDefault: row.is_default,
    cv_content: cv,
    cvText: cv,
    jd_content: jd,
    jdText: jd,
    module_outputs: toModuleOutputs(runs),
    last_modified: stats.lastModified,
    stats,
  };
}
