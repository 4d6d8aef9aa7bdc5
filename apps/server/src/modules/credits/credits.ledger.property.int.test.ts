import { CREDIT_HOLD_TTL_MINUTES, planTable } from '@cp/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestClock,
  creditsServiceFor,
  expectLedgerConsistent,
  insertUser,
  MINUTE,
  type TestClock,
} from '../../../test/credit-helpers.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-app.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { newId } from '../../security/random.ts';
import type { CreditsService } from './credits.service.ts';

/**
 * Model-based property test of the ledger against real PostgreSQL: random sequences of reserve,
 * commit (duplicates included), release, withCredits with failing operations, top-ups, hold expiry
 * and month ends, some run concurrently with Promise.all. Sequential steps must match a model of the
 * ledger exactly; after every step the invariants must hold (balances never negative, credits
 * brought in = available + held + spent, cached balances = ledger, no run charged twice).
 */

const HOLD_TTL = CREDIT_HOLD_TTL_MINUTES * MINUTE;

type ModelRun = {
  id: string;
  a: number;
  t: number;
  status: 'held' | 'committed' | 'released';
  period: number;
  createdAt: number;
};

class LedgerModel {
  allowance: number;
  topup = 0;
  spent = 0;
  period = 0;
  runs: ModelRun[] = [];
  constructor(
    readonly monthly: number,
    public nextReset: number,
  ) {
    this.allowance = monthly;
  }
  get held() {
    return this.runs.filter((r) => r.status === 'held').reduce((sum, r) => sum + r.a + r.t, 0);
  }
  balances() {
    const available = this.allowance + this.topup;
    return { allowance: this.allowance, topup: this.topup, held: this.held, available, total: available + this.held };
  }
  release(run: ModelRun) {
    run.status = 'released';
    this.topup += run.t;
    // Allowance held from a period that has ended expires instead of returning.
    if (run.period === this.period) this.allowance += run.a;
  }
  /** What the service does before every operation: expired holds go back, an ended month resets. */
  reconcile(now: number) {
    for (const run of this.runs) if (run.status === 'held' && run.createdAt + HOLD_TTL <= now) this.release(run);
    if (now >= this.nextReset) {
      this.allowance = this.monthly;
      this.period += 1;
    }
  }
  reserve(id: string, cost: number, now: number): boolean {
    if (cost > this.allowance + this.topup) return false;
    const a = Math.min(cost, this.allowance);
    this.allowance -= a;
    this.topup -= cost - a;
    this.runs.push({ id, a, t: cost - a, status: 'held', period: this.period, createdAt: now });
    return true;
  }
  commit(run: ModelRun) {
    if (run.status === 'held') {
      run.status = 'committed';
      this.spent += run.a + run.t;
    }
  }
}

type Op =
  | { kind: 'reserve'; cost: number }
  | { kind: 'commit'; pick: number }
  | { kind: 'release'; pick: number }
  | { kind: 'withCredits'; cost: number; fail: boolean }
  | { kind: 'topup'; credits: number };
type ClockOp = { kind: 'expire' } | { kind: 'nearMonthEnd' } | { kind: 'monthEnd' };
type Step = { concurrent: false; op: Op | ClockOp } | { concurrent: true; ops: Op[] };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('reserve' as const), cost: fc.integer({ min: 1, max: 25 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('commit' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('release' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('withCredits' as const),
      cost: fc.integer({ min: 1, max: 25 }),
      fail: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('topup' as const), credits: fc.integer({ min: 1, max: 60 }) }),
  },
);
const clockOpArb: fc.Arbitrary<ClockOp> = fc.constantFrom<ClockOp>(
  { kind: 'expire' },
  { kind: 'nearMonthEnd' },
  { kind: 'monthEnd' },
);
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: opArb.map((op) => ({ concurrent: false as const, op })) },
  { weight: 2, arbitrary: clockOpArb.map((op) => ({ concurrent: false as const, op })) },
  // Concurrent batches repeat some commits and releases on purpose (duplicates of one run).
  {
    weight: 2,
    arbitrary: fc
      .array(opArb, { minLength: 2, maxLength: 8 })
      .chain((ops) => fc.subarray(ops).map((dupes) => ({ concurrent: true as const, ops: [...ops, ...dupes] }))),
  },
);

