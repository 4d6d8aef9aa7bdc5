import { KitLookupResponseSchema, KitSchema } from '@cp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { available, call, errorOf, finalize, indexJob, KIT_RESUME, kitUser, preview } from '../../../test/kit-helpers.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createCreditsRepository } from '../credits/credits.repository.ts';
import { createCreditsService } from '../credits/credits.service.ts';
import type { KitJob } from './kit-content.ts';
import { createKitsRepository } from './kits.repository.ts';
import { createKitsService } from './kits.service.ts';

const KIT_RESUME_LINES = KIT_RESUME.split('\n');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

describe('POST /api/agent/preview-kit', () => {
  it('drafts a letter and tailored resume from the resume, each sentence and change with its evidence, for 10 credits', async () => {
    const user = await kitUser(ctx.app, ctx.db);
    const jobId = await indexJob(ctx.db);
    const before = await available(ctx.app, user);
    const kit = await preview(ctx.app, user, jobId);
    expect(await available(ctx.app, user)).toBe(before - 10);

    expect(kit).toMatchObject({ status: 'preview', job_id: jobId, job: { title: 'Senior Marketing Manager', company: 'Globex', contact_email: 'jobs@globex.example' }, documents: [], sends: [] });
    expect(kit.cover_letter).toContain('Globex');
    expect(kit.cover_letter).toContain('Jane Roe');
    const backed = kit.letter_sentences.filter((s) => s.basis === 'resume');
    expect(backed.length).toBeGreaterThanOrEqual(2);
    for (const s of backed) {
      expect(s.evidence.length).toBeGreaterThan(0);
      // every piece of evidence is a line of the resume, word for word
      for (const e of s.evidence) expect(KIT_RESUME_LINES.some((line) => line.includes(e.resume_line))).toBe(true);
    }
    expect(kit.letter_sentences.find((s) => s.basis === 'posting')?.posting_text).toMatch(/lead demand generation/);
    const change = kit.tailored_resume_sections.find((c) => c.original === 'Responsible for the monthly board report');
    expect(change?.tailored).toBeTruthy();
    expect(kit.resume_content).toContain(change!.tailored);
    expect(kit.resume_content).not.toContain('Responsible for the monthly board report');
    expect(kit.flags).toEqual([]);

    // the kit is kept: the drawer finds it again after a reload, free
    const found = KitLookupResponseSchema.parse((await call(ctx.app, user, 'GET', `/api/agent/kit?wid=${user.wid}&job_id=${encodeURIComponent(jobId)}`)).json());
    expect(found.kit?.preview_id).toBe(kit.preview_id);
    expect(await available(ctx.app, user)).toBe(before - 10);
  });

  it('charges once when the same kit is generated twice at the same time, and both answers are the one kit', async () => {
    const user = await kitUser(ctx.app, ctx.db);
    const jobId = await indexJob(ctx.db);
    const before = await available(ctx.app, user);
    const answers = await Promise.all([0, 1, 2].map(() => call(ctx.app, user, 'POST', '/api/agent/preview-kit', { wid: user.wid, job: { id: jobId } })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const kits = answers.map((a) => KitSchema.parse(a.json()));
    expect(new Set(kits.map((k) => k.preview_id)).size).toBe(1);
    expect(await available(ctx.app, user)).toBe(before - 10);
    const { rows } = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM credit_runs WHERE user_id = $1 AND module_key = 'kit' AND status = 'committed'`, [user.user_id]);
    expect(rows[0]!.n).toBe(1);
    // a later request is a new generation, charged again
    await preview(ctx.app, user, jobId);
    expect(await available(ctx.app, user)).toBe(before - 20);
  });

  it('generates more kits at once than the database pool has connections, without waiting on itself', async () => {
    const users = await Promise.all(Array.from({ length: 12 }, () => kitUser(ctx.app, ctx.db)));
    const jobId = await indexJob(ctx.db);
    const answers = await Promise.all(users.map((user) => call(ctx.app, user, 'POST', '/api/agent/preview-kit', { wid: user.wid, job: { id: jobId } })));
    // each user's engine work waits its turn; none waits for a database connection it holds itself
    expect(answers.map((a) => a.statusCode)).toEqual(users.map(() => 200));
  });

  it('refuses the free plan (403 PLAN_REQUIRED), a workspace without a resume and a balance under 10 (402 with needed and have)', async () => {
    const jobId = await indexJob(ctx.db);
    const free = await kitUser(ctx.app, ctx.db, { plan: 'free' });
    const plan = errorOf(await call(ctx.app, free, 'POST', '/api/agent/preview-kit', { wid: free.wid, job: { id: jobId } }), 403);
    expect(plan.code).toBe('PLAN_REQUIRED');

    const noResume = await kitUser(ctx.app, ctx.db, { resume: null });
    const before = await available(ctx.app, noResume);
    const missing = errorOf(await call(ctx.app, noResume, 'POST', '/api/agent/preview-kit', { wid: noResume.wid, job: { id: jobId } }), 422);
    expect(missing.detail).toBe('Resume required to generate kit');
    expect(await available(ctx.app, noResume)).toBe(before);

    const poor = await kitUser(ctx.app, ctx.db);
    // hold credits until 5 are left
    const start = await available(ctx.app, poor);
    for (let left = start; left > 5; left -= 1) await call(ctx.app, poor, 'POST', '/api/credits/reserve', { module_key: 'Module 1' });
    const short = errorOf(await call(ctx.app, poor, 'POST', '/api/agent/preview-kit', { wid: poor.wid, job: { id: jobId } }), 402);
    expect(short).toMatchObject({ code: 'INSUFFICIENT_CREDITS', needed: 10, have: 5 });
  });

  it('answers 400 with the error body for bad bodies, and 404 for a job not in the index', async () => {
    const user = await kitUser(ctx.app, ctx.db);
    for (const body of [{}, { wid: user.wid }, { wid: user.wid, job: {} }, { wid: user.wid, job: { id: 'x'.repeat(201) } }, { wid: user.wid, job: { id: 'a\u0000b' } }]) {
      expect(errorOf(await call(ctx.app, user, 'POST', '/api/agent/preview-kit', body), 400).code).toBe('VALIDATION_ERROR');
    }
    expect(errorOf(await call(ctx.app, user, 'POST', '/api/agent/preview-kit', { wid: user.wid, job: { id: 'dev:nope' } }), 404).detail).toMatch(/no longer in the index/);
    expect(errorOf(await call(ctx.app, user, 'POST', '/api/agent/finalize-kit', { wid: user.wid, preview_id: 'kp_x', cover_letter: '', resume_content: 'x' }), 400).code).toBe('VALIDATION_ERROR');
  });

  it("answers 404 for another user's kit, preview and files, the same as for none", async () => {
    const owner = await kitUser(ctx.app, ctx.db);
    const other = await kitUser(ctx.app, ctx.db);
    const jobId = await indexJob(ctx.db);
    const kit = await preview(ctx.app, owner, jobId);
    expect((await finalize(ctx.app, owner, kit)).statusCode).toBe(200);

    errorOf(await call(ctx.app, other, 'POST', '/api/agent/finalize-kit', { wid: other.wid, preview_id: kit.preview_id, cover_letter: 'Hi', resume_content: 'Hi' }), 404);
    expect(errorOf(await call(ctx.app, other, 'POST', '/api/agent/finalize-kit', { wid: owner.wid, preview_id: kit.preview_id, cover_letter: 'Hi', resume_content: 'Hi' }), 404).code).toBe('WID_NOT_FOUND');
    errorOf(await call(ctx.app, other, 'GET', `/api/agent/kits/${kit.kit_id}/resume.docx`), 404);
    errorOf(await call(ctx.app, other, 'GET', `/api/agent/kit?wid=${owner.wid}&job_id=${encodeURIComponent(jobId)}`), 404);
    expect(KitLookupResponseSchema.parse((await call(ctx.app, other, 'GET', `/api/agent/kit?wid=${other.wid}&job_id=${encodeURIComponent(jobId)}`)).json()).kit).toBeNull();
    errorOf(await call(ctx.app, other, 'POST', '/api/agent/apply-job', { wid: other.wid, job_id: jobId, kit_id: kit.kit_id, confirm: { job_id: jobId, destination: 'jobs@globex.example' } }), 404);
  });
});

describe('a failed generation', () => {
  it('releases the 10 credits it held', async () => {
    const user = await kitUser(ctx.app, ctx.db);
    const jobId = await indexJob(ctx.db);
    const credits = createCreditsService({ db: ctx.db, repo: createCreditsRepository, clock: { now: () => new Date() } });
    const log = { error: () => undefined, warn: () => undefined };
    const kits = createKitsService({
      db: ctx.db, repo: createKitsRepository, clock: { now: () => new Date() }, credits, log, printer: null, mailer: { send: async () => ({ id: 0, status: 'logged' }) },
      engine: { writeKit: async () => { throw new Error('engine down'); }, checkClaims: async () => [], readResume: async () => { throw new Error('unused'); } },
      jobs: { findById: async (id) => (await ctx.db.query<KitJob & { closed_at: Date | null }>('SELECT id, title, company, location, description, apply_url, contact_email, is_demo, closed_at FROM jobs WHERE id = $1', [id])).rows[0] ?? null },
      applications: { create: async () => { throw new Error('unused'); }, setStatus: async () => { throw new Error('unused'); } },
    });
    const before = await available(ctx.app, user);
    await expect(kits.preview(user.user_id, { wid: user.wid, job: { id: jobId } })).rejects.toMatchObject({ code: 'UNAVAILABLE', message: expect.stringMatching(/^Failed to generate preview/) });
    expect(await available(ctx.app, user)).toBe(before);
    const { rows } = await ctx.db.query<{ status: string }>(`SELECT status FROM credit_runs WHERE user_id = $1 AND module_key = 'kit'`, [user.user_id]);
    expect(rows.map((r) => r.status)).toEqual(['released']);
  });
});
