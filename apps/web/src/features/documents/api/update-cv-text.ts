import { SaveDocumentResponseSchema } from '@cp/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { AfterDocumentChange } from './after-change.ts';

/** POST /api/modules/update-cv-text: stores pasted resume text; a changed text clears the module outputs. */
export function updateCvText({ wid, text }: { wid: string; text: string }) {
  return apiRequest('/api/modules/update-cv-text', {
    method: 'POST',
    body: { wid, cv_text: text },
    schema: SaveDocumentResponseSchema,
  });
}

export function useUpdateCvText({ onChanged }: AfterDocumentChange) {
  return useMutation({ mutationFn: updateCvText, onSuccess: (_answer, { wid }) => onChanged(wid) });
}
