// Shared by the tailoring integration tests: a Pro user with the fixture resume in the builder.
import { BuilderImportResponseSchema, TailorRunResponseSchema, type BuilderState, type TailorRun } from '@cp/contracts';
import { expect } from 'vitest';
import { injectAs } from '../../../test/file-app.ts';
import { signUp, type TestContext } from '../../../test/test-app.ts';
import { defaultWorkspace, setPlan } from '../../../test/workspace-helpers.ts';
import { POSTING, RESUME } from '../analysis/analysis-fixtures.ts';

export type User = Awaited<ReturnType<typeof signUp>>;

export function tailorTestKit(ctx: () => TestContext) {
  const send = (user: User, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    injectAs(ctx().app, user, method, url, payload);
  const url = (wid: string, path = '') => `/api/workspaces/${wid}/builder/tailor${path}`;

  /** A Pro user whose workspace holds RESUME and POSTING, with the resume in the builder. */
  async function proUserWithBuilder(options: { posting?: string | null } = {}) {
    const user = await signUp(ctx().app);
    await setPlan(ctx().db, user.user_id, 'pro');
    const wid = await defaultWorkspace(ctx().app, user.id_token);
    await ctx().db.query('UPDATE workspaces SET cv_text = $1, jd_text = $2 WHERE id = $3', [
      RESUME,
      options.posting === undefined ? POSTING : options.posting,
      wid,
    ]);
    const imported = BuilderImportResponseSchema.parse(
      (await send(user, 'POST', `/api/workspaces/${wid}/builder/import-workspace`)).json(),
    );
    const state: BuilderState = { doc: imported.doc, template: 'ats-classic', palette: 'ocean', page_size: 'a4' };
    expect((await send(user, 'PUT', `/api/workspaces/${wid}/builder`, state)).statusCode).toBe(200);
    return { user, wid, state };
  }

  async function tailorToWorkspaceJob(user: User, wid: string): Promise<TailorRun> {
    const res = await send(user, 'POST', url(wid), { mode: 'tailor', source: 'workspace' });
    expect(res.statusCode, res.body).toBe(200);
    return TailorRunResponseSchema.parse(res.json()).run!;
  }

  return { send, url, proUserWithBuilder, tailorToWorkspaceJob };
}
