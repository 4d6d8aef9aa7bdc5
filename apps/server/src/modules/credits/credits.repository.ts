import type { CreditKey, CreditRunStatus, PlanPackage } from '@cp/contracts';
import type { Queryable } from '../../db/database.ts';
import { createCreditsUsageQueries } from './credits-usage.repository.ts';
import { bucketNames, type Buckets, type LedgerDelta, type LedgerKind } from './credit-rules.ts';

export type { UsageLogRow } from './credits-usage.repository.ts';

export type CreditAccountRow = Buckets & {
  user_id: string;
  plan: PlanPackage;
  anchor_at: Date;
  period_start: Date;
  next_reset_at: Date;
  period_granted: number;
  version: number;
};

export type CreditRunRow = {
  run_id: string;
  user_id: string;
  module_key: CreditKey;
  action: string | null;
  wid: string | null;
  minutes: number | null;
  amount: number;
  allowance_part: number;
  topup_part: number;
  status: CreditRunStatus;
  period_start: Date;
  created_at: Date;
  expires_at: Date;
  settled_at: Date | null;
  settle_reason: string | null;
};

export type LedgerEntry = {
  userId: string;
  kind: LedgerKind;
  delta: LedgerDelta;
  runId?: string | null;
  reference?: string | null;
  note?: string | null;
  at: Date;
};

const accountColumns =
  'user_id, plan, anchor_at, period_start, next_reset_at, period_granted, allowance, topup, held_allowance, held_topup, spent, version';
const runColumns =
  'run_id, user_id, module_key, action, wid, minutes, amount, allowance_part, topup_part, status, period_start, created_at, expires_at, settled_at, settle_reason';

export type AccountState = { account: CreditAccountRow; currentPackage: PlanPackage; hasExpiredHolds: boolean };

