import { z } from 'zod';
import { pastedDocumentText, text } from './text.ts';

/** The two documents of a workspace (docs/product/1-platform.md section 3). */
export const documentKinds = ['cv', 'jd'] as const;
export const DocumentKindSchema = z.enum(documentKinds);
export type DocumentKind = z.infer<typeof DocumentKindSchema>;

/** Longest resume or job text a workspace keeps (characters). */
export const DOCUMENT_TEXT_MAX = 100_000;
/** Largest file an upload may send (bytes). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** File types the pickers offer (docs/product/1-platform.md section 5); the server decides by content, not by name. */
export const uploadAccept = ['.pdf', '.doc', '.docx', '.txt'] as const;

export const documentLabels = { cv: 'resume', jd: 'job description' } as const satisfies Record<DocumentKind, string>;
export const documentTextEmptyMessage = (kind: DocumentKind) =>
  kind === 'cv' ? 'The resume text is empty.' : 'The job description text is empty.';
export const documentTextTooLongMessage = (kind: DocumentKind) =>
  `The ${documentLabels[kind]} text is too long: the limit is ${DOCUMENT_TEXT_MAX.toLocaleString('en-US')} characters.`;

const documentTextSchema = (kind: DocumentKind) =>
  pastedDocumentText({ error: `${kind}_text is required.` })
    .max(DOCUMENT_TEXT_MAX, { error: documentTextTooLongMessage(kind) })
    .refine((v) => v.trim().length > 0, { error: documentTextEmptyMessage(kind) });

/** Any string: an id that cannot be a workspace id answers 404 WID_NOT_FOUND like an unknown one. */
const widField = text({ error: 'wid is required.' });
const userIdField = text().max(200).optional();

/** POST /api/modules/update-cv-text. user_id is accepted for the spec's clients; the token decides the user. */
export const UpdateCvTextBodySchema = z.object({
  wid: widField,
  cv_text: documentTextSchema('cv'),
  user_id: userIdField,
});
export type UpdateCvTextBody = z.infer<typeof UpdateCvTextBodySchema>;
/** POST /api/modules/update-jd-text. */
export const UpdateJdTextBodySchema = z.object({
  wid: widField,
  jd_text: documentTextSchema('jd'),
  user_id: userIdField,
});
export type UpdateJdTextBody = z.infer<typeof UpdateJdTextBodySchema>;

/** `changed` is false when the text equals the stored one; only a change clears the module outputs. */
export const SaveDocumentResponseSchema = z.object({
  message: text(),
  wid: text(),
  chars: z.number().int(),
  changed: z.boolean(),
});
export type SaveDocumentResponse = z.infer<typeof SaveDocumentResponseSchema>;

/** Text fields of the multipart upload (the file travels as `file`). */
export const UploadFieldsSchema = z.object({
  wid: widField,
  user_id: userIdField,
  type: z.enum(documentKinds, { error: "type must be 'cv' or 'jd'." }).optional(),
});
export type UploadFields = z.infer<typeof UploadFieldsSchema>;

const extractResponseBase = z.object({
  message: z.string(),
  wid: z.string(),
  chars: z.number().int(),
  pages: z.number().int().optional(),
  warnings: z.array(z.string()),
  changed: z.boolean(),
});
/** POST /api/modules/extract-cv-text: the extracted text, already saved to the workspace. */
/** The text is sent as `cv_text` and, for the spec's other readers, as `text` (docs/decisions/038 section 1). */
export const ExtractCvTextResponseSchema = extractResponseBase.extend({ cv_text: z.string(), text: z.string() });
export type ExtractCvTextResponse = z.infer<typeof ExtractCvTextResponseSchema>;
/** POST /api/modules/extract-jd-text. */
export const ExtractJdTextResponseSchema = extractResponseBase.extend({ jd_text: z.string(), text: z.string() });
export type ExtractJdTextResponse = z.infer<typeof ExtractJdTextResponseSchema>;

export const SCRAPE_URL_MAX = 2048;
export const ScrapeJobBodySchema = z.object({
  wid: widField,
  url: text({ error: 'Enter the link to a job posting.' })
    .trim()
    .min(1, { error: 'Enter the link to a job posting.' })
    .max(SCRAPE_URL_MAX, { error: 'This link is too long.' }),
  user_id: userIdField,
});
export type ScrapeJobBody = z.infer<typeof ScrapeJobBodySchema>;

export const scrapeSources = ['json-ld', 'readability'] as const;
export const ScrapeJobResponseSchema = z.object({
  jd_text: z.string(),
  message: z.string(),
  wid: z.string(),
  source: z.enum(scrapeSources),
  url: z.string(),
  title: z.string().optional(),
  company: z.string().optional(),
  chars: z.number().int(),
  changed: z.boolean(),
});
export type ScrapeJobResponse = z.infer<typeof ScrapeJobResponseSchema>;
