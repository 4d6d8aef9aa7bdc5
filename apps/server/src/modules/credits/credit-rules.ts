import type { CreditBalances } from '@cp/contracts';

/**
 * The ledger's arithmetic, pure. Credits sit in five places: available allowance, available
 * top-ups, held allowance, held top-ups, spent. A ledger row is a delta over the five; the cached
 * account row is the sum of its ledger rows.
 */
export type Buckets = { allowance: number; topup: number; held_allowance: number; held_topup: number; spent: number };
export const bucketNames = [
  'allowance',
  'topup',
  'held_allowance',
  'held_topup',
  'spent',
] as const satisfies readonly (keyof Buckets)[];

export const ledgerKinds = ['grant', 'reset', 'topup', 'adjust', 'hold', 'commit', 'release', 'refund'] as const;
export type LedgerKind = (typeof ledgerKinds)[number];
/** Kinds that bring credits in or take them out; the others only move them (their deltas sum to 0). */
export const externalKinds = ['grant', 'reset', 'topup', 'adjust'] as const satisfies readonly LedgerKind[];

export type LedgerDelta = Partial<Buckets>;

export const emptyBuckets = (): Buckets => ({ allowance: 0, topup: 0, held_allowance: 0, held_topup: 0, spent: 0 });

/** The buckets after a delta; throws when one would go negative (the database CHECKs refuse it too). */
export function applyDelta(buckets: Buckets, delta: LedgerDelta): Buckets {
  const next = { ...buckets };
  for (const name of bucketNames) {
    next[name] += delta[name] ?? 0;
    if (next[name] < 0) throw new Error(`credit bucket ${name} would go negative (${next[name]})`);
  }
  return next;
}

export function deltaSum(delta: LedgerDelta): number {
  return bucketNames.reduce((sum, name) => sum + (delta[name] ?? 0), 0);
}

/** The wire balances (docs/decisions/007): available = allowance + topup, total = available + held. */
export function toBalances(b: Buckets): CreditBalances {
  const held = b.held_allowance + b.held_topup;
  const available = b.allowance + b.topup;
  return { total: available + held, allowance: b.allowance, topup: b.topup, held, available };
}

export type Split = { allowance: number; topup: number };

/** Spending takes the allowance first, then top-ups; null when the available credits do not cover it. */
export function splitSpend(cost: number, b: Pick<Buckets, 'allowance' | 'topup'>): Split | null {
  if (!Number.isInteger(cost) || cost <= 0) throw new Error(`a cost must be a positive integer, got ${cost}`);
  if (b.allowance + b.topup < cost) return null;
  const allowance = Math.min(cost, b.allowance);
  return { allowance, topup: cost - allowance };
}

export const holdDelta = (s: Split): LedgerDelta => ({
  allowance: -s.allowance,
  topup: -s.topup,
  held_allowance: s.allowance,
  held_topup: s.topup,
});
export const commitDelta = (s: Split): LedgerDelta => ({
  held_allowance: -s.allowance,
  held_topup: -s.topup,
  spent: s.allowance + s.topup,
});
export const releaseDelta = (s: Split): LedgerDelta => ({
  held_allowance: -s.allowance,
  held_topup: -s.topup,
  allowance: s.allowance,
  topup: s.topup,
});
export const refundDelta = (s: Split): LedgerDelta => ({
  spent: -(s.allowance + s.topup),
  allowance: s.allowance,
  topup: s.topup,
});

/**
 * The allowance change when the plan changes within a period: the period's allowance moves to the
 * new plan's monthly allowance. An upgrade adds the difference; a downgrade takes the difference
 * back, but never more than is left unspent (so nothing goes negative, and changing back and forth
 * within a period gains nothing: `periodGranted` keeps what was actually granted).
 */
export function planChangeAdjustment(
  current: { periodGranted: number; allowance: number },
  targetMonthly: number,
): number {
  const difference = targetMonthly - current.periodGranted;
  if (difference >= 0) return difference;
  return -Math.min(-difference, current.allowance);
}
