import { ExtractCvTextResponseSchema } from '@cp/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { AfterDocumentChange } from './after-change.ts';

/** POST /api/modules/extract-cv-text (multipart wid, file): the extracted text, already saved to the workspace. */
export function extractCvText({ wid, file }: { wid: string; file: File }) {
  const form = new FormData();
  form.append('wid', wid);
  form.append('type', 'cv');
  form.append('file', file, file.name);
  return apiRequest('/api/modules/extract-cv-text', { method: 'POST', form, schema: ExtractCvTextResponseSchema });
}

export function useExtractCvText({ onChanged }: AfterDocumentChange) {
  return useMutation({ mutationFn: extractCvText, onSuccess: (_answer, { wid }) => onChanged(wid) });
}
