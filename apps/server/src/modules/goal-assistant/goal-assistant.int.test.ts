import { GoalAssistantResponseSchema } from '@cp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestContext } from '../../../test/test-app.ts';
import { defaultWorkspace, setPlan } from '../../../test/workspace-helpers.ts';
import { POSTING, RESUME } from '../analysis/analysis-fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const URL = '/api/uc/goal-assistant';
const ask = (token: string | null, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: URL, headers: token ? bearer(token) : {}, payload: payload as object });

describe('POST /api/uc/goal-assistant', () => {
  it('refuses a request without a valid token', async () => {
    expect((await ask(null, { question: 'interview next week', workspace_id: 'ws_abcdefabcdefabcd' })).statusCode).toBe(
      401,
    );
    expect(
      (await ask('not-a-token', { question: 'interview next week', workspace_id: 'ws_abcdefabcdefabcd' })).statusCode,
    ).toBe(401);
  });

  it('validates and caps the body', async () => {
    const user = await signUp(ctx.app);
    const wid = await defaultWorkspace(ctx.app, user.id_token);
    const cases: [unknown, number][] = [
      [{ question: '', workspace_id: wid }, 400],
      [{ question: '   \n ', workspace_id: wid }, 400],
      [{ question: 'x'.repeat(1001), workspace_id: wid }, 400],
      [{ question: 'ok\u0000', workspace_id: wid }, 400],
      [{ question: 42, workspace_id: wid }, 400],
      [{ question: 'negotiate my offer' }, 400],
      [{ question: 'negotiate my offer', workspace_id: 'x'.repeat(201) }, 400],
      [{ question: 'negotiate my offer', workspace_id: wid, padding: 'y'.repeat(20_000) }, 413],
    ];
    for (const [payload, status] of cases) {
      const res = await ask(user.id_token, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
      expect(res.json()).toHaveProperty('code');
      expect(res.body).not.toMatch(/at \w+ \(|node_modules/);
    }
    const res = await ask(user.id_token, { question: 'x'.repeat(1001), workspace_id: wid });
    expect(res.json().detail).toContain('at most 1,000 characters');
  });

  it("answers 404 for another user's workspace and for an unknown one", async () => {
    const owner = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const wid = await defaultWorkspace(ctx.app, owner.id_token);
    for (const workspace_id of [wid, 'ws_doesnotexist00', 'documents']) {
      const res = await ask(other.id_token, { question: 'interview next week', workspace_id });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('WID_NOT_FOUND');
    }
  });

  it('plans over an empty workspace on the free plan without inventing anything, whatever plan the client claims', async () => {
    const user = await signUp(ctx.app);
    const wid = await defaultWorkspace(ctx.app, user.id_token);
    const res = await ask(user.id_token, {
      question: 'Tailor my application for this job',
      workspace_id: wid,
      plan: 'ultimate',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const answer = GoalAssistantResponseSchema.parse(res.json());
    const copy = answer.assistant_copy_v2!;
    expect(answer.intent).toBe('apply_to_job');
    expect(copy.steps.map((s) => [s.module_step, s.pro, s.done])).toEqual([
      [2, false, false],
      [3, false, false],
      [4, true, false],
      [9, true, false],
      [11, false, false],
    ]);
    expect(copy.quick_wins[0]).toContain('Add your resume');
    expect(JSON.stringify(answer)).not.toMatch(/scored \d|fit with this posting is/);
    expect(answer.upsell?.copy).toBe('Start the free Pro trial to open Resume Improvement and Cover Letter.');
  });

  it('checks off the modules that ran and quotes their real scores', async () => {
    const user = await signUp(ctx.app);
    await setPlan(ctx.db, user.user_id, 'pro');
    const wid = await defaultWorkspace(ctx.app, user.id_token);
    const post = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url, headers: bearer(user.id_token), payload });
    expect((await post('/api/modules/update-cv-text', { wid, cv_text: RESUME })).statusCode).toBe(200);
    expect((await post('/api/modules/update-jd-text', { wid, jd_text: POSTING })).statusCode).toBe(200);

    const before = GoalAssistantResponseSchema.parse(
      (await ask(user.id_token, { question: 'I have an interview next week', workspace_id: wid })).json(),
    );
    expect(before.assistant_copy_v2!.steps.every((s) => !s.done)).toBe(true);
    expect(before.assistant_copy_v2!.quick_wins.join(' ')).not.toContain('Add your resume');

    const run = await post('/api/modules/process', { module: 'Module 3', wid });
    expect(run.statusCode, run.body).toBe(200);
    const fit = JSON.parse(run.json().result as string) as {
      overall_fit: { score: number };
      requirements: { kind: string; status: string }[];
    };

    const after = GoalAssistantResponseSchema.parse(
      (await ask(user.id_token, { question: 'I have an interview next week', workspace_id: wid })).json(),
    );
    const fitStep = after.assistant_copy_v2!.steps.find((s) => s.module_step === 3)!;
    expect(fitStep.done).toBe(true);
    expect(fitStep.why).toContain(`Your fit with this posting is ${Math.round(fit.overall_fit.score)} of 100`);
    const gaps = fit.requirements.filter((r) => r.kind === 'must' && r.status === 'missing').length;
    if (gaps > 0) expect(fitStep.why).toContain(`${gaps} must-have requirement`);
    expect(after.primary_index).toBe(1);
    expect(after.assistant_copy_v2!.progress.done).toBe(1);
    expect(after.upsell ?? null).toBeNull();
  });
});
