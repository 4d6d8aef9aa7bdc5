import { z } from 'zod';
import { text } from './text.ts';
import { PlanPackageSchema } from './me.ts';
import { analysisRunFlags, analysisSources } from './analysis.ts';

/** Workspace ids are `ws_` + 16 base62 characters (docs/decisions/038 section 2). */
export const WORKSPACE_ID_PREFIX = 'ws_';
/**
 * What the path may hold in the workspace position: letters, digits, `_` or `-`, longer than 5 (docs/decisions/038
 * section 2).
 */
export const WORKSPACE_ID_SEGMENT_PATTERN = /^[A-Za-z0-9_-]{6,64}$/;
/** Path words that are never a workspace id (docs/product/1-platform.md section 2). */
export const reservedPathWords = ['documents', 'modules', 'settings', 'home'] as const;
/** Ids of the old format; discarded as stale. */
export const STALE_WORKSPACE_ID_PREFIX = 'wid-';

/**
 * True when a path segment can be a workspace id (docs/decisions/038 section 2); the server answers 404 for any other.
 */
export function isWorkspaceIdSegment(segment: string): boolean {
  return (
    WORKSPACE_ID_SEGMENT_PATTERN.test(segment) &&
    !(reservedPathWords as readonly string[]).includes(segment) &&
    !segment.startsWith(STALE_WORKSPACE_ID_PREFIX)
  );
}

export const DEFAULT_WORKSPACE_NAME = 'New workspace';
export const WORKSPACE_NAME_MAX = 80;
export const workspaceNameEmptyMessage = 'Workspace name cannot be empty.';
export const workspaceNameTooLongMessage = `Workspace names can be at most ${WORKSPACE_NAME_MAX} characters.`;

/** The nine modules, by the name the spec stores outputs under ('Module 1'..'Module 9'). */
export const moduleKeys = [
  'Module 1',
  'Module 2',
  'Module 3',
  'Module 4',
  'Module 5',
  'Module 6',
  'Module 7',
  'Module 8',
  'Module 9',
] as const;
export const ModuleKeySchema = z.enum(moduleKeys);
export type ModuleKey = z.infer<typeof ModuleKeySchema>;
export const MODULE_COUNT = moduleKeys.length;

/** Line breaks, tabs and other control characters become one space; runs of spaces collapse; trimmed. */
export function normalizeWorkspaceName(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  return value.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim();
}

const WorkspaceNameSchema = text({ error: 'The name must be text.' })
  .max(1000, { error: workspaceNameTooLongMessage })
  .transform(normalizeWorkspaceName)
  .pipe(
    text().min(1, { error: workspaceNameEmptyMessage }).max(WORKSPACE_NAME_MAX, { error: workspaceNameTooLongMessage }),
  );

/** Any string: an id that cannot be a workspace id answers 404 WID_NOT_FOUND like an unknown one. */
export const WorkspaceParamsSchema = z.object({ wid: text() });

/**
 * Derived stats (docs/product/1-platform.md section 3). lastModified is an ISO time; the web shows it as a relative
 * age.
 */
export const WorkspaceStatsSchema = z.object({
  documentsCount: z.number().int().min(0).max(2),
  completedModules: z.number().int().min(0).max(MODULE_COUNT),
  /** The module numbers counted in completedModules, ascending: the home page offers the next one. */
  completedSteps: z.array(z.number().int().min(1).max(MODULE_COUNT)),
  lastModified: text(),
  hasResume: z.boolean(),
  hasJob: z.boolean(),
});
export type WorkspaceStats = z.infer<typeof WorkspaceStatsSchema>;

export const WorkspaceSummarySchema = z.object({ wid: text(), name: text(), isDefault: z.boolean() });
export type WorkspaceSummary = z.infer<typeof WorkspaceSummarySchema>;

export const WorkspaceListItemSchema = WorkspaceSummarySchema.extend(WorkspaceStatsSchema.shape);
export type WorkspaceListItem = z.infer<typeof WorkspaceListItemSchema>;

/** The plan's workspace limit as the list reports it (spec defaults: free, 0, 1). */
export const WorkspaceLimitsSchema = z.object({
  package: PlanPackageSchema,
  count: z.number().int().min(0),
  maxAllowed: z.number().int().min(1),
});
export type WorkspaceLimits = z.infer<typeof WorkspaceLimitsSchema>;

