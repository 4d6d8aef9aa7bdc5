import {
  BuilderScoresResponseSchema,
  BuilderStateResponseSchema,
  BuilderVersionsResponseSchema,
  CreditsResponseSchema,
  ParseJdResponseSchema,
  TailorRunResponseSchema,
  TailorStateResponseSchema,
} from '@cp/contracts';
import { describe, expect, it } from 'vitest';
import { appForFile, errorOf } from '../../../test/file-app.ts';
import { bearer, signUp } from '../../../test/test-app.ts';
import { multipartBody } from '../../../test/document-fixtures.ts';
import { defaultWorkspace, setPlan } from '../../../test/workspace-helpers.ts';
import { POSTING } from '../analysis/analysis-fixtures.ts';
import { tailorTestKit, type User } from './tailor-test-helpers.ts';

const ctx = appForFile();
const { send, url, proUserWithBuilder, tailorToWorkspaceJob } = tailorTestKit(() => ctx);
const available = async (user: User) =>
  CreditsResponseSchema.parse((await send(user, 'GET', '/api/credits')).json()).balances.available;

describe('POST /api/workspaces/:wid/builder/tailor', () => {
  it('proposes changes to the workspace job, each with the resume lines it rests on, and keeps the run for a reload', async () => {
    const { user, wid } = await proUserWithBuilder();
    const run = await tailorToWorkspaceJob(user, wid);
    // no model configured (no LLM_BASE_URL): the engine alone, as before
    expect(run).toMatchObject({
      mode: 'tailor',
      source: 'workspace',
      posting_title: 'Senior Backend Engineer',
      written_by: 'engine',
      note: null,
      outcomes: null,
    });
    expect(run.changes.every((c) => c.by === undefined)).toBe(true);
    const postgres = run.changes.find((c) => c.before[0] === 'Responsible for maintaining the Postgres clusters.');
    expect(postgres?.after[0]).toMatch(/PostgreSQL clusters\.$/);
    expect(postgres?.evidence[0]).toEqual({
      text: 'Responsible for maintaining the Postgres clusters.',
      where: 'Senior Software Engineer, Orchard Ledger Co',
    });
    expect(run.changes.every((c) => c.evidence.length > 0 && c.flags.length === 0)).toBe(true);
    expect(run.not_shown).toContain('Kafka');
    expect(run.changes.flatMap((c) => c.after).join(' ')).not.toMatch(/Kafka/);
    const latest = TailorRunResponseSchema.parse((await send(user, 'GET', url(wid))).json());
    expect(latest.run?.id).toBe(run.id);
  });

  it('optimizes generically without a posting, and tailors to a pasted one', async () => {
    const { user, wid } = await proUserWithBuilder({ posting: null });
    const generic = TailorRunResponseSchema.parse(
      (await send(user, 'POST', url(wid), { mode: 'generic', source: 'none' })).json(),
    ).run!;
    expect(generic.mode).toBe('generic');
    expect(generic.changes.every((c) => c.kind === 'rewrite')).toBe(true);
    expect(generic.changes.map((c) => c.after[0])).toContain('Maintain the Postgres clusters.');
    errorOf(await send(user, 'POST', url(wid), { mode: 'tailor', source: 'workspace' }), 404);
    const pasted = await send(user, 'POST', url(wid), { mode: 'tailor', source: 'paste', jd_text: POSTING });
    expect(TailorRunResponseSchema.parse(pasted.json()).run?.source).toBe('paste');
  });

  it('answers bad input with a 400 that says what is wrong', async () => {
    const { user, wid } = await proUserWithBuilder();
    expect(
      errorOf(await send(user, 'POST', url(wid), { mode: 'tailor', source: 'paste', jd_text: '  ' }), 400).detail,
    ).toMatch(/Tailor with AI requires non-empty job text/);
    expect(
      errorOf(await send(user, 'POST', url(wid), { mode: 'tailor', source: 'saved', jd_text: 'Go dev' }), 400).detail,
    ).toMatch(/at least 10 characters/);
    errorOf(await send(user, 'POST', url(wid), { mode: 'rewrite-everything', source: 'paste', jd_text: POSTING }), 400);
    errorOf(await send(user, 'POST', url(wid), { mode: 'tailor', source: 'paste', jd_text: 'x'.repeat(100_001) }), 400);
  });

  it('needs a document in the builder first (409), and Pro (403), and charges nothing', async () => {
    const user = await signUp(ctx.app);
    const wid = await defaultWorkspace(ctx.app, user.id_token);
    expect(errorOf(await send(user, 'POST', url(wid), { mode: 'generic', source: 'none' }), 403).code).toBe(
      'PLAN_REQUIRED',
    );
    await setPlan(ctx.db, user.user_id, 'pro');
    expect(errorOf(await send(user, 'POST', url(wid), { mode: 'generic', source: 'none' }), 409).detail).toMatch(
      /Start or edit your resume first/,
    );
  });

  it("answers 404 for another user's workspace on every tailoring route, and changes nothing there", async () => {
    const owner = await proUserWithBuilder();
    const run = await tailorToWorkspaceJob(owner.user, owner.wid);
    const { user: other } = await proUserWithBuilder();
    expect(errorOf(await send(other, 'GET', url(owner.wid)), 404).code).toBe('WID_NOT_FOUND');
    errorOf(await send(other, 'POST', url(owner.wid), { mode: 'generic', source: 'none' }), 404);
    errorOf(
      await send(other, 'POST', url(owner.wid, '/apply'), { run_id: run.id, accepted: [run.changes[0]!.id] }),
      404,
    );
    errorOf(await send(other, 'POST', url(owner.wid, '/undo'), { run_id: run.id }), 404);
    const still = BuilderStateResponseSchema.parse(
      (await send(owner.user, 'GET', `/api/workspaces/${owner.wid}/builder`)).json(),
    );
    expect(still.state?.doc).toEqual(owner.state.doc);
  });
});