/** A hold taken minutes before a month ends and settled after it (its allowance belongs to the old month). */
const straddleArb: fc.Arbitrary<Step[]> = fc
  .tuple(
    fc.integer({ min: 1, max: 25 }),
    fc.constantFrom<Op>({ kind: 'release', pick: -1 }, { kind: 'commit', pick: -1 }, { kind: 'reserve', cost: 1 }),
  )
  .map(([cost, after]) => [
    { concurrent: false, op: { kind: 'nearMonthEnd' } },
    { concurrent: false, op: { kind: 'reserve', cost } },
    { concurrent: false, op: { kind: 'monthEnd' } },
    { concurrent: false, op: after },
  ]);
const stepsArb = fc
  .array(fc.oneof({ weight: 6, arbitrary: stepArb.map((step) => [step]) }, { weight: 1, arbitrary: straddleArb }), {
    minLength: 3,
    maxLength: 12,
  })
  .map((groups) => groups.flat());

let database: TestDatabase;
let clock: TestClock;
let service: CreditsService;
beforeAll(async () => {
  database = await createTestDatabase();
  clock = createTestClock();
  service = creditsServiceFor(database.db, clock);
});
afterAll(async () => database?.drop());

/** Runs one operation against the service; answers what happened (never throws for an expected refusal). */
async function run(db: Database, userId: string, op: Op, runIds: string[]) {
  const pickRun = (pick: number) => (pick < 0 ? runIds.at(-1) : runIds[pick % runIds.length]);
  const runId = op.kind === 'commit' || op.kind === 'release' ? pickRun(op.pick) : undefined;
  try {
    switch (op.kind) {
      case 'reserve':
        return { ok: true as const, result: await service.reserve({ userId, moduleKey: 'Module 1', cost: op.cost }) };
      case 'commit':
        return runId
          ? { ok: true as const, runId, result: await service.commit(userId, runId, 'Module 1') }
          : { ok: true as const, skipped: true };
      case 'release':
        return runId
          ? { ok: true as const, runId, result: await service.release(userId, runId) }
          : { ok: true as const, skipped: true };
      case 'withCredits': {
        let heldRun = '';
        await service
          .withCredits({ userId, moduleKey: 'Module 1', cost: op.cost }, async (hold) => {
            heldRun = hold.runId;
            if (op.fail) throw new Error('operation failed');
          })
          .catch((error: unknown) => {
            if (!(error instanceof Error && error.message === 'operation failed')) throw error;
          });
        return { ok: true as const, runId: heldRun };
      }
      case 'topup':
        await db.transaction((tx) => service.addTopUp(tx, userId, op.credits, newId('prop_topup')));
        return { ok: true as const };
    }
  } catch (error) {
    if (error instanceof AppError) return { ok: false as const, runId, code: error.code, context: error.context };
    throw error;
  }
}

async function knownRunIds(db: Database, userId: string) {
  const { rows } = await db.query<{ run_id: string }>(
    'SELECT run_id FROM credit_runs WHERE user_id = $1 ORDER BY created_at, run_id',
    [userId],
  );
  return rows.map((r) => r.run_id);
}

