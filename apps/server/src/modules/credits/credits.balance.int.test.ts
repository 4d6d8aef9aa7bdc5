import { CreditsResponseSchema, RecordUsageResponseSchema, UserStatsResponseSchema } from '@cp/contracts';
import { describe, expect, it } from 'vitest';
import {
  addTopUp,
  creditCalls,
  creditsServiceFor,
  DAY,
  expectLedgerConsistent,
  MINUTE,
} from '../../../test/credit-helpers.ts';
import { clockedAppForFile, errorOf } from '../../../test/file-app.ts';
import { signUp } from '../../../test/test-app.ts';
import { setPlan } from '../../../test/workspace-helpers.ts';
import { addMonths } from './credit-periods.ts';

const { ctx, clock } = clockedAppForFile();
const { post, get, credits, reserve } = creditCalls(ctx);

describe('GET /api/credits', () => {
  it("grants a new free user's monthly allowance on the first read and answers every field of the spec's Credits response", async () => {
    const user = await signUp(ctx.app);
    clock.set(new Date());
    const res = await get(user.id_token, '/api/credits');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = CreditsResponseSchema.parse(res.json());
    expect(body).toMatchObject({
      total: 10,
      balance: 10,
      available: 10,
      held: 0,
      on_hold: 0,
      balances: { total: 10, allowance: 10, topup: 0, held: 0, available: 10 },
      monthly_allowance: 10,
      allowance_granted: 10,
      plan: 'free',
      costs: {
        'Module 1': 1,
        'Module 2': 1,
        'Module 3': 1,
        'Module 4': 1,
        'Module 5': 1,
        'Module 6': 1,
        'Module 7': 1,
        'Module 8': 1,
        'Module 9': 1,
        kit: 10,
      },
      interview_live: { 5: 5, 10: 10, 15: 15 },
      topup_packs: [
        { id: 'topup_100', credits: 100, price_usd: 5 },
        { id: 'topup_500', credits: 500, price_usd: 20 },
      ],
    });
    const { rows } = await ctx.db.query<{ created_at: Date }>('SELECT created_at FROM users WHERE id = $1', [
      user.user_id,
    ]);
    expect(body.next_reset_at).toBe(addMonths(rows[0]!.created_at, 1).toISOString());
    expect(body.next_reset_ts).toBe(Math.floor(addMonths(rows[0]!.created_at, 1).getTime() / 1000));
    // A second read grants nothing more.
    expect((await credits(user.id_token)).total).toBe(10);
    const ledger = await ctx.db.query('SELECT kind FROM credit_ledger WHERE user_id = $1', [user.user_id]);
    expect(ledger.rows).toEqual([{ kind: 'grant' }]);
  });

  it('grants the allowance once when the first reads arrive together', async () => {
    const user = await signUp(ctx.app);
    const all = await Promise.all(Array.from({ length: 8 }, () => credits(user.id_token)));
    expect(all.every((c) => c.total === 10)).toBe(true);
    await expectLedgerConsistent(ctx.db, user.user_id);
  });

  it('requires a signed-in user', async () => {
    expect(errorOf(await ctx.app.inject({ method: 'GET', url: '/api/credits' }), 401).code).toBe('UNAUTHENTICATED');
  });
});

