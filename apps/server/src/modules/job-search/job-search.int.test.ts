import {
  ErrorBodySchema,
  JobIndexStatusSchema,
  JobSearchResponseSchema,
  NormalizedQuerySchema,
  type AdvancedFilters,
  type NormalizedQuery,
} from '@cp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestContext } from '../../../test/test-app.ts';
import { defaultWorkspace, setPlan } from '../../../test/workspace-helpers.ts';

let ctx: TestContext;
let pro: { token: string; wid: string };
let free: { token: string; wid: string };

const RESUME = `Jane Roe
jane@example.com

Experience
Registered Nurse, Mercy Hospital
Jan 2016 - Dec 2023
- Cared for 6 patients a shift on a medical-surgical unit; charted in Epic Systems

Skills
Epic Systems, MEDITECH, Microsoft Excel, patient care`;

beforeAll(async () => {
  ctx = await createTestApp({ seedDemoJobs: true });
  for (const plan of ['pro', 'free'] as const) {
    const user = await signUp(ctx.app);
    const wid = await defaultWorkspace(ctx.app, user.id_token);
    if (plan === 'pro') await setPlan(ctx.db, user.user_id, 'pro');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/modules/update-cv-text',
      headers: bearer(user.id_token),
      payload: { wid, cv_text: RESUME },
    });
    if (plan === 'pro') pro = { token: user.id_token, wid };
    else free = { token: user.id_token, wid };
  }
}, 120_000);
afterAll(async () => ctx.close());

async function normalize(token: string, query: string): Promise<NormalizedQuery> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/agent/normalize-query',
    headers: bearer(token),
    payload: { query },
  });
  expect(res.statusCode, res.body).toBe(200);
  return NormalizedQuerySchema.parse(res.json());
}

async function search(
  token: string,
  normalized: NormalizedQuery,
  extra: { page?: number; wid?: string; filters?: Partial<AdvancedFilters> } = {},
) {
  const filters = {
    datePosted: normalized.freshness,
    remoteOnly: normalized.remote_mode === 'remote',
    employmentTypes: normalized.employment_types,
    radiusKm: 0,
    yearsExperience: { min: null, max: null },
    ...extra.filters,
  };
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/jobs/search',
    headers: bearer(token),
    payload: { normalized, filters, honor_filters: true, wid: extra.wid, page: extra.page ?? 1 },
  });
  expect(res.statusCode, res.body).toBe(200);
  return JobSearchResponseSchema.parse(res.json());
}

describe('the demo catalogue', () => {
  it('is indexed on an empty index, marked demo, and reported by the status page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/jobs/status' });
    const status = JobIndexStatusSchema.parse(res.json());
    expect(status.coverage.demo).toBe(true);
    expect(status.coverage.open_jobs).toBe(4000);
    expect(status.boards).toEqual([
      expect.objectContaining({ id: 'demo', is_demo: true, open_jobs: 4000, last_items: 4000 }),
    ]);
    const { rows } = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM jobs WHERE is_demo AND description LIKE $1',
      ['%demo listing%'],
    );
    expect(rows[0]!.n).toBe(4000);
  });
});

describe('the status answer', () => {
  it('carries an ETag, and answers 304 without a body to a client that holds it', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api/jobs/status' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await ctx.app.inject({ method: 'GET', url: '/api/jobs/status', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/api/jobs/status',
      headers: { 'if-none-match': 'W/"something-else"' },
    });
    expect(other.statusCode).toBe(200);
    expect(JobIndexStatusSchema.parse(other.json()).coverage.open_jobs).toBe(4000);
  });
});

describe('normalize-query', () => {
  it('reads the place against the gazetteer and the filters of the text', async () => {
    const q = await normalize(pro.token, 'registered nurse jobs in Austin, TX, full-time, posted this week');
    expect(q.location).toMatchObject({ name: 'Austin', region: 'TX', country: 'US' });
    expect(q.employment_types).toEqual(['FULLTIME']);
    expect(q.freshness).toBe('week');
    expect(q.occupation?.code).toBe('29-1141.00');
    expect(q.needs_clarification).toBe(false);
  });

  it('asks instead of guessing: no role, or a place it does not know', async () => {
    expect((await normalize(pro.token, 'remote jobs')).clarifying_questions[0]).toMatch(/What kind of role/);
    const q = await normalize(pro.token, 'nurse in Atlantis');
    expect(q.location).toBeNull();
    expect(q.clarifying_questions.join(' ')).toMatch(/Atlantis/);
  });

  it('refuses an empty query and a query with a NUL', async () => {
    for (const query of ['   ', 'nurse\u0000']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/agent/normalize-query',
        headers: bearer(pro.token),
        payload: { query },
      });
      expect(res.statusCode).toBe(400);
      ErrorBodySchema.parse(res.json());
    }
  });
});

