import { UPLOAD_MAX_BYTES } from '@cp/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { fileTooLargeMessage } from './extraction/extract-document.ts';

export type Upload = { fields: Record<string, string>; file: { filename: string; bytes: Uint8Array } | null };

/** Limits for @fastify/multipart on the upload routes: one file of at most 10 MB and a few short fields. */
export const uploadLimits = {
  fileSize: UPLOAD_MAX_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 4096,
  fieldNameSize: 100,
  parts: 12,
  headerPairs: 100,
};

const limitErrors: Record<string, AppError> = {
  FST_REQ_FILE_TOO_LARGE: new AppError('PAYLOAD_TOO_LARGE', fileTooLargeMessage),
  FST_FILES_LIMIT: new AppError('VALIDATION_ERROR', 'Upload one file at a time.'),
  FST_FIELDS_LIMIT: new AppError('VALIDATION_ERROR', 'The upload has too many fields.'),
  FST_PARTS_LIMIT: new AppError('VALIDATION_ERROR', 'The upload has too many parts.'),
};

/** Turns what the multipart parser throws into the error body; a broken form is the client's fault (400). */
function uploadError(error: unknown): Error {
  if (error instanceof AppError) return error;
  const e = error as { code?: string; statusCode?: number };
  const limit = e?.code ? limitErrors[e.code] : undefined;
  if (limit) return limit;
  if (e?.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.');
  return new AppError('VALIDATION_ERROR', 'The upload is not a valid multipart form.');
}

/**
 * Reads a multipart upload (fields in any order around the one file) into memory, within the limits.
 * `fileTooLarge` words the size error from the fields read before the file (an audio answer's own message).
 */
export async function readUpload(
  request: FastifyRequest,
  options: { fileTooLarge?: (fields: Record<string, string>) => string | null } = {},
): Promise<Upload> {
  const fields: Record<string, string> = {};
  let file: Upload['file'] = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        file = { filename: part.filename, bytes: await part.toBuffer() };
      } else {
        if (part.valueTruncated || part.fieldnameTruncated)
          throw new AppError('VALIDATION_ERROR', `The field ${part.fieldname.slice(0, 100)} is too long.`);
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      }
    }
  } catch (error) {
    const tooLarge =
      (error as { code?: string })?.code === 'FST_REQ_FILE_TOO_LARGE' ? options.fileTooLarge?.(fields) : null;
    throw tooLarge ? new AppError('PAYLOAD_TOO_LARGE', tooLarge) : uploadError(error);
  }
  return { fields, file };
}
