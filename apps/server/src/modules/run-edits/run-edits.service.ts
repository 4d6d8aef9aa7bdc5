import { isWorkspaceIdSegment, parseStoredAnalysisResult, type RunEditResponse } from '@cp/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Clock } from '../auth/auth.service.ts';
import { workspaceNotFound } from '../workspaces/workspaces.service.ts';
import type { RunEditsRepository } from './run-edits.repository.ts';

/** The modules whose result the user may edit and keep: the cover letter. */
const EDITABLE_MODULE = 'Module 9';

/**
 * The user's edit of a generated cover letter, saved with its run (docs/decisions/017). Free. An edit
 * equal to the generated letter is no edit; a new run starts from its own generated letter.
 */
export function createRunEditsService(deps: { repo: RunEditsRepository; clock: Clock }) {
  const { repo, clock } = deps;

  async function findLetterRun(userId: string, wid: string, runId: string) {
    if (!isWorkspaceIdSegment(wid)) throw workspaceNotFound();
    const run = await repo.findRun(userId, wid, runId);
    if (!run) {
      if (!(await repo.workspaceExists(userId, wid))) throw workspaceNotFound();
      throw new AppError(
        'NOT_FOUND',
        'This result was not found. It may have been cleared when your documents changed.',
      );
    }
    if (run.module_key !== EDITABLE_MODULE)
      throw new AppError('VALIDATION_ERROR', 'Only a cover letter can be edited and saved.');
    const parsed = parseStoredAnalysisResult(EDITABLE_MODULE, run.result);
    if (!parsed.success) throw new AppError('UNPROCESSABLE', 'This cover letter is not valid. Generate it again.');
    return parsed.data;
  }

  async function clearEdit(userId: string, wid: string, runId: string): Promise<RunEditResponse> {
    await repo.setEdit(userId, wid, runId, null, null);
    return { run_id: runId, edited_text: null, edited_at: null };
  }

  return {
    async saveEdit(userId: string, wid: string, runId: string, text: string): Promise<RunEditResponse> {
      const letter = await findLetterRun(userId, wid, runId);
      if (text === letter.letter) return clearEdit(userId, wid, runId);
      const at = clock.now();
      await repo.setEdit(userId, wid, runId, text, at);
      return { run_id: runId, edited_text: text, edited_at: at.toISOString() };
    },

    async revertEdit(userId: string, wid: string, runId: string): Promise<RunEditResponse> {
      await findLetterRun(userId, wid, runId);
      return clearEdit(userId, wid, runId);
    },
  };
}
export type RunEditsService = ReturnType<typeof createRunEditsService>;
