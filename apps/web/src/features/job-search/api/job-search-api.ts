import {
  JobIndexStatusSchema,
  JobSearchResponseSchema,
  NormalizedQuerySchema,
  type AdvancedFilters,
  type NormalizedQuery,
} from '@cp/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/agent/normalize-query: the free text read into search fields. */
export function normalizeQuery(query: string, wid: string, signal?: AbortSignal) {
  return apiRequest('/api/agent/normalize-query', {
    method: 'POST',
    body: { query, wid },
    schema: NormalizedQuerySchema,
    signal,
  });
}

/** POST /api/jobs/search: one page of 20; `wid` is sent only when the resume is used for fit scores. */
export function searchJobs(
  body: { normalized: NormalizedQuery; filters: AdvancedFilters; wid?: string; page: number },
  signal?: AbortSignal,
) {
  return apiRequest('/api/jobs/search', {
    method: 'POST',
    body: { ...body, honor_filters: true },
    schema: JobSearchResponseSchema,
    signal,
  });
}

/** GET /api/jobs/status: the index's coverage and each board's health. */
export function getJobIndexStatus(signal?: AbortSignal) {
  return apiRequest('/api/jobs/status', { schema: JobIndexStatusSchema, auth: false, signal });
}
