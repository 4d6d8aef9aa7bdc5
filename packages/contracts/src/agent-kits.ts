import { z } from 'zod';
import { BuilderTemplateSchema } from './resume-builder.ts';
import { pastedDocumentText, text } from './text.ts';

/**
 * Application kits (docs/product/3-agent-tracker-assistant.md sections 3, 4 and 7; docs/decisions/032): a cover letter
 * and tailored resume content for one job, each sentence or change with the resume line it rests on, finalized into PDF
 * and DOCX files, then applied with an explicit confirmation for that job.
 */
export const KIT_LIMITS = {
  letter: 12_000,
  resume: 30_000,
  id: 200,
  field: 300,
  description: 20_000,
  url: 2_000,
} as const;

/** docs/product/3-agent-tracker-assistant.md section 8: the agent's default error texts. */
export const kitErrorTexts = {
  resumeRequired: 'Resume required to generate kit',
  generate: 'Failed to generate kit',
  preview: 'Failed to generate preview',
  finalize: 'Failed to finalize kit',
  apply: 'Failed to apply',
  notAuthenticated: 'Not authenticated',
} as const;

/** The drawer's credit line (docs/product/3-agent-tracker-assistant.md section 2). */
export const kitCreditsText = (have: number, need: number) => `Not enough credits. You have ${have}, need ${need}.`;

const idText = text().trim().min(1).max(KIT_LIMITS.id);
const wid = text().trim().min(1).max(100);

/** The job as the spec sends it; the server reads the indexed job by id and trusts only that. */
export const KitJobInputSchema = z.object({
  id: idText,
  title: text().max(KIT_LIMITS.field).optional(),
  company: text().max(KIT_LIMITS.field).optional(),
  location: text().max(KIT_LIMITS.field).optional(),
  description: text().max(KIT_LIMITS.description).optional(),
  apply_url: text().max(KIT_LIMITS.url).nullable().optional(),
  employment_type: text().max(40).optional(),
});

/** POST /api/agent/preview-kit (also /api/agent/prepare-kit). */
export const PreviewKitBodySchema = z.object({
  wid,
  job: KitJobInputSchema,
  /** The workspace resume is used when this is absent or blank. */
  resume_text: pastedDocumentText().max(100_000).optional(),
  profile: z.record(z.string(), z.unknown()).optional(),
});
export type PreviewKitBody = z.infer<typeof PreviewKitBodySchema>;

/** POST /api/agent/finalize-kit: the user's edits of the preview. */
export const FinalizeKitBodySchema = z.object({
  wid,
  preview_id: idText,
  job_id: idText.optional(),
  job_title: text().max(KIT_LIMITS.field).optional(),
  company: text().max(KIT_LIMITS.field).optional(),
  cover_letter: text().trim().min(1, 'The cover letter is empty.').max(KIT_LIMITS.letter),
  resume_content: text().trim().min(1, 'The resume content is empty.').max(KIT_LIMITS.resume),
  template: BuilderTemplateSchema.optional(),
  /** Finalize although the claim check flagged the edited text (the user confirms each flagged claim is true). */
  keep_flagged: z.boolean().optional(),
});
export type FinalizeKitBody = z.infer<typeof FinalizeKitBodySchema>;

/** POST /api/agent/apply-job: nothing goes out without `confirm` naming this job and where it goes. */
export const ApplyJobBodySchema = z.object({
  wid,
  job_id: idText,
  kit_id: idText.optional(),
  job_title: text().max(KIT_LIMITS.field).optional(),
  company: text().max(KIT_LIMITS.field).optional(),
  contact_email: text().max(KIT_LIMITS.field).nullable().optional(),
  apply_url: text().max(KIT_LIMITS.url).nullable().optional(),
  user_email: text().max(KIT_LIMITS.field).optional(),
  cover_letter: text().max(KIT_LIMITS.letter).optional(),
  resume_text: pastedDocumentText().max(100_000).optional(),
  confirm: z.object(
    {
      job_id: idText,
      /** The address or link the confirmation dialog showed. */
      destination: text().trim().min(1).max(KIT_LIMITS.url),
    },
    { error: 'Apply needs your confirmation for this job (confirm.job_id and confirm.destination).' },
  ),
});
export type ApplyJobBody = z.infer<typeof ApplyJobBodySchema>;

export const KitQuerySchema = z.object({ wid, job_id: idText });
export const KitFileParamsSchema = z.object({
  kitId: idText,
  file: z.enum(['resume.pdf', 'resume.docx', 'cover-letter.pdf', 'cover-letter.docx']),
});

