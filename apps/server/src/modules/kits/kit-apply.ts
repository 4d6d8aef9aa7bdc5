import { isWorkspaceIdSegment, kitErrorTexts, type ApplyJobBody, type ApplyJobResponse } from '@cp/contracts';
import { AppError } from '../../http/app-error.ts';
import { newId } from '../../security/random.ts';
import { workspaceNotFound } from '../workspaces/workspaces.service.ts';
import type { KitFile } from './kit-files.ts';
import { toKit, toSend, trackedJob } from './kit-view.ts';
import type { KitRow } from './kits.repository.ts';
import { kitNotFound, type KitsServiceDeps } from './kits.service.ts';

const safeUrl = (url: string | null | undefined) => (url && /^https?:\/\/[^\s]+$/i.test(url) ? url : null);

/**
 * Where applying sends the kit (docs/decisions/032): the employer's apply link, else its contact e-mail; nothing for a
 * demo listing.
 */
export function applyTarget(job: {
  apply_url: string | null;
  contact_email: string | null;
  is_demo: boolean;
}): { method: 'link' | 'email'; destination: string } | null {
  if (job.is_demo) return null;
  const link = safeUrl(job.apply_url);
  if (link) return { method: 'link', destination: link };
  const email = job.contact_email?.trim();
  return email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? { method: 'email', destination: email } : null;
}

/** The files an e-mail carries: the PDFs when there are some, else the Word files. */
function attachments(files: readonly KitFile[]): KitFile[] {
  const pdfs = files.filter((f) => f.format === 'pdf');
  return pdfs.length > 0 ? pdfs : files.filter((f) => f.format === 'docx');
}

/**
 * POST /api/agent/apply-job (docs/decisions/032): only with `confirm` naming this job and the address or
 * link the dialog showed. A link is returned to open (and logged); an e-mail goes from the product's mailer
 * with the user's address as reply-to, the kit's files attached, and moves the application to applied.
 * Each apply is a send row with its own copy of the files and their SHA-256, never rewritten.
 */
