import {
  ApplyImprovementsResponseSchema,
  CreditsResponseSchema,
  ErrorBodySchema,
  ImprovementResultSchema,
  ProcessModuleResponseSchema,
  ResumeVersionsResponseSchema,
  UndoImprovementResponseSchema,
  WorkspaceDetailSchema,
} from '@cp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestContext } from '../../../test/test-app.ts';
import { countRuns, defaultWorkspace, insertRun, setPlan } from '../../../test/workspace-helpers.ts';
import { POSTING, RESUME } from '../analysis/analysis-fixtures.ts';

type User = Awaited<ReturnType<typeof signUp>>;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const post = (user: User, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(user.id_token), payload });
const get = (user: User, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(user.id_token) });

async function available(user: User) {
  return CreditsResponseSchema.parse((await get(user, '/api/credits')).json()).balances.available;
}
async function detail(user: User, wid: string) {
  return WorkspaceDetailSchema.parse((await get(user, `/api/workspaces/${wid}`)).json());
}

/** A Pro user with the fixture resume and posting, a Resume Improvement run and a Fit Matrix run. */
async function improvedWorkspace() {
  const user = await signUp(ctx.app);
  await setPlan(ctx.db, user.user_id, 'pro');
  const wid = await defaultWorkspace(ctx.app, user.id_token);
  expect((await post(user, '/api/modules/update-cv-text', { wid, cv_text: RESUME })).statusCode).toBe(200);
  expect((await post(user, '/api/modules/update-jd-text', { wid, jd_text: POSTING })).statusCode).toBe(200);
  const ran = await post(user, '/api/modules/process', { module: 'Module 4', wid });
  expect(ran.statusCode, ran.body).toBe(200);
  const run = ProcessModuleResponseSchema.parse(ran.json());
  const { changes } = ImprovementResultSchema.parse(run.result);
  // The fixture has bullets the engine rewrites today ('Helped ...', a passive 'were automated', 'Responsible for ...').
  expect(changes.length).toBeGreaterThanOrEqual(3);
  expect((await post(user, '/api/modules/process', { module: 'Module 3', wid })).statusCode).toBe(200);
  // The resume as stored (uploads normalize bullets and spacing).
  const resume = (await detail(user, wid)).cvText;
  return { user, wid, runId: run.run_id, changes, resume };
}

