import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addTopUp,
  createTestClock,
  creditsServiceFor,
  expectLedgerConsistent,
  insertUser,
} from '../../../test/credit-helpers.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-app.ts';
import { AppError } from '../../http/app-error.ts';
import type { CreditsService } from './credits.service.ts';

/** A small seeded generator, so a failing mix can be replayed. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let database: TestDatabase;
let service: CreditsService;
beforeAll(async () => {
  database = await createTestDatabase();
  service = creditsServiceFor(database.db, createTestClock());
});
afterAll(async () => database?.drop());

describe('one user under contention (real PostgreSQL, row locks)', () => {
  it('never overspends: 100 concurrent holds of 5 on 400 credits give exactly 80 holds and 20 refusals', async () => {
    const userId = await insertUser(database.db, { plan: 'pro' });
    await addTopUp(database.db, service, userId, 100);
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () => service.reserve({ userId, moduleKey: 'Module 1', cost: 5 })),
    );
    const held = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter(
      (r) => r.status === 'rejected' && r.reason instanceof AppError && r.reason.code === 'INSUFFICIENT_CREDITS',
    );
    expect(held).toBe(80);
    expect(refused).toHaveLength(20);
    const account = await expectLedgerConsistent(database.db, userId);
    expect(account).toMatchObject({ allowance: 0, topup: 0, held_allowance: 300, held_topup: 100 });
  });

  it('keeps the ledger consistent through 200 concurrent reserve/commit/release calls with random failures and duplicate commits', async () => {
    const userId = await insertUser(database.db, { plan: 'pro' });
    await addTopUp(database.db, service, userId, 100);
    const random = prng(20260101);
    const chargedRuns = new Map<string, number>();
    const conflicts: string[] = [];
    let sampling = true;
    const samples: number[] = [];
    // Reads the balances while the calls run: never negative, at any point.
    const sampler = (async () => {
      while (sampling) {
        const c = await service.getCredits(userId);
        samples.push(Math.min(c.balances.allowance, c.balances.topup, c.balances.held, c.available));
        await sleep(2);
      }
    })();

    const tasks = Array.from({ length: 200 }, async (_, i) => {
      const kind = Math.floor(random() * 5);
      const cost = 1 + Math.floor(random() * 5);
      const delay = Math.floor(random() * 8);
      const fail = random() < 0.3;
      try {
        if (kind === 0) {
          // withCredits with an operation that fails now and then.
          await service
            .withCredits({ userId, moduleKey: 'Module 1', cost }, async (hold) => {
              await sleep(delay);
              if (fail) throw new Error(`operation ${i} failed`);
              chargedRuns.set(hold.runId, cost);
            })
            .catch((error: unknown) => {
              if (!(error instanceof Error && error.message.startsWith('operation'))) throw error;
            });
        } else if (kind === 1) {
          // The same commit sent twice at once: charged once.
          const hold = await service.reserve({ userId, moduleKey: 'Module 3', cost });
          await sleep(delay);
          const [a, b] = await Promise.all([
            service.commit(userId, hold.run_id, 'Module 3'),
            service.commit(userId, hold.run_id, 'Module 3'),
          ]);
          expect([a.already_committed, b.already_committed].sort()).toEqual([false, true]);
          chargedRuns.set(hold.run_id, cost);
        } else if (kind === 2) {
          // Release, then a late commit: 409, nothing charged.
          const hold = await service.reserve({ userId, moduleKey: 'Module 2', cost });
          await service.release(userId, hold.run_id);
          await service.commit(userId, hold.run_id, 'Module 2').catch((error: unknown) => {
            if (error instanceof AppError && error.code === 'CONFLICT') conflicts.push(hold.run_id);
            else throw error;
          });
        } else if (kind === 3) {
          // Commit and release racing: exactly one wins.
          const hold = await service.reserve({ userId, moduleKey: 'Module 5', cost });
          const [commit, release] = await Promise.allSettled([
            service.commit(userId, hold.run_id, 'Module 5'),
            service.release(userId, hold.run_id),
          ]);
          if (commit.status === 'fulfilled') {
            expect(release).toMatchObject({ status: 'fulfilled', value: { status: 'committed', released: 0 } });
            chargedRuns.set(hold.run_id, cost);
          } else {
            expect(release).toMatchObject({ status: 'fulfilled', value: { status: 'released', released: cost } });
          }
        } else {
          // A hold left open (a crashed operation): it stays held until it expires.
          await service.reserve({ userId, moduleKey: 'Module 6', cost });
        }
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'INSUFFICIENT_CREDITS')) throw error;
      }
    });
    await Promise.all(tasks);
    sampling = false;
    await sampler;

    expect(samples.length).toBeGreaterThan(0);
    expect(Math.min(...samples)).toBeGreaterThanOrEqual(0);
    const account = await expectLedgerConsistent(database.db, userId);
    const expectedSpent = [...chargedRuns.values()].reduce((sum, c) => sum + c, 0);
    expect(account!.spent).toBe(expectedSpent);
    const { rows } = await database.db.query<{ run_id: string; amount: number }>(
      `SELECT run_id, amount FROM credit_runs WHERE user_id = $1 AND status = 'committed'`,
      [userId],
    );
    expect(new Map(rows.map((r) => [r.run_id, r.amount]))).toEqual(chargedRuns);
    const commits = await database.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM credit_ledger WHERE user_id = $1 AND kind = 'commit'`,
      [userId],
    );
    expect(commits.rows[0]!.n).toBe(chargedRuns.size);
    expect(account!.allowance + account!.topup + account!.held_allowance + account!.held_topup + account!.spent).toBe(
      400,
    );
  });

  it('spreads over many users without interference', async () => {
    const users = await Promise.all(Array.from({ length: 20 }, () => insertUser(database.db)));
    await Promise.all(
      users.flatMap((userId) =>
        Array.from({ length: 5 }, () =>
          service.withCredits({ userId, moduleKey: 'Module 1', cost: 2 }, async () => undefined),
        ),
      ),
    );
    for (const userId of users)
      expect(await expectLedgerConsistent(database.db, userId)).toMatchObject({ allowance: 0, spent: 10 });
    expect(await service.checkLedger()).toEqual([]);
  });
});
