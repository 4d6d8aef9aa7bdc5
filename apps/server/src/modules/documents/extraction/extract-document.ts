import { UPLOAD_MAX_BYTES, type ErrorCode } from '@cp/contracts';
import { AppError } from '../../../http/app-error.ts';
import { normalizeDocumentText } from '../normalize-text.ts';
import { decodeTextFile } from './decode-text.ts';
import { claimedFileType, detectFileType } from './detect-file-type.ts';
import type { ParsedDocument, ParseFailure } from './parse-outcome.ts';
import type { ParserPool } from './parser-pool.ts';

export const unsupportedFileMessage = 'This file is not a PDF, DOCX, DOC or text file.';
export const emptyFileMessage = 'The file is empty.';
export const fileTooLargeMessage = `This file is larger than ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB. Upload a smaller file, or paste the text instead.`;

/** Each way a file can fail, as the status and the message the user sees (docs/decisions/003). */
const failureErrors: Record<ParseFailure, { code: ErrorCode; detail: string }> = {
  malformed: {
    code: 'UNPROCESSABLE',
    detail:
      'We could not read this file. It may be damaged or in a format we cannot read. Try another file, or paste the text instead.',
  },
  no_text_layer: {
    code: 'UNPROCESSABLE',
    detail: 'This PDF has no text layer (it may be a scan). Paste the text instead, or upload a DOCX.',
  },
  encrypted: {
    code: 'UNPROCESSABLE',
    detail: 'This PDF is password-protected. Remove the password and upload it again, or paste the text instead.',
  },
  unsafe: { code: 'UNPROCESSABLE', detail: 'This document looks malformed or too large to read safely.' },
  crashed: { code: 'UNPROCESSABLE', detail: 'This document looks malformed or too large to read safely.' },
  not_a_document: { code: 'UNSUPPORTED_MEDIA_TYPE', detail: unsupportedFileMessage },
  no_text: { code: 'UNPROCESSABLE', detail: 'This file has no text to read. Paste the text instead.' },
  too_complex: { code: 'UNPROCESSABLE', detail: 'This document looks malformed or too large to read safely.' },
  timeout: {
    code: 'UNPROCESSABLE',
    detail:
      'We could not read this file in time. It may be damaged or very complex. Try another file, or paste the text instead.',
  },
  busy: { code: 'UNAVAILABLE', detail: 'Too many files are being read right now. Please try again in a moment.' },
};

export const parseFailureError = (failure: ParseFailure) => {
  const { code, detail } = failureErrors[failure];
  return new AppError(code, detail);
};

const typeLabels = { pdf: 'PDF', zip: 'DOCX', ole: 'DOC', text: 'text file' } as const;

export type DocumentFile = { filename?: string; bytes: Uint8Array };
/** `owner` (the user) is who the parser pool serves in turn with other users (one file each at a time). */
export type DocumentExtractor = {
  extract(file: DocumentFile, owner?: string): Promise<ParsedDocument>;
  close(): Promise<void>;
};

/**
 * Reads the text of an uploaded resume or job file. The type comes from the bytes; text files are
 * decoded here, binary formats are parsed in the worker pool with a time limit. Throws AppError with
 * a message the user can act on; returns normalized text.
 */
export function createDocumentExtractor(deps: { pool: ParserPool }): DocumentExtractor {
  return {
    async extract(file, owner) {
      if (file.bytes.length === 0) throw new AppError('VALIDATION_ERROR', emptyFileMessage);
      if (file.bytes.length > UPLOAD_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', fileTooLargeMessage);
      const type = detectFileType(file.bytes);
      if (type === 'unsupported') throw new AppError('UNSUPPORTED_MEDIA_TYPE', unsupportedFileMessage);
      const warnings: string[] = [];
      let parsed: ParsedDocument;
      if (type === 'text') {
        const decoded = decodeTextFile(file.bytes);
        if (!decoded) throw new AppError('UNSUPPORTED_MEDIA_TYPE', unsupportedFileMessage);
        if (decoded.encoding === 'windows-1252')
          warnings.push('This text file is not UTF-8; it was read as Windows-1252.');
        parsed = { text: decoded.text, warnings: [] };
      } else {
        const outcome = await deps.pool.parse({ kind: type, bytes: file.bytes }, { owner });
        if (!outcome.ok) throw parseFailureError(outcome.failure);
        parsed = outcome;
      }
      const claimed = claimedFileType(file.filename);
      const actual = { pdf: 'pdf', zip: 'docx', ole: 'doc', text: 'txt' } as const;
      if (claimed && claimed !== actual[type])
        warnings.push(`The file is named .${claimed} but is a ${typeLabels[type]}; it was read as one.`);
      const text = normalizeDocumentText(parsed.text);
      if (text.length === 0) throw parseFailureError('no_text');
      return {
        text,
        ...(parsed.pages !== undefined ? { pages: parsed.pages } : {}),
        warnings: [...warnings, ...parsed.warnings],
      };
    },
    close: () => deps.pool.close(),
  };
}
