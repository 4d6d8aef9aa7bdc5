import { ProcessModuleResponseSchema, WorkspaceDetailSchema } from '@cp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestContext } from '../../../test/test-app.ts';
import { defaultWorkspace, setPlan } from '../../../test/workspace-helpers.ts';
import { POSTING, RESUME } from './analysis-fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe("the analysis run's advice (docs/decisions/018)", () => {
  it('answers each run with its advice, and the workspace gives the newest run the same advice when read', async () => {
    const user = await signUp(ctx.app);
    await setPlan(ctx.db, user.user_id, 'pro');
    const wid = await defaultWorkspace(ctx.app, user.id_token);
    const post = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url, headers: bearer(user.id_token), payload });
    expect((await post('/api/modules/update-cv-text', { wid, cv_text: RESUME })).statusCode).toBe(200);
    expect((await post('/api/modules/update-jd-text', { wid, jd_text: POSTING })).statusCode).toBe(200);
    const answers = new Map<string, string[]>();
    for (const module of ['Module 1', 'Module 2', 'Module 3', 'Module 4', 'Module 5', 'Module 9'] as const) {
      const res = await post('/api/modules/process', { module, wid });
      expect(res.statusCode, res.body).toBe(200);
      const advice = ProcessModuleResponseSchema.parse(res.json()).advice ?? [];
      expect(advice.length, module).toBeGreaterThanOrEqual(3);
      expect(advice.length, module).toBeLessThanOrEqual(5);
      answers.set(module, advice);
    }
    const detail = WorkspaceDetailSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/workspaces/${wid}`, headers: bearer(user.id_token) })).json(),
    );
    for (const [module, advice] of answers)
      expect(detail.module_outputs[module as 'Module 1']?.latest.advice, module).toEqual(advice);
    // a re-run on unchanged documents returns the stored run, with its advice
    const again = ProcessModuleResponseSchema.parse(
      (await post('/api/modules/process', { module: 'Module 3', wid })).json(),
    );
    expect(again.reused).toBe(true);
    expect(again.advice).toEqual(answers.get('Module 3'));
  });
});
