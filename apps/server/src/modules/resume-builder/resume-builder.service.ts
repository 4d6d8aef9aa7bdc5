import {
  BUILDER_VERSIONS_KEPT,
  BuilderStateSchema,
  isWorkspaceIdSegment,
  JsonResumeSchema,
  type BuilderImportResponse,
  type BuilderState,
  type BuilderStateResponse,
  type BuilderVersionsResponse,
  type SaveBuilderVersionBody,
} from '@cp/contracts';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { newId } from '../../security/random.ts';
import type { Clock } from '../auth/auth.service.ts';
import type { ResumeImportService } from '../resume-import/resume-import.service.ts';
import { workspaceNotFound } from '../workspaces/workspaces.service.ts';
import { fromJsonResume } from './from-json-resume.ts';
import type { BuilderVersionRow, ResumeBuilderRepository } from './resume-builder.repository.ts';

export type ResumeBuilderServiceDeps = {
  db: Database;
  repo: (q: Queryable) => ResumeBuilderRepository;
  clock: Clock;
  resumeImport: Pick<ResumeImportService, 'parseText'>;
};

export const NO_WORKSPACE_RESUME =
  'No Resume saved in this workspace yet. Try uploading a Resume in the Home → Smart Pair section first.';
const versionNotFound = () =>
  new AppError('NOT_FOUND', 'This version was not found. It may have been replaced by newer ones.');

/** A stored row as the builder's state; null when it no longer matches the document model. */
function toState(row: { doc: unknown; template: string; palette: string; page_size: string }): BuilderState | null {
  const parsed = BuilderStateSchema.safeParse({
    doc: row.doc,
    template: row.template,
    palette: row.palette,
    page_size: row.page_size,
  });
  return parsed.success ? parsed.data : null;
}

const toVersion = (row: BuilderVersionRow) => ({
  id: row.id,
  name: row.name,
  created_at: row.created_at.toISOString(),
});

/**
 * Resume Builder storage and import (docs/decisions/024): the document per user and workspace, its named
 * versions and their restore, and the readings a user reviews before they replace the document. Free.
 */
export function createResumeBuilderService(deps: ResumeBuilderServiceDeps) {
  const { db, clock } = deps;
  const guard = async (repo: ResumeBuilderRepository, userId: string, wid: string) => {
    if (!isWorkspaceIdSegment(wid) || !(await repo.workspaceExists(userId, wid))) throw workspaceNotFound();
  };

  return {
    async getState(userId: string, wid: string): Promise<BuilderStateResponse> {
      const repo = deps.repo(db);
      await guard(repo, userId, wid);
      const row = await repo.findDocument(userId, wid);
      return { state: row ? toState(row) : null, updated_at: row ? row.updated_at.toISOString() : null };
    },

    async saveState(userId: string, wid: string, state: BuilderState): Promise<BuilderStateResponse> {
      const repo = deps.repo(db);
      await guard(repo, userId, wid);
      const at = clock.now();
      await repo.saveDocument(userId, wid, state, at);
      return { state, updated_at: at.toISOString() };
    },

    async listVersions(userId: string, wid: string): Promise<BuilderVersionsResponse> {
      const repo = deps.repo(db);
      await guard(repo, userId, wid);
      return { items: (await repo.listVersions(userId, wid, BUILDER_VERSIONS_KEPT)).map(toVersion) };
    },

    /** Saves the current document under a name. */
    async saveVersion(userId: string, wid: string, body: SaveBuilderVersionBody): Promise<BuilderVersionsResponse> {
      return db.transaction(async (tx) => {
        const repo = deps.repo(tx);
        await guard(repo, userId, wid);
        const row = await repo.findDocument(userId, wid);
        const state = row ? toState(row) : null;
        if (!state)
          throw new AppError(
            'CONFLICT',
            'There is no saved document to keep as a version yet. Start or edit your resume first.',
          );
        await repo.insertVersion(userId, wid, { id: newId('bv'), name: body.name, state, at: clock.now() });
        await repo.pruneVersions(userId, wid, BUILDER_VERSIONS_KEPT);
        return { items: (await repo.listVersions(userId, wid, BUILDER_VERSIONS_KEPT)).map(toVersion) };
      });
    },

    /** Makes a version the current document; the document it replaces is kept as a version first, so nothing is lost. */
    async restoreVersion(userId: string, wid: string, vid: string): Promise<BuilderStateResponse> {
      return db.transaction(async (tx) => {
        const repo = deps.repo(tx);
        await guard(repo, userId, wid);
        const version = await repo.findVersion(userId, wid, vid);
        const restored = version ? toState(version) : null;
        if (!version || !restored) throw versionNotFound();
        const at = clock.now();
        const currentRow = await repo.findDocument(userId, wid);
        const current = currentRow ? toState(currentRow) : null;
        if (current) {
          await repo.insertVersion(userId, wid, {
            id: newId('bv'),
            name: `Before restoring '${version.name}'`.slice(0, 120),
            state: current,
            at,
          });
          await repo.pruneVersions(userId, wid, BUILDER_VERSIONS_KEPT);
        }
        await repo.saveDocument(userId, wid, restored, at);
        return { state: restored, updated_at: at.toISOString() };
      });
    },

    /** Reads the workspace resume into the document model, for review (nothing is replaced). */
    async importWorkspaceResume(userId: string, wid: string): Promise<BuilderImportResponse> {
      const repo = deps.repo(db);
      if (!isWorkspaceIdSegment(wid)) throw workspaceNotFound();
      const workspace = await repo.findWorkspaceResume(userId, wid);
      if (!workspace) throw workspaceNotFound();
      if (!workspace.cv_text || workspace.cv_text.trim().length < 10)
        throw new AppError('NOT_FOUND', NO_WORKSPACE_RESUME);
      return deps.resumeImport.parseText({ text: workspace.cv_text }, userId);
    },

    /** A JSON Resume read into the document model; a field of the wrong type is a 400 that names it. */
    importJsonResume(body: unknown): BuilderImportResponse {
      const parsed = JsonResumeSchema.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const path = issue?.path.join('.') ?? '';
        const detail = `This is not a JSON Resume the builder can read: ${path ? `'${path}' ` : ''}${issue?.message ?? 'is not valid'}.`;
        throw new AppError('VALIDATION_ERROR', detail, {
          errors: parsed.error.issues.slice(0, 10).map((i) => ({ path: i.path.join('.'), message: i.message })),
        });
      }
      return fromJsonResume(parsed.data);
    },
  };
}
export type ResumeBuilderService = ReturnType<typeof createResumeBuilderService>;