export function createKitApply(
  deps: Pick<KitsServiceDeps, 'db' | 'repo' | 'clock' | 'jobs' | 'applications' | 'mailer' | 'log' | 'printer'>,
) {
  const fail = (detail: string) => new AppError('CONFLICT', detail);

  async function moveToApplied(userId: string, kit: KitRow): Promise<string | null> {
    try {
      if (kit.application_id)
        return (await deps.applications.setStatus(userId, kit.workspace_id, kit.application_id, 'applied')).status;
      const created = await deps.applications.create(userId, kit.workspace_id, {
        jobId: kit.job_id,
        jobTitle: kit.job.title.slice(0, 300),
        company: kit.job.company.slice(0, 200),
        location: kit.job.location.slice(0, 200),
        status: 'applied',
        kitId: kit.id,
        ...trackedJob(kit),
      });
      await deps.repo(deps.db).setApplication(kit.id, created.id);
      return created.status;
    } catch (error) {
      deps.log.error({ err: error, kitId: kit.id }, 'kit sent, but its application could not be moved to applied');
      return null;
    }
  }

  return async function apply(userId: string, body: ApplyJobBody): Promise<ApplyJobResponse> {
    const repo = deps.repo(deps.db);
    if (!isWorkspaceIdSegment(body.wid) || !(await repo.workspaceResume(userId, body.wid))) throw workspaceNotFound();
    const found = body.kit_id
      ? await repo.findById(userId, body.kit_id)
      : await repo.findByJob(userId, body.wid, body.job_id);
    if (!found || found.workspace_id !== body.wid || found.job_id !== body.job_id) throw kitNotFound();
    if (body.confirm.job_id !== body.job_id) {
      throw new AppError('VALIDATION_ERROR', 'Apply needs your confirmation for this job.', {
        errors: [{ path: 'body.confirm.job_id', message: 'Does not name this job' }],
      });
    }
    if (found.status !== 'kit_ready') throw fail('Finalize the kit before applying.');
    // The job as indexed now (its link or contact may have changed since the kit was made).
    const indexed = await deps.jobs.findById(found.job_id);
    const job = indexed
      ? { ...found.job, apply_url: indexed.apply_url, contact_email: indexed.contact_email, is_demo: indexed.is_demo }
      : found.job;
    const target = applyTarget(job);
    if (!target)
      throw fail(
        job.is_demo
          ? 'A demo listing has no employer to apply to.'
          : "This posting gives no apply link or contact e-mail. Apply on the employer's own site.",
      );
    if (body.confirm.destination.trim().toLowerCase() !== target.destination.toLowerCase()) {
      throw fail(
        `Where this application goes has changed since you confirmed: it now goes to ${target.destination}. Review it and confirm again.`,
      );
    }
    const files = await repo.readFiles(found.id);
    const at = deps.clock.now();
    const kit = found;
    const final = kit.final!;
    if (target.method === 'link') {
      await repo.insertSend({
        id: newId('send'),
        kit,
        method: 'link',
        destination: target.destination,
        replyTo: null,
        subject: null,
        body: null,
        outboxId: null,
        delivery: 'opened',
        at,
        files,
      });
      // the dashboard's card says the link was opened, after a reload too; a failure there is only logged (the send log has it)
      if (kit.application_id) {
        await deps.applications
          .recordLinkOpened(userId, kit.application_id, at)
          .catch((error: unknown) =>
            deps.log.error({ err: error, kitId: kit.id }, 'apply link opened, but its application could not record it'),
          );
      }
      return finish(kit, {
        method: 'link',
        apply_url: target.destination,
        sent_to: null,
        reply_to: null,
        application_status: null,
      });
    }
    const earlier = (await repo.listSends(kit.id)).find((s) => s.method === 'email' && s.delivery !== 'failed');
    if (earlier)
      throw fail(
        `This kit was already sent to ${earlier.destination} on ${new Date(earlier.created_at).toISOString().slice(0, 10)}.`,
      );
    const replyTo = await repo.userEmail(userId);
    if (!replyTo) throw new AppError('TOKEN_INVALID', 'Token verification failed');
    const attached = attachments(files);
    const outcome = await deps.mailer.send({
      userId,
      to: target.destination,
      replyTo,
      subject: final.subject,
      text: final.email_body,
      kind: 'kit_application',
      attachments: attached.map((f) => ({
        filename: f.filename,
        contentType: f.mime,
        content: f.content,
        sha256: f.sha256,
      })),
    });
    const delivery = outcome.status;
    await repo.insertSend({
      id: newId('send'),
      kit,
      method: 'email',
      destination: target.destination,
      replyTo,
      subject: final.subject,
      body: final.email_body,
      outboxId: outcome.id,
      delivery,
      at,
      files: attached,
    });
    if (delivery === 'failed')
      throw new AppError(
        'UNAVAILABLE',
        `${kitErrorTexts.apply}: the e-mail to ${target.destination} could not be delivered. Nothing was marked as applied; please try again later.`,
      );
    const status = await moveToApplied(userId, kit);
    return finish((await repo.findById(userId, kit.id)) ?? kit, {
      method: 'email',
      apply_url: null,
      sent_to: target.destination,
      reply_to: replyTo,
      application_status: status,
    });
  };

  async function finish(kit: KitRow, result: Omit<ApplyJobResponse, 'kit' | 'send'>): Promise<ApplyJobResponse> {
    const repo = deps.repo(deps.db);
    const [kitFiles, sends] = await Promise.all([repo.listFiles(kit.id), repo.listSends(kit.id)]);
    return {
      ...result,
      send: toSend(sends[sends.length - 1]!),
      kit: toKit(kit, kitFiles, sends, deps.printer !== null),
    };
  }
}
export type KitApply = ReturnType<typeof createKitApply>;
