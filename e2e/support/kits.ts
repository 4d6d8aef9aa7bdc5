import type { APIRequestContext } from '@playwright/test';

export const KIT_RESUME = `Jane Roe
jane.roe@example.com | Chicago, IL

Summary
Marketing manager with 8 years in B2B software.

Experience
Marketing Manager, Acme Analytics
Jan 2019 - Present
- Managed a team of 3 marketers and a $1.2M budget
- Launched 4 product campaigns that grew pipeline 35%
- Responsible for the monthly board report

Marketing Specialist, Northwind
2016 - 2018
- Ran email campaigns in HubSpot and Salesforce

Education
B.A. Communications, University of Illinois, 2015

Skills
HubSpot, Salesforce, SEO, Google Analytics`;

/** A job in the index with an employer contact e-mail (POST /api/dev/jobs, DEV_ROUTES=true): the demo catalogue has none. */
export async function indexKitJob(request: APIRequestContext, job: { title: string; contactEmail?: string | null; applyUrl?: string | null }) {
  const res = await request.post('/api/dev/jobs', {
    data: {
      title: job.title,
      company: 'Globex',
      location: 'Chicago, IL',
      contactEmail: job.contactEmail === undefined ? 'jobs@globex.example' : job.contactEmail,
      applyUrl: job.applyUrl ?? null,
      skills: ['HubSpot', 'Salesforce', 'Google Analytics'],
      description: `Globex builds analytics software for hospitals. We are looking for a ${job.title} to lead demand generation.

Requirements:
- 5+ years of B2B marketing experience
- Experience with HubSpot and Salesforce
- Strong analytical skills and Google Analytics
- Experience managing budgets`,
    },
  });
  if (res.status() !== 201) throw new Error(`indexing the job failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}
