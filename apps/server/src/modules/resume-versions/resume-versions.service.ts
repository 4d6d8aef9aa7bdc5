import {
  appliedMessage,
  DOCUMENT_VERSIONS_KEPT,
  isWorkspaceIdSegment,
  nothingAppliedMessage,
  parseStoredAnalysisResult,
  undoConflictMessage,
  undoneMessage,
  type ApplyImprovementsBody,
  type ApplyImprovementsResponse,
  type DocumentVersion,
  type ResumeVersionsResponse,
  type UndoImprovementResponse,
} from '@cp/contracts';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { newId } from '../../security/random.ts';
import type { Clock } from '../auth/auth.service.ts';
import { workspaceNotFound } from '../workspaces/workspaces.service.ts';
import { applyChanges } from './apply-changes.ts';
import type { DocumentVersionRow, ResumeVersionsRepository } from './resume-versions.repository.ts';

export type ResumeVersionsServiceDeps = {
  db: Database;
  repo: (q: Queryable) => ResumeVersionsRepository;
  clock: Clock;
};

const IMPROVEMENT_MODULE = 'Module 4';
const runNotFound = () =>
  new AppError('NOT_FOUND', 'This Resume Improvement result was not found. Run Resume Improvement again.');
const validation = (detail: string, path: string) =>
  new AppError('VALIDATION_ERROR', detail, { errors: [{ path, message: detail }] });

export function toDocumentVersion(row: DocumentVersionRow): DocumentVersion {
  return {
    id: row.id,
    source: row.source,
    run_id: row.run_id,
    applied_changes: row.applied_changes,
    chars: row.text.length,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * Resume Improvement's 'Apply' and its Undo (docs/decisions/017). Free: no credit is involved. The
 * resume changes like an upload does (the other modules' results read the old text and are cleared),
 * except that the improvement run itself is kept, so its screen still shows what was applied.
 */
export function createResumeVersionsService(deps: ResumeVersionsServiceDeps) {
  const { db, clock } = deps;

  return {
    async listVersions(userId: string, wid: string): Promise<ResumeVersionsResponse> {
      if (!isWorkspaceIdSegment(wid)) throw workspaceNotFound();
      const repo = deps.repo(db);
      const workspace = await repo.findResume(userId, wid);
      if (!workspace) throw workspaceNotFound();
      const rows = await repo.listVersions(userId, wid, 'cv', DOCUMENT_VERSIONS_KEPT);
      const newest = rows[0];
      const current = newest && newest.text === workspace.cv_text ? newest : null;
      return {
        items: rows.map(toDocumentVersion),
        current: current ? toDocumentVersion(current) : null,
        can_undo: current?.source === 'improvement',
      };
    },

    /** Writes the accepted changes (by index) of a stored Resume Improvement run into the workspace resume. */
    async applyImprovements(
      userId: string,
      wid: string,
      body: ApplyImprovementsBody,
    ): Promise<ApplyImprovementsResponse> {
      if (!isWorkspaceIdSegment(wid)) throw workspaceNotFound();
      return db.transaction(async (tx) => {
        const repo = deps.repo(tx);
        const workspace = await repo.lockResume(userId, wid);
        if (!workspace) throw workspaceNotFound();
        const run = await repo.findRun(userId, wid, body.runId);
        if (!run || run.module_key !== IMPROVEMENT_MODULE) throw runNotFound();
        const parsed = parseStoredAnalysisResult(IMPROVEMENT_MODULE, run.result);
        if (!parsed.success)
          throw new AppError(
            'UNPROCESSABLE',
            'This Resume Improvement result is not valid. Run Resume Improvement again.',
          );
        const changes = parsed.data.changes;
        const outside = body.changes.find((i) => i >= changes.length);
        if (outside !== undefined)
          throw validation(`There is no change ${outside + 1} in this result.`, 'body.changes');
        const resume = workspace.cv_text ?? '';
        if (resume.trim() === '')
          throw validation('Please upload your resume in Resume & Job to run this module.', 'body');

        // A change whose suggested text the claim check flagged states something the resume does not show.
        const flagged = new Set(
          parsed.data.flags
            .map((f) => /^changes\[(\d+)\]/.exec(f.field)?.[1])
            .filter((i) => i !== undefined)
            .map(Number),
        );
        const { text, outcomes } = applyChanges(resume, changes, body.changes, { flagged });
        const applied = outcomes.filter((o) => o.status === 'applied').map((o) => o.index);
        if (applied.length === 0) return { version: null, outcomes, cvText: resume, message: nothingAppliedMessage };

        const at = clock.now();
        const [newest] = await repo.listVersions(userId, wid, 'cv', 1);
        // The text as it is now is kept first when no stored version holds it (an upload or a paste).
        const previous =
          newest && newest.text === resume
            ? newest
            : await repo.insertVersion(userId, wid, {
                id: newId('ver'),
                docType: 'cv',
                text: resume,
                source: 'upload',
                previous_id: null,
                run_id: null,
                applied_changes: [],
                at,
              });
        const cumulative =
          previous.run_id === body.runId
            ? [...new Set([...previous.applied_changes, ...applied])].sort((a, b) => a - b)
            : applied;
        const version = await repo.insertVersion(userId, wid, {
          id: newId('ver'),
          docType: 'cv',
          text,
          source: 'improvement',
          previous_id: previous.id,
          run_id: body.runId,
          applied_changes: cumulative,
          at,
        });
        await repo.setResume(userId, wid, text, at);
        await repo.deleteRunsExcept(userId, wid, IMPROVEMENT_MODULE);
        await repo.pruneVersions(userId, wid, 'cv', DOCUMENT_VERSIONS_KEPT);
        return { version: toDocumentVersion(version), outcomes, cvText: text, message: appliedMessage(applied.length) };
      });
    },

    /** Restores the version before an applied improvement, if the resume still holds that improvement. */
    async undoImprovement(userId: string, wid: string, versionId: string): Promise<UndoImprovementResponse> {
      if (!isWorkspaceIdSegment(wid)) throw workspaceNotFound();
      return db.transaction(async (tx) => {
        const repo = deps.repo(tx);
        const workspace = await repo.lockResume(userId, wid);
        if (!workspace) throw workspaceNotFound();
        const version = await repo.findVersion(userId, wid, versionId);
        if (!version) throw new AppError('NOT_FOUND', 'This version of your resume was not found.');
        const [newest] = await repo.listVersions(userId, wid, 'cv', 1);
        if (version.source !== 'improvement' || newest?.id !== version.id || workspace.cv_text !== version.text)
          throw new AppError('CONFLICT', undoConflictMessage);
        const previous = version.previous_id ? await repo.findVersion(userId, wid, version.previous_id) : null;
        if (!previous) throw new AppError('CONFLICT', undoConflictMessage);

        const at = clock.now();
        const restored = await repo.insertVersion(userId, wid, {
          id: newId('ver'),
          docType: 'cv',
          text: previous.text,
          source: 'restore',
          previous_id: version.id,
          run_id: previous.run_id,
          applied_changes: previous.applied_changes,
          at,
        });
        await repo.setResume(userId, wid, previous.text, at);
        // Results made on the version being undone read text the resume no longer holds.
        await repo.deleteRunsSince(userId, wid, version.created_at);
        await repo.pruneVersions(userId, wid, 'cv', DOCUMENT_VERSIONS_KEPT);
        return { version: toDocumentVersion(restored), cvText: previous.text, message: undoneMessage };
      });
    },
  };
}
export type ResumeVersionsService = ReturnType<typeof createResumeVersionsService>;
