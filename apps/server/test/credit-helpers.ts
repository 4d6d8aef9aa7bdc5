import { CreditsResponseSchema, ReserveCreditsResponseSchema, type PlanPackage } from '@cp/contracts';
import { expect } from 'vitest';
import type { Database } from '../src/db/database.ts';
import type { App } from '../src/http/types.ts';
import { createCreditsRepository } from '../src/modules/credits/credits.repository.ts';
import { createCreditsService } from '../src/modules/credits/credits.service.ts';
import { newId } from '../src/security/random.ts';
import { bearer } from './test-app.ts';

/** A clock tests move by hand; it starts at the real time (signup times come from the database). */
export function createTestClock(start = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    set(at: Date) {
      current = at.getTime();
    },
  };
}
export type TestClock = ReturnType<typeof createTestClock>;

export const MINUTE = 60_000;
export const DAY = 86_400_000;

/** A user row made directly (faster than signing up through the API, for ledger-level tests). */
export async function insertUser(db: Database, options: { plan?: PlanPackage; createdAt?: Date } = {}) {
  const id = newId('usr');
  const email = `${id.toLowerCase()}@example.com`;
  await db.query('INSERT INTO users (id, email, email_normalized, created_at) VALUES ($1, $2, $2, $3)', [
    id,
    email,
    options.createdAt ?? new Date(),
  ]);
  if (options.plan && options.plan !== 'free')
    await db.query(`INSERT INTO subscriptions (user_id, package, status) VALUES ($1, $2, 'active')`, [
      id,
      options.plan,
    ]);
  return id;
}

export function creditsServiceFor(db: Database, clock: { now(): Date }) {
  return createCreditsService({ db, repo: createCreditsRepository, clock });
}

/** A top-up as the billing handler adds one (inside a transaction). */
export async function addTopUp(
  db: Database,
  service: ReturnType<typeof creditsServiceFor>,
  userId: string,
  credits: number,
) {
  await db.transaction((tx) => service.addTopUp(tx, userId, credits, newId('test_topup')));
}

/**
 * The ledger's invariants for one user, read from the database: the cached balances equal the
 * ledger; no bucket is negative; credits brought in (grants, top-ups, adjustments, resets) equal
 * available + held + spent; the runs table agrees with the held and spent buckets; no run has more
 * than one hold, one settlement or one refund.
 */
export async function expectLedgerConsistent(db: Database, userId: string) {
  const repo = createCreditsRepository(db);
  expect(await repo.ledgerMismatches(userId)).toEqual([]);
  const account = await repo.findAccount(userId);
  if (!account) return;
  for (const bucket of ['allowance', 'topup', 'held_allowance', 'held_topup', 'spent'] as const)
    expect(account[bucket], bucket).toBeGreaterThanOrEqual(0);
  const granted = await repo.netGranted(userId);
  expect(account.allowance + account.topup + account.held_allowance + account.held_topup + account.spent).toBe(granted);
  expect(await repo.runTotals(userId)).toEqual({
    held_allowance: account.held_allowance,
    held_topup: account.held_topup,
    spent: account.spent,
  });
  const { rows } = await db.query<{ run_id: string; kind: string; n: number }>(
    `SELECT run_id, kind, count(*)::int AS n FROM credit_ledger WHERE user_id = $1 AND run_id IS NOT NULL GROUP BY run_id, kind HAVING count(*) > 1`,
    [userId],
  );
  expect(rows).toEqual([]);
  // A run is settled once: a commit or a release, or (a partial commit) one of each that together
  // settle exactly what was held.
  const settled = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (
       SELECT l.run_id FROM credit_ledger l WHERE l.user_id = $1 AND l.kind IN ('commit', 'release') GROUP BY l.run_id
       HAVING count(*) > 1 AND NOT (
         count(*) = 2 AND bool_or(l.kind = 'commit') AND bool_or(l.kind = 'release')
         AND sum(-(l.held_allowance + l.held_topup)) = (SELECT h.held_allowance + h.held_topup FROM credit_ledger h WHERE h.run_id = l.run_id AND h.kind = 'hold'))) twice`,
    [userId],
  );
  expect(settled.rows[0]!.n).toBe(0);
  return account;
}

/** The credits test files' requests as a user: POST and GET with the token, the balance, and a reservation that must succeed. */
export function creditCalls(ctx: { app: App }) {
  const post = (token: string, url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const get = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  const credits = async (token: string) => CreditsResponseSchema.parse((await get(token, '/api/credits')).json());
  const reserve = async (token: string, body: object) => {
    const res = await post(token, '/api/credits/reserve', body);
    expect(res.statusCode, res.body).toBe(200);
    return ReserveCreditsResponseSchema.parse(res.json());
  };
  return { post, get, credits, reserve };
}
