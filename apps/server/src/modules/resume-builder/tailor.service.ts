import { applyTailoring, ENGINE_VERSION } from '@cp/engine';
import {
  BUILDER_VERSIONS_KEPT,
  BuilderStateSchema,
  isWorkspaceIdSegment,
  TailorRunSchema,
  type BuilderScoresBody,
  type BuilderScoresResponse,
  type BuilderState,
  type TailorApplyBody,
  type TailorBody,
  type TailorRun,
  type TailorRunResponse,
  type TailorStateResponse,
  type TailorUndoBody,
} from '@cp/contracts';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { newId } from '../../security/random.ts';
import type { EnginePool } from '../../workers/engine-pool.ts';
import type { Clock } from '../auth/auth.service.ts';
import type { CreditsService } from '../credits/credits.service.ts';
import { normalizeDocumentText } from '../documents/normalize-text.ts';
import { workspaceNotFound } from '../workspaces/workspaces.service.ts';
import type { ResumeBuilderRepository } from './resume-builder.repository.ts';
import { modelNote, type TailorModel } from './tailor-model.ts';
import { pushStep, stepLabel, toSteps, undoView } from './tailor-undo.ts';

export type TailorServiceDeps = {
  db: Database;
  repo: (q: Queryable) => ResumeBuilderRepository;
  engine: Pick<EnginePool, 'tailorResume' | 'scoreBuilder'>;
  credits: Pick<CreditsService, 'getCredits'>;
  clock: Clock;
  /** The optional AI model for 'Tailor with AI' (LLM_BASE_URL); null: the engine alone. */
  model: TailorModel | null;
};

export const NO_JOB_FOUND = 'No job description found in workspace or saved jobs.';
const NO_DOCUMENT = 'There is no resume in the builder yet. Start or edit your resume first, then tailor it.';
const notCurrent = () =>
  new AppError('CONFLICT', 'These proposals are no longer the latest for this resume. Tailor again to get new ones.');

const toState = (row: { doc: unknown; template: string; palette: string; page_size: string }): BuilderState | null => {
  const parsed = BuilderStateSchema.safeParse({
    doc: row.doc,
    template: row.template,
    palette: row.palette,
    page_size: row.page_size,
  });
  return parsed.success ? parsed.data : null;
};
const toRun = (stored: unknown): TailorRun | null => {
  const parsed = TailorRunSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
};

/**
 * Resume Builder, Tailor (docs/decisions/030): the engine's proposals for the saved document, each with
 * the resume lines it rests on; Apply writes the accepted ones (by id: the client never sends text),
 * keeping the document as it was as a version; Undo restores that version. Free (the spec charges
 * exports only), and part of the Pro step like the rest of the builder.
 */
