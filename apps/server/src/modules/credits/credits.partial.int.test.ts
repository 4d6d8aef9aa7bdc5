import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addTopUp,
  createTestClock,
  creditsServiceFor,
  expectLedgerConsistent,
  insertUser,
  MINUTE,
  type TestClock,
} from '../../../test/credit-helpers.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-app.ts';
import { AppError } from '../../http/app-error.ts';
import { createCreditsRepository } from './credits.repository.ts';
import type { CreditsService } from './credits.service.ts';

let database: TestDatabase;
let clock: TestClock;
let service: CreditsService;
beforeAll(async () => {
  database = await createTestDatabase();
  clock = createTestClock();
  service = creditsServiceFor(database.db, clock);
});
afterAll(async () => database?.drop());

const ledgerKinds = async (runId: string) =>
  (
    await database.db.query<{ kind: string; spent: number }>(
      'SELECT kind, spent FROM credit_ledger WHERE run_id = $1 ORDER BY id',
      [runId],
    )
  ).rows;

describe('a partial commit (a live interview charges the minutes used)', () => {
  it('charges the part used and gives the rest back, one ledger row each', async () => {
    const userId = await insertUser(database.db, { plan: 'pro' });
    const before = await service.getCredits(userId);
    const hold = await service.reserve({ userId, moduleKey: 'Module 8', minutes: 10 });
    expect(hold.held).toBe(10);
    const done = await service.commitPartial(userId, hold.run_id, 'Module 8', 3);
    expect(done).toMatchObject({ charged: 3, released: 7, already_settled: false });
    expect(done.balances.available).toBe(before.available - 3);
    expect(done.balances.held).toBe(0);
    expect((await ledgerKinds(hold.run_id)).map((r) => r.kind)).toEqual(['hold', 'commit', 'release']);
    const account = await expectLedgerConsistent(database.db, userId);
    expect(account?.spent).toBe(3);
    const report = await service.usageReport(userId, await service.currentAccount(userId), { page: 1, pageSize: 10 });
    expect(report.usageLogs[0]).toMatchObject({ module: 'Module 8', credits: 3, status: 'committed' });
    expect(report.usageCredits['Module 8']).toBe(3);
  });

  it('charges the allowance first and returns top-ups first when a hold spans both', async () => {
    const userId = await insertUser(database.db, { plan: 'pro' });
    const pro = await service.getCredits(userId);
    // spend all but 2 of the allowance, then add top-ups: a 5-minute hold takes 2 allowance + 3 top-up
    await service.withCredits(
      { userId, moduleKey: 'Module 1', cost: pro.balances.allowance - 2 },
      async () => undefined,
    );
    await addTopUp(database.db, service, userId, 100);
    const hold = await service.reserve({ userId, moduleKey: 'Module 8', minutes: 5 });
    const done = await service.commitPartial(userId, hold.run_id, 'Module 8', 3);
    expect(done.balances).toMatchObject({ allowance: 0, topup: 99, held: 0 });
    await expectLedgerConsistent(database.db, userId);
  });

  it('never charges twice: a second call answers what the first charged', async () => {
    const userId = await insertUser(database.db, { plan: 'pro' });
    const hold = await service.reserve({ userId, moduleKey: 'Module 8', minutes: 5 });
    await service.commitPartial(userId, hold.run_id, 'Module 8', 2);
    const again = await service.commitPartial(userId, hold.run_id, 'Module 8', 5);
    expect(again).toMatchObject({ charged: 2, released: 0, already_settled: true });
    expect((await expectLedgerConsistent(database.db, userId))?.spent).toBe(2);
  });

  it('releases everything for 0 minutes, and caps a charge at the hold', async () => {
    const userId = await insertUser(database.db, { plan: 'pro' });
    const none = await service.reserve({ userId, moduleKey: 'Module 8', minutes: 5 });
    expect(await service.commitPartial(userId, none.run_id, 'Module 8', 0)).toMatchObject({ charged: 0, released: 5 });
    const over = await service.reserve({ userId, moduleKey: 'Module 8', minutes: 5 });
    expect(await service.commitPartial(userId, over.run_id, 'Module 8', 99)).toMatchObject({ charged: 5, released: 0 });
    expect((await expectLedgerConsistent(database.db, userId))?.spent).toBe(5);
  });

  it('refuses an unknown run (404) and a run of another module (409)', async () => {
    const userId = await insertUser(database.db, { plan: 'pro' });
    await expect(service.commitPartial(userId, 'cr_nope', 'Module 8', 1)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const hold = await service.reserve({ userId, moduleKey: 'Module 1' });
    await expect(service.commitPartial(userId, hold.run_id, 'Module 8', 1)).rejects.toMatchObject({ code: 'CONFLICT' });
    const other = await insertUser(database.db, { plan: 'pro' });
    await expect(service.commitPartial(other, hold.run_id, 'Module 1', 1)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('is pro-only on the free plan', async () => {
    const userId = await insertUser(database.db);
    const refused = await service.reserve({ userId, moduleKey: 'Module 8', minutes: 5 }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'PLAN_REQUIRED', context: { reason: 'module_8' } });
  });
});

describe('partial commits under contention (real PostgreSQL, row locks)', () => {
  it('the same session ended 12 times at once is charged once', async () => {
    const userId = await insertUser(database.db, { plan: 'pro' });
    const hold = await service.reserve({ userId, moduleKey: 'Module 8', minutes: 15 });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => service.commitPartial(userId, hold.run_id, 'Module 8', 1 + (i % 15))),
    );
    const first = results.filter((r) => !r.already_settled);
    expect(first).toHaveLength(1);
    for (const r of results) expect(r.charged).toBe(first[0]!.charged);
    expect((await expectLedgerConsistent(database.db, userId))?.spent).toBe(first[0]!.charged);
  });

  it('many sessions on few credits: holds never overspend and partial commits never go negative', async () => {
    const userId = await insertUser(database.db, { plan: 'pro' });
    const { available } = await service.getCredits(userId);
    const attempts = Math.floor(available / 5) + 10;
    const holds = await Promise.allSettled(
      Array.from({ length: attempts }, () => service.reserve({ userId, moduleKey: 'Module 8', minutes: 5 })),
    );
    const held = holds.flatMap((h) => (h.status === 'fulfilled' ? [h.value] : []));
    expect(held).toHaveLength(Math.floor(available / 5));
    expect(
      holds.filter(
        (h) => h.status === 'rejected' && h.reason instanceof AppError && h.reason.code === 'INSUFFICIENT_CREDITS',
      ),
    ).toHaveLength(10);
    const charges = await Promise.all(held.map((h, i) => service.commitPartial(userId, h.run_id, 'Module 8', i % 6)));
    const spent = charges.reduce((sum, c) => sum + c.charged, 0);
    const account = await expectLedgerConsistent(database.db, userId);
    expect(account?.spent).toBe(spent);
    expect((await service.getCredits(userId)).available).toBe(available - spent);
  });
});

describe('hold lifetime', () => {
  it('a live interview hold outlives the default 15 minutes; a default hold does not', async () => {
    const userId = await insertUser(database.db, { plan: 'pro' });
    const live = await service.reserve({ userId, moduleKey: 'Module 8', minutes: 15, holdTtlMs: 20 * MINUTE });
    const plain = await service.reserve({ userId, moduleKey: 'Module 1' });
    clock.advance(16 * MINUTE);
    expect((await service.getCredits(userId)).held).toBe(15);
    const runs = createCreditsRepository(database.db);
    expect((await runs.lockRun(userId, plain.run_id))?.status).toBe('released');
    expect(await service.commitPartial(userId, live.run_id, 'Module 8', 15)).toMatchObject({
      charged: 15,
      already_settled: false,
    });
    clock.advance(10 * MINUTE);
    await expectLedgerConsistent(database.db, userId);
  });
});