describe('POST /api/workspaces/{wid}/resume/apply', () => {
  it("writes only the accepted changes into the resume as a new version, free, and clears the other modules' results", async () => {
    const { user, wid, runId, changes, resume } = await improvedWorkspace();
    const before = await available(user);

    const res = await post(user, `/api/workspaces/${wid}/resume/apply`, { runId, changes: [2, 0] });
    expect(res.statusCode, res.body).toBe(200);
    const body = ApplyImprovementsResponseSchema.parse(res.json());
    expect(body.outcomes).toEqual([
      { index: 0, status: 'applied' },
      { index: 2, status: 'applied' },
    ]);
    expect(body.message).toBe('Applied 2 changes to your resume.');
    expect(body.version).toMatchObject({ source: 'improvement', run_id: runId, applied_changes: [0, 2] });

    const expected = resume
      .replace(changes[0]!.old_phrase, changes[0]!.new_phrase)
      .replace(changes[2]!.old_phrase, changes[2]!.new_phrase);
    expect(body.cvText).toBe(expected);
    const after = await detail(user, wid);
    expect(after.cvText).toBe(expected);
    expect(after.cvText).toContain(changes[1]!.old_phrase);
    // Free: the balance is what it was.
    expect(await available(user)).toBe(before);
    // Fit Matrix read the old resume: cleared as after an upload; the improvement run stays to show what was applied.
    expect(Object.keys(after.module_outputs)).toEqual(['Module 4']);

    const versions = ResumeVersionsResponseSchema.parse(
      (await get(user, `/api/workspaces/${wid}/resume/versions`)).json(),
    );
    expect(versions.items.map((v) => v.source)).toEqual(['improvement', 'upload']);
    expect(versions.current?.id).toBe(body.version!.id);
    expect(versions.can_undo).toBe(true);
  });

  it('applying more changes of the same run later adds to what that version holds', async () => {
    const { user, wid, runId } = await improvedWorkspace();
    await post(user, `/api/workspaces/${wid}/resume/apply`, { runId, changes: [0] });
    const second = ApplyImprovementsResponseSchema.parse(
      (await post(user, `/api/workspaces/${wid}/resume/apply`, { runId, changes: [1] })).json(),
    );
    expect(second.version).toMatchObject({ applied_changes: [0, 1] });
    const versions = ResumeVersionsResponseSchema.parse(
      (await get(user, `/api/workspaces/${wid}/resume/versions`)).json(),
    );
    expect(versions.items.map((v) => v.source)).toEqual(['improvement', 'improvement', 'upload']);
  });

  it('reports a change whose original is no longer in the resume as stale and loses nothing', async () => {
    const { user, wid, runId, changes, resume } = await improvedWorkspace();
    // The user edits that bullet by hand after the run (the stored text, straight in the database: an upload would clear the run).
    const edited = resume.replace(changes[1]!.old_phrase, 'Mentored four new engineers through their first quarter.');
    await ctx.db.query('UPDATE workspaces SET cv_text = $1 WHERE id = $2', [edited, wid]);

    const body = ApplyImprovementsResponseSchema.parse(
      (await post(user, `/api/workspaces/${wid}/resume/apply`, { runId, changes: [0, 1] })).json(),
    );
    expect(body.outcomes).toEqual([
      { index: 0, status: 'applied' },
      { index: 1, status: 'stale' },
    ]);
    expect(body.cvText).toBe(edited.replace(changes[0]!.old_phrase, changes[0]!.new_phrase));
    expect(body.cvText).toContain('Mentored four new engineers through their first quarter.');

    // Nothing applicable: no new version, the resume as it was.
    const none = ApplyImprovementsResponseSchema.parse(
      (await post(user, `/api/workspaces/${wid}/resume/apply`, { runId, changes: [1] })).json(),
    );
    expect(none).toMatchObject({ version: null, outcomes: [{ index: 1, status: 'stale' }], cvText: body.cvText });
    expect((await detail(user, wid)).cvText).toBe(body.cvText);
  });

  it("writes only the run's stored suggestions: text sent by the client is refused, unknown indexes and runs are errors", async () => {
    const { user, wid, runId, changes, resume } = await improvedWorkspace();
    const withText = await post(user, `/api/workspaces/${wid}/resume/apply`, {
      runId,
      changes: [{ old_phrase: changes[0]!.old_phrase, new_phrase: 'Invented a billion-dollar product.' }],
    });
    expect(withText.statusCode).toBe(400);
    const outside = await post(user, `/api/workspaces/${wid}/resume/apply`, { runId, changes: [changes.length] });
    expect(outside.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(outside.json()).detail).toBe(
      `There is no change ${changes.length + 1} in this result.`,
    );
    const fitRun = (await detail(user, wid)).module_outputs['Module 3']!.latest.run_id;
    expect((await post(user, `/api/workspaces/${wid}/resume/apply`, { runId: fitRun, changes: [0] })).statusCode).toBe(
      404,
    );
    expect(
      (await post(user, `/api/workspaces/${wid}/resume/apply`, { runId: 'run_doesnotexist00', changes: [0] }))
        .statusCode,
    ).toBe(404);
    expect((await detail(user, wid)).cvText).toBe(resume);
  });

  it('does not write a change the claim check flagged (a fact the resume does not show)', async () => {
    const { user, wid, resume } = await improvedWorkspace();
    const change = (old_phrase: string, new_phrase: string) => ({
      old_phrase,
      new_phrase,
      rationale: '- Strong verb first.',
      reasons: ['weak-verb'],
      section: 'experience',
      placeholders: [],
    });
    const runId = await insertRun(ctx.db, {
      wid,
      userId: user.user_id,
      module: 'Module 4',
      result: {
        changes: [
          change('Helped onboard new engineers.', 'Onboarded 40 new engineers at Google.'),
          change('Reports were automated with Airflow.', 'Automated reports with Airflow.'),
        ],
        flags: [
          {
            kind: 'employer',
            text: 'Google',
            field: 'changes[0].new_phrase',
            message: "'Google' is not in your resume.",
          },
        ],
      },
    });
    const body = ApplyImprovementsResponseSchema.parse(
      (await post(user, `/api/workspaces/${wid}/resume/apply`, { runId, changes: [0, 1] })).json(),
    );
    expect(body.outcomes).toEqual([
      { index: 0, status: 'unsupported' },
      { index: 1, status: 'applied' },
    ]);
    expect(body.cvText).not.toContain('Google');
    expect(body.cvText).toBe(resume.replace('Reports were automated with Airflow.', 'Automated reports with Airflow.'));
  });

  it("another user's workspace (and run) answers 404 and changes nothing", async () => {
    const { user, wid, runId, resume } = await improvedWorkspace();
    const stranger = await signUp(ctx.app);
    await setPlan(ctx.db, stranger.user_id, 'pro');
    const res = await post(stranger, `/api/workspaces/${wid}/resume/apply`, { runId, changes: [0] });
    expect(res.statusCode).toBe(404);
    expect(ErrorBodySchema.parse(res.json()).code).toBe('WID_NOT_FOUND');
    expect((await get(stranger, `/api/workspaces/${wid}/resume/versions`)).statusCode).toBe(404);
    // Their own workspace with someone else's run id: the run is not found there.
    const ownWid = await defaultWorkspace(ctx.app, stranger.id_token);
    await post(stranger, '/api/modules/update-cv-text', { wid: ownWid, cv_text: RESUME });
    expect((await post(stranger, `/api/workspaces/${ownWid}/resume/apply`, { runId, changes: [0] })).statusCode).toBe(
      404,
    );
    expect((await detail(user, wid)).cvText).toBe(resume);
  });
});

