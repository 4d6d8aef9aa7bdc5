import { ErrorBodySchema, ScrapeJobResponseSchema, WorkspaceDetailSchema } from '@cp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobPageServer, type JobPageServer } from '../../../test/job-pages.ts';
import { bearer, createTestApp, signUp, type TestContext } from '../../../test/test-app.ts';
import { countRuns, defaultWorkspace, insertRun } from '../../../test/workspace-helpers.ts';

let pages: JobPageServer;
let ctx: TestContext;
let strict: TestContext;
beforeAll(async () => {
  pages = await startJobPageServer();
  // The page server is on loopback: only the explicit test flag lets the scraper reach it.
  [ctx, strict] = await Promise.all([createTestApp({ env: { SCRAPE_ALLOW_PRIVATE: 'true' } }), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([ctx?.close(), strict?.close(), pages?.close()]);
});

async function setUp(app: TestContext) {
  const user = await signUp(app.app);
  return { user, wid: await defaultWorkspace(app.app, user.id_token) };
}

const scrape = (app: TestContext, token: string, payload: object) =>
  app.app.inject({ method: 'POST', url: '/api/modules/scrape-job-description', headers: bearer(token), payload });

describe('POST /api/modules/scrape-job-description', () => {
  it('imports a JSON-LD job posting, saves it as the job text and clears module outputs', async () => {
    const { user, wid } = await setUp(ctx);
    await insertRun(ctx.db, { wid, userId: user.user_id, module: 'Module 2', result: 'old job analysis' });
    const res = await scrape(ctx, user.id_token, { wid, url: `${pages.origin}/json-ld`, user_id: user.user_id });
    expect(res.statusCode).toBe(200);
    const body = ScrapeJobResponseSchema.parse(res.json());
    expect(body).toMatchObject({
      message: 'Job description scraped.',
      source: 'json-ld',
      title: 'Senior Backend Engineer',
      company: 'Acme GmbH',
      changed: true,
    });
    expect(body.jd_text).toMatch(/^Senior Backend Engineer\nAcme GmbH\n/);
    const detail = WorkspaceDetailSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/workspaces/${wid}`, headers: bearer(user.id_token) })).json(),
    );
    expect(detail.jd_content).toBe(body.jd_text);
    expect(await countRuns(ctx.db, wid)).toBe(0);
  });

  it("falls back to the page's main text", async () => {
    const { user, wid } = await setUp(ctx);
    const body = ScrapeJobResponseSchema.parse(
      (await scrape(ctx, user.id_token, { wid, url: `${pages.origin}/article` })).json(),
    );
    expect(body.source).toBe('readability');
    expect(body.jd_text).toContain('• Strong SQL');
  });

  it('refuses pages without usable text, redirect loops and oversized pages, leaving the job text unchanged', async () => {
    const { user, wid } = await setUp(ctx);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/modules/update-jd-text',
      headers: bearer(user.id_token),
      payload: { wid, jd_text: 'Pasted job' },
    });
    const cases: Array<[string, number, string | RegExp]> = [
      ['/empty', 422, 'This page has no usable job description text. Paste it instead.'],
      ['/loop', 502, 'This page redirects too many times.'],
      ['/huge', 422, /too large to read/],
      ['/pdf', 415, /not a web page/],
    ];
    for (const [path, status, detail] of cases) {
      const res = await scrape(ctx, user.id_token, { wid, url: `${pages.origin}${path}` });
      expect(res.statusCode, path).toBe(status);
      expect(ErrorBodySchema.parse(res.json()).detail, path).toEqual(
        typeof detail === 'string' ? detail : expect.stringMatching(detail),
      );
    }
    const detail = WorkspaceDetailSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/workspaces/${wid}`, headers: bearer(user.id_token) })).json(),
    );
    expect(detail.jd_content).toBe('Pasted job');
  });

  it('refuses hostile pages with a 422 the user can act on, while the server keeps answering other requests', async () => {
    const { user, wid } = await setUp(ctx);
    for (const path of ['/many-paragraphs', '/bold-json-ld']) {
      const order: string[] = [];
      const served = pages.served(path);
      const importing = scrape(ctx, user.id_token, { wid, url: `${pages.origin}${path}` }).then((res) => {
        order.push('import');
        return res;
      });
      // Once the page is on its way, a health check must not wait for the page to be read.
      await served;
      const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      order.push('health');
      const res = await importing;
      expect(health.statusCode).toBe(200);
      expect(order, path).toEqual(['health', 'import']);
      expect(res.statusCode, path).toBe(422);
      expect(ErrorBodySchema.parse(res.json()).detail, path).toBe(
        'This page is too large or complex to read; paste the posting text instead.',
      );
    }
  });

  it('refuses links that are not http(s)', async () => {
    const { user, wid } = await setUp(ctx);
    for (const url of ['file:///etc/passwd', 'gopher://127.0.0.1/', 'not a link', '']) {
      const res = await scrape(ctx, user.id_token, { wid, url });
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('without the test flag, never fetches loopback, private or metadata addresses', async () => {
    const { user, wid } = await setUp(strict);
    pages.hits.clear();
    for (const url of [
      `${pages.origin}/json-ld`,
      'http://localhost:9/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
      'http://10.0.0.1/',
    ]) {
      const res = await scrape(strict, user.id_token, { wid, url });
      expect(res.statusCode, url).toBe(400);
      expect(ErrorBodySchema.parse(res.json()).detail).toBe(
        'This link points to a private or local network address, which cannot be fetched.',
      );
    }
    expect(pages.hits.size).toBe(0);
  });
});
