import { ENGINE_VERSION, defaultEngine, toResumeDocument, type Engine } from '@cp/engine';
import { ParseResumeBodySchema, RAW_PDF_MESSAGE, type ParseResumeResponse } from '@cp/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Clock } from '../auth/auth.service.ts';
import type { DocumentExtractor } from '../documents/extraction/extract-document.ts';
import { normalizeDocumentText } from '../documents/normalize-text.ts';
import type { Upload } from '../documents/read-upload.ts';

export type ResumeImportServiceDeps = { extractor: DocumentExtractor; clock: Clock; engine?: () => Pick<Engine, 'parseResume'> };

/** Text that is a PDF's raw bytes pasted or saved as text: the spec calls it corrupted. */
const looksLikeRawPdf = (text: string) => /^\s*%PDF-\d/.test(text) || /\bendobj\b[\s\S]{0,200}\bobj\b/.test(text.slice(0, 5000));

/** POST /api/parse-resume: a resume (pasted text or a file) read into the Resume Builder's document, with a confidence per field. */
export function createResumeImportService(deps: ResumeImportServiceDeps) {
  const engineOf = deps.engine ?? defaultEngine;

  function read(raw: string, warnings: readonly string[]): ParseResumeResponse {
    if (looksLikeRawPdf(raw)) throw new AppError('UNPROCESSABLE', RAW_PDF_MESSAGE);
    const text = normalizeDocumentText(raw);
    const now = deps.clock.now();
    const parsed = engineOf().parseResume(text, { asOf: { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 } });
    const { doc, confidence } = toResumeDocument(parsed);
    return { doc: { ...doc, experience: [...doc.experience] } as ParseResumeResponse['doc'], confidence: confidence as ParseResumeResponse['confidence'], warnings: [...warnings], engine_version: ENGINE_VERSION };
  }

  return {
    parseText(body: unknown): ParseResumeResponse {
      const parsed = ParseResumeBodySchema.safeParse(body);
      if (!parsed.success) throw new AppError('VALIDATION_ERROR', parsed.error.issues[0]?.message ?? 'The request body is not valid.');
      return read(parsed.data.text, []);
    },
    /** `owner` is the user: the parser pool serves users in turn. */
    async parseFile(upload: Upload, owner?: string): Promise<ParseResumeResponse> {
      if (!upload.file) throw new AppError('VALIDATION_ERROR', 'Choose a file to upload (.pdf, .doc, .docx or .txt).');
      const document = await deps.extractor.extract(upload.file, owner);
      if (document.text.trim().length < 10) throw new AppError('VALIDATION_ERROR', 'Resume content must be at least 10 characters. Please add more details.');
      return read(document.text, document.warnings);
    },
  };
}

export type ResumeImportService = ReturnType<typeof createResumeImportService>;