describe('POST /api/workspaces/{wid}/resume/undo', () => {
  it('restores the version before the changes, clears results made on the undone version, and keeps the improvement run', async () => {
    const { user, wid, runId, resume } = await improvedWorkspace();
    const applied = ApplyImprovementsResponseSchema.parse(
      (await post(user, `/api/workspaces/${wid}/resume/apply`, { runId, changes: [0, 1] })).json(),
    );
    // A Fit Matrix run on the improved resume.
    expect((await post(user, '/api/modules/process', { module: 'Module 3', wid })).statusCode).toBe(200);
    const before = await available(user);

    const res = await post(user, `/api/workspaces/${wid}/resume/undo`, { versionId: applied.version!.id });
    expect(res.statusCode, res.body).toBe(200);
    const body = UndoImprovementResponseSchema.parse(res.json());
    expect(body.cvText).toBe(resume);
    expect(body.version).toMatchObject({ source: 'restore', run_id: null, applied_changes: [] });
    const after = await detail(user, wid);
    expect(after.cvText).toBe(resume);
    expect(Object.keys(after.module_outputs)).toEqual(['Module 4']);
    expect(after.module_outputs['Module 4']!.latest.run_id).toBe(runId);
    expect(await available(user)).toBe(before);

    const versions = ResumeVersionsResponseSchema.parse(
      (await get(user, `/api/workspaces/${wid}/resume/versions`)).json(),
    );
    expect(versions.items.map((v) => v.source)).toEqual(['restore', 'improvement', 'upload']);
    expect(versions.can_undo).toBe(false);
    // A second undo of the same version is refused: the resume no longer holds it.
    const again = await post(user, `/api/workspaces/${wid}/resume/undo`, { versionId: applied.version!.id });
    expect(again.statusCode).toBe(409);
    expect(ErrorBodySchema.parse(again.json()).detail).toBe(
      'Your resume changed after these changes were applied, so they cannot be undone here.',
    );
  });

  it('refuses to undo when the resume was changed after applying (an upload), and never overwrites it', async () => {
    const { user, wid, runId } = await improvedWorkspace();
    const applied = ApplyImprovementsResponseSchema.parse(
      (await post(user, `/api/workspaces/${wid}/resume/apply`, { runId, changes: [0] })).json(),
    );
    await post(user, '/api/modules/update-cv-text', { wid, cv_text: `${RESUME}\nCERTIFICATIONS\nCKA, 2024\n` });
    const uploaded = (await detail(user, wid)).cvText;
    expect(uploaded).toContain('CKA, 2024');
    expect(
      (await post(user, `/api/workspaces/${wid}/resume/undo`, { versionId: applied.version!.id })).statusCode,
    ).toBe(409);
    expect((await detail(user, wid)).cvText).toBe(uploaded);
    expect(
      ResumeVersionsResponseSchema.parse((await get(user, `/api/workspaces/${wid}/resume/versions`)).json()),
    ).toMatchObject({ current: null, can_undo: false });
  });

  it('another user cannot undo', async () => {
    const { user, wid, runId } = await improvedWorkspace();
    const applied = ApplyImprovementsResponseSchema.parse(
      (await post(user, `/api/workspaces/${wid}/resume/apply`, { runId, changes: [0] })).json(),
    );
    const stranger = await signUp(ctx.app);
    expect(
      (await post(stranger, `/api/workspaces/${wid}/resume/undo`, { versionId: applied.version!.id })).statusCode,
    ).toBe(404);
    expect((await detail(user, wid)).cvText).toBe(applied.cvText);
  });
});

