import { CommitCreditsResponseSchema, ReleaseCreditsResponseSchema } from '@cp/contracts';
import { describe, expect, it } from 'vitest';
import { creditCalls, creditsServiceFor, expectLedgerConsistent, MINUTE } from '../../../test/credit-helpers.ts';
import { clockedAppForFile, errorOf } from '../../../test/file-app.ts';
import { signUp } from '../../../test/test-app.ts';
import { setPlan } from '../../../test/workspace-helpers.ts';

const { ctx, clock } = clockedAppForFile();
const { post, credits, reserve } = creditCalls(ctx);

describe('reserve, commit and release', () => {
  it('holds the cost, then commits it once; a second commit is an idempotent answer', async () => {
    const user = await signUp(ctx.app);
    const hold = await reserve(user.id_token, { module_key: 'Module 1' });
    expect(hold).toMatchObject({
      module_key: 'Module 1',
      held: 1,
      balances: { total: 10, allowance: 9, topup: 0, held: 1, available: 9 },
    });
    expect(hold.run_id).toMatch(/^cr_/);
    expect(new Date(hold.expires_at).getTime()).toBe(clock.now().getTime() + 15 * MINUTE);
    expect(await credits(user.id_token)).toMatchObject({ held: 1, on_hold: 1, available: 9, total: 10 });

    const first = CommitCreditsResponseSchema.parse(
      (await post(user.id_token, '/api/credits/commit', { run_id: hold.run_id, module_key: 'Module 1' })).json(),
    );
    expect(first).toMatchObject({
      status: 'committed',
      charged: 1,
      already_committed: false,
      balances: { total: 9, held: 0, available: 9 },
    });
    const again = CommitCreditsResponseSchema.parse(
      (await post(user.id_token, '/api/credits/commit', { run_id: hold.run_id, module_key: 'Module 1' })).json(),
    );
    expect(again).toMatchObject({ status: 'committed', charged: 1, already_committed: true, balances: { total: 9 } });

    // Release after commit: no error, nothing released, says it was committed.
    const release = ReleaseCreditsResponseSchema.parse(
      (await post(user.id_token, '/api/credits/release', { run_id: hold.run_id })).json(),
    );
    expect(release).toMatchObject({
      status: 'committed',
      released: 0,
      message: 'This run was already committed; nothing was released.',
      balances: { total: 9 },
    });
    await expectLedgerConsistent(ctx.db, user.user_id);
  });

  it('gives a hold back on release; releasing again changes nothing; commit after release is 409', async () => {
    const user = await signUp(ctx.app);
    const hold = await reserve(user.id_token, { module_key: 'Module 2', action: 'analyze' });
    const released = ReleaseCreditsResponseSchema.parse(
      (await post(user.id_token, '/api/credits/release', { run_id: hold.run_id })).json(),
    );
    expect(released).toMatchObject({
      status: 'released',
      released: 1,
      balances: { total: 10, available: 10, held: 0 },
    });
    const twice = ReleaseCreditsResponseSchema.parse(
      (await post(user.id_token, '/api/credits/release', { run_id: hold.run_id })).json(),
    );
    expect(twice).toMatchObject({ status: 'released', released: 0 });
    const commit = errorOf(
      await post(user.id_token, '/api/credits/commit', { run_id: hold.run_id, module_key: 'Module 2' }),
      409,
    );
    expect(commit).toMatchObject({
      code: 'CONFLICT',
      detail: 'This hold was already released; nothing was charged.',
      run_status: 'released',
    });
    await expectLedgerConsistent(ctx.db, user.user_id);
  });

  it("refuses another user's run and a commit for a different module", async () => {
    const owner = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const hold = await reserve(owner.id_token, { module_key: 'Module 3' });
    expect(
      errorOf(await post(other.id_token, '/api/credits/commit', { run_id: hold.run_id, module_key: 'Module 3' }), 404)
        .code,
    ).toBe('NOT_FOUND');
    expect(errorOf(await post(other.id_token, '/api/credits/release', { run_id: hold.run_id }), 404).code).toBe(
      'NOT_FOUND',
    );
    expect(
      errorOf(await post(owner.id_token, '/api/credits/commit', { run_id: hold.run_id, module_key: 'Module 5' }), 409)
        .detail,
    ).toBe('This run was reserved for Module 3, not Module 5.');
  });

  it('answers 402 INSUFFICIENT_CREDITS with needed, have and the spec text when the credits run out', async () => {
    const user = await signUp(ctx.app);
    for (let i = 0; i < 10; i += 1) {
      const hold = await reserve(user.id_token, { module_key: 'Module 1' });
      await post(user.id_token, '/api/credits/commit', { run_id: hold.run_id, module_key: 'Module 1' });
    }
    const refused = errorOf(await post(user.id_token, '/api/credits/reserve', { module_key: 'Module 1' }), 402);
    expect(refused).toMatchObject({
      code: 'INSUFFICIENT_CREDITS',
      needed: 1,
      have: 0,
      detail: 'Module requires 1 credit but you have 0. Please upgrade to continue.',
      balances: { total: 0, allowance: 0, topup: 0, held: 0, available: 0 },
    });
    await setPlan(ctx.db, user.user_id, 'pro');
    // Pro starts a new period with 300; a 15-minute live interview needs 15.
    expect((await credits(user.id_token)).available).toBe(300);
    const interview = await reserve(user.id_token, { module_key: 'Module 8', minutes: 15 });
    expect(interview.held).toBe(15);
    await expectLedgerConsistent(ctx.db, user.user_id);
  });

  it('uses the plural in the 402 text and counts held credits out of what the user has', async () => {
    const user = await signUp(ctx.app);
    await setPlan(ctx.db, user.user_id, 'pro');
    const service = creditsServiceFor(ctx.db, clock);
    await service.getCredits(user.user_id);
    await ctx.db.query('UPDATE credit_accounts SET allowance = 0 WHERE user_id = $1', [user.user_id]);
    // The cached row was changed behind the ledger's back: the check must notice it.
    expect(await service.checkLedger(user.user_id)).toHaveLength(1);
    await ctx.db.query('UPDATE credit_accounts SET allowance = 300 WHERE user_id = $1', [user.user_id]);
    expect(await service.checkLedger(user.user_id)).toEqual([]);
    for (let i = 0; i < 20; i += 1) await reserve(user.id_token, { module_key: 'Module 8', minutes: 15 });
    const refused = errorOf(await post(user.id_token, '/api/credits/reserve', { module_key: 'kit' }), 402);
    expect(refused).toMatchObject({
      needed: 10,
      have: 0,
      detail: 'Module requires 10 credits but you have 0. Please upgrade to continue.',
      balances: { held: 300, total: 300 },
    });
  });

  it('keeps pro-only modules and kits from the free plan (403 PLAN_REQUIRED with the module reason)', async () => {
    const user = await signUp(ctx.app);
    for (const [key, reason] of [
      ['Module 4', 'module_4'],
      ['Module 7', 'module_7'],
      ['Module 9', 'module_9'],
      ['kit', 'kit'],
    ] as const) {
      expect(errorOf(await post(user.id_token, '/api/credits/reserve', { module_key: key }), 403)).toMatchObject({
        code: 'PLAN_REQUIRED',
        reason,
      });
    }
    expect(
      errorOf(await post(user.id_token, '/api/credits/reserve', { module_key: 'Module 8', minutes: 5 }), 403).reason,
    ).toBe('module_8');
  });

  it('validates the body: module keys, and 5, 10 or 15 minutes for the live interview', async () => {
    const user = await signUp(ctx.app);
    await setPlan(ctx.db, user.user_id, 'pro');
    expect(errorOf(await post(user.id_token, '/api/credits/reserve', { module_key: 'Module 10' }), 400).code).toBe(
      'VALIDATION_ERROR',
    );
    expect(errorOf(await post(user.id_token, '/api/credits/reserve', { module_key: 'Module 8' }), 400).detail).toBe(
      'minutes must be one of 5, 10, 15 for Module 8.',
    );
    expect(
      errorOf(await post(user.id_token, '/api/credits/reserve', { module_key: 'Module 8', minutes: 7 }), 400).code,
    ).toBe('VALIDATION_ERROR');
    expect(
      errorOf(await post(user.id_token, '/api/credits/commit', { run_id: '', module_key: 'Module 1' }), 400).code,
    ).toBe('VALIDATION_ERROR');
  });
});

describe('withCredits', () => {
  it('commits when the operation succeeds, releases when it throws, and refuses before running without credits', async () => {
    const user = await signUp(ctx.app);
    const service = creditsServiceFor(ctx.db, clock);
    expect(
      await service.withCredits({ userId: user.user_id, moduleKey: 'Module 1' }, async (hold) => `done ${hold.held}`),
    ).toBe('done 1');
    await expect(
      service.withCredits({ userId: user.user_id, moduleKey: 'Module 2' }, async () => {
        throw new Error('engine failed');
      }),
    ).rejects.toThrow('engine failed');
    expect((await service.getCredits(user.user_id)).balances).toMatchObject({ available: 9, held: 0 });
    let ran = false;
    await expect(
      service.withCredits({ userId: user.user_id, moduleKey: 'Module 3', cost: 50 }, async () => {
        ran = true;
      }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_CREDITS', context: { needed: 50, have: 9 } });
    expect(ran).toBe(false);
    await expectLedgerConsistent(ctx.db, user.user_id);
  });
});
