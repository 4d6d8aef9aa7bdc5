import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyDelta,
  commitDelta,
  deltaSum,
  emptyBuckets,
  holdDelta,
  planChangeAdjustment,
  refundDelta,
  releaseDelta,
  splitSpend,
  toBalances,
} from './credit-rules.ts';

describe('splitSpend', () => {
  it('takes the allowance first, then top-ups', () => {
    expect(splitSpend(3, { allowance: 5, topup: 10 })).toEqual({ allowance: 3, topup: 0 });
    expect(splitSpend(8, { allowance: 5, topup: 10 })).toEqual({ allowance: 5, topup: 3 });
    expect(splitSpend(10, { allowance: 0, topup: 10 })).toEqual({ allowance: 0, topup: 10 });
  });
  it('refuses what the available credits do not cover', () => {
    expect(splitSpend(16, { allowance: 5, topup: 10 })).toBeNull();
    expect(splitSpend(1, { allowance: 0, topup: 0 })).toBeNull();
  });
  it('rejects a cost that is not a positive integer', () => {
    expect(() => splitSpend(0, { allowance: 5, topup: 0 })).toThrow();
    expect(() => splitSpend(1.5, { allowance: 5, topup: 0 })).toThrow();
  });
});

describe('ledger deltas', () => {
  it('moves credits without creating or destroying any (hold, commit, release, refund)', () => {
    const split = { allowance: 2, topup: 3 };
    for (const delta of [holdDelta(split), commitDelta(split), releaseDelta(split), refundDelta(split)])
      expect(deltaSum(delta)).toBe(0);
  });

  it('reserves, commits and releases through the buckets', () => {
    let b = { ...emptyBuckets(), allowance: 4, topup: 10 };
    const split = splitSpend(6, b)!;
    b = applyDelta(b, holdDelta(split));
    expect(toBalances(b)).toEqual({ total: 14, allowance: 0, topup: 8, held: 6, available: 8 });
    const committed = applyDelta(b, commitDelta(split));
    expect(toBalances(committed)).toEqual({ total: 8, allowance: 0, topup: 8, held: 0, available: 8 });
    expect(committed.spent).toBe(6);
    expect(toBalances(applyDelta(b, releaseDelta(split)))).toEqual({
      total: 14,
      allowance: 4,
      topup: 10,
      held: 0,
      available: 14,
    });
  });

  it('refuses a delta that would make a bucket negative', () => {
    expect(() => applyDelta(emptyBuckets(), { allowance: -1 })).toThrow(/negative/);
  });

  it('keeps every bucket non-negative and the total conserved for any sequence (property)', () => {
    const op = fc.oneof(
      fc.record({ type: fc.constant('hold' as const), cost: fc.integer({ min: 1, max: 20 }) }),
      fc.record({ type: fc.constantFrom('commit' as const, 'release' as const), pick: fc.nat() }),
      fc.record({ type: fc.constant('topup' as const), credits: fc.integer({ min: 1, max: 50 }) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.array(op, { maxLength: 60 }), (grant, ops) => {
        let b = { ...emptyBuckets(), allowance: grant };
        let brought = grant;
        const holds: Array<{ allowance: number; topup: number }> = [];
        for (const o of ops) {
          if (o.type === 'topup') {
            b = applyDelta(b, { topup: o.credits });
            brought += o.credits;
          } else if (o.type === 'hold') {
            const split = splitSpend(o.cost, b);
            if (split) {
              b = applyDelta(b, holdDelta(split));
              holds.push(split);
            }
          } else if (holds.length > 0) {
            const [split] = holds.splice(o.pick % holds.length, 1);
            b = applyDelta(b, o.type === 'commit' ? commitDelta(split!) : releaseDelta(split!));
          }
          const balances = toBalances(b);
          expect(balances.available + balances.held + b.spent).toBe(brought);
          expect(Math.min(b.allowance, b.topup, b.held_allowance, b.held_topup, b.spent)).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});

describe('planChangeAdjustment', () => {
  it('adds the difference on an upgrade mid-period (pro -> ultimate: +700), not a fresh full allowance', () => {
    expect(planChangeAdjustment({ periodGranted: 300, allowance: 120 }, 1000)).toBe(700);
  });
  it('takes the difference back on a downgrade, never more than is left', () => {
    expect(planChangeAdjustment({ periodGranted: 1000, allowance: 900 }, 300)).toBe(-700);
    expect(planChangeAdjustment({ periodGranted: 1000, allowance: 100 }, 300)).toBe(-100);
    expect(planChangeAdjustment({ periodGranted: 300, allowance: 300 }, 10)).toBe(-290);
  });
  it('gains nothing from changing down and up again within a period', () => {
    // ultimate, 100 left; down to pro takes the 100; back up to ultimate adds only what was taken back.
    const down = planChangeAdjustment({ periodGranted: 1000, allowance: 100 }, 300);
    const up = planChangeAdjustment({ periodGranted: 1000 + down, allowance: 100 + down }, 1000);
    expect(100 + down + up).toBe(100);
  });
});