describe('jobs/search', () => {
  it('returns pages of 20 ranked by fit with reasons, a snapshot of the whole match and the coverage', async () => {
    const q = await normalize(pro.token, 'registered nurse');
    const first = await search(pro.token, q, { wid: pro.wid });
    expect(first.jobs).toHaveLength(20);
    expect(first.locked).toBe(false);
    expect(first.has_more).toBe(true);
    expect(first.fit_available).toBe(true);
    const scores = first.jobs.map((j) => j.fit_score!);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(first.jobs[0]!.reasons.join(' ')).toMatch(/Same occupation|listed skills/);
    expect(first.jobs.every((j) => j.is_demo && j.flags.includes('demo'))).toBe(true);
    const { rows } = await ctx.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM jobs WHERE search @@ to_tsquery('english', 'registered & nurse')",
    );
    expect(first.snapshot.totalFound).toBe(rows[0]!.n);
    expect(first.snapshot.strongMatches).toBeGreaterThan(0);
    expect(first.snapshot.medianSalary?.currency).toBe('USD');
    expect(first.snapshot.payStatedCount).toBeLessThan(first.snapshot.totalFound);
    expect(first.coverage).toMatchObject({ demo: true, boards: 1, open_jobs: 4000 });
    const second = await search(pro.token, q, { wid: pro.wid, page: 2 });
    const ids = new Set(first.jobs.map((j) => j.id));
    expect(second.jobs.some((j) => ids.has(j.id))).toBe(false);
  });

  it('applies the Advanced filters: remote only, employment types, radius', async () => {
    const remote = await search(pro.token, await normalize(pro.token, 'software developer'), {
      filters: { remoteOnly: true },
    });
    expect(remote.jobs.length).toBeGreaterThan(0);
    expect(remote.jobs.every((j) => j.work_mode === 'remote')).toBe(true);
    expect(remote.snapshot.remoteCount).toBe(remote.snapshot.totalFound);
    const near = await search(pro.token, await normalize(pro.token, 'registered nurse in Dallas, TX'), {
      filters: { radiusKm: 60, employmentTypes: ['FULLTIME'] },
    });
    expect(near.jobs.length).toBeGreaterThan(0);
    expect(
      near.jobs.every((j) => j.employment_type === 'FULLTIME' && j.distance_km !== null && j.distance_km <= 60),
    ).toBe(true);
    expect(near.jobs.some((j) => j.location === 'Fort Worth, TX' || j.location === 'Dallas, TX')).toBe(true);
  });

  it('loosens a query that matches nothing, in order, and says what it loosened', async () => {
    const q = await normalize(pro.token, 'registered nurse in Boise posted today');
    const res = await search(pro.token, q, { filters: { employmentTypes: ['INTERN'] } });
    expect(res.jobs.length).toBeGreaterThan(0);
    expect(res.phases).toContain('relaxing');
    expect(res.relaxed[0]).toMatch(/Widened the date from the last 24 hours to any time/);
    expect(res.relaxed.length).toBeGreaterThan(1);
  });

  it('falls back to some of the words when no job has all of them', async () => {
    const res = await search(pro.token, await normalize(pro.token, 'registered nurse zzyzxwords'));
    expect(res.phases).toContain('fallback');
    expect(res.jobs[0]!.source).toBe('fallback');
    expect(res.relaxed.join(' ')).toMatch(/some of them/);
  });

  it('shows a free user 3 jobs, the real count, and how many are blurred', async () => {
    const res = await search(free.token, await normalize(free.token, 'registered nurse'), { wid: free.wid, page: 2 });
    expect(res.locked).toBe(true);
    expect(res.jobs).toHaveLength(3);
    expect(res.preview_count).toBe(6);
    expect(res.has_more).toBe(false);
    expect(res.page).toBe(1);
    expect(res.snapshot.totalFound).toBeGreaterThan(9);
  });

  it("refuses another user's workspace and an anonymous caller", async () => {
    const q = await normalize(pro.token, 'nurse');
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/jobs/search',
      headers: bearer(pro.token),
      payload: { normalized: q, wid: free.wid },
    });
    expect(other.statusCode).toBe(404);
    expect(ErrorBodySchema.parse(other.json()).code).toBe('WID_NOT_FOUND');
    const anon = await ctx.app.inject({ method: 'POST', url: '/api/jobs/search', payload: { normalized: q } });
    expect(anon.statusCode).toBe(401);
  });
});
