import { ErrorBodySchema, KitSchema, type Kit } from '@cp/contracts';
import { expect } from 'vitest';
import type { Database } from '../src/db/database.ts';
import type { App } from '../src/http/types.ts';
import { createDevJobsRepository, type DevJob } from '../src/modules/dev/dev-jobs.repository.ts';
import { bearer, signUp } from './test-app.ts';
import { defaultWorkspace, setPlan } from './workspace-helpers.ts';

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

export const KIT_JOB: DevJob = {
  title: 'Senior Marketing Manager',
  company: 'Globex',
  location: 'Chicago, IL',
  description: `Globex builds analytics software for hospitals. We are looking for a Senior Marketing Manager to lead demand generation.

Requirements:
- 5+ years of B2B marketing experience
- Experience with HubSpot and Salesforce
- Strong analytical skills and Google Analytics
- Experience managing budgets`,
  contactEmail: 'jobs@globex.example',
};

export type KitUser = Awaited<ReturnType<typeof signUp>> & { wid: string };

export async function kitUser(app: App, db: Database, options: { plan?: 'free' | 'pro'; resume?: string | null } = {}): Promise<KitUser> {
  const user = await signUp(app);
  const wid = await defaultWorkspace(app, user.id_token);
  if ((options.plan ?? 'pro') === 'pro') await setPlan(db, user.user_id, 'pro');
  const resume = options.resume === undefined ? KIT_RESUME : options.resume;
  if (resume) {
    const res = await app.inject({ method: 'POST', url: '/api/modules/update-cv-text', headers: bearer(user.id_token), payload: { wid, cv_text: resume } });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { ...user, wid };
}

export const indexJob = (db: Database, job: Partial<DevJob> = {}) => createDevJobsRepository(db).insert({ ...KIT_JOB, ...job }, new Date());

export const call = (app: App, user: { id_token: string }, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(user.id_token), ...(payload ? { payload } : {}) });

export function errorOf(res: { statusCode: number; body: string; json(): unknown }, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  return ErrorBodySchema.parse(res.json()) as ReturnType<typeof ErrorBodySchema.parse> & Record<string, unknown>;
}

export async function preview(app: App, user: KitUser, jobId: string): Promise<Kit> {
  const res = await call(app, user, 'POST', '/api/agent/preview-kit', { wid: user.wid, job: { id: jobId } });
  expect(res.statusCode, res.body).toBe(200);
  return KitSchema.parse(res.json());
}

export async function finalize(app: App, user: KitUser, kit: Kit, edits: Partial<{ cover_letter: string; resume_content: string; keep_flagged: boolean }> = {}) {
  return call(app, user, 'POST', '/api/agent/finalize-kit', {
    wid: user.wid, preview_id: kit.preview_id, job_id: kit.job_id, cover_letter: kit.cover_letter, resume_content: kit.resume_content, ...edits,
  });
}

export async function available(app: App, user: { id_token: string }): Promise<number> {
  const res = await call(app, user, 'GET', '/api/credits');
  return (res.json() as { balances: { available: number } }).balances.available;
}
