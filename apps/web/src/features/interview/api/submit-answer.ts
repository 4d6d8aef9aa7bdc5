import { OfflineFeedbackResponseSchema, type OfflineFeedbackResponse } from '@cp/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { announceCreditsChanged } from '../../../lib/credits-events.ts';

export type SubmitAnswerInput = {
  wid: string;
  question: string;
  /** A typed answer, or an audio file with what was said in it (the browser's recognition or typed). */
  answer?: string;
  audio?: File;
  transcript?: { text: string; source: 'browser' | 'typed' };
};

/**
 * POST /api/modules/process (multipart, 'Module 6'): the feedback on one answer (docs/product/2-modules.md section 7).
 */
export function submitAnswer(input: SubmitAnswerInput) {
  const form = new FormData();
  form.append('module', 'Module 6');
  form.append('action', 'feedback');
  form.append('language', 'en');
  form.append('wid', input.wid);
  form.append('question', input.question);
  if (input.answer !== undefined) form.append('answer', input.answer);
  if (input.transcript?.text.trim()) {
    form.append('transcript', input.transcript.text.trim());
    form.append('transcript_source', input.transcript.source);
  }
  // the file last: the server reads the fields before it (a too-large file is then worded as audio)
  if (input.audio) form.append('file', input.audio, input.audio.name);
  return apiRequest('/api/modules/process', { method: 'POST', form, schema: OfflineFeedbackResponseSchema });
}

export function useSubmitAnswer(options: {
  onSuccess?: (answer: OfflineFeedbackResponse) => void | Promise<void>;
  onError?: (error: unknown) => void;
}) {
  return useMutation({
    mutationFn: submitAnswer,
    onSuccess: (answer) => options.onSuccess?.(answer),
    onError: (error) => options.onError?.(error),
    onSettled: () => announceCreditsChanged(),
  });
}