export const KitFlagSchema = z.object({ kind: z.string(), text: z.string(), field: z.string(), message: z.string() });
export type KitFlag = z.infer<typeof KitFlagSchema>;

export const KitEvidenceSchema = z.object({ requirement: z.string(), resume_line: z.string() });

/** One sentence of the letter and what it rests on: resume lines, the posting's words, or the letter's own framing. */
export const KitSentenceSchema = z.object({
  text: z.string(),
  basis: z.enum(['resume', 'posting', 'framing', 'edited']),
  evidence: z.array(KitEvidenceSchema),
  posting_text: z.string().nullable(),
});
export type KitSentence = z.infer<typeof KitSentenceSchema>;

/** A resume line a tailoring change rests on, and where it is ('Marketing Manager, Acme', 'Skills'). */
export const KitChangeEvidenceSchema = z.object({ text: z.string(), where: z.string() });

/**
 * One tailored resume change (the engine's tailoring, docs/decisions/030 and 033): the resume's own
 * text, what it becomes, and why; a list (skills, a role's lines) one item per line. `kind`, `where`,
 * `evidence` and `requirement` are absent on kits made before tailoring moved to the engine.
 */
export const KitChangeSchema = z.object({
  section: z.string(),
  original: z.string(),
  tailored: z.string(),
  reasons: z.array(z.string()),
  rationale: z.string(),
  flagged: z.boolean(),
  /** keyword (the posting's word), add-skills, order-skills, order-bullets, rewrite. */
  kind: z.string().optional(),
  where: z.string().optional(),
  evidence: z.array(KitChangeEvidenceSchema).optional(),
  /** The posting's line the change answers. */
  requirement: z.string().nullable().optional(),
});
export type KitChange = z.infer<typeof KitChangeSchema>;

export const KitDocumentSchema = z.object({
  name: z.enum(['resume', 'cover_letter']),
  format: z.enum(['pdf', 'docx']),
  filename: z.string(),
  mime: z.string(),
  bytes: z.number().int(),
  sha256: z.string(),
  url: z.string(),
});
export type KitDocument = z.infer<typeof KitDocumentSchema>;

export const KitSendSchema = z.object({
  id: z.string(),
  method: z.enum(['email', 'link']),
  destination: z.string(),
  reply_to: z.string().nullable(),
  subject: z.string().nullable(),
  delivery: z.enum(['sent', 'logged', 'failed', 'opened']),
  created_at: z.string(),
  files: z.array(z.object({ filename: z.string(), bytes: z.number().int(), sha256: z.string() })),
});
export type KitSend = z.infer<typeof KitSendSchema>;

export const KitJobSchema = z.object({
  id: z.string(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  apply_url: z.string().nullable(),
  contact_email: z.string().nullable(),
  is_demo: z.boolean(),
});

/** The kit: the spec's Kit preview response and Application kit fields, plus the evidence of each part. */
export const KitSchema = z.object({
  kit_id: z.string(),
  preview_id: z.string(),
  generated_at: z.string(),
  status: z.enum(['preview', 'kit_ready']),
  finalized_at: z.string().nullable(),
  job_id: z.string(),
  job: KitJobSchema,
  cover_letter: z.string(),
  resume_content: z.string(),
  letter_sentences: z.array(KitSentenceSchema),
  tailored_resume_sections: z.array(KitChangeSchema),
  /** Tools the posting asks for that the resume does not show: never added to the kit. */
  not_shown: z.array(z.string()),
  /** Tailoring changes left out because the claim check found something the resume does not show. */
  refused_changes: z.number().int(),
  flags: z.array(KitFlagSchema),
  email_body: z.string(),
  summary: z.string(),
  template: BuilderTemplateSchema,
  documents: z.array(KitDocumentSchema),
  application_id: z.string().nullable(),
  /** The dashboard status of the kit's application ('draft' until applied). */
  application_status: z.string().nullable(),
  sends: z.array(KitSendSchema),
  /** PDF files can be made on this server (Chromium present). */
  pdf_available: z.boolean(),
});
export type Kit = z.infer<typeof KitSchema>;

export const KitLookupResponseSchema = z.object({ kit: KitSchema.nullable() });
export type KitLookupResponse = z.infer<typeof KitLookupResponseSchema>;

/** What apply-job did: the link to open, or the e-mail sent, and the application it moved. */
export const ApplyJobResponseSchema = z.object({
  method: z.enum(['email', 'link']),
  apply_url: z.string().nullable(),
  sent_to: z.string().nullable(),
  reply_to: z.string().nullable(),
  send: KitSendSchema,
  application_status: z.string().nullable(),
  kit: KitSchema,
});
export type ApplyJobResponse = z.infer<typeof ApplyJobResponseSchema>;
