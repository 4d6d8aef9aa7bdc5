import { SaveDocumentResponseSchema } from '@cp/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { AfterDocumentChange } from './after-change.ts';

/** POST /api/modules/update-jd-text: stores pasted job text; a changed text clears the module outputs. */
export function updateJdText({ wid, text }: { wid: string; text: string }) {
  return apiRequest('/api/modules/update-jd-text', {
    method: 'POST',
    body: { wid, jd_text: text },
    schema: SaveDocumentResponseSchema,
  });
}

export function useUpdateJdText({ onChanged }: AfterDocumentChange) {
  return useMutation({ mutationFn: updateJdText, onSuccess: (_answer, { wid }) => onChanged(wid) });
}
