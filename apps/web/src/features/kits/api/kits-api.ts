import {
  ApplyJobResponseSchema,
  KitLookupResponseSchema,
  KitSchema,
  type ApplyJobBody,
  type FinalizeKitBody,
  type Job,
} from '@cp/contracts';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/agent/kit: the kit this workspace has for a job (null before the first preview). */
export function getKit(wid: string, jobId: string, signal?: AbortSignal) {
  return apiRequest(`/api/agent/kit?wid=${encodeURIComponent(wid)}&job_id=${encodeURIComponent(jobId)}`, {
    schema: KitLookupResponseSchema,
    signal,
  });
}

export const kitQueryKey = (wid: string, jobId: string) => ['kit', wid, jobId] as const;

/** POST /api/agent/preview-kit: 10 credits; the server reads the job from its index by id. */
export function previewKit(wid: string, job: Job) {
  return apiRequest('/api/agent/preview-kit', {
    method: 'POST',
    schema: KitSchema,
    body: {
      wid,
      job: {
        id: job.id,
        title: job.title,
        company: job.company,
        location: job.location,
        apply_url: job.apply_url,
        employment_type: job.employment_type,
      },
    },
  });
}

/** POST /api/agent/finalize-kit: the user's edits, checked again; the files are made. */
export function finalizeKit(body: FinalizeKitBody) {
  return apiRequest('/api/agent/finalize-kit', { method: 'POST', schema: KitSchema, body });
}

/** POST /api/agent/apply-job: only with the confirmation the dialog gave. */
export function applyJob(body: ApplyJobBody) {
  return apiRequest('/api/agent/apply-job', { method: 'POST', schema: ApplyJobResponseSchema, body });
}

/** PUT the kit's application to applied ('Mark as Applied' after applying on the employer's site). */
export function markApplied(wid: string, applicationId: string) {
  return apiRequest(
    `/api/workspaces/${encodeURIComponent(wid)}/applications/${encodeURIComponent(applicationId)}/status`,
    {
      method: 'PUT',
      schema: z.object({ status: z.string() }).loose(),
      body: { status: 'applied' },
    },
  );
}

/** One of the kit's files, saved by the browser under its name. */
export async function downloadKitFile(url: string, filename: string) {
  const blob = await apiRequest(url, { schema: z.instanceof(Blob), blob: true });
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