describe('versions and the rest of the account', () => {
  it('a cloned workspace keeps the versions: it says what its resume holds, and Undo works there', async () => {
    const { user, wid, runId, resume } = await improvedWorkspace();
    await post(user, `/api/workspaces/${wid}/resume/apply`, { runId, changes: [0] });
    const clone = await post(user, `/api/workspaces/${wid}/clone`, {});
    expect(clone.statusCode, clone.body).toBe(201);
    const copy = (clone.json() as { wid: string }).wid;
    const copyRun = (await detail(user, copy)).module_outputs['Module 4']!.latest.run_id;
    const versions = ResumeVersionsResponseSchema.parse(
      (await get(user, `/api/workspaces/${copy}/resume/versions`)).json(),
    );
    expect(versions).toMatchObject({
      can_undo: true,
      current: { source: 'improvement', run_id: copyRun, applied_changes: [0] },
    });
    const undone = await post(user, `/api/workspaces/${copy}/resume/undo`, { versionId: versions.current!.id });
    expect(undone.statusCode, undone.body).toBe(200);
    expect((await detail(user, copy)).cvText).toBe(resume);
    // The original workspace is untouched.
    expect((await detail(user, wid)).cvText).not.toBe(resume);
  });

  it('a workspace reset clears its versions; deleting the account erases them', async () => {
    const { user, wid, runId } = await improvedWorkspace();
    await post(user, `/api/workspaces/${wid}/resume/apply`, { runId, changes: [0] });
    const count = async () =>
      (
        await ctx.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM workspace_document_versions WHERE user_id = $1',
          [user.user_id],
        )
      ).rows[0]!.n;
    expect(await count()).toBe(2);
    expect((await post(user, `/api/workspaces/${wid}/reset`, {})).statusCode).toBe(200);
    expect(await count()).toBe(0);

    await post(user, '/api/modules/update-cv-text', { wid, cv_text: RESUME });
    const id = await insertRun(ctx.db, {
      wid,
      userId: user.user_id,
      module: 'Module 4',
      result: {
        changes: [
          {
            old_phrase: 'Helped onboard new engineers.',
            new_phrase: 'Onboarded new engineers.',
            rationale: '- Strong verb first.',
            reasons: ['weak-verb'],
            section: 'experience',
            placeholders: [],
          },
        ],
        flags: [],
      },
    });
    expect((await post(user, `/api/workspaces/${wid}/resume/apply`, { runId: id, changes: [0] })).statusCode).toBe(200);
    expect(await count()).toBe(2);
    expect(await countRuns(ctx.db, wid)).toBe(1);
    expect((await post(user, '/api/auth/delete-account', {})).statusCode).toBe(200);
    expect(await count()).toBe(0);
  });
});
