import {
  APPLICATION_LIMITS,
  BuilderTemplateSchema,
  type Kit,
  type KitChange,
  type KitFlag,
  type KitSend,
  type KitSentence,
} from '@cp/contracts';
import type { KitFileMeta, KitRow, KitSendRow } from './kits.repository.ts';

export const kitFileUrl = (kitId: string, f: Pick<KitFileMeta, 'filename'>) =>
  `/api/agent/kits/${encodeURIComponent(kitId)}/${f.filename}`;

export function toSend(row: KitSendRow): KitSend {
  return {
    id: row.id,
    method: row.method,
    destination: row.destination,
    reply_to: row.reply_to,
    subject: row.subject,
    delivery: row.delivery,
    created_at: new Date(row.created_at).toISOString(),
    files: row.files,
  };
}

/** A stored kit as the wire's Kit: the finalized content once there is one, else the preview. */
export function toKit(
  row: KitRow,
  files: readonly KitFileMeta[],
  sends: readonly KitSendRow[],
  pdfAvailable: boolean,
): Kit {
  const content = row.final ?? row.preview;
  const template = BuilderTemplateSchema.safeParse(row.template);
  return {
    kit_id: row.id,
    preview_id: row.preview_id,
    generated_at: row.generated_at.toISOString(),
    status: row.status,
    finalized_at: row.finalized_at ? row.finalized_at.toISOString() : null,
    job_id: row.job_id,
    job: row.job,
    cover_letter: content.cover_letter,
    resume_content: content.resume_content,
    letter_sentences: content.letter_sentences as KitSentence[],
    tailored_resume_sections: content.tailored_resume_sections as KitChange[],
    not_shown: row.preview.not_shown ?? [],
    refused_changes: row.preview.refused_changes ?? 0,
    flags: content.flags as KitFlag[],
    email_body: row.final?.email_body ?? '',
    summary: row.final?.summary ?? '',
    template: template.success ? template.data : 'ats-classic',
    documents: files.map((f) => ({
      name: f.name,
      format: f.format,
      filename: f.filename,
      mime: f.mime,
      bytes: f.bytes,
      sha256: f.sha256,
      url: kitFileUrl(row.id, f),
    })),
    application_id: row.application_id,
    application_status: row.application_status,
    sends: sends.map(toSend),
    pdf_available: pdfAvailable,
  };
}

/** What the dashboard keeps of a kit's job: its link (when it is one the dashboard accepts) and the fit the preview scored. */
export function trackedJob(row: Pick<KitRow, 'job' | 'preview'>): { jobUrl: string | null; fitScore: number | null } {
  const url = row.job.apply_url;
  const fit = row.preview.fit_score;
  return {
    jobUrl: url && url.length <= APPLICATION_LIMITS.url && /^https?:\/\/\S+$/i.test(url) ? url : null,
    fitScore: typeof fit === 'number' && Number.isFinite(fit) ? Math.min(100, Math.max(0, Math.round(fit))) : null,
  };
}
