import {
  CoverLetterSchema,
  CreditsResponseSchema,
  ErrorBodySchema,
  LETTER_EDIT_MAX,
  ProcessModuleResponseSchema,
  RunEditResponseSchema,
  WorkspaceDetailSchema,
} from '@cp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestContext } from '../../../test/test-app.ts';
import { defaultWorkspace, setPlan } from '../../../test/workspace-helpers.ts';
import { POSTING, RESUME } from '../analysis/analysis-fixtures.ts';

type User = Awaited<ReturnType<typeof signUp>>;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const send = (user: User, method: 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(user.id_token), ...(payload ? { payload } : {}) });
const latestLetterRun = async (user: User, wid: string) =>
  WorkspaceDetailSchema.parse(
    (await ctx.app.inject({ method: 'GET', url: `/api/workspaces/${wid}`, headers: bearer(user.id_token) })).json(),
  ).module_outputs['Module 9']?.latest;
const available = async (user: User) =>
  CreditsResponseSchema.parse(
    (await ctx.app.inject({ method: 'GET', url: '/api/credits', headers: bearer(user.id_token) })).json(),
  ).balances.available;

async function letterWorkspace() {
  const user = await signUp(ctx.app);
  await setPlan(ctx.db, user.user_id, 'pro');
  const wid = await defaultWorkspace(ctx.app, user.id_token);
  await send(user, 'POST', '/api/modules/update-cv-text', { wid, cv_text: RESUME });
  await send(user, 'POST', '/api/modules/update-jd-text', { wid, jd_text: POSTING });
  const ran = await send(user, 'POST', '/api/modules/process', { module: 'Module 9', wid });
  expect(ran.statusCode, ran.body).toBe(200);
  const run = ProcessModuleResponseSchema.parse(ran.json());
  const letter = CoverLetterSchema.parse(JSON.parse(run.result as string)).letter;
  return { user, wid, runId: run.run_id, letter };
}

describe('PUT and DELETE /api/workspaces/{wid}/runs/{runId}/edit', () => {
  it('saves the edited letter with its run, free; the workspace shows it after a reload; revert brings back the generated one', async () => {
    const { user, wid, runId, letter } = await letterWorkspace();
    const before = await available(user);
    const edited = `${letter}\n\nP.S. I can start in January.`;

    const saved = await send(user, 'PUT', `/api/workspaces/${wid}/runs/${runId}/edit`, { text: edited });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(RunEditResponseSchema.parse(saved.json())).toMatchObject({ run_id: runId, edited_text: edited });
    const shown = await latestLetterRun(user, wid);
    expect(shown).toMatchObject({ run_id: runId, edited_text: edited });
    expect(shown?.edited_at).toEqual(expect.any(String));
    // The generated letter is kept as it was.
    expect(CoverLetterSchema.parse(JSON.parse(shown!.result as string)).letter).toBe(letter);

    const reverted = await send(user, 'DELETE', `/api/workspaces/${wid}/runs/${runId}/edit`);
    expect(RunEditResponseSchema.parse(reverted.json())).toEqual({ run_id: runId, edited_text: null, edited_at: null });
    const after = await latestLetterRun(user, wid);
    expect(after).not.toHaveProperty('edited_text');
    expect(await available(user)).toBe(before);
  });

  it('an edit equal to the generated letter is no edit', async () => {
    const { user, wid, runId, letter } = await letterWorkspace();
    await send(user, 'PUT', `/api/workspaces/${wid}/runs/${runId}/edit`, { text: 'A shorter letter.' });
    const same = RunEditResponseSchema.parse(
      (await send(user, 'PUT', `/api/workspaces/${wid}/runs/${runId}/edit`, { text: letter })).json(),
    );
    expect(same.edited_text).toBeNull();
    expect(await latestLetterRun(user, wid)).not.toHaveProperty('edited_text');
  });

  it("refuses an empty or over-long letter, another module's run, and another user's workspace", async () => {
    const { user, wid, runId } = await letterWorkspace();
    const tooLong = await send(user, 'PUT', `/api/workspaces/${wid}/runs/${runId}/edit`, {
      text: 'x'.repeat(LETTER_EDIT_MAX + 1),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(tooLong.json()).detail).toBe('A letter can be at most 20,000 characters.');
    expect((await send(user, 'PUT', `/api/workspaces/${wid}/runs/${runId}/edit`, { text: '   ' })).statusCode).toBe(
      400,
    );

    const fit = ProcessModuleResponseSchema.parse(
      (await send(user, 'POST', '/api/modules/process', { module: 'Module 3', wid })).json(),
    );
    expect(
      (await send(user, 'PUT', `/api/workspaces/${wid}/runs/${fit.run_id}/edit`, { text: 'An edit.' })).statusCode,
    ).toBe(400);
    expect(
      (await send(user, 'PUT', `/api/workspaces/${wid}/runs/run_unknown000000/edit`, { text: 'An edit.' })).statusCode,
    ).toBe(404);

    const stranger = await signUp(ctx.app);
    const res = await send(stranger, 'PUT', `/api/workspaces/${wid}/runs/${runId}/edit`, { text: 'Hijacked.' });
    expect(res.statusCode).toBe(404);
    expect(ErrorBodySchema.parse(res.json()).code).toBe('WID_NOT_FOUND');
    expect((await send(stranger, 'DELETE', `/api/workspaces/${wid}/runs/${runId}/edit`)).statusCode).toBe(404);
    expect(await latestLetterRun(user, wid)).not.toHaveProperty('edited_text');
  });

  it('a cloned workspace keeps the edited letter', async () => {
    const { user, wid, runId } = await letterWorkspace();
    await send(user, 'PUT', `/api/workspaces/${wid}/runs/${runId}/edit`, { text: 'My own letter.' });
    const clone = await send(user, 'POST', `/api/workspaces/${wid}/clone`);
    expect(clone.statusCode, clone.body).toBe(201);
    expect(await latestLetterRun(user, (clone.json() as { wid: string }).wid)).toMatchObject({
      edited_text: 'My own letter.',
    });
  });
});
