import {
  AccountExportSchema,
  analysisDocumentNeeds,
  analysisModuleKeys,
  builtInLetterLanguages,
  CreditsResponseSchema,
  ErrorBodySchema,
  letterLanguageUnavailableMessage,
  ModuleCapabilitiesResponseSchema,
  ProcessModuleResponseSchema,
  parseStoredAnalysisResult,
  reusedRunMessage,
  WorkspaceDetailSchema,
} from '@cp/contracts';
import { defaultEngine, ENGINE_VERSION, LETTER_LANGUAGES } from '@cp/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerConsistent } from '../../../test/credit-helpers.ts';
import { multipartBody } from '../../../test/document-fixtures.ts';
import { bearer, createTestApp, signUp, type TestContext } from '../../../test/test-app.ts';
import { countRuns, defaultWorkspace, setPlan } from '../../../test/workspace-helpers.ts';
import { POSTING, RESUME } from './analysis-fixtures.ts';

type User = Awaited<ReturnType<typeof signUp>>;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

async function newUser(options: { plan?: 'pro' | 'ultimate'; cv?: string; jd?: string } = {}) {
  const user = await signUp(ctx.app);
  if (options.plan) await setPlan(ctx.db, user.user_id, options.plan);
  const wid = await defaultWorkspace(ctx.app, user.id_token);
  if (options.cv)
    expect((await post(user, '/api/modules/update-cv-text', { wid, cv_text: options.cv })).statusCode).toBe(200);
  if (options.jd)
    expect((await post(user, '/api/modules/update-jd-text', { wid, jd_text: options.jd })).statusCode).toBe(200);
  return { user, wid };
}

const post = (user: User, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(user.id_token), payload });
const run = (user: User, payload: Record<string, string>) => post(user, '/api/modules/process', payload);

async function available(user: User) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/credits', headers: bearer(user.id_token) });
  return CreditsResponseSchema.parse(res.json()).balances;
}

function errorOf(res: { statusCode: number; json(): unknown }, status: number) {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
  return ErrorBodySchema.parse(res.json()) as ReturnType<typeof ErrorBodySchema.parse> & Record<string, unknown>;
}

