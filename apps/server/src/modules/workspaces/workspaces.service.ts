import {
  DEFAULT_WORKSPACE_NAME,
  isWorkspaceIdSegment,
  MODULE_RUNS_RETURNED,
  WORKSPACE_NAME_MAX,
  type DeleteWorkspaceResponse,
  type DocumentKind,
  type ResetWorkspaceResponse,
  type WorkspaceDetail,
  type WorkspaceLimits,
  type WorkspaceListResponse,
  type WorkspaceSummary,
} from '@cp/contracts';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { newId } from '../../security/random.ts';
import type { PlanRepository } from '../plans/plan.repository.ts';
import { planTable } from '../plans/plan-table.ts';
import { toWorkspaceDetail, toWorkspaceListItem } from './workspaces.mapper.ts';
import type { WorkspacesRepository } from './workspaces.repository.ts';

export type WorkspacesServiceDeps = {
  db: Database;
  repo: (q: Queryable) => WorkspacesRepository;
  plans: (q: Queryable) => PlanRepository;
};

const COPY_SUFFIX = ' (copy)';

/** The one answer for an unknown id, a malformed id and another user's workspace alike. */
export const workspaceNotFound = () => new AppError('WID_NOT_FOUND', 'Workspace not found.');

/** Ids that cannot be workspace ids (docs/decisions/038 section 2) answer 404 without a query. */
function assertWidShape(wid: string) {
  if (!isWorkspaceIdSegment(wid)) throw workspaceNotFound();
}

export function planLimitMessage(limits: WorkspaceLimits): string {
  const { label, maxWorkspaces } = planTable[limits.package];
  const allowance = `Your ${label} plan allows ${maxWorkspaces} workspace${maxWorkspaces === 1 ? '' : 's'}.`;
  return limits.package === 'ultimate'
    ? `${allowance} Delete one to create another.`
    : `${allowance} Upgrade to create more.`;
}

export function cloneName(name: string): string {
  return `${name.slice(0, WORKSPACE_NAME_MAX - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`;
}

