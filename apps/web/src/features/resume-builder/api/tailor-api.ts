import {
  BuilderScoresResponseSchema,
  ParseJdResponseSchema,
  TailorRunResponseSchema,
  TailorStateResponseSchema,
  type BuilderScoresBody,
  type TailorBody,
} from '@cp/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

const url = (wid: string, path = '') => `/api/workspaces/${encodeURIComponent(wid)}/builder/tailor${path}`;

/** The latest tailoring run of this workspace's builder document (the 'Applied' banner after a reload). */
export const getLatestTailoring = (wid: string, signal?: AbortSignal) =>
  apiRequest(url(wid), { schema: TailorRunResponseSchema, signal });
/** Proposals for the saved document (free): to a posting, or generic. */
export const requestTailoring = (wid: string, body: TailorBody) =>
  apiRequest(url(wid), { method: 'POST', body, schema: TailorRunResponseSchema });
/** Writes the accepted changes (by id) and answers the document as it now is. */
export const applyTailoringChanges = (wid: string, runId: string, accepted: string[]) =>
  apiRequest(url(wid, '/apply'), {
    method: 'POST',
    body: { run_id: runId, accepted },
    schema: TailorStateResponseSchema,
  });
/** Walks back the newest Apply (the step the screen shows), restoring the document it replaced. */
export const undoTailoring = (wid: string, stepId: string) =>
  apiRequest(url(wid, '/undo'), { method: 'POST', body: { step_id: stepId }, schema: TailorStateResponseSchema });
/** An uploaded job post (pdf, docx, doc, txt) read to text. */
export function parseJobPostFile(file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiRequest('/api/parse-jd', { method: 'POST', form, schema: ParseJdResponseSchema });
}

/** JD Match / Completeness / Clarity of the saved document (free), JD Match against the job post chosen in Tailor. */
export const getBuilderScores = (wid: string, body: BuilderScoresBody, signal?: AbortSignal) =>
  apiRequest(`/api/workspaces/${encodeURIComponent(wid)}/builder/scores`, {
    method: 'POST',
    body,
    schema: BuilderScoresResponseSchema,
    signal,
  });