describe('Apply and Undo', () => {
  it('writes only the accepted changes, keeps the prior document as a version, and Undo restores it', async () => {
    const { user, wid, state } = await proUserWithBuilder();
    const before = await available(user);
    const run = await tailorToWorkspaceJob(user, wid);
    expect(run.changes.length).toBeGreaterThanOrEqual(3);
    const [first, second, third] = run.changes;
    const applied = await send(user, 'POST', url(wid, '/apply'), { run_id: run.id, accepted: [first!.id, second!.id] });
    expect(applied.statusCode, applied.body).toBe(200);
    const body = TailorStateResponseSchema.parse(applied.json());
    expect(body.run.outcomes).toEqual({ [first!.id]: 'applied', [second!.id]: 'applied' });
    expect(body.state.doc).not.toEqual(state.doc);
    const stored = BuilderStateResponseSchema.parse((await send(user, 'GET', `/api/workspaces/${wid}/builder`)).json());
    expect(stored.state?.doc).toEqual(body.state.doc);
    // the third change was not accepted: its line is as it was
    if (third!.bullet !== null) expect(JSON.stringify(stored.state?.doc)).toContain(JSON.stringify(third!.before[0]));
    const versions = BuilderVersionsResponseSchema.parse(
      (await send(user, 'GET', `/api/workspaces/${wid}/builder/versions`)).json(),
    );
    expect(versions.items[0]?.name).toBe("Before tailoring to 'Senior Backend Engineer'");
    errorOf(await send(user, 'POST', url(wid, '/apply'), { run_id: run.id, accepted: [third!.id] }), 409);

    expect(body.undo).toMatchObject({
      count: 1,
      next: { run_id: run.id, label: "your resume before tailoring to 'Senior Backend Engineer'", changes: 2 },
    });
    const undone = TailorStateResponseSchema.parse(
      (await send(user, 'POST', url(wid, '/undo'), { step_id: body.undo.next!.id })).json(),
    );
    expect(undone.state.doc).toEqual(state.doc);
    expect(undone.undo).toEqual({ count: 0, next: null });
    expect(undone.run.undone_at).not.toBeNull();
    const back = BuilderStateResponseSchema.parse((await send(user, 'GET', `/api/workspaces/${wid}/builder`)).json());
    expect(back.state?.doc).toEqual(state.doc);
    errorOf(await send(user, 'POST', url(wid, '/undo'), { run_id: run.id }), 409);
    // tailoring, Apply and Undo are free (the spec charges exports only)
    expect(await available(user)).toBe(before);
  });

  it('charges an export after tailoring exactly once', async () => {
    const { user, wid } = await proUserWithBuilder();
    const run = await tailorToWorkspaceJob(user, wid);
    const applied = TailorStateResponseSchema.parse(
      (await send(user, 'POST', url(wid, '/apply'), { run_id: run.id, accepted: run.changes.map((c) => c.id) })).json(),
    );
    const before = await available(user);
    const exported = await send(user, 'POST', `/api/workspaces/${wid}/builder/export`, {
      format: 'docx',
      state: applied.state,
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(await available(user)).toBe(before - 1);
    const runs = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM credit_runs WHERE user_id = $1 AND module_key = 'Module 7' AND status = 'committed'`,
      [user.user_id],
    );
    expect(runs.rows[0]!.n).toBe(1);
  });

  it('refuses an unknown change (400), a run that is not the latest (409), and reports an edited line as stale', async () => {
    const { user, wid, state } = await proUserWithBuilder();
    const old = await tailorToWorkspaceJob(user, wid);
    const run = await tailorToWorkspaceJob(user, wid);
    errorOf(await send(user, 'POST', url(wid, '/apply'), { run_id: old.id, accepted: [old.changes[0]!.id] }), 409);
    expect(
      errorOf(await send(user, 'POST', url(wid, '/apply'), { run_id: run.id, accepted: ['c999'] }), 400).detail,
    ).toMatch(/no proposed change 'c999'/);
    errorOf(await send(user, 'POST', url(wid, '/apply'), { run_id: run.id, accepted: [] }), 400);
    errorOf(await send(user, 'POST', url(wid, '/undo'), { run_id: run.id }), 409);
    const line = run.changes.find((c) => c.bullet !== null)!;
    const edited = structuredClone(state);
    edited.doc.experience[line.item!]!.bullets[line.bullet!] = 'Rewritten by hand.';
    await send(user, 'PUT', `/api/workspaces/${wid}/builder`, edited);
    const res = TailorStateResponseSchema.parse(
      (await send(user, 'POST', url(wid, '/apply'), { run_id: run.id, accepted: [line.id] })).json(),
    );
    expect(res.run.outcomes).toEqual({ [line.id]: 'stale' });
    expect(res.run.undo_version_id).toBeNull();
    expect(res.state.doc.experience[line.item!]!.bullets[line.bullet!]).toBe('Rewritten by hand.');
  });
});

describe('POST /api/workspaces/:wid/builder/scores', () => {
  it('scores the saved document, JD Match against the workspace job or the post sent, each explained', async () => {
    const { user, wid } = await proUserWithBuilder();
    const res = await send(user, 'POST', `/api/workspaces/${wid}/builder/scores`, {});
    expect(res.statusCode, res.body).toBe(200);
    const scores = BuilderScoresResponseSchema.parse(res.json());
    expect(scores.posting).toBe('workspace');
    expect(scores.jd_match.score).toBeGreaterThan(0);
    expect(scores.jd_match.explanation[0]).toMatch(/^Your resume shows \d+ of the \d+ skills the posting asks for/);
    expect(scores.completeness.tip).toBe('Aim for 10-16 skills and 2-5 bullets per role.');
    expect(scores.clarity.explanation.join(' ')).toMatch(/open with a weak verb or a passive/);
    const given = BuilderScoresResponseSchema.parse(
      (
        await send(user, 'POST', `/api/workspaces/${wid}/builder/scores`, {
          jd_text: 'Data Engineer\nRequirements\n- Spark and Scala\n- Airflow',
        })
      ).json(),
    );
    expect(given.posting).toBe('given');
    expect(given.jd_match.score).not.toBe(scores.jd_match.score);
    const { user: other } = await proUserWithBuilder();
    errorOf(await send(other, 'POST', `/api/workspaces/${wid}/builder/scores`, {}), 404);
    errorOf(await send(user, 'POST', `/api/workspaces/${wid}/builder/scores`, { jd_text: 7 }), 400);
  });

  it('reads the post chosen in Tailor: a saved or pasted one, none while its box is empty, the workspace job when chosen', async () => {
    const { user, wid } = await proUserWithBuilder();
    const scores = (body: object) =>
      send(user, 'POST', `/api/workspaces/${wid}/builder/scores`, body).then((r) =>
        BuilderScoresResponseSchema.parse(r.json()),
      );
    const DATA_POST = 'Data Engineer\nRequirements\n- Spark and Scala\n- Airflow\n- Python';
    const saved = await scores({ source: 'saved', jd_text: DATA_POST });
    expect(saved.posting).toBe('given');
    expect(saved.jd_match.explanation.join(' ')).toMatch(/Not found: .*Scala/);
    // the same post tailored to: what JD Match counts as missing is what tailoring lists as not shown
    const run = TailorRunResponseSchema.parse(
      (await send(user, 'POST', url(wid), { mode: 'tailor', source: 'saved', jd_text: DATA_POST })).json(),
    ).run!;
    expect(run.posting_title).toBe('Data Engineer');
    for (const tool of run.not_shown) expect(saved.jd_match.explanation.join(' ')).toContain(tool);
    const empty = await scores({ source: 'paste' });
    expect(empty).toMatchObject({ posting: null, jd_match: { score: null } });
    const job = await scores({ source: 'workspace', jd_text: DATA_POST });
    expect(job.posting).toBe('workspace');
    expect(job.jd_match.explanation.join(' ')).not.toMatch(/Scala/);
    errorOf(await send(user, 'POST', `/api/workspaces/${wid}/builder/scores`, { source: 'elsewhere' }), 400);
  });
});

describe('cloning a workspace', () => {
  it('copies its builder document, not its tailoring run', async () => {
    const { user, wid, state } = await proUserWithBuilder();
    await tailorToWorkspaceJob(user, wid);
    const cloned = await send(user, 'POST', `/api/workspaces/${wid}/clone`);
    expect(cloned.statusCode, cloned.body).toBe(201);
    const copy = (cloned.json() as { wid: string }).wid;
    const got = BuilderStateResponseSchema.parse((await send(user, 'GET', `/api/workspaces/${copy}/builder`)).json());
    expect(got.state).toEqual(state);
    expect(TailorRunResponseSchema.parse((await send(user, 'GET', url(copy))).json()).run).toBeNull();
  });
});

describe('POST /api/parse-jd', () => {
  it('reads an uploaded job post to text with its title, and refuses what it cannot read', async () => {
    const user = await signUp(ctx.app);
    const upload = async (data: string) => {
      const body = await multipartBody({}, { name: 'post.txt', data: Buffer.from(data), type: 'text/plain' });
      return ctx.app.inject({
        method: 'POST',
        url: '/api/parse-jd',
        payload: body.payload,
        headers: { ...bearer(user.id_token), ...body.headers },
      });
    };
    const ok = await upload(POSTING);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ParseJdResponseSchema.parse(ok.json())).toMatchObject({ title: 'Senior Backend Engineer (Remote)' });
    errorOf(await upload('hi'), 422);
    errorOf(await send(user, 'POST', '/api/parse-jd', { text: POSTING }), 415);
  });
});