export function createTailorService(deps: TailorServiceDeps) {
  const { db, clock } = deps;
  const guard = async (repo: ResumeBuilderRepository, userId: string, wid: string) => {
    if (!isWorkspaceIdSegment(wid) || !(await repo.workspaceExists(userId, wid))) throw workspaceNotFound();
  };
  const requirePro = async (userId: string) => {
    const credits = await deps.credits.getCredits(userId);
    if (credits.plan === 'free')
      throw new AppError('PLAN_REQUIRED', 'The Resume Builder is part of Pro. Upgrade to unlock it.', {
        reason: 'module_7',
      });
  };

  async function postingText(userId: string, wid: string, body: TailorBody): Promise<string | null> {
    if (body.mode === 'generic') return null;
    if (body.source !== 'workspace') return normalizeDocumentText(body.jd_text ?? '');
    const job = await deps.repo(db).findWorkspaceJob(userId, wid);
    const text = normalizeDocumentText(job?.jd_text ?? '');
    if (text.trim().length < 10) throw new AppError('NOT_FOUND', NO_JOB_FOUND);
    return text;
  }

  return {
    async latest(userId: string, wid: string): Promise<TailorRunResponse> {
      const repo = deps.repo(db);
      await guard(repo, userId, wid);
      const stored = await repo.findTailoring(userId, wid);
      return { run: toRun(stored.tailoring), undo: undoView(toSteps(stored.tailor_undo)) };
    },

    async tailor(userId: string, wid: string, body: TailorBody): Promise<TailorRunResponse & { run: TailorRun }> {
      const repo = deps.repo(db);
      await guard(repo, userId, wid);
      await requirePro(userId);
      const row = await repo.findDocument(userId, wid);
      const state = row ? toState(row) : null;
      if (!state) throw new AppError('CONFLICT', NO_DOCUMENT);
      const posting = await postingText(userId, wid, body);
      if (posting !== null && posting.trim().length < 10)
        throw new AppError('VALIDATION_ERROR', 'Job posting must be at least 10 characters. Please add more details.');
      // with a model configured, it rewords bullets for the posting; the engine checks each rewording like its own
      const asked = body.mode === 'tailor' && posting !== null && deps.model !== null;
      const answer = asked ? await deps.model!.reword({ postingText: posting!, doc: state.doc }) : null;
      const rewordings = answer?.ok ? { rewordings: answer.rewordings } : {};
      const now = clock.now();
      const result = await deps.engine.tailorResume(
        {
          document: state.doc,
          postingText: posting,
          asOf: { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 },
          ...rewordings,
        },
        userId,
      );
      const run: TailorRun = {
        id: newId('tr'),
        mode: result.mode,
        source: body.mode === 'generic' ? 'none' : body.source,
        posting_title: result.postingTitle,
        written_by: answer?.ok ? 'model' : 'engine',
        note: modelNote(asked, result.model),
        engine_version: ENGINE_VERSION,
        created_at: now.toISOString(),
        changes: result.changes.map((c) => ({
          ...c,
          before: [...c.before],
          after: [...c.after],
          order: c.order ? [...c.order] : null,
          evidence: [...c.evidence],
          flags: [...c.flags],
        })),
        not_shown: [...result.notShown],
        refused: result.refused.length,
        outcomes: null,
        applied_at: null,
        undo_version_id: null,
        undone_at: null,
      };
      await repo.saveTailoring(userId, wid, run);
      return { run, undo: undoView(toSteps((await repo.findTailoring(userId, wid)).tailor_undo)) };
    },

    /** JD Match / Completeness / Clarity of the saved document (free), JD Match against the chosen post (docs/decisions/034). */
    async scores(userId: string, wid: string, body: BuilderScoresBody): Promise<BuilderScoresResponse> {
      const repo = deps.repo(db);
      await guard(repo, userId, wid);
      const row = await repo.findDocument(userId, wid);
      const state = row ? toState(row) : null;
      if (!state) throw new AppError('CONFLICT', NO_DOCUMENT);
      const given = normalizeDocumentText(body.source === 'workspace' ? '' : (body.jd_text ?? ''));
      const readsJob = body.source === 'workspace' || (body.source === undefined && given.trim().length < 10);
      const job = readsJob ? normalizeDocumentText((await repo.findWorkspaceJob(userId, wid))?.jd_text ?? '') : '';
      const posting = readsJob
        ? job.trim().length >= 10
          ? 'workspace'
          : null
        : given.trim().length >= 10
          ? 'given'
          : null;
      const scores = await deps.engine.scoreBuilder(
        state.doc,
        posting === 'given' ? given : posting === 'workspace' ? job : null,
        userId,
      );
      return {
        jd_match: scores.jdMatch,
        completeness: scores.completeness,
        clarity: scores.clarity,
        posting,
      } as BuilderScoresResponse;
    },

    /** Writes the accepted changes of the latest run; the document as it was is kept as a version, the newest Undo step. */
    async apply(userId: string, wid: string, body: TailorApplyBody): Promise<TailorStateResponse> {
      return db.transaction(async (tx) => {
        const repo = deps.repo(tx);
        await guard(repo, userId, wid);
        const row = await repo.lockDocument(userId, wid);
        const state = row ? toState(row) : null;
        const run = row ? toRun(row.tailoring) : null;
        if (!row || !state || !run || run.id !== body.run_id) throw notCurrent();
        if (run.applied_at)
          throw new AppError('CONFLICT', 'These changes were applied already. Undo them first, or tailor again.');
        const known = new Set(run.changes.map((c) => c.id));
        const unknown = body.accepted.find((id) => !known.has(id));
        if (unknown) throw new AppError('VALIDATION_ERROR', `There is no proposed change '${unknown}' in this run.`);
        const { doc, outcomes } = applyTailoring(state.doc, run.changes, new Set(body.accepted));
        const at = clock.now();
        const written = Object.values(outcomes).filter((o) => o === 'applied').length;
        let steps = toSteps(row.tailor_undo);
        let undoVersionId: string | null = null;
        if (written > 0) {
          undoVersionId = newId('bv');
          const name =
            run.mode === 'generic'
              ? 'Before Generic Optimize'
              : `Before tailoring to '${run.posting_title ?? 'a job post'}'`;
          await repo.insertVersion(userId, wid, { id: undoVersionId, name: name.slice(0, 120), state, at });
          await repo.pruneVersions(userId, wid, BUILDER_VERSIONS_KEPT);
          await repo.saveDocument(userId, wid, { ...state, doc: doc as BuilderState['doc'] }, at);
          steps = pushStep(steps, {
            id: undoVersionId,
            run_id: run.id,
            label: stepLabel(run),
            applied_at: at.toISOString(),
            changes: written,
          });
          await repo.saveUndoSteps(userId, wid, steps);
        }
        const next: TailorRun = {
          ...run,
          outcomes,
          applied_at: written > 0 ? at.toISOString() : null,
          undo_version_id: undoVersionId,
        };
        await repo.saveTailoring(userId, wid, next);
        return {
          state: written > 0 ? { ...state, doc: doc as BuilderState['doc'] } : state,
          run: next,
          undo: undoView(steps),
        };
      });
    },

    /**
     * Walks back the newest Apply (docs/decisions/034): restores the version it replaced, keeping what the
     * document holds now as a version first, so no later edit is lost. Each Undo walks back one more.
     */
    async undo(userId: string, wid: string, body: TailorUndoBody): Promise<TailorStateResponse> {
      return db.transaction(async (tx) => {
        const repo = deps.repo(tx);
        await guard(repo, userId, wid);
        const row = await repo.lockDocument(userId, wid);
        const current = row ? toState(row) : null;
        const run = row ? toRun(row.tailoring) : null;
        const steps = row ? toSteps(row.tailor_undo) : [];
        const step = steps.at(-1);
        if (!row || !current || !run || !step)
          throw new AppError(
            'CONFLICT',
            'There is nothing left to undo: every tailoring you applied here has been undone.',
          );
        if (body.step_id && body.step_id !== step.id)
          throw new AppError(
            'CONFLICT',
            'What Undo restores changed in another tab or window. Reload to see what it restores now.',
          );
        const version = await repo.findVersion(userId, wid, step.id);
        const prior = version ? toState(version) : null;
        if (!prior)
          throw new AppError(
            'CONFLICT',
            'The resume from before that tailoring is no longer kept, so it cannot be undone. Restore an older version in Export instead.',
          );
        const at = clock.now();
        await repo.insertVersion(userId, wid, {
          id: newId('bv'),
          name: 'Before undoing the tailoring',
          state: current,
          at,
        });
        await repo.pruneVersions(userId, wid, BUILDER_VERSIONS_KEPT);
        await repo.saveDocument(userId, wid, prior, at);
        const rest = steps.slice(0, -1);
        await repo.saveUndoSteps(userId, wid, rest);
        const next: TailorRun = step.run_id === run.id ? { ...run, undone_at: at.toISOString() } : run;
        await repo.saveTailoring(userId, wid, next);
        return { state: prior, run: next, undo: undoView(rest) };
      });
    },
  };
}
export type TailorService = ReturnType<typeof createTailorService>;