export function createWorkspacesService(deps: WorkspacesServiceDeps) {
  const { db } = deps;
  const repo = deps.repo(db);

  /**
   * Runs `work` in a transaction holding the user's row lock: creates, clones, deletes and default
   * changes of one user are serialized, so plan limits and the single default hold under concurrency.
   */
  function withUserLock<T>(
    userId: string,
    work: (repo: WorkspacesRepository, tx: Queryable) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const txRepo = deps.repo(tx);
      // A valid token for an account that no longer exists is treated as a bad token.
      if (!(await txRepo.lockUser(userId))) throw new AppError('TOKEN_INVALID', 'Token verification failed');
      return work(txRepo, tx);
    });
  }

  async function limitsFor(q: Queryable, userId: string, count: number): Promise<WorkspaceLimits> {
    const pkg = await deps.plans(q).getPackage(userId);
    return { package: pkg, count, maxAllowed: planTable[pkg].maxWorkspaces };
  }

  async function assertCanCreate(txRepo: WorkspacesRepository, tx: Queryable, userId: string) {
    const limits = await limitsFor(tx, userId, await txRepo.countForUser(userId));
    if (limits.count >= limits.maxAllowed) throw new AppError('PLAN_REQUIRED', planLimitMessage(limits), { limits });
  }

  /** Keeps exactly one default: the current one, else the most recently updated, else a fresh empty workspace. */
  async function ensureDefault(txRepo: WorkspacesRepository, userId: string): Promise<string> {
    const current = await txRepo.findDefaultId(userId);
    if (current) return current;
    const promoted = await txRepo.findMostRecentlyUpdatedId(userId);
    if (promoted) {
      await txRepo.makeDefault(userId, promoted);
      return promoted;
    }
    const wid = newId('ws');
    await txRepo.insert({ id: wid, userId, name: DEFAULT_WORKSPACE_NAME, isDefault: true });
    return wid;
  }

  return {
    /** The user's workspaces; the first call makes the user's first workspace (idempotent under concurrency). */
    async listWorkspaces(userId: string): Promise<WorkspaceListResponse> {
      let rows = await repo.listWithStats(userId);
      if (!rows.some((row) => row.is_default)) {
        rows = await withUserLock(userId, async (txRepo) => {
          await ensureDefault(txRepo, userId);
          return txRepo.listWithStats(userId);
        });
      }
      const defaultRow = rows.find((row) => row.is_default);
      if (!defaultRow) throw new Error('a user without a default workspace after ensureDefault');
      return {
        items: rows.map(toWorkspaceListItem),
        defaultWid: defaultRow.id,
        limits: await limitsFor(db, userId, rows.length),
      };
    },

    async createWorkspace(userId: string, name: string | undefined): Promise<WorkspaceSummary> {
      return withUserLock(userId, async (txRepo, tx) => {
        await assertCanCreate(txRepo, tx, userId);
        const isDefault = (await txRepo.findDefaultId(userId)) === null;
        const workspace = { wid: newId('ws'), name: name || DEFAULT_WORKSPACE_NAME, isDefault };
        await txRepo.insert({ id: workspace.wid, userId, name: workspace.name, isDefault });
        return workspace;
      });
    },

    /** A copy with the same texts, their versions, the newest run of each module and the builder's document; counts against the plan limit. */
    async cloneWorkspace(userId: string, wid: string): Promise<WorkspaceSummary> {
      assertWidShape(wid);
      return withUserLock(userId, async (txRepo, tx) => {
        const source = await txRepo.lockWorkspace(userId, wid);
        if (!source) throw workspaceNotFound();
        await assertCanCreate(txRepo, tx, userId);
        const copy = { wid: newId('ws'), name: cloneName(source.name), isDefault: false };
        await txRepo.insert({
          id: copy.wid,
          userId,
          name: copy.name,
          isDefault: false,
          cvText: source.cv_text,
          jdText: source.jd_text,
        });
        const latestRuns = await txRepo.listRuns(userId, wid, 1);
        const runIds = new Map(latestRuns.map((run) => [run.id, newId('run')]));
        await txRepo.insertRuns(
          userId,
          copy.wid,
          latestRuns.map((run) => ({ ...run, id: runIds.get(run.id)! })),
        );
        // The resume's versions go with its text, so the copy says what it holds and can undo (docs/decisions/017).
        const versions = await txRepo.listDocumentVersions(userId, wid);
        const versionIds = new Map(versions.map((v) => [v.id, newId('ver')]));
        await txRepo.insertDocumentVersions(
          userId,
          copy.wid,
          versions.map((v) => ({
            ...v,
            id: versionIds.get(v.id)!,
            previous_id: v.previous_id === null ? null : (versionIds.get(v.previous_id) ?? null),
            run_id: v.run_id === null ? null : (runIds.get(v.run_id) ?? null),
          })),
        );
        // The Resume Builder's document too (docs/decisions/030): the copy opens on the same resume.
        await txRepo.copyBuilderDocument(userId, wid, copy.wid);
        return copy;
      });
    },

    async updateWorkspace(
      userId: string,
      wid: string,
      patch: { name?: string; isDefault?: true },
    ): Promise<WorkspaceSummary> {
      assertWidShape(wid);
      return withUserLock(userId, async (txRepo) => {
        const workspace = await txRepo.lockWorkspace(userId, wid);
        if (!workspace) throw workspaceNotFound();
        if (patch.name !== undefined) await txRepo.rename(userId, wid, patch.name);
        if (patch.isDefault) await txRepo.makeDefault(userId, wid);
        return { wid, name: patch.name ?? workspace.name, isDefault: patch.isDefault ?? workspace.is_default };
      });
    },

    /** Deleting the default promotes the most recently updated one; deleting the last makes a fresh default. */
    async deleteWorkspace(userId: string, wid: string): Promise<DeleteWorkspaceResponse> {
      assertWidShape(wid);
      return withUserLock(userId, async (txRepo) => {
        if (!(await txRepo.delete(userId, wid))) throw workspaceNotFound();
        return { defaultWid: await ensureDefault(txRepo, userId) };
      });
    },

    async getWorkspace(userId: string, wid: string): Promise<WorkspaceDetail> {
      assertWidShape(wid);
      const row = await repo.findWithDocuments(userId, wid);
      if (!row) throw workspaceNotFound();
      return toWorkspaceDetail(row, await repo.listRuns(userId, wid, MODULE_RUNS_RETURNED));
    },

    /** Clears the resume, the job text and every module run. */
    async resetWorkspace(userId: string, wid: string, body?: { wid?: string } | null): Promise<ResetWorkspaceResponse> {
      assertWidShape(wid);
      if (body?.wid !== undefined && body.wid !== wid) {
        throw new AppError('VALIDATION_ERROR', 'The wid in the body does not match the workspace in the path.');
      }
      await db.transaction(async (tx) => {
        const txRepo = deps.repo(tx);
        if (!(await txRepo.lockWorkspace(userId, wid))) throw workspaceNotFound();
        await txRepo.clearDocuments(userId, wid);
        await txRepo.deleteRuns(userId, wid);
      });
      return { wid, message: 'Workspace reset.' };
    },

    /** 404 unless the user owns the workspace (checked before reading an upload or fetching a page). */
    async assertOwned(userId: string, wid: string): Promise<void> {
      assertWidShape(wid);
      if (!(await repo.exists(userId, wid))) throw workspaceNotFound();
    },

    /**
     * Stores a resume or job text. A changed text clears every module run of the workspace in the
     * same transaction (docs/product/1-platform.md section 4); the same text again changes nothing.
     */
    async saveDocumentText(
      userId: string,
      wid: string,
      kind: DocumentKind,
      text: string,
    ): Promise<{ changed: boolean }> {
      assertWidShape(wid);
      return db.transaction(async (tx) => {
        const txRepo = deps.repo(tx);
        const workspace = await txRepo.lockWorkspace(userId, wid);
        if (!workspace) throw workspaceNotFound();
        const stored = kind === 'cv' ? workspace.cv_text : workspace.jd_text;
        if (stored === text) return { changed: false };
        await txRepo.setText(userId, wid, kind, text);
        await txRepo.deleteRuns(userId, wid);
        return { changed: true };
      });
    },
  };
}
export type WorkspacesService = ReturnType<typeof createWorkspacesService>;
