import {
  isWorkspaceIdSegment,
  kitErrorTexts,
  type BuilderState,
  type ApplicationStatus,
  type CreateApplicationBody,
  type FinalizeKitBody,
  type Kit,
  type KitChange,
  type KitFlag,
  type PreviewKitBody,
} from '@cp/contracts';
import { ENGINE_VERSION } from '@cp/engine';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { newId } from '../../security/random.ts';
import type { EnginePool } from '../../workers/engine-pool.ts';
import type { Clock } from '../auth/auth.service.ts';
import type { CreditsService } from '../credits/credits.service.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PdfPrinter } from '../resume-builder/export/pdf-printer.ts';
import { normalizeDocumentText } from '../documents/normalize-text.ts';
import { workspaceNotFound } from '../workspaces/workspaces.service.ts';
import {
  candidateName,
  kitEmail,
  kitFlags,
  kitSummary,
  letterSentences,
  postingTextOf,
  type KitJob,
} from './kit-content.ts';
import { changeStillIn, tailorKitResume } from './kit-tailoring.ts';
import { renderKitFiles, type KitFile } from './kit-files.ts';
import { claimKey, createKitEditCheck, finalSentences } from './kit-edit-check.ts';
import { toKit, trackedJob } from './kit-view.ts';
import type { KitPreview, KitRow, KitsRepository } from './kits.repository.ts';

type Log = { error(o: object, m: string): void; warn(o: object, m: string): void };

export type KitsServiceDeps = {
  db: Database;
  repo: (q: Queryable) => KitsRepository;
  clock: Clock;
  credits: Pick<CreditsService, 'reserve' | 'commit' | 'release'>;
  engine: Pick<EnginePool, 'writeKit' | 'checkClaims' | 'readResume'>;
  /** The job index: the kit is made from the indexed job, never from the client's copy of it. */
  jobs: { findById(id: string): Promise<(KitJob & { closed_at: Date | null }) | null> };
  applications: {
    create(
      userId: string,
      wid: string,
      body: CreateApplicationBody,
    ): Promise<{ id: string; status: ApplicationStatus }>;
    setStatus(
      userId: string,
      wid: string,
      id: string,
      status: ApplicationStatus,
    ): Promise<{ id: string; status: ApplicationStatus }>;
    /** The apply link was opened: the dashboard's card says so until the application is marked applied. */
    recordLinkOpened(userId: string, id: string, at: Date): Promise<unknown>;
  };
  printer: Pick<PdfPrinter, 'print'> | null;
  mailer: Pick<Mailer, 'send'>;
  log: Log;
};

export const kitNotFound = () =>
  new AppError('NOT_FOUND', 'This kit was not found. Generate the kit again from the job.');
const asOf = (d: Date) => ({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 });

/**
 * Application kits (docs/product/3-agent-tracker-assistant.md sections 3-5 and 7; docs/decisions/032): a preview costs
 * 10 credits (reserved, committed when it is stored, released on any failure); the user edits it and finalizes it (the
 * edit is claim-checked again, the files are made, a draft application is added); files are downloaded from here.
 * Applying is in kit-apply.ts.
 */