describe('the credits ledger (model-based, real PostgreSQL)', () => {
  it('matches the model step by step and keeps its invariants under random sequences and concurrency', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('free' as const, 'pro' as const),
        fc.nat({ max: 80 }),
        stepsArb,
        async (plan, topUp, steps) => {
          const { db } = database;
          clock.set(new Date());
          const userId = await insertUser(db, { plan, createdAt: new Date(clock.now().getTime() - 1000) });
          const first = await service.getCredits(userId);
          const model = new LedgerModel(planTable[plan].monthlyCredits, new Date(first.next_reset_at).getTime());
          if (topUp > 0) {
            await run(db, userId, { kind: 'topup', credits: topUp }, []);
            model.topup += topUp;
          }

          for (const step of steps) {
            if (!step.concurrent) {
              const op = step.op;
              if (op.kind === 'expire' || op.kind === 'nearMonthEnd' || op.kind === 'monthEnd') {
                if (op.kind === 'expire') clock.advance(HOLD_TTL + MINUTE);
                else if (op.kind === 'nearMonthEnd')
                  clock.set(new Date(Math.max(clock.now().getTime(), model.nextReset - 5 * MINUTE)));
                else clock.set(new Date(Math.max(clock.now().getTime(), model.nextReset + MINUTE)));
                model.reconcile(clock.now().getTime());
                if (op.kind === 'expire') await service.expireHolds();
                // The next read brings the account up to date (a month end is applied lazily, or by the sweep).
                await service.getCredits(userId);
              } else {
                const runIds = model.runs.map((r) => r.id);
                model.reconcile(clock.now().getTime());
                const outcome = await run(db, userId, op, runIds);
                const now = clock.now().getTime();
                if (op.kind === 'reserve') {
                  if (outcome.ok && 'result' in outcome && outcome.result && 'run_id' in outcome.result) {
                    expect(model.reserve(outcome.result.run_id, op.cost, now)).toBe(true);
                    expect(outcome.result.balances).toEqual(model.balances());
                  } else {
                    expect(outcome).toMatchObject({
                      ok: false,
                      code: 'INSUFFICIENT_CREDITS',
                      context: { needed: op.cost, have: model.balances().available },
                    });
                  }
                } else if (op.kind === 'commit' || op.kind === 'release') {
                  const target = 'runId' in outcome ? model.runs.find((r) => r.id === outcome.runId) : undefined;
                  if (model.runs.length > 0) expect(target).toBeDefined();
                  if (target && op.kind === 'commit') {
                    if (target.status === 'released') expect(outcome).toMatchObject({ ok: false, code: 'CONFLICT' });
                    else {
                      expect(outcome.ok).toBe(true);
                      model.commit(target);
                    }
                  } else if (target && op.kind === 'release') {
                    const wasHeld = target.status === 'held';
                    expect(outcome).toMatchObject({
                      ok: true,
                      result: {
                        status: target.status === 'held' ? 'released' : target.status,
                        released: wasHeld ? target.a + target.t : 0,
                      },
                    });
                    if (wasHeld) model.release(target);
                  }
                } else if (op.kind === 'withCredits') {
                  const id = 'runId' in outcome ? outcome.runId : '';
                  if (id) {
                    model.reserve(id, op.cost, now);
                    const target = model.runs.at(-1)!;
                    if (op.fail) model.release(target);
                    else model.commit(target);
                  } else {
                    expect(op.cost).toBeGreaterThan(model.balances().available);
                  }
                } else if (op.kind === 'topup') {
                  model.topup += op.credits;
                }
              }
              const account = await expectLedgerConsistent(db, userId);
              expect({
                allowance: account!.allowance,
                topup: account!.topup,
                held: account!.held_allowance + account!.held_topup,
                spent: account!.spent,
              }).toEqual({ allowance: model.allowance, topup: model.topup, held: model.held, spent: model.spent });
              model.nextReset = account!.next_reset_at.getTime();
            } else {
              const runIds = model.runs.map((r) => r.id);
              const before = new Set(runIds);
              const outcomes = await Promise.all(step.ops.map((op) => run(db, userId, op, runIds)));
              const account = await expectLedgerConsistent(db, userId);
              // Every answer agrees with the final state: a commit answered committed is committed, and so on.
              const { rows } = await db.query<{
                run_id: string;
                status: string;
                allowance_part: number;
                topup_part: number;
                period_start: Date;
                created_at: Date;
              }>(
                'SELECT run_id, status, allowance_part, topup_part, period_start, created_at FROM credit_runs WHERE user_id = $1',
                [userId],
              );
              const status = new Map(rows.map((r) => [r.run_id, r.status]));
              step.ops.forEach((op, i) => {
                const outcome = outcomes[i]!;
                if (op.kind === 'commit' && outcome.ok && 'result' in outcome && outcome.runId)
                  expect(status.get(outcome.runId)).toBe('committed');
                if (
                  op.kind === 'release' &&
                  outcome.ok &&
                  'result' in outcome &&
                  outcome.result &&
                  'released' in outcome.result &&
                  outcome.result.released > 0
                ) {
                  expect(status.get(outcome.runId!)).toBe('released');
                }
                if (op.kind === 'commit' && !outcome.ok) expect(outcome.code).toBe('CONFLICT');
              });
              // Resynchronise the model from the database (the order of a concurrent batch is not predictable).
              model.reconcile(clock.now().getTime());
              for (const r of rows) {
                const known = model.runs.find((m) => m.id === r.run_id);
                if (known) known.status = r.status as ModelRun['status'];
                else if (!before.has(r.run_id))
                  model.runs.push({
                    id: r.run_id,
                    a: r.allowance_part,
                    t: r.topup_part,
                    status: r.status as ModelRun['status'],
                    period: model.period,
                    createdAt: r.created_at.getTime(),
                  });
              }
              model.allowance = account!.allowance;
              model.topup = account!.topup;
              model.spent = account!.spent;
              expect(model.held).toBe(account!.held_allowance + account!.held_topup);
              model.nextReset = account!.next_reset_at.getTime();
            }
          }
          expect(await knownRunIds(db, userId)).toEqual(expect.arrayContaining(model.runs.map((r) => r.id)));
        },
      ),
      { numRuns: 20, endOnFailure: true },
    );
  });
});
