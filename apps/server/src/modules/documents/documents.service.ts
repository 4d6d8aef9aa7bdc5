import {
  DOCUMENT_TEXT_MAX,
  documentLabels,
  documentTextEmptyMessage,
  documentTextTooLongMessage,
  UploadFieldsSchema,
  type DocumentKind,
  type ExtractCvTextResponse,
  type ExtractJdTextResponse,
  type SaveDocumentResponse,
  type ScrapeJobBody,
  type ScrapeJobResponse,
} from '@cp/contracts';
import { AppError } from '../../http/app-error.ts';
import type { WorkspacesService } from '../workspaces/workspaces.service.ts';
import type { DocumentExtractor } from './extraction/extract-document.ts';
import { normalizeDocumentText } from './normalize-text.ts';
import type { Upload } from './read-upload.ts';
import type { JobScraper } from './scrape/scrape-job.ts';

export type DocumentsServiceDeps = { workspaces: WorkspacesService; extractor: DocumentExtractor; scraper: JobScraper };

type Extracted = Omit<ExtractCvTextResponse, 'cv_text'> & { text: string };

/** Resume and job texts: pasted, read from a file, or fetched from a job page; all saved the same way. */
export function createDocumentsService(deps: DocumentsServiceDeps) {
  /** Normalizes, checks and stores the text; a changed text clears the workspace's module outputs. */
  async function save(userId: string, wid: string, kind: DocumentKind, raw: string) {
    const text = normalizeDocumentText(raw);
    if (text.length === 0) throw new AppError('VALIDATION_ERROR', documentTextEmptyMessage(kind));
    if (text.length > DOCUMENT_TEXT_MAX) throw new AppError('PAYLOAD_TOO_LARGE', documentTextTooLongMessage(kind));
    const { changed } = await deps.workspaces.saveDocumentText(userId, wid, kind, text);
    return { text, changed };
  }

  /** Fields first (400), then ownership (404), then the file: nothing is stored unless every step passes. */
  async function extract(userId: string, kind: DocumentKind, upload: Upload): Promise<Extracted> {
    const parsed = UploadFieldsSchema.safeParse(upload.fields);
    if (!parsed.success)
      throw new AppError('VALIDATION_ERROR', parsed.error.issues[0]?.message ?? 'The upload is not valid.');
    const { wid, type } = parsed.data;
    if (type !== undefined && type !== kind)
      throw new AppError('VALIDATION_ERROR', `This call reads a ${documentLabels[kind]}: type must be '${kind}'.`);
    await deps.workspaces.assertOwned(userId, wid);
    if (!upload.file) throw new AppError('VALIDATION_ERROR', 'Choose a file to upload (.pdf, .doc, .docx or .txt).');
    const document = await deps.extractor.extract(upload.file, userId);
    const saved = await save(userId, wid, kind, document.text);
    return {
      text: saved.text,
      message: 'Uploaded & saved.',
      wid,
      chars: saved.text.length,
      ...(document.pages !== undefined ? { pages: document.pages } : {}),
      warnings: document.warnings,
      changed: saved.changed,
    };
  }

  return {
    async updateText(userId: string, kind: DocumentKind, wid: string, text: string): Promise<SaveDocumentResponse> {
      const saved = await save(userId, wid, kind, text);
      return { message: 'Saved.', wid, chars: saved.text.length, changed: saved.changed };
    },

    async extractCvText(userId: string, upload: Upload): Promise<ExtractCvTextResponse> {
      const { text, ...rest } = await extract(userId, 'cv', upload);
      return { cv_text: text, text, ...rest };
    },

    async extractJdText(userId: string, upload: Upload): Promise<ExtractJdTextResponse> {
      const { text, ...rest } = await extract(userId, 'jd', upload);
      return { jd_text: text, text, ...rest };
    },

    /** The workspace is checked before any fetch: the scraper is never run for a workspace the user does not own. */
    async scrapeJobDescription(userId: string, body: ScrapeJobBody): Promise<ScrapeJobResponse> {
      await deps.workspaces.assertOwned(userId, body.wid);
      const job = await deps.scraper.scrape(body.url, userId);
      const saved = await save(userId, body.wid, 'jd', job.text);
      return {
        jd_text: saved.text,
        message: 'Job description scraped.',
        wid: body.wid,
        source: job.source,
        url: job.url,
        ...(job.title ? { title: job.title } : {}),
        ...(job.company ? { company: job.company } : {}),
        chars: saved.text.length,
        changed: saved.changed,
      };
    },
  };
}
export type DocumentsService = ReturnType<typeof createDocumentsService>;