export function createKitsService(deps: KitsServiceDeps) {
  const { db, clock } = deps;
  const pdfAvailable = deps.printer !== null;
  const checkEdit = createKitEditCheck(deps);

  async function view(repo: KitsRepository, row: KitRow): Promise<Kit> {
    const [files, sends] = await Promise.all([repo.listFiles(row.id), repo.listSends(row.id)]);
    return toKit(row, files, sends, pdfAvailable);
  }

  async function guard(repo: KitsRepository, userId: string, wid: string) {
    if (!isWorkspaceIdSegment(wid)) throw workspaceNotFound();
    const workspace = await repo.workspaceResume(userId, wid);
    if (!workspace) throw workspaceNotFound();
    return workspace;
  }

  async function indexedJob(jobId: string): Promise<KitJob> {
    const job = await deps.jobs.findById(jobId);
    if (!job) throw new AppError('NOT_FOUND', 'This job is no longer in the index. Search again to find it.');
    return job;
  }

  async function draftPreview(userId: string, job: KitJob, resumeText: string): Promise<KitPreview> {
    const drafts = await deps.engine.writeKit(
      { resumeText, postingText: postingTextOf(job), asOf: asOf(clock.now()) },
      userId,
    );
    const tailored = tailorKitResume(resumeText, drafts.tailoring);
    return {
      cover_letter: drafts.letter.letter,
      resume_content: tailored.content,
      resume_document: tailored.document,
      not_shown: tailored.notShown,
      refused_changes: tailored.refused,
      letter_sentences: letterSentences(drafts.letter.letter, drafts.letter, resumeText),
      tailored_resume_sections: tailored.changes,
      flags: kitFlags(drafts.letter),
      signature: drafts.letter.signature,
      fit_score: drafts.fitScore,
    };
  }

  async function addDraftApplication(userId: string, kit: KitRow): Promise<string | null> {
    if (kit.application_id) return kit.application_id;
    try {
      const created = await deps.applications.create(userId, kit.workspace_id, {
        jobId: kit.job_id,
        jobTitle: kit.job.title.slice(0, 300),
        company: kit.job.company.slice(0, 200),
        location: kit.job.location.slice(0, 200),
        status: 'draft',
        kitId: kit.id,
        ...trackedJob(kit),
      });
      await deps.repo(db).setApplication(kit.id, created.id);
      return created.id;
    } catch (error) {
      // docs/product/3-agent-tracker-assistant.md section 4: failing to add the draft to the dashboard is only logged;
      // the kit is ready.
      deps.log.error({ err: error, kitId: kit.id }, 'kit finalized, but its draft application could not be added');
      return null;
    }
  }

  return {
    pdfAvailable,

    async get(userId: string, wid: string, jobId: string): Promise<Kit | null> {
      const repo = deps.repo(db);
      await guard(repo, userId, wid);
      const row = await repo.findByJob(userId, wid, jobId);
      return row ? view(repo, row) : null;
    },

    /**
     * One preview per request; requests for the same job wait for each other, and one that waited while
     * another generated this kit gets that kit, so a double click or a retry in flight is charged once.
     */
    async preview(userId: string, body: PreviewKitBody): Promise<Kit> {
      const before = await guard(deps.repo(db), userId, body.wid);
      const job = await indexedJob(body.job.id);
      const resumeText = normalizeDocumentText(body.resume_text ?? '').trim() || before.cv_text?.trim() || '';
      if (resumeText.length < 10) throw new AppError('UNPROCESSABLE', kitErrorTexts.resumeRequired);
      const seen = (await deps.repo(db).findByJob(userId, body.wid, job.id))?.preview_id ?? null;
      // The credits are held before, and settled after, the transaction: it never waits for a second connection.
      const hold = await deps.credits.reserve({ userId, moduleKey: 'kit', action: 'preview', wid: body.wid });
      let outcome: { row: KitRow; duplicate: boolean };
      try {
        outcome = await db.transaction(async (tx) => {
          const repo = deps.repo(tx);
          await repo.lockJob(userId, body.wid, job.id);
          const current = await repo.findByJob(userId, body.wid, job.id);
          if (current && current.preview_id !== seen) return { row: current, duplicate: true };
          const preview = await draftPreview(userId, job, resumeText).catch((error: unknown) => {
            if (error instanceof AppError) throw error;
            throw new AppError('UNAVAILABLE', `${kitErrorTexts.preview}. Nothing was charged; please try again.`);
          });
          const row = await repo.savePreview({
            id: newId('kit'),
            user_id: userId,
            workspace_id: body.wid,
            job_id: job.id,
            resume_text: resumeText,
            preview_id: newId('kp'),
            preview,
            job: {
              id: job.id,
              title: job.title,
              company: job.company,
              location: job.location,
              apply_url: job.apply_url,
              contact_email: job.contact_email,
              is_demo: job.is_demo,
            },
            generated_at: clock.now(),
            credit_run_id: hold.run_id,
            engine_version: ENGINE_VERSION,
          });
          return { row, duplicate: false };
        });
      } catch (error) {
        await deps.credits.release(userId, hold.run_id, 'operation failed').catch(() => undefined);
        throw error;
      }
      if (outcome.duplicate) {
        // Another request made this kit while this one waited: it is that kit, charged once.
        await deps.credits
          .release(userId, hold.run_id, 'same kit generated by a concurrent request')
          .catch(() => undefined);
      } else {
        await deps.credits.commit(userId, hold.run_id, 'kit').catch((error: unknown) => {
          // The hold outlived its expiry and was released: the kit is made and nothing was charged.
          if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
        });
      }
      return view(deps.repo(db), outcome.row);
    },

    async finalize(userId: string, body: FinalizeKitBody): Promise<Kit> {
      const repo = deps.repo(db);
      await guard(repo, userId, body.wid);
      const kit = await repo.findByPreview(userId, body.wid, body.preview_id);
      if (!kit) throw kitNotFound();
      if (body.job_id && body.job_id !== kit.job_id)
        throw new AppError('VALIDATION_ERROR', 'This preview was made for another job.', {
          errors: [{ path: 'body.job_id', message: "Not the preview's job" }],
        });
      const flags = await checkEdit(userId, kit, body);
      const fresh = flags.filter((f) => !(kit.preview.flags as KitFlag[]).some((e) => claimKey(e) === claimKey(f)));
      if (fresh.length > 0 && !body.keep_flagged) {
        throw new AppError(
          'UNPROCESSABLE',
          `Your edit says things your resume does not show: ${fresh.map((f) => `'${f.text}'`).join(', ')}. Remove them, or confirm they are true and finalize again.`,
          { flags: fresh },
        );
      }
      const template = body.template ?? 'ats-classic';
      const now = clock.now();
      let files: KitFile[];
      try {
        // the tailored document as the engine made it; an edited resume is read again
        const resume =
          body.resume_content.trim() === kit.preview.resume_content.trim() && kit.preview.resume_document
            ? kit.preview.resume_document
            : (await deps.engine.readResume(body.resume_content, asOf(now), userId)).doc;
        files = await renderKitFiles(
          {
            resume: resume as BuilderState['doc'],
            template,
            letter: body.cover_letter,
            candidate: candidateName(kit.preview.signature),
            jobTitle: kit.job.title,
          },
          deps.printer,
        );
      } catch (error) {
        if (error instanceof AppError) throw error;
        deps.log.error({ err: error, kitId: kit.id }, 'kit files could not be made');
        throw new AppError('UNAVAILABLE', `${kitErrorTexts.finalize}: the files could not be made. Please try again.`);
      }
      const sentences = finalSentences(kit, body.cover_letter);
      const changes = (kit.preview.tailored_resume_sections as KitChange[]).filter((c) =>
        changeStillIn(c, body.resume_content),
      );
      const email = kitEmail(
        kit.job,
        body.cover_letter,
        candidateName(kit.preview.signature),
        files.some((f) => f.format === 'pdf') ? 'PDF' : 'Word',
      );
      const saved = await db.transaction(async (tx) =>
        deps.repo(tx).saveFinal(
          kit.id,
          {
            cover_letter: body.cover_letter,
            resume_content: body.resume_content,
            letter_sentences: sentences,
            tailored_resume_sections: changes,
            flags,
            signature: kit.preview.signature,
            email_body: email.body,
            subject: email.subject,
            summary: kitSummary(sentences, changes, flags),
          },
          template,
          now,
          files,
        ),
      );
      const applicationId = await addDraftApplication(userId, saved);
      return view(repo, (await repo.findById(userId, saved.id)) ?? { ...saved, application_id: applicationId });
    },

    /** One of the finalized kit's files; another user's kit is 404 like one that does not exist. */
    async file(userId: string, kitId: string, filename: string): Promise<KitFile> {
      const repo = deps.repo(db);
      const kit = await repo.findById(userId, kitId);
      if (!kit) throw kitNotFound();
      const found = (await repo.readFiles(kit.id)).find((f) => f.filename === filename);
      if (!found) {
        throw new AppError(
          'NOT_FOUND',
          filename.endsWith('.pdf') && !pdfAvailable
            ? 'Failed to generate PDF: this server has no Chromium to print with. The Word files are ready.'
            : 'This file is not ready: finalize the kit first.',
        );
      }
      return found;
    },
  };
}
export type KitsService = ReturnType<typeof createKitsService>;
