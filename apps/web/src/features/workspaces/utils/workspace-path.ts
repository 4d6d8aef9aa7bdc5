import { isWorkspaceIdSegment, STALE_WORKSPACE_ID_PREFIX } from '@cp/contracts';

/** Steps a workspace path can show: 0 documents, 1-9 modules, 10 agent, 11 applications. */
export type WorkspaceStep = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11;

export const FIRST_MODULE = 1;
export const LAST_MODULE = 9;

/**
 * docs/decisions/038 section 2: letters, digits, '_' or '-', longer than 5, not a reserved word, not the old 'wid-'
 * form.
 */
export function isWorkspaceId(segment: string | null | undefined): segment is string {
  return typeof segment === 'string' && isWorkspaceIdSegment(segment);
}

/** An id of the old format, discarded wherever it is found (docs/product/1-platform.md section 2). */
export function isStaleWorkspaceId(segment: string | null | undefined): boolean {
  return typeof segment === 'string' && segment.startsWith(STALE_WORKSPACE_ID_PREFIX);
}

/** /app/w/{wid}/modules/{n}: n clamped to 1..9; anything that is not a number is the default, 1. */
export function clampModuleStep(raw: string | undefined): number {
  const n = /^-?\d+/.test(raw ?? '') ? Number.parseInt(raw ?? '', 10) : Number.NaN;
  if (Number.isNaN(n)) return FIRST_MODULE;
  return Math.min(LAST_MODULE, Math.max(FIRST_MODULE, n));
}

export const workspaceHomePath = (wid: string) => `/app/w/${wid}`;
export const workspaceDocumentsPath = (wid: string) => `/app/w/${wid}/documents`;
export const workspaceModulePath = (wid: string, step: number) => `/app/w/${wid}/modules/${step}`;
export const workspaceAgentPath = (wid: string) => `/app/w/${wid}/agent`;

const WORKSPACE_PATH = /^\/app\/w\/([^/]+)(?:\/(.*))?$/;

/** What follows /app/w/{wid}/, without trailing slashes ('' for the workspace home). */
function restOf(pathname: string): { segment: string; rest: string } | null {
  const match = WORKSPACE_PATH.exec(pathname);
  if (!match?.[1]) return null;
  return { segment: match[1], rest: (match[2] ?? '').replace(/\/+$/, '') };
}

/** The step a sub-path shows, or null for the workspace home and unknown paths. */
export function stepOfSubpath(rest: string): WorkspaceStep | null {
  if (rest === 'documents') return 0;
  if (rest === 'agent') return 10;
  if (rest === 'applications') return 11;
  const module = /^modules(?:\/([^/]*))?$/.exec(rest);
  return module ? (clampModuleStep(module[1]) as WorkspaceStep) : null;
}

/**
 * The workspace a path is in (a valid id only; docs/product/1-platform.md section 2) and the step it shows.
 * /app/homepage, /app/settings and /app/w/documents/... are in no workspace.
 */
export function parseWorkspacePath(pathname: string): { wid: string | null; step: WorkspaceStep | null } {
  const parts = restOf(pathname);
  if (!parts || !isWorkspaceId(parts.segment)) return { wid: null, step: null };
  return { wid: parts.segment, step: stepOfSubpath(parts.rest) };
}

/** Sub-paths a switch keeps (the module, documents, agent or applications view). */
const KEPT_SUBPATH = /^(?:documents|agent|applications|modules(?:\/[^/]+)?)$/;

/**
 * Where a workspace switch goes (docs/product/1-platform.md section 2): the same module, documents, agent or
 * applications view in the other workspace (/app/w/A/modules/3 -> /app/w/B/modules/3); from
 * anywhere else, the other workspace's home.
 */
export function switchWorkspacePath(pathname: string, wid: string): string {
  const parts = restOf(pathname);
  if (parts && KEPT_SUBPATH.test(parts.rest)) return `/app/w/${wid}/${parts.rest}`;
  return workspaceHomePath(wid);
}

/** /app/documents -> /app/w/{wid}/documents: the id inserted where the URL lacks it. */
export function insertWorkspacePath(pathname: string, wid: string): string {
  const rest = pathname.replace(/^\/app\/?/, '').replace(/\/+$/, '');
  return rest === '' || rest === 'home' ? workspaceHomePath(wid) : `/app/w/${wid}/${rest}`;
}