/** SQL of the credits ledger. Every function runs on the Queryable it is given (a transaction or the pool). */
export function createCreditsRepository(db: Queryable) {
  async function readAccountState(userId: string, now: Date, options: { lock: boolean }): Promise<AccountState | null> {
    const { rows } = await db.query<CreditAccountRow & { current_package: PlanPackage; has_expired_holds: boolean }>(
      `SELECT ${accountColumns},
              COALESCE((SELECT package FROM subscriptions s WHERE s.user_id = a.user_id), 'free') AS current_package,
              EXISTS (SELECT 1 FROM credit_runs r WHERE r.user_id = a.user_id AND r.status = 'held' AND r.expires_at <= $2) AS has_expired_holds
         FROM credit_accounts a WHERE a.user_id = $1 ${options.lock ? 'FOR UPDATE OF a' : ''}`,
      [userId, now],
    );
    const row = rows[0];
    if (!row) return null;
    const { current_package: currentPackage, has_expired_holds: hasExpiredHolds, ...account } = row;
    return { account, currentPackage, hasExpiredHolds };
  }

  return {
    async findUserCreatedAt(userId: string): Promise<Date | null> {
      const { rows } = await db.query<{ created_at: Date }>('SELECT created_at FROM users WHERE id = $1', [userId]);
      return rows[0]?.created_at ?? null;
    },

    /**
     * Locks the user's account row for the rest of the transaction (every credit mutation goes
     * through here) and reads what reconciling needs in the same round trip (the lock is held for the
     * whole transaction, so fewer round trips is more throughput for one user): the plan in effect
     * now and whether a hold has expired.
     */
    lockAccountForWork: (userId: string, now: Date) => readAccountState(userId, now, { lock: true }),
    /** The same without a lock, to see whether anything is due (a read that needs no write takes no lock). */
    readAccountState: (userId: string, now: Date) => readAccountState(userId, now, { lock: false }),

    async findAccount(userId: string): Promise<CreditAccountRow | null> {
      const { rows } = await db.query<CreditAccountRow>(
        `SELECT ${accountColumns} FROM credit_accounts WHERE user_id = $1`,
        [userId],
      );
      return rows[0] ?? null;
    },

    /** Creates the empty account row (balances come from the first grant); false when another transaction made it first. */
    async insertAccount(row: {
      userId: string;
      plan: PlanPackage;
      anchorAt: Date;
      periodStart: Date;
      nextResetAt: Date;
      at: Date;
    }): Promise<boolean> {
      const result = await db.query(
        `INSERT INTO credit_accounts (user_id, plan, anchor_at, period_start, next_reset_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6) ON CONFLICT (user_id) DO NOTHING`,
        [row.userId, row.plan, row.anchorAt, row.periodStart, row.nextResetAt, row.at],
      );
      return (result.rowCount ?? 0) > 0;
    },

    /** Writes the cached balances and period of a locked account (same transaction as its ledger rows). */
    async saveAccount(account: CreditAccountRow, at: Date) {
      await db.query(
        `UPDATE credit_accounts SET plan = $2, anchor_at = $3, period_start = $4, next_reset_at = $5, period_granted = $6,
           allowance = $7, topup = $8, held_allowance = $9, held_topup = $10, spent = $11, version = version + 1, updated_at = $12
         WHERE user_id = $1`,
        [
          account.user_id,
          account.plan,
          account.anchor_at,
          account.period_start,
          account.next_reset_at,
          account.period_granted,
          account.allowance,
          account.topup,
          account.held_allowance,
          account.held_topup,
          account.spent,
          at,
        ],
      );
    },

    async appendLedger(entry: LedgerEntry) {
      const values = bucketNames.map((name) => entry.delta[name] ?? 0);
      await db.query(
        `INSERT INTO credit_ledger (user_id, kind, run_id, allowance, topup, held_allowance, held_topup, spent, reference, note, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          entry.userId,
          entry.kind,
          entry.runId ?? null,
          ...values,
          entry.reference ?? null,
          entry.note ?? null,
          entry.at,
        ],
      );
    },

    async hasLedgerReference(kind: LedgerKind, reference: string): Promise<boolean> {
      const { rows } = await db.query('SELECT 1 FROM credit_ledger WHERE kind = $1 AND reference = $2', [
        kind,
        reference,
      ]);
      return rows.length > 0;
    },

    async insertRun(run: Omit<CreditRunRow, 'status' | 'settled_at' | 'settle_reason'>) {
      await db.query(
        `INSERT INTO credit_runs (run_id, user_id, module_key, action, wid, minutes, amount, allowance_part, topup_part, period_start, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          run.run_id,
          run.user_id,
          run.module_key,
          run.action,
          run.wid,
          run.minutes,
          run.amount,
          run.allowance_part,
          run.topup_part,
          run.period_start,
          run.created_at,
          run.expires_at,
        ],
      );
    },

    /** The user's run, locked (callers hold the account lock first, so runs are always locked in that order). */
    async lockRun(userId: string, runId: string): Promise<CreditRunRow | null> {
      const { rows } = await db.query<CreditRunRow>(
        `SELECT ${runColumns} FROM credit_runs WHERE run_id = $1 AND user_id = $2 FOR UPDATE`,
        [runId, userId],
      );
      return rows[0] ?? null;
    },

    /** A hold partly committed keeps only what was charged (its released rest is in the ledger's release row). */
    async shrinkRun(runId: string, amount: number, split: { allowance: number; topup: number }) {
      await db.query('UPDATE credit_runs SET amount = $2, allowance_part = $3, topup_part = $4 WHERE run_id = $1', [
        runId,
        amount,
        split.allowance,
        split.topup,
      ]);
    },

    async settleRun(runId: string, status: Exclude<CreditRunStatus, 'held'>, reason: string, at: Date) {
      await db.query('UPDATE credit_runs SET status = $2, settle_reason = $3, settled_at = $4 WHERE run_id = $1', [
        runId,
        status,
        reason,
        at,
      ]);
    },

    /** The user's holds past their expiry, locked. */
    async lockExpiredHolds(userId: string, now: Date): Promise<CreditRunRow[]> {
      const { rows } = await db.query<CreditRunRow>(
        `SELECT ${runColumns} FROM credit_runs WHERE user_id = $1 AND status = 'held' AND expires_at <= $2 ORDER BY expires_at FOR UPDATE`,
        [userId, now],
      );
      return rows;
    },

    /** Users with a hold past its expiry (for the sweep). */
    async usersWithExpiredHolds(now: Date, limit: number): Promise<string[]> {
      const { rows } = await db.query<{ user_id: string }>(
        `SELECT DISTINCT user_id FROM (SELECT user_id FROM credit_runs WHERE status = 'held' AND expires_at <= $1 ORDER BY expires_at LIMIT $2) due`,
        [now, limit],
      );
      return rows.map((r) => r.user_id);
    },

    /** Users whose allowance period has ended (for the sweep). */
    async usersDueForReset(now: Date, limit: number): Promise<string[]> {
      const { rows } = await db.query<{ user_id: string }>(
        'SELECT user_id FROM credit_accounts WHERE next_reset_at <= $1 ORDER BY next_reset_at LIMIT $2',
        [now, limit],
      );
      return rows.map((r) => r.user_id);
    },

    ...createCreditsUsageQueries(db),

    /**
     * The proof that the cached balances equal the ledger: every account whose row differs from the
     * sum of its ledger rows (empty when consistent). Limited to one user when given.
     */
    async ledgerMismatches(userId?: string): Promise<Array<{ user_id: string; cached: Buckets; ledger: Buckets }>> {
      const { rows } = await db.query<{ user_id: string; cached: Buckets; ledger: Buckets }>(
        `SELECT a.user_id,
                json_build_object('allowance', a.allowance, 'topup', a.topup, 'held_allowance', a.held_allowance, 'held_topup', a.held_topup, 'spent', a.spent) AS cached,
                json_build_object('allowance', COALESCE(l.allowance, 0), 'topup', COALESCE(l.topup, 0), 'held_allowance', COALESCE(l.held_allowance, 0),
                                  'held_topup', COALESCE(l.held_topup, 0), 'spent', COALESCE(l.spent, 0)) AS ledger
           FROM credit_accounts a
           LEFT JOIN (SELECT user_id, sum(allowance)::int AS allowance, sum(topup)::int AS topup, sum(held_allowance)::int AS held_allowance,
                             sum(held_topup)::int AS held_topup, sum(spent)::int AS spent
                        FROM credit_ledger WHERE ($1::text IS NULL OR user_id = $1) GROUP BY user_id) l ON l.user_id = a.user_id
          WHERE ($1::text IS NULL OR a.user_id = $1)
            AND (a.allowance, a.topup, a.held_allowance, a.held_topup, a.spent)
                IS DISTINCT FROM (COALESCE(l.allowance, 0), COALESCE(l.topup, 0), COALESCE(l.held_allowance, 0), COALESCE(l.held_topup, 0), COALESCE(l.spent, 0))`,
        [userId ?? null],
      );
      return rows;
    },

    /** Holds and charges as the runs table sees them, to prove they agree with the ledger. */
    async runTotals(userId: string): Promise<{ held_allowance: number; held_topup: number; spent: number }> {
      const { rows } = await db.query<{ held_allowance: number; held_topup: number; spent: number }>(
        `SELECT COALESCE(sum(allowance_part) FILTER (WHERE status = 'held'), 0)::int AS held_allowance,
                COALESCE(sum(topup_part) FILTER (WHERE status = 'held'), 0)::int AS held_topup,
                COALESCE(sum(amount) FILTER (WHERE status = 'committed'), 0)::int AS spent
           FROM credit_runs WHERE user_id = $1`,
        [userId],
      );
      return rows[0]!;
    },

    /** Credits brought in net: grants, top-ups and adjustments minus resets. */
    async netGranted(userId: string): Promise<number> {
      const { rows } = await db.query<{ n: number }>(
        `SELECT COALESCE(sum(allowance + topup), 0)::int AS n FROM credit_ledger WHERE user_id = $1 AND kind IN ('grant', 'reset', 'topup', 'adjust')`,
        [userId],
      );
      return rows[0]!.n;
    },
  };
}
export type CreditsRepository = ReturnType<typeof createCreditsRepository>;