describe('allowance and top-ups', () => {
  it('spends the allowance first, then top-ups; a monthly reset expires the unused allowance but never top-ups', async () => {
    const user = await signUp(ctx.app);
    const service = creditsServiceFor(ctx.db, clock);
    await addTopUp(ctx.db, service, user.user_id, 100);
    expect(await credits(user.id_token)).toMatchObject({ balances: { allowance: 10, topup: 100, available: 110 } });
    const hold = await service.reserve({ userId: user.user_id, moduleKey: 'Module 1', cost: 12 });
    expect(hold.balances).toMatchObject({ allowance: 0, topup: 98, held: 12 });
    await service.commit(user.user_id, hold.run_id, 'Module 1');
    const small = await service.reserve({ userId: user.user_id, moduleKey: 'Module 1', cost: 3 });
    await service.release(user.user_id, small.run_id);

    const before = await service.getCredits(user.user_id);
    clock.set(new Date(new Date(before.next_reset_at).getTime() + 1000));
    // (A month later the access token has expired: the service is asked directly.)
    const after = await service.getCredits(user.user_id);
    expect(after).toMatchObject({ balances: { allowance: 10, topup: 98, held: 0 }, allowance_granted: 10 });
    expect(after.period_start_ts).toBe(before.next_reset_ts);
    expect(after.next_reset_ts).toBeGreaterThan(before.next_reset_ts + 27 * 86_400);
    const kinds = (
      await ctx.db.query<{ kind: string }>('SELECT kind FROM credit_ledger WHERE user_id = $1 ORDER BY id', [
        user.user_id,
      ])
    ).rows.map((r) => r.kind);
    expect(kinds).toEqual(['grant', 'topup', 'hold', 'commit', 'hold', 'release', 'grant']);
    await expectLedgerConsistent(ctx.db, user.user_id);
  });

  it('expires unused allowance at the reset (no roll-over) and releases old-period allowance without returning it', async () => {
    const user = await signUp(ctx.app);
    const service = creditsServiceFor(ctx.db, clock);
    const first = await service.getCredits(user.user_id);
    const resetAt = new Date(first.next_reset_at).getTime();
    clock.set(new Date(resetAt - 5 * MINUTE));
    const hold = await service.reserve({ userId: user.user_id, moduleKey: 'Module 1', cost: 4 });
    expect(hold.balances).toMatchObject({ allowance: 6, held: 4 });
    // The hold is released after the period ended (but before it expired): its allowance belonged to the old month.
    clock.set(new Date(resetAt + MINUTE));
    const released = await service.release(user.user_id, hold.run_id);
    expect(released.balances).toMatchObject({ allowance: 10, held: 0, topup: 0 });
    const kinds = (
      await ctx.db.query<{ kind: string; allowance: number }>(
        'SELECT kind, allowance FROM credit_ledger WHERE user_id = $1 ORDER BY id',
        [user.user_id],
      )
    ).rows;
    expect(kinds).toEqual([
      { kind: 'grant', allowance: 10 },
      { kind: 'hold', allowance: -4 },
      { kind: 'reset', allowance: -6 },
      { kind: 'grant', allowance: 10 },
      { kind: 'release', allowance: 4 },
      { kind: 'reset', allowance: -4 },
    ]);
    await expectLedgerConsistent(ctx.db, user.user_id);
  });

  it('runs the monthly sweep for accounts nobody reads', async () => {
    const user = await signUp(ctx.app);
    const service = creditsServiceFor(ctx.db, clock);
    const first = await service.getCredits(user.user_id);
    await service.reserve({ userId: user.user_id, moduleKey: 'Module 1' });
    clock.set(new Date(new Date(first.next_reset_at).getTime() + 60 * DAY));
    expect(await service.resetDueAllowances()).toBeGreaterThanOrEqual(1);
    const account = await expectLedgerConsistent(ctx.db, user.user_id);
    expect(account).toMatchObject({ allowance: 10, held_allowance: 0 });
    expect(account!.next_reset_at.getTime()).toBeGreaterThan(clock.now().getTime());
  });
});

describe('hold expiry', () => {
  it('releases a hold not settled within 15 minutes (the job run with an injected clock); a late commit is 409', async () => {
    const user = await signUp(ctx.app);
    const service = creditsServiceFor(ctx.db, clock);
    const hold = await service.reserve({ userId: user.user_id, moduleKey: 'Module 1' });
    const kept = await service.reserve({ userId: user.user_id, moduleKey: 'Module 2' });
    clock.advance(14 * MINUTE);
    await service.expireHolds();
    expect((await service.getCredits(user.user_id)).held).toBe(2);
    await service.commit(user.user_id, kept.run_id, 'Module 2');
    clock.advance(2 * MINUTE);
    expect(await service.expireHolds()).toBe(1);
    expect((await service.getCredits(user.user_id)).balances).toMatchObject({ held: 0, available: 9 });
    const late = errorOf(
      await post(user.id_token, '/api/credits/commit', { run_id: hold.run_id, module_key: 'Module 1' }),
      409,
    );
    expect(late.detail).toBe('This hold expired after 15 minutes and was released; nothing was charged.');
    await expectLedgerConsistent(ctx.db, user.user_id);
  });
});

describe('plan changes and the allowance', () => {
  it('free -> pro starts a period of 300; pro -> ultimate adds 700; ultimate -> pro takes 700 back but never below zero', async () => {
    const user = await signUp(ctx.app);
    const service = creditsServiceFor(ctx.db, clock);
    await service.withCredits({ userId: user.user_id, moduleKey: 'Module 1', cost: 4 }, async () => undefined);
    await setPlan(ctx.db, user.user_id, 'pro');
    clock.advance(DAY);
    const pro = await service.getCredits(user.user_id);
    expect(pro).toMatchObject({
      plan: 'pro',
      monthly_allowance: 300,
      allowance_granted: 300,
      balances: { allowance: 300 },
    });
    expect(pro.period_start_ts).toBe(Math.floor(clock.now().getTime() / 1000));
    await service.withCredits({ userId: user.user_id, moduleKey: 'Module 1', cost: 100 }, async () => undefined);
    clock.advance(DAY);
    await setPlan(ctx.db, user.user_id, 'ultimate');
    const ultimate = await service.getCredits(user.user_id);
    expect(ultimate).toMatchObject({ plan: 'ultimate', allowance_granted: 1000, balances: { allowance: 900 } });
    expect(ultimate.next_reset_ts).toBe(pro.next_reset_ts);
    await service.withCredits({ userId: user.user_id, moduleKey: 'Module 1', cost: 850 }, async () => undefined);
    await setPlan(ctx.db, user.user_id, 'pro');
    expect((await service.getCredits(user.user_id)).balances.allowance).toBe(0);
    // Back up again within the period: only what the downgrade took back returns.
    await setPlan(ctx.db, user.user_id, 'ultimate');
    expect((await service.getCredits(user.user_id)).balances.allowance).toBe(50);
    await expectLedgerConsistent(ctx.db, user.user_id);
  });
});

