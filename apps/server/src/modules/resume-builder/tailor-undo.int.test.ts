// Multi-step Undo (docs/decisions/034): each Apply keeps the version it replaced; Undo walks back one Apply
// at a time, newest first, and says how many are left and what the next one restores, after a reload too.
import {
  BuilderStateResponseSchema,
  BuilderVersionsResponseSchema,
  TailorRunResponseSchema,
  TailorStateResponseSchema,
  type TailorRun,
} from '@cp/contracts';
import { describe, expect, it } from 'vitest';
import { appForFile, errorOf } from '../../../test/file-app.ts';
import { tailorTestKit, type User } from './tailor-test-helpers.ts';

const ctx = appForFile();

const { send, url, proUserWithBuilder, tailorToWorkspaceJob } = tailorTestKit(() => ctx);
const docOf = async (user: User, wid: string) =>
  BuilderStateResponseSchema.parse((await send(user, 'GET', `/api/workspaces/${wid}/builder`)).json()).state!.doc;
const apply = async (user: User, wid: string, run: TailorRun, ids: string[]) => {
  const res = await send(user, 'POST', url(wid, '/apply'), { run_id: run.id, accepted: ids });
  expect(res.statusCode, res.body).toBe(200);
  return TailorStateResponseSchema.parse(res.json());
};
const undo = (user: User, wid: string, stepId?: string) =>
  send(user, 'POST', url(wid, '/undo'), stepId ? { step_id: stepId } : {});

describe('Undo, one Apply at a time', () => {
  it('walks back two Applies newest first, then answers that nothing is left', async () => {
    const { user, wid, state } = await proUserWithBuilder();
    const tailored = await tailorToWorkspaceJob(user, wid);
    const first = await apply(user, wid, tailored, [tailored.changes[0]!.id]);
    expect(first.undo).toMatchObject({ count: 1, next: { run_id: tailored.id, changes: 1 } });
    const generic = TailorRunResponseSchema.parse(
      (await send(user, 'POST', url(wid), { mode: 'generic', source: 'none' })).json(),
    ).run!;
    expect(generic.changes.length).toBeGreaterThan(1);
    const second = await apply(
      user,
      wid,
      generic,
      generic.changes.slice(0, 2).map((c) => c.id),
    );
    expect(second.state.doc).not.toEqual(first.state.doc);

    // after a reload: two steps, the next one restores the resume from before Generic Optimize
    const latest = TailorRunResponseSchema.parse((await send(user, 'GET', url(wid))).json());
    expect(latest.undo).toMatchObject({
      count: 2,
      next: { run_id: generic.id, label: 'your resume before Generic Optimize', changes: 2 },
    });

    const one = TailorStateResponseSchema.parse((await undo(user, wid, latest.undo.next!.id)).json());
    expect(one.state.doc).toEqual(first.state.doc);
    expect(await docOf(user, wid)).toEqual(first.state.doc);
    expect(one.run.undone_at).not.toBeNull();
    expect(one.undo).toMatchObject({
      count: 1,
      next: { run_id: tailored.id, label: "your resume before tailoring to 'Senior Backend Engineer'" },
    });

    const two = TailorStateResponseSchema.parse((await undo(user, wid, one.undo.next!.id)).json());
    expect(two.state.doc).toEqual(state.doc);
    expect(await docOf(user, wid)).toEqual(state.doc);
    expect(two.undo).toEqual({ count: 0, next: null });

    const third = errorOf(await undo(user, wid), 409);
    expect(third.detail).toBe('There is nothing left to undo: every tailoring you applied here has been undone.');
    expect(await docOf(user, wid)).toEqual(state.doc);
    // every document Undo replaced is kept as a version: nothing is lost
    const versions = BuilderVersionsResponseSchema.parse(
      (await send(user, 'GET', `/api/workspaces/${wid}/builder/versions`)).json(),
    );
    expect(versions.items.filter((v) => v.name === 'Before undoing the tailoring')).toHaveLength(2);
  });

  it('refuses a step the screen did not show (another tab undid it), and keeps an edit made after Apply as a version', async () => {
    const { user, wid } = await proUserWithBuilder();
    const run = await tailorToWorkspaceJob(user, wid);
    const applied = await apply(user, wid, run, [run.changes[0]!.id]);
    const edited = structuredClone(applied.state);
    edited.doc.summary = 'Edited after tailoring.';
    expect((await send(user, 'PUT', `/api/workspaces/${wid}/builder`, edited)).statusCode).toBe(200);
    expect(errorOf(await undo(user, wid, 'bv_not_the_next_step'), 409).detail).toMatch(
      /Reload to see what it restores now/,
    );
    expect((await docOf(user, wid)).summary).toBe('Edited after tailoring.');
    const undone = TailorStateResponseSchema.parse((await undo(user, wid, applied.undo.next!.id)).json());
    expect(undone.state.doc.summary).not.toBe('Edited after tailoring.');
    const versions = BuilderVersionsResponseSchema.parse(
      (await send(user, 'GET', `/api/workspaces/${wid}/builder/versions`)).json(),
    );
    const kept = versions.items.find((v) => v.name === 'Before undoing the tailoring')!;
    const restored = await send(user, 'POST', `/api/workspaces/${wid}/builder/versions/${kept.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await docOf(user, wid)).summary).toBe('Edited after tailoring.');
  });

  it("answers 404 for another user's workspace and leaves its steps alone", async () => {
    const owner = await proUserWithBuilder();
    const run = await tailorToWorkspaceJob(owner.user, owner.wid);
    const applied = await apply(owner.user, owner.wid, run, [run.changes[0]!.id]);
    const { user: other } = await proUserWithBuilder();
    errorOf(await undo(other, owner.wid, applied.undo.next!.id), 404);
    expect(TailorRunResponseSchema.parse((await send(owner.user, 'GET', url(owner.wid))).json()).undo.count).toBe(1);
  });
});
