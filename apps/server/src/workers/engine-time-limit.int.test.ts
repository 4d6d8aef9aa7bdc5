import { CreditsResponseSchema, ErrorBodySchema } from '@cp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerConsistent } from '../../test/credit-helpers.ts';
import { bearer, createTestApp, signUp, type TestContext } from '../../test/test-app.ts';
import { countRuns, defaultWorkspace } from '../../test/workspace-helpers.ts';
import { POSTING, RESUME } from '../modules/analysis/analysis-fixtures.ts';
import { engineTimeoutMessage } from './engine-pool.ts';

// The analysis engine runs in the engine pool with a hard time limit (docs/decisions/015). The limit is
// set far below what the engine spends on this 100,000-character text (a line of 'x' per line: about
// 0.2 s to read as a resume, 1.7 s for Module 5), so the job is stopped every time; the request thread
// stays free meanwhile.
const LARGEST = 'x\n'.repeat(50_000);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ enginePool: { timeoutMs: 20 } });
});
afterAll(async () => ctx.close());

function errorOf(res: { statusCode: number; json(): unknown }, status: number) {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
  return ErrorBodySchema.parse(res.json());
}

describe('the analysis engine past its time limit', () => {
  it('answers 422 with a message on /api/parse-resume, and the server answers other requests meanwhile', async () => {
    const user = await signUp(ctx.app);
    let settled = false;
    const slow = ctx.app
      .inject({ method: 'POST', url: '/api/parse-resume', headers: bearer(user.id_token), payload: { text: LARGEST } })
      .then((res) => {
        settled = true;
        return res;
      });
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(settled).toBe(false);
    const err = errorOf(await slow, 422);
    expect(err).toMatchObject({ code: 'UNPROCESSABLE', detail: engineTimeoutMessage });
  });

  it('answers 422 on an analysis run and releases the credit hold: nothing charged, nothing stored', async () => {
    const user = await signUp(ctx.app);
    const wid = await defaultWorkspace(ctx.app, user.id_token);
    for (const [url, payload] of [
      ['/api/modules/update-cv-text', { wid, cv_text: RESUME }],
      ['/api/modules/update-jd-text', { wid, jd_text: POSTING }],
    ] as const) {
      expect((await ctx.app.inject({ method: 'POST', url, headers: bearer(user.id_token), payload })).statusCode).toBe(
        200,
      );
    }
    const credits = async () =>
      CreditsResponseSchema.parse(
        (await ctx.app.inject({ method: 'GET', url: '/api/credits', headers: bearer(user.id_token) })).json(),
      ).balances;
    const before = await credits();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/modules/process',
      headers: bearer(user.id_token),
      payload: { module: 'Module 5', wid, cv_text: LARGEST, jd_text: LARGEST },
    });
    expect(errorOf(res, 422)).toMatchObject({ code: 'UNPROCESSABLE', detail: engineTimeoutMessage });
    expect(await credits()).toEqual(before);
    expect(await countRuns(ctx.db, wid)).toBe(0);
    const { rows } = await ctx.db.query<{ status: string }>('SELECT status FROM credit_runs WHERE user_id = $1', [
      user.user_id,
    ]);
    expect(rows).toEqual([{ status: 'released' }]);
    await expectLedgerConsistent(ctx.db, user.user_id);
  });
});
