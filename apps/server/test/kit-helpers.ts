import { KitSchema, type Kit } from '@cp/contracts';
import { expect } from 'vitest';
import type { Database } from '../src/db/database.ts';
import type { App } from '../src/http/types.ts';
import { createDevJobsRepository, type DevJob } from '../src/modules/dev/dev-jobs.repository.ts';
import { errorOf, injectAs } from './file-app.ts';
import { KIT_EMPLOYER, KIT_RESUME, kitJobDescription } from './kit-data.ts';
import { bearer, signUp } from './test-app.ts';
import { defaultWorkspace, setPlan } from './workspace-helpers.ts';

export { KIT_RESUME } from './kit-data.ts';

const KIT_TITLE = 'Senior Marketing Manager';
export const KIT_JOB: DevJob = { title: KIT_TITLE, ...KIT_EMPLOYER, description: kitJobDescription(KIT_TITLE) };

export type KitUser = Awaited<ReturnType<typeof signUp>> & { wid: string };

export async function kitUser(
  app: App,
  db: Database,
  options: { plan?: 'free' | 'pro'; resume?: string | null } = {},
): Promise<KitUser> {
  const user = await signUp(app);
  const wid = await defaultWorkspace(app, user.id_token);
  if ((options.plan ?? 'pro') === 'pro') await setPlan(db, user.user_id, 'pro');
  const resume = options.resume === undefined ? KIT_RESUME : options.resume;
  if (resume) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/modules/update-cv-text',
      headers: bearer(user.id_token),
      payload: { wid, cv_text: resume },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { ...user, wid };
}

export const indexJob = (db: Database, job: Partial<DevJob> = {}) =>
  createDevJobsRepository(db).insert({ ...KIT_JOB, ...job }, new Date());

export { errorOf };
export const call = (
  app: App,
  user: { id_token: string },
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => injectAs(app, user, method, url, payload);

export async function preview(app: App, user: KitUser, jobId: string): Promise<Kit> {
  const res = await call(app, user, 'POST', '/api/agent/preview-kit', { wid: user.wid, job: { id: jobId } });
  expect(res.statusCode, res.body).toBe(200);
  return KitSchema.parse(res.json());
}

export async function finalize(
  app: App,
  user: KitUser,
  kit: Kit,
  edits: Partial<{ cover_letter: string; resume_content: string; keep_flagged: boolean }> = {},
) {
  return call(app, user, 'POST', '/api/agent/finalize-kit', {
    wid: user.wid,
    preview_id: kit.preview_id,
    job_id: kit.job_id,
    cover_letter: kit.cover_letter,
    resume_content: kit.resume_content,
    ...edits,
  });
}

export async function available(app: App, user: { id_token: string }): Promise<number> {
  const res = await call(app, user, 'GET', '/api/credits');
  return (res.json() as { balances: { available: number } }).balances.available;
}
