import { ExtractJdTextResponseSchema } from '@cp/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { AfterDocumentChange } from './after-change.ts';

/** POST /api/modules/extract-jd-text (multipart wid, file): the extracted job text, already saved. */
export function extractJdText({ wid, file }: { wid: string; file: File }) {
  const form = new FormData();
  form.append('wid', wid);
  form.append('file', file, file.name);
  return apiRequest('/api/modules/extract-jd-text', { method: 'POST', form, schema: ExtractJdTextResponseSchema });
}

export function useExtractJdText({ onChanged }: AfterDocumentChange) {
  return useMutation({ mutationFn: extractJdText, onSuccess: (_answer, { wid }) => onChanged(wid) });
}