describe('record-usage and user-stats', () => {
  it('labels the committed export run, records free entries, and reports usage per module, remaining and the log newest first', async () => {
    const user = await signUp(ctx.app);
    await setPlan(ctx.db, user.user_id, 'pro');
    const run = async (key: string, action?: string) => {
      const hold = await reserve(user.id_token, { module_key: key, ...(action ? { action } : {}) });
      await post(user.id_token, '/api/credits/commit', { run_id: hold.run_id, module_key: key });
      clock.advance(1000);
      return hold.run_id;
    };
    await run('Module 1');
    await run('Module 1');
    const exportRun = await run('Module 7');
    const recorded = RecordUsageResponseSchema.parse(
      (await post(user.id_token, '/api/modules/record-usage', { module: 'Module 7', action: 'export' })).json(),
    );
    expect(recorded).toEqual({ message: 'Usage recorded.', recorded: 'run', run_id: exportRun });
    const byId = RecordUsageResponseSchema.parse(
      (
        await post(user.id_token, '/api/modules/record-usage', {
          module: 'Module 7',
          action: 'export',
          run_id: exportRun,
        })
      ).json(),
    );
    expect(byId.recorded).toBe('run');
    clock.advance(1000);
    const entry = RecordUsageResponseSchema.parse(
      (
        await post(user.id_token, '/api/modules/record-usage', {
          module: 'Module 6',
          action: 'feedback',
          user_id: user.user_id,
        })
      ).json(),
    );
    expect(entry).toMatchObject({ recorded: 'entry', run_id: null });
    expect(
      errorOf(
        await post(user.id_token, '/api/modules/record-usage', {
          module: 'Module 6',
          action: 'x',
          user_id: 'usr_someone_else',
        }),
        403,
      ).code,
    ).toBe('FORBIDDEN');
    clock.advance(1000);
    await run('kit');

    const res = await get(user.id_token, '/api/user-stats?page=1&page_size=5');
    expect(res.statusCode).toBe(200);
    const stats = UserStatsResponseSchema.parse(res.json());
    expect(stats.usage).toEqual({
      'Module 1': 2,
      'Module 2': 0,
      'Module 3': 0,
      'Module 4': 0,
      'Module 5': 0,
      'Module 6': 1,
      'Module 7': 1,
      'Module 8': 0,
      'Module 9': 0,
    });
    expect(stats.usage_credits['Module 1']).toBe(2);
    expect(stats.remaining).toBe(300 - 2 - 1 - 10);
    expect(stats.credits.balances.available).toBe(stats.remaining);
    expect(stats.subscription).toMatchObject({ package: 'pro', plan: 'pro', status: 'active' });
    expect(stats).toMatchObject({ trial_used: false, email_subscribed: false });
    expect(stats.usage_logs_page).toEqual({ page: 1, page_size: 5, total: 5, pages: 1 });
    expect(stats.usage_logs.map((l) => [l.module, l.action, l.credits, l.status])).toEqual([
      ['kit', null, 10, 'committed'],
      ['Module 6', 'feedback', 0, 'recorded'],
      ['Module 7', 'export', 1, 'committed'],
      ['Module 1', null, 1, 'committed'],
      ['Module 1', null, 1, 'committed'],
    ]);
    const page2 = UserStatsResponseSchema.parse(
      (await get(user.id_token, '/api/user-stats?page=2&page_size=2')).json(),
    );
    expect(page2.usage_logs.map((l) => l.module)).toEqual(['Module 7', 'Module 1']);
    expect(page2.usage_logs_page).toEqual({ page: 2, page_size: 2, total: 5, pages: 3 });
    expect(stats.usage_by_day).toHaveLength(30);
    expect(stats.usage_by_day.at(-1)).toEqual({ date: clock.now().toISOString().slice(0, 10), credits: 13 });
  });
});

describe('a deleted account', () => {
  it('answers its still-valid token with 401 Token verification failed', async () => {
    const user = await signUp(ctx.app);
    await ctx.db.query('DELETE FROM users WHERE id = $1', [user.user_id]);
    for (const res of [
      await get(user.id_token, '/api/credits'),
      await post(user.id_token, '/api/credits/reserve', { module_key: 'Module 1' }),
      await get(user.id_token, '/api/user-stats'),
    ]) {
      expect(errorOf(res, 401)).toMatchObject({ code: 'TOKEN_INVALID', detail: 'Token verification failed' });
    }
  });
});