export const WorkspaceListResponseSchema = z.object({
  items: z.array(WorkspaceListItemSchema),
  defaultWid: text(),
  limits: WorkspaceLimitsSchema,
});
export type WorkspaceListResponse = z.infer<typeof WorkspaceListResponseSchema>;

/** POST /api/workspaces: the name defaults to 'New workspace' when absent or blank. */
export const CreateWorkspaceBodySchema = z
  .object({
    name: text({ error: 'The name must be text.' })
      .max(1000, { error: workspaceNameTooLongMessage })
      .transform(normalizeWorkspaceName)
      .pipe(text().max(WORKSPACE_NAME_MAX, { error: workspaceNameTooLongMessage }))
      .optional(),
  })
  .nullish();
export type CreateWorkspaceBody = z.input<typeof CreateWorkspaceBodySchema>;

export const CreateWorkspaceResponseSchema = WorkspaceSummarySchema;
export const CloneWorkspaceResponseSchema = WorkspaceSummarySchema;

/** PATCH /api/workspaces/{wid}: a new name, or isDefault true (there is always exactly one default). */
export const UpdateWorkspaceBodySchema = z
  .object({
    name: WorkspaceNameSchema.optional(),
    isDefault: z
      .literal(true, { error: 'isDefault can only be set to true: make another workspace the default instead.' })
      .optional(),
  })
  .refine((body) => body.name !== undefined || body.isDefault !== undefined, {
    error: 'Send a new name or isDefault: true.',
  });
export type UpdateWorkspaceBody = z.input<typeof UpdateWorkspaceBodySchema>;

export const DeleteWorkspaceResponseSchema = z.object({ defaultWid: text() });
export type DeleteWorkspaceResponse = z.infer<typeof DeleteWorkspaceResponseSchema>;

/** POST /api/workspaces/{wid}/reset: the body may be empty or name user_id and wid (the token decides the user). */
export const ResetWorkspaceBodySchema = z
  .object({ user_id: text().max(200).optional(), wid: text().max(200).optional() })
  .nullish();

export const ResetWorkspaceResponseSchema = z.object({ wid: text(), message: text() });
export type ResetWorkspaceResponse = z.infer<typeof ResetWorkspaceResponseSchema>;

/**
 * One stored module run. `result` is text for modules kept as text (1, 2, 3, 9) and a JSON value for
 * the others (4, 5); module 6 runs also carry transcript and metrics.
 */
export const ModuleRunSchema = z.object({
  run_id: text(),
  timestamp: text(),
  result: z.unknown(),
  transcript: z.unknown().optional(),
  metrics: z.unknown().optional(),
  /** Analysis runs: who wrote the result, and the run's flags (e.g. 'llm_fallback'); absent on older runs. */
  source: z.enum(analysisSources).optional(),
  flags: z.array(z.enum(analysisRunFlags)).optional(),
  /** The user's saved edit of the result (the cover letter's text) and when it was saved; absent when not edited. */
  edited_text: z.string().optional(),
  edited_at: z.string().optional(),
  /** The engine's ENGINE_VERSION that made the run (model runs too: the engine drafted and checked them; Offline Interview runs: the engine graded them); absent on older runs. */
  engine_version: z.string().nullish(),
  /** The newest analysis run: 'What to do next', built from its result when it is read (docs/decisions/018). */
  advice: z.array(z.string()).nullish(),
});
export type ModuleRun = z.infer<typeof ModuleRunSchema>;

/** Runs newest first (at most MODULE_RUNS_RETURNED); `latest` is the newest, the one the workspace shows. */
export const ModuleOutputSchema = z.object({ runs: z.array(ModuleRunSchema), latest: ModuleRunSchema });
export type ModuleOutput = z.infer<typeof ModuleOutputSchema>;
export const MODULE_RUNS_RETURNED = 20;

/** GET /api/workspaces/{wid}: texts under both names (docs/decisions/038 section 1), '' when absent. */
export const WorkspaceDetailSchema = z.object({
  wid: text(),
  name: text(),
  isDefault: z.boolean(),
  cv_content: text(),
  cvText: text(),
  jd_content: text(),
  jdText: text(),
  module_outputs: z.partialRecord(ModuleKeySchema, ModuleOutputSchema),
  last_modified: text(),
  stats: WorkspaceStatsSchema,
});
export type WorkspaceDetail = z.infer<typeof WorkspaceDetailSchema>;