describe('POST /api/modules/process', () => {
  it('runs Fit Matrix from the workspace texts (multipart), stores the run and charges 1 credit', async () => {
    const { user, wid } = await newUser({ cv: RESUME, jd: POSTING });
    const before = await available(user);
    const form = await multipartBody({
      user_id: user.user_id,
      module: 'Module 3',
      action: 'analyze',
      language: 'en',
      wid,
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/modules/process',
      headers: { ...bearer(user.id_token), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = ProcessModuleResponseSchema.parse(res.json());
    expect(body).toMatchObject({ module: 'Module 3', source: 'engine', flags: [] });
    // Module 3 is text (a JSON string) as the workspace hydrates it.
    expect(typeof body.result).toBe('string');
    expect(parseStoredAnalysisResult('Module 3', body.result).success).toBe(true);
    const after = await available(user);
    expect(after.available).toBe(before.available - 1);
    expect(after.held).toBe(0);
    expect(await countRuns(ctx.db, wid)).toBe(1);
    const detail = WorkspaceDetailSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/workspaces/${wid}`, headers: bearer(user.id_token) })).json(),
    );
    expect(detail.module_outputs['Module 3']?.latest).toMatchObject({
      run_id: body.run_id,
      result: body.result,
      timestamp: body.timestamp,
      source: 'engine',
      flags: [],
    });
    await expectLedgerConsistent(ctx.db, user.user_id);
  });

  it('lets an account whose e-mail is not verified yet spend its credits (the ruling of docs/decisions/019)', async () => {
    // Sign-up now finishes through the e-mailed link (docs/decisions/016), so a signed-in account is verified;
    // one signed in before that (or through a provider that does not vouch for the address) may not be.
    const { user, wid } = await newUser({ cv: RESUME, jd: POSTING });
    await ctx.db.query('UPDATE users SET email_verified = false WHERE id = $1', [user.user_id]);
    const before = await available(user);
    expect((await run(user, { module: 'Module 1', wid })).statusCode).toBe(200);
    expect((await available(user)).available).toBe(before.available - 1);
  });

  it('answers modules 4 and 5 as objects (JSON body)', async () => {
    const { user, wid } = await newUser({ plan: 'pro', cv: RESUME, jd: POSTING });
    for (const module of ['Module 4', 'Module 5'] as const) {
      const res = await run(user, { module, wid });
      expect(res.statusCode, res.body).toBe(200);
      const body = ProcessModuleResponseSchema.parse(res.json());
      expect(typeof body.result).toBe('object');
      expect(parseStoredAnalysisResult(module, body.result).success).toBe(true);
    }
    for (const module of ['Module 1', 'Module 2', 'Module 9'] as const) {
      const res = await run(user, { module, wid });
      expect(res.statusCode, res.body).toBe(200);
      expect(parseStoredAnalysisResult(module, ProcessModuleResponseSchema.parse(res.json()).result).success).toBe(
        true,
      );
    }
    expect(await countRuns(ctx.db, wid)).toBe(5);
  });

  it('returns the stored result free when nothing changed (the engine is deterministic), and charges a change', async () => {
    const { user, wid } = await newUser({ plan: 'pro', cv: RESUME, jd: POSTING });
    const first = ProcessModuleResponseSchema.parse((await run(user, { module: 'Module 3', wid })).json());
    const before = await available(user);
    for (const module of ['Module 3'] as const) {
      const again = ProcessModuleResponseSchema.parse((await run(user, { module, wid })).json());
      expect(again).toMatchObject({
        result: first.result,
        run_id: first.run_id,
        timestamp: first.timestamp,
        reused: true,
        message: reusedRunMessage,
      });
    }
    // modules 4 and 5 are stored as objects (jsonb reorders keys): still recognised as the same result
    const improvement = ProcessModuleResponseSchema.parse((await run(user, { module: 'Module 4', wid })).json());
    const spent = await available(user);
    expect(ProcessModuleResponseSchema.parse((await run(user, { module: 'Module 4', wid })).json())).toMatchObject({
      run_id: improvement.run_id,
      reused: true,
    });
    expect((await available(user)).available).toBe(spent.available);
    expect(spent.available).toBe(before.available - 1);
    expect(await countRuns(ctx.db, wid)).toBe(2);
    // different texts in the body give a different result: a new run, charged
    const other = ProcessModuleResponseSchema.parse(
      (
        await run(user, { module: 'Module 3', wid, cvText: RESUME.replace('Kubernetes', 'Nomad'), jdText: POSTING })
      ).json(),
    );
    expect(other.reused).toBeUndefined();
    expect((await available(user)).available).toBe(spent.available - 1);
    await expectLedgerConsistent(ctx.db, user.user_id);
  });

  it('stores ENGINE_VERSION with the run, shows and exports it, and never reuses a run another engine version made', async () => {
    const { user, wid } = await newUser({ cv: RESUME, jd: POSTING });
    const first = ProcessModuleResponseSchema.parse((await run(user, { module: 'Module 3', wid })).json());
    const detail = WorkspaceDetailSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/workspaces/${wid}`, headers: bearer(user.id_token) })).json(),
    );
    expect(detail.module_outputs['Module 3']?.latest).toMatchObject({
      run_id: first.run_id,
      engine_version: ENGINE_VERSION,
    });
    const exported = AccountExportSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/export-data', headers: bearer(user.id_token) })).json(),
    );
    expect(exported.workspaces[0]?.module_runs).toMatchObject([{ id: first.run_id, engine_version: ENGINE_VERSION }]);

    // The same documents, but the stored run was made by another engine: a new run, charged, with this engine's version.
    await ctx.db.query('UPDATE module_runs SET engine_version = $2 WHERE id = $1', [
      first.run_id,
      `${ENGINE_VERSION}-older`,
    ]);
    const before = await available(user);
    const again = ProcessModuleResponseSchema.parse((await run(user, { module: 'Module 3', wid })).json());
    expect(again.reused).toBeUndefined();
    expect(again.run_id).not.toBe(first.run_id);
    expect((await available(user)).available).toBe(before.available - 1);
    const { rows } = await ctx.db.query<{ engine_version: string | null }>(
      'SELECT engine_version FROM module_runs WHERE id = $1',
      [again.run_id],
    );
    expect(rows[0]?.engine_version).toBe(ENGINE_VERSION);
    // ... which the next unchanged re-run reuses, free
    expect(ProcessModuleResponseSchema.parse((await run(user, { module: 'Module 3', wid })).json())).toMatchObject({
      run_id: again.run_id,
      reused: true,
    });
    await expectLedgerConsistent(ctx.db, user.user_id);
  });

  it('charges nothing for a Job Decoder location that changes no figure, and shows it as the newest run', async () => {
    const { user, wid } = await newUser({ jd: POSTING });
    ProcessModuleResponseSchema.parse((await run(user, { module: 'Module 2', wid })).json());
    const before = await available(user);
    const located = ProcessModuleResponseSchema.parse(
      (await run(user, { module: 'Module 2', wid, location: 'Boston, MA' })).json(),
    );
    expect(located.reused).toBe(true);
    expect((await available(user)).available).toBe(before.available);
    expect(await countRuns(ctx.db, wid)).toBe(2);
    const detail = WorkspaceDetailSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/workspaces/${wid}`, headers: bearer(user.id_token) })).json(),
    );
    expect(detail.module_outputs['Module 2']?.latest?.run_id).toBe(located.run_id);
  });

  it('refuses a letter language the built-in writer cannot write before charging, and says which it can', async () => {
    const { user, wid } = await newUser({ plan: 'pro', cv: RESUME, jd: POSTING });
    const before = await available(user);
    const err = errorOf(await run(user, { module: 'Module 9', wid, language: 'Japanese' }), 400);
    expect(err.detail).toBe(letterLanguageUnavailableMessage('Japanese'));
    expect((await available(user)).available).toBe(before.available);
    expect(await countRuns(ctx.db, wid)).toBe(0);
    expect(
      ProcessModuleResponseSchema.parse((await run(user, { module: 'Module 9', wid, language: 'es' })).json()).reused,
    ).toBeUndefined();
    const caps = ModuleCapabilitiesResponseSchema.parse(
      (
        await ctx.app.inject({ method: 'GET', url: '/api/modules/capabilities', headers: bearer(user.id_token) })
      ).json(),
    );
    expect(caps).toEqual({ llm: false, letter_languages: [...LETTER_LANGUAGES], location_changes_salary: false });
    expect([...builtInLetterLanguages]).toEqual([...LETTER_LANGUAGES]);
  });

  it('uses cv_text and jd_text from the body for that run only', async () => {
    const { user, wid } = await newUser();
    const res = await run(user, { module: 'Module 3', wid, cv_text: RESUME, jd_text: POSTING });
    expect(res.statusCode, res.body).toBe(200);
    const detail = WorkspaceDetailSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/workspaces/${wid}`, headers: bearer(user.id_token) })).json(),
    );
    expect(detail.cv_content).toBe('');
    expect(await countRuns(ctx.db, wid)).toBe(1);
  });

  it('runs each module on the documents the web asks for (one table, contracts analysisDocumentNeeds)', async () => {
    const { user, wid } = await newUser({ plan: 'pro' });
    for (const module of analysisModuleKeys) {
      const needs = analysisDocumentNeeds[module];
      const given: Record<string, string> = needs === 'jd' ? { jd_text: POSTING } : { cv_text: RESUME };
      const res = await run(user, { module, wid, ...given });
      expect(res.statusCode, `${module} given ${Object.keys(given).join()} only`).toBe(needs === 'both' ? 400 : 200);
    }
    expect(analysisDocumentNeeds['Module 4']).toBe('cv');
  });

  it('answers a missing or short document with the spec text (400) and charges nothing', async () => {
    const { user, wid } = await newUser({ jd: POSTING });
    const before = await available(user);
    expect(errorOf(await run(user, { module: 'Module 1', wid }), 400).detail).toBe(
      'Please upload your resume in Resume & Job to run this module.',
    );
    expect(errorOf(await run(user, { module: 'Module 3', wid }), 400).detail).toBe(
      'Please upload your resume in Resume & Job to run this module.',
    );
    expect(errorOf(await run(user, { module: 'Module 1', wid, cv_text: 'too short' }), 400).detail).toBe(
      'Resume content must be at least 10 characters. Please add more details.',
    );
    const onlyCv = await newUser({ cv: RESUME });
    expect(errorOf(await run(onlyCv.user, { module: 'Module 2', wid: onlyCv.wid }), 400).detail).toBe(
      'Please provide a job posting in Resume & Job first.',
    );
    expect(errorOf(await run(onlyCv.user, { module: 'Module 3', wid: onlyCv.wid }), 400).detail).toBe(
      'Please provide both Resume and Job Description in My Documents first.',
    );
    expect(errorOf(await run(user, { module: 'Module 2', wid, jd_text: 'short' }), 400).detail).toBe(
      'Job posting must be at least 10 characters.',
    );
    expect(await available(user)).toEqual(before);
    expect(await countRuns(ctx.db, wid)).toBe(0);
    const { rows } = await ctx.db.query('SELECT 1 FROM credit_runs WHERE user_id = $1', [user.user_id]);
    expect(rows).toEqual([]);
  });

  it('refuses modules it does not serve, bad bodies, and a user_id that is not the caller', async () => {
    const { user, wid } = await newUser({ cv: RESUME, jd: POSTING });
    expect(errorOf(await run(user, { module: 'Module 7', wid }), 400).detail).toBe(
      'Module 7 is not available on this server.',
    );
    expect(errorOf(await run(user, { module: 'Module 3' }), 400).code).toBe('VALIDATION_ERROR');
    expect(errorOf(await run(user, { module: 'Module 3', wid, cv_text: 'x'.repeat(100_001) }), 400).detail).toBe(
      'Resume content must be at most 100,000 characters.',
    );
    expect(errorOf(await run(user, { module: 'Module 3', wid, user_id: 'usr_someoneelse' }), 403).code).toBe(
      'FORBIDDEN',
    );
  });

  it('answers broken or hostile multipart and other media types with a 4xx error body', async () => {
    const { user, wid } = await newUser({ cv: RESUME, jd: POSTING });
    const send = (headers: Record<string, string>, payload: string | Buffer) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/modules/process',
        headers: { ...bearer(user.id_token), ...headers },
        payload,
      });
    const broken = await send(
      { 'content-type': 'multipart/form-data; boundary=xyz' },
      '--xyz\r\nContent-Disposition: form-data; name="module"\r\n\r\nModule 3',
    );
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    ErrorBodySchema.parse(broken.json());
    const plain = await send({ 'content-type': 'text/plain' }, 'module=Module 3');
    expect(plain.statusCode).toBe(415);
    const tooLong = await multipartBody({ module: 'Module 3', wid, cv_text: 'x'.repeat(600 * 1024) });
    expect(errorOf(await send(tooLong.headers, tooLong.payload), 400).detail).toBe('The field cv_text is too long.');
    const extraFields = await multipartBody(Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}`, 'x'])));
    expect(errorOf(await send(extraFields.headers, extraFields.payload), 400).code).toBe('VALIDATION_ERROR');
    expect(await countRuns(ctx.db, wid)).toBe(0);
  });

  it('answers 403 PLAN_REQUIRED for Module 4 and 9 on the free plan, without a charge', async () => {
    const { user, wid } = await newUser({ cv: RESUME, jd: POSTING });
    const before = await available(user);
    for (const module of ['Module 4', 'Module 9']) {
      const body = errorOf(await run(user, { module, wid }), 403);
      expect(body.code).toBe('PLAN_REQUIRED');
    }
    expect(await available(user)).toEqual(before);
    expect(await countRuns(ctx.db, wid)).toBe(0);
  });

  it('answers 402 with needed and have when no credit is left', async () => {
    const { user, wid } = await newUser({ cv: RESUME, jd: POSTING });
    const { available: credits } = await available(user);
    // each run on a different resume (a re-run on unchanged documents would be free)
    const resumeNumbered = (i: number) =>
      RESUME.replace('Helped onboard new engineers.', `Helped onboard ${i + 2} new engineers.`);
    for (let i = 0; i < credits; i += 1)
      expect((await run(user, { module: 'Module 1', wid, cv_text: resumeNumbered(i) })).statusCode).toBe(200);
    const body = errorOf(await run(user, { module: 'Module 1', wid, cv_text: resumeNumbered(credits) }), 402);
    expect(body).toMatchObject({ code: 'INSUFFICIENT_CREDITS', needed: 1, have: 0 });
    expect(await countRuns(ctx.db, wid)).toBe(credits);
    await expectLedgerConsistent(ctx.db, user.user_id);
  });

  it("answers 404 WID_NOT_FOUND for another user's workspace or a malformed id", async () => {
    const owner = await newUser({ cv: RESUME, jd: POSTING });
    const { user } = await newUser();
    expect(errorOf(await run(user, { module: 'Module 3', wid: owner.wid }), 404).code).toBe('WID_NOT_FOUND');
    expect(errorOf(await run(user, { module: 'Module 3', wid: 'wid-1' }), 404).code).toBe('WID_NOT_FOUND');
    expect(await countRuns(ctx.db, owner.wid)).toBe(0);
  });
});

describe('POST /api/modules/process when the run fails', () => {
  let failing: TestContext;
  beforeAll(async () => {
    failing = await createTestApp({
      analysisEngine: () => ({
        ...defaultEngine(),
        runModule: () => {
          throw new Error('engine exploded at /secret/path.ts:1');
        },
      }),
    });
  });
  afterAll(async () => failing?.close());

  it('releases the hold: 500 without internals, nothing charged, nothing stored', async () => {
    const user = await signUp(failing.app);
    const wid = await defaultWorkspace(failing.app, user.id_token);
    await failing.app.inject({
      method: 'POST',
      url: '/api/modules/update-cv-text',
      headers: bearer(user.id_token),
      payload: { wid, cv_text: RESUME },
    });
    const credits = async () =>
      CreditsResponseSchema.parse(
        (await failing.app.inject({ method: 'GET', url: '/api/credits', headers: bearer(user.id_token) })).json(),
      ).balances;
    const before = await credits();
    const res = await failing.app.inject({
      method: 'POST',
      url: '/api/modules/process',
      headers: bearer(user.id_token),
      payload: { module: 'Module 1', wid },
    });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/secret|exploded/);
    expect(await credits()).toEqual(before);
    expect(await countRuns(failing.db, wid)).toBe(0);
    const { rows } = await failing.db.query<{ status: string }>('SELECT status FROM credit_runs WHERE user_id = $1', [
      user.user_id,
    ]);
    expect(rows).toEqual([{ status: 'released' }]);
    await expectLedgerConsistent(failing.db, user.user_id);
  });
});
