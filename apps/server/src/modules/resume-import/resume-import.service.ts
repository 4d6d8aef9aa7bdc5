import { ENGINE_VERSION } from '@cp/engine';
import { ParseResumeBodySchema, RAW_PDF_MESSAGE, type ParseResumeResponse } from '@cp/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Clock } from '../auth/auth.service.ts';
import type { DocumentExtractor } from '../documents/extraction/extract-document.ts';
import { normalizeDocumentText } from '../documents/normalize-text.ts';
import type { Upload } from '../documents/read-upload.ts';
import type { EnginePool } from '../../workers/engine-pool.ts';

/** The engine pool's reading of a resume (off the request thread, with a time limit). */
export type ResumeImportServiceDeps = {
  extractor: DocumentExtractor;
  clock: Clock;
  engine: Pick<EnginePool, 'readResume'>;
};

/** Text that is a PDF's raw bytes pasted or saved as text: the spec calls it corrupted. */
const looksLikeRawPdf = (text: string) =>
  /^\s*%PDF-\d/.test(text) || /\bendobj\b[\s\S]{0,200}\bobj\b/.test(text.slice(0, 5000));

/** POST /api/parse-resume: a resume (pasted text or a file) read into the Resume Builder's document, with a confidence per field. */
export function createResumeImportService(deps: ResumeImportServiceDeps) {
  async function read(raw: string, warnings: readonly string[], owner?: string): Promise<ParseResumeResponse> {
    if (looksLikeRawPdf(raw)) throw new AppError('UNPROCESSABLE', RAW_PDF_MESSAGE);
    const text = normalizeDocumentText(raw);
    const now = deps.clock.now();
    const { doc, confidence } = await deps.engine.readResume(
      text,
      { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 },
      owner,
    );
    return {
      doc: { ...doc, experience: [...doc.experience] } as ParseResumeResponse['doc'],
      confidence: confidence as ParseResumeResponse['confidence'],
      warnings: [...warnings],
      engine_version: ENGINE_VERSION,
    };
  }

  return {
    /** `owner` is the user: the engine pool serves users in turn. */
    async parseText(body: unknown, owner?: string): Promise<ParseResumeResponse> {
      const parsed = ParseResumeBodySchema.safeParse(body);
      if (!parsed.success)
        throw new AppError('VALIDATION_ERROR', parsed.error.issues[0]?.message ?? 'The request body is not valid.');
      return read(parsed.data.text, [], owner);
    },
    /** `owner` is the user: the parser and engine pools serve users in turn. */
    async parseFile(upload: Upload, owner?: string): Promise<ParseResumeResponse> {
      if (!upload.file) throw new AppError('VALIDATION_ERROR', 'Choose a file to upload (.pdf, .doc, .docx or .txt).');
      const document = await deps.extractor.extract(upload.file, owner);
      if (document.text.trim().length < 10)
        throw new AppError(
          'VALIDATION_ERROR',
          'Resume content must be at least 10 characters. Please add more details.',
        );
      return read(document.text, document.warnings, owner);
    },
  };
}

export type ResumeImportService = ReturnType<typeof createResumeImportService>;
