import type { APIRequestContext } from '@playwright/test';
import { KIT_EMPLOYER, kitJobDescription } from '../../apps/server/test/kit-data.ts';

export { KIT_RESUME } from '../../apps/server/test/kit-data.ts';

/** A job in the index with an employer contact e-mail (POST /api/dev/jobs, DEV_ROUTES=true): the demo catalogue has none. */
export async function indexKitJob(
  request: APIRequestContext,
  job: { title: string; contactEmail?: string | null; applyUrl?: string | null },
) {
  const res = await request.post('/api/dev/jobs', {
    data: {
      title: job.title,
      company: KIT_EMPLOYER.company,
      location: KIT_EMPLOYER.location,
      contactEmail: job.contactEmail === undefined ? KIT_EMPLOYER.contactEmail : job.contactEmail,
      applyUrl: job.applyUrl ?? null,
      skills: ['HubSpot', 'Salesforce', 'Google Analytics'],
      description: kitJobDescription(job.title),
    },
  });
  if (res.status() !== 201) throw new Error(`indexing the job failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}
