import { ScrapeJobResponseSchema } from '@cp/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { AfterDocumentChange } from './after-change.ts';

/** POST /api/modules/scrape-job-description: fetches a posting by URL and saves its text as the job. */
export function scrapeJobDescription({ wid, url }: { wid: string; url: string }) {
  return apiRequest('/api/modules/scrape-job-description', {
    method: 'POST',
    body: { wid, url },
    schema: ScrapeJobResponseSchema,
  });
}

export function useScrapeJobDescription({ onChanged }: AfterDocumentChange) {
  return useMutation({ mutationFn: scrapeJobDescription, onSuccess: (_answer, { wid }) => onChanged(wid) });
}
