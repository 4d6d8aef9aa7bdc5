import { KitLookupResponseSchema, KitSchema, type Kit } from '@cp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  available,
  call,
  errorOf,
  finalize,
  indexJob,
  KIT_RESUME,
  kitUser,
  preview,
  type KitUser,
} from '../../../test/kit-helpers.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createCreditsRepository } from '../credits/credits.repository.ts';
import { createCreditsService } from '../credits/credits.service.ts';
import { parsePdf } from '../documents/extraction/pdf-text.ts';
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

    expect(kit).toMatchObject({
      status: 'preview',
      job_id: jobId,
      job: { title: 'Senior Marketing Manager', company: 'Globex', contact_email: 'jobs@globex.example' },
      documents: [],
      sends: [],
    });
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
    const found = KitLookupResponseSchema.parse(
      (await call(ctx.app, user, 'GET', `/api/agent/kit?wid=${user.wid}&job_id=${encodeURIComponent(jobId)}`)).json(),
    );
    expect(found.kit?.preview_id).toBe(kit.preview_id);
    expect(await available(ctx.app, user)).toBe(before - 10);
  });

  it('charges once when the same kit is generated twice at the same time, and both answers are the one kit', async () => {
    const user = await kitUser(ctx.app, ctx.db);
    const jobId = await indexJob(ctx.db);
    const before = await available(ctx.app, user);
    const answers = await Promise.all(
      [0, 1, 2].map(() => call(ctx.app, user, 'POST', '/api/agent/preview-kit', { wid: user.wid, job: { id: jobId } })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const kits = answers.map((a) => KitSchema.parse(a.json()));
    expect(new Set(kits.map((k) => k.preview_id)).size).toBe(1);
    expect(await available(ctx.app, user)).toBe(before - 10);
    const { rows } = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM credit_runs WHERE user_id = $1 AND module_key = 'kit' AND status = 'committed'`,
      [user.user_id],
    );
    expect(rows[0]!.n).toBe(1);
    // a later request is a new generation, charged again
    await preview(ctx.app, user, jobId);
    expect(await available(ctx.app, user)).toBe(before - 20);
  });

  it('generates more kits at once than the database pool has connections, without waiting on itself', async () => {
    const users = await Promise.all(Array.from({ length: 12 }, () => kitUser(ctx.app, ctx.db)));
    const jobId = await indexJob(ctx.db);
    const answers = await Promise.all(
      users.map((user) => call(ctx.app, user, 'POST', '/api/agent/preview-kit', { wid: user.wid, job: { id: jobId } })),
    );
    // each user's engine work waits its turn; none waits for a database connection it holds itself
    expect(answers.map((a) => a.statusCode)).toEqual(users.map(() => 200));
  });

  it('refuses the free plan (403 PLAN_REQUIRED), a workspace without a resume and a balance under 10 (402 with needed and have)', async () => {
    const jobId = await indexJob(ctx.db);
    const free = await kitUser(ctx.app, ctx.db, { plan: 'free' });
    const plan = errorOf(
      await call(ctx.app, free, 'POST', '/api/agent/preview-kit', { wid: free.wid, job: { id: jobId } }),
      403,
    );
    expect(plan.code).toBe('PLAN_REQUIRED');

    const noResume = await kitUser(ctx.app, ctx.db, { resume: null });
    const before = await available(ctx.app, noResume);
    const missing = errorOf(
      await call(ctx.app, noResume, 'POST', '/api/agent/preview-kit', { wid: noResume.wid, job: { id: jobId } }),
      422,
    );
    expect(missing.detail).toBe('Resume required to generate kit');
    expect(await available(ctx.app, noResume)).toBe(before);

    const poor = await kitUser(ctx.app, ctx.db);
    // hold credits until 5 are left
    const start = await available(ctx.app, poor);
    for (let left = start; left > 5; left -= 1)
      await call(ctx.app, poor, 'POST', '/api/credits/reserve', { module_key: 'Module 1' });
    const short = errorOf(
      await call(ctx.app, poor, 'POST', '/api/agent/preview-kit', { wid: poor.wid, job: { id: jobId } }),
      402,
    );
    expect(short).toMatchObject({ code: 'INSUFFICIENT_CREDITS', needed: 10, have: 5 });
  });

  it('answers 400 with the error body for bad bodies, and 404 for a job not in the index', async () => {
    const user = await kitUser(ctx.app, ctx.db);
    for (const body of [
      {},
      { wid: user.wid },
      { wid: user.wid, job: {} },
      { wid: user.wid, job: { id: 'x'.repeat(201) } },
      { wid: user.wid, job: { id: 'a\u0000b' } },
    ]) {
      expect(errorOf(await call(ctx.app, user, 'POST', '/api/agent/preview-kit', body), 400).code).toBe(
        'VALIDATION_ERROR',
      );
    }
    expect(
      errorOf(
        await call(ctx.app, user, 'POST', '/api/agent/preview-kit', { wid: user.wid, job: { id: 'dev:nope' } }),
        404,
      ).detail,
    ).toMatch(/no longer in the index/);
    expect(
      errorOf(
        await call(ctx.app, user, 'POST', '/api/agent/finalize-kit', {
          wid: user.wid,
          preview_id: 'kp_x',
          cover_letter: '',
          resume_content: 'x',
        }),
        400,
      ).code,
    ).toBe('VALIDATION_ERROR');
  });

  it("answers 404 for another user's kit, preview and files, the same as for none", async () => {
    const owner = await kitUser(ctx.app, ctx.db);
    const other = await kitUser(ctx.app, ctx.db);
    const jobId = await indexJob(ctx.db);
    const kit = await preview(ctx.app, owner, jobId);
    expect((await finalize(ctx.app, owner, kit)).statusCode).toBe(200);

    errorOf(
      await call(ctx.app, other, 'POST', '/api/agent/finalize-kit', {
        wid: other.wid,
        preview_id: kit.preview_id,
        cover_letter: 'Hi',
        resume_content: 'Hi',
      }),
      404,
    );
    expect(
      errorOf(
        await call(ctx.app, other, 'POST', '/api/agent/finalize-kit', {
          wid: owner.wid,
          preview_id: kit.preview_id,
          cover_letter: 'Hi',
          resume_content: 'Hi',
        }),
        404,
      ).code,
    ).toBe('WID_NOT_FOUND');
    errorOf(await call(ctx.app, other, 'GET', `/api/agent/kits/${kit.kit_id}/resume.docx`), 404);
    errorOf(
      await call(ctx.app, other, 'GET', `/api/agent/kit?wid=${owner.wid}&job_id=${encodeURIComponent(jobId)}`),
      404,
    );
    expect(
      KitLookupResponseSchema.parse(
        (
          await call(ctx.app, other, 'GET', `/api/agent/kit?wid=${other.wid}&job_id=${encodeURIComponent(jobId)}`)
        ).json(),
      ).kit,
    ).toBeNull();
    errorOf(
      await call(ctx.app, other, 'POST', '/api/agent/apply-job', {
        wid: other.wid,
        job_id: jobId,
        kit_id: kit.kit_id,
        confirm: { job_id: jobId, destination: 'jobs@globex.example' },
      }),
      404,
    );
  });
});

const TECH_RESUME = `Sam Lee
sam.lee@example.com | Austin, TX

Experience
Backend Engineer, Initech
Mar 2020 - Present
- Built billing APIs in Python and Django
- Cut p99 latency by 40% by tuning Postgres indexes
- Automated deployments with Docker and GitHub Actions

Education
B.S. Computer Science, University of Texas, 2019

Skills
Python, Django, Git, Linux`;
const TECH_JOB = {
  title: 'Senior Backend Engineer',
  company: 'Hooli',
  location: 'Austin, TX',
  description: `Hooli builds payment software. Requirements:
- 5+ years building backend services in Python
- Strong PostgreSQL experience
- Docker in production
- Terraform`,
};
const resumePdfText = async (user: KitUser, kit: Kit) => {
  const pdf = await call(ctx.app, user, 'GET', kit.documents.find((d) => d.filename === 'resume.pdf')!.url);
  const read = await parsePdf(new Uint8Array(pdf.rawPayload));
  if (!read.ok) throw new Error(`resume.pdf unreadable: ${read.failure}`);
  return read.text.replace(/\s+/g, ' ');
};

describe("the kit's tailored resume (the engine's tailoring)", () => {
  it("uses the posting's word for a skill a line names and lists the skills the work lines show, each with its evidence, and prints them in the PDF", async () => {
    const user = await kitUser(ctx.app, ctx.db, { resume: TECH_RESUME });
    const kit = await preview(ctx.app, user, await indexJob(ctx.db, TECH_JOB));
    const keyword = kit.tailored_resume_sections.find((c) => c.kind === 'keyword');
    expect(keyword).toMatchObject({
      original: 'Cut p99 latency by 40% by tuning Postgres indexes',
      tailored: 'Cut p99 latency by 40% by tuning PostgreSQL indexes',
      flagged: false,
      evidence: [{ text: 'Cut p99 latency by 40% by tuning Postgres indexes', where: 'Backend Engineer, Initech' }],
      requirement: 'Strong PostgreSQL experience',
    });
    expect(keyword!.reasons[0]).toMatch(/The posting says 'PostgreSQL' where this line says 'Postgres'/);
    const added = kit.tailored_resume_sections.find((c) => c.kind === 'add-skills');
    expect(added?.tailored.split(', ').slice(4)).toEqual(expect.arrayContaining(['Docker', 'PostgreSQL']));
    for (const e of added!.evidence!) expect(TECH_RESUME).toContain(e.text);
    // the tool the posting asks for that the resume does not show is named, never added
    expect(kit.not_shown).toEqual(['Terraform']);
    expect(kit.resume_content).not.toMatch(/Terraform/);
    expect(kit.resume_content).toContain('Cut p99 latency by 40% by tuning PostgreSQL indexes');
    expect(kit.resume_content).toMatch(/Python, Django, Git, Linux, (Docker, PostgreSQL|PostgreSQL, Docker)/);
    expect(kit.flags).toEqual([]);

    const res = await finalize(ctx.app, user, kit);
    expect(res.statusCode, res.body).toBe(200);
    const ready = KitSchema.parse(res.json());
    expect(ready.tailored_resume_sections.map((c) => c.kind).sort()).toEqual(
      kit.tailored_resume_sections.map((c) => c.kind).sort(),
    );
    expect(ready.summary).toMatch(/ and 2 resume changes; /);
    const text = await resumePdfText(user, ready);
    expect(text).toContain('tuning PostgreSQL indexes');
    expect(text).not.toContain('Postgres indexes');
    expect(text).toMatch(/Docker, PostgreSQL|PostgreSQL, Docker/);
    expect(text).not.toContain('Terraform');
  });

  it('keeps the resume as it is, and says so, when there is nothing to tailor for the job', async () => {
    const bakery =
      'Pat Kim\npat.kim@example.com | Denver, CO\n\nExperience\nPastry Chef, Blue Door Bakery\n2018 - Present\n- Baked 200 loaves a day for the morning shift\n\nSkills\nBaking';
    const user = await kitUser(ctx.app, ctx.db, { resume: bakery });
    const kit = await preview(
      ctx.app,
      user,
      await indexJob(ctx.db, {
        title: 'Line Cook',
        company: 'Hooli Cafe',
        location: 'Denver, CO',
        description: 'We need a line cook. Requirements:\n- Food safety certification\n- Weekend availability',
      }),
    );
    expect(kit.tailored_resume_sections).toEqual([]);
    // word for word the workspace's resume (as it was stored, its bullets normalized)
    const stored = await ctx.db.query<{ cv_text: string }>('SELECT cv_text FROM workspaces WHERE id = $1', [user.wid]);
    expect(kit.resume_content).toBe(stored.rows[0]!.cv_text.trim());
    expect(kit.resume_content).toContain('Baked 200 loaves a day');
    const ready = KitSchema.parse((await finalize(ctx.app, user, kit)).json());
    expect(ready.summary).toContain('your resume as it is (nothing in it to tailor for this job)');
    expect(await resumePdfText(user, ready)).toContain('Baked 200 loaves a day for the morning shift');
  });
});

describe('a failed generation', () => {
  it('releases the 10 credits it held', async () => {
    const user = await kitUser(ctx.app, ctx.db);
    const jobId = await indexJob(ctx.db);
    const credits = createCreditsService({
      db: ctx.db,
      repo: createCreditsRepository,
      clock: { now: () => new Date() },
    });
    const log = { error: () => undefined, warn: () => undefined };
    const kits = createKitsService({
      db: ctx.db,
      repo: createKitsRepository,
      clock: { now: () => new Date() },
      credits,
      log,
      printer: null,
      mailer: { send: async () => ({ id: 0, status: 'logged' }) },
      engine: {
        writeKit: async () => {
          throw new Error('engine down');
        },
        checkClaims: async () => [],
        readResume: async () => {
          throw new Error('unused');
        },
      },
      jobs: {
        findById: async (id) =>
          (
            await ctx.db.query<KitJob & { closed_at: Date | null }>(
              'SELECT id, title, company, location, description, apply_url, contact_email, is_demo, closed_at FROM jobs WHERE id = $1',
              [id],
            )
          ).rows[0] ?? null,
      },
      applications: {
        create: async () => {
          throw new Error('unused');
        },
        setStatus: async () => {
          throw new Error('unused');
        },
        recordLinkOpened: async () => {
          throw new Error('unused');
        },
      },
    });
    const before = await available(ctx.app, user);
    await expect(kits.preview(user.user_id, { wid: user.wid, job: { id: jobId } })).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      message: expect.stringMatching(/^Failed to generate preview/),
    });
    expect(await available(ctx.app, user)).toBe(before);
    const { rows } = await ctx.db.query<{ status: string }>(
      `SELECT status FROM credit_runs WHERE user_id = $1 AND module_key = 'kit'`,
      [user.user_id],
    );
    expect(rows.map((r) => r.status)).toEqual(['released']);
  });
});
