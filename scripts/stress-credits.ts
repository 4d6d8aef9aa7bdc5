// `npm run stress:credits` (node --import tsx scripts/stress-credits.ts [--seconds 10] [--concurrency 200] [--users 20]):
// hammers the credits ledger on a real PostgreSQL (DATABASE_URL, else an embedded server in a temp
// directory) and fails unless it stays consistent.
//
// Many concurrent callers run reserve/commit/release, withCredits with operations that fail at
// random, duplicate and racing commits, releases after commits and commits after releases, top-ups,
// and abandoned holds; half the traffic goes to one hot user so its row lock is contended. Holds
// expire after 2 s here, and the expiry sweep runs every 100 ms alongside the traffic. At the end
// every account must equal its ledger, no bucket may be negative, credits brought in must equal
// available + held + spent, the runs table must agree with the held and spent buckets, and no run
// may have been settled twice. Prints the throughput and latency of the calls.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createDatabase } from '../apps/server/src/db/database.ts';
import { startEmbeddedPostgres, type EmbeddedServer } from '../apps/server/src/db/embedded-postgres.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { AppError } from '../apps/server/src/http/app-error.ts';
import { createCreditsRepository } from '../apps/server/src/modules/credits/credits.repository.ts';
import { createCreditsService } from '../apps/server/src/modules/credits/credits.service.ts';
import { newId } from '../apps/server/src/security/random.ts';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '200' },
    users: { type: 'string', default: '20' },
  },
});
const SECONDS = Number(args.seconds);
const CONCURRENCY = Number(args.concurrency);
const USERS = Math.max(1, Number(args.users));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;

async function main() {
  let embedded: EmbeddedServer | null = null;
  let tmpDir: string | null = null;
  let url = process.env.DATABASE_URL?.trim();
  if (!url) {
    tmpDir = await mkdtemp(path.join(os.tmpdir(), 'cp-stress-'));
    await chmod(tmpDir, 0o755);
    embedded = await startEmbeddedPostgres(path.join(tmpDir, 'pg'), { persistent: false });
    url = embedded.url;
  }
  const db = createDatabase(url, { max: 20 });
  let failed = false;
  try {
    await migrate(db);
    const clock = { now: () => new Date() };
    const credits = createCreditsService({ db, repo: createCreditsRepository, clock, holdTtlMs: 2000 });
    const repo = createCreditsRepository(db);

    const users: string[] = [];
    for (let i = 0; i < USERS; i += 1) {
      const id = newId('usr');
      await db.query('INSERT INTO users (id, email, email_normalized) VALUES ($1, $2, $2)', [
        id,
        `${id.toLowerCase()}@stress.example`,
      ]);
      await db.query(`INSERT INTO subscriptions (user_id, package, status) VALUES ($1, $2, 'active')`, [
        id,
        pick(['free', 'pro', 'ultimate'] as const),
      ]);
      users.push(id);
    }
    const hot = users[0]!;
    const chooseUser = () => (Math.random() < 0.5 ? hot : pick(users));
    const topUp = (userId: string, amount: number) =>
      db.transaction((tx) => credits.addTopUp(tx, userId, amount, newId('stress_topup')));
    for (const userId of users) await topUp(userId, 200);

    const counts = new Map<string, number>();
    const count = (name: string) => counts.set(name, (counts.get(name) ?? 0) + 1);
    const latencies: number[] = [];
    const timed = async <T>(work: () => Promise<T>): Promise<T> => {
      const started = performance.now();
      try {
        return await work();
      } finally {
        latencies.push(performance.now() - started);
      }
    };
    const expected = (error: unknown) =>
      error instanceof AppError && ['INSUFFICIENT_CREDITS', 'CONFLICT', 'PLAN_REQUIRED'].includes(error.code);

    const deadline = Date.now() + SECONDS * 1000;
    let sweeping = true;
    const sweeper = (async () => {
      while (sweeping) {
        await credits.expireHolds();
        count('sweep');
        await sleep(100);
      }
    })();

    const worker = async () => {
      while (Date.now() < deadline) {
        const userId = chooseUser();
        const cost = 1 + Math.floor(Math.random() * 6);
        const kind = Math.floor(Math.random() * 7);
        try {
          if (kind === 0) {
            await timed(() =>
              credits.withCredits({ userId, moduleKey: 'Module 1', cost }, async () => {
                await sleep(Math.random() * 20);
                if (Math.random() < 0.3) throw new Error('operation failed');
              }),
            ).catch((error: unknown) => {
              if (!(error instanceof Error && error.message === 'operation failed')) throw error;
              count('operation failed (released)');
            });
            count('withCredits');
          } else if (kind === 1) {
            const hold = await timed(() => credits.reserve({ userId, moduleKey: 'Module 2', cost }));
            await Promise.all([
              timed(() => credits.commit(userId, hold.run_id, 'Module 2')),
              timed(() => credits.commit(userId, hold.run_id, 'Module 2')),
            ]);
            count('duplicate commit');
          } else if (kind === 2) {
            const hold = await timed(() => credits.reserve({ userId, moduleKey: 'Module 3', cost }));
            await Promise.allSettled([
              timed(() => credits.commit(userId, hold.run_id, 'Module 3')),
              timed(() => credits.release(userId, hold.run_id)),
            ]);
            count('commit/release race');
          } else if (kind === 3) {
            const hold = await timed(() => credits.reserve({ userId, moduleKey: 'Module 5', cost }));
            await timed(() => credits.release(userId, hold.run_id));
            await timed(() => credits.commit(userId, hold.run_id, 'Module 5')).catch((error: unknown) => {
              if (!expected(error)) throw error;
              count('commit after release refused');
            });
          } else if (kind === 4) {
            await timed(() => credits.reserve({ userId, moduleKey: 'Module 6', cost }));
            count('abandoned hold');
          } else if (kind === 5) {
            await timed(() => topUp(userId, 1 + Math.floor(Math.random() * 20)));
            count('top-up');
          } else {
            await timed(() => credits.getCredits(userId));
            count('read');
          }
        } catch (error) {
          if (!expected(error)) throw error;
          count((error as AppError).code);
        }
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const elapsed = (performance.now() - started) / 1000;
    sweeping = false;
    await sweeper;
    await sleep(2100);
    await credits.expireHolds();

    const problems: string[] = [];
    const mismatches = await repo.ledgerMismatches();
    if (mismatches.length > 0)
      problems.push(
        `${mismatches.length} account(s) differ from their ledger: ${JSON.stringify(mismatches.slice(0, 3))}`,
      );
    for (const userId of users) {
      const account = await repo.findAccount(userId);
      if (!account) continue;
      const buckets = [account.allowance, account.topup, account.held_allowance, account.held_topup, account.spent];
      if (buckets.some((b) => b < 0)) problems.push(`${userId}: a negative bucket ${JSON.stringify(buckets)}`);
      const total = buckets.reduce((a, b) => a + b, 0);
      const granted = await repo.netGranted(userId);
      if (total !== granted) problems.push(`${userId}: available + held + spent = ${total}, brought in = ${granted}`);
      const runs = await repo.runTotals(userId);
      if (
        runs.held_allowance !== account.held_allowance ||
        runs.held_topup !== account.held_topup ||
        runs.spent !== account.spent
      ) {
        problems.push(`${userId}: runs ${JSON.stringify(runs)} differ from the account`);
      }
    }
    const twice = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT run_id FROM credit_ledger WHERE kind IN ('commit', 'release') GROUP BY run_id HAVING count(*) > 1) t`,
    );
    if (twice.rows[0]!.n > 0) problems.push(`${twice.rows[0]!.n} run(s) settled twice`);

    latencies.sort((a, b) => a - b);
    const at = (q: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]?.toFixed(1) ?? '-';
    const ledgerRows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM credit_ledger');
    console.log(
      `credits stress: ${CONCURRENCY} concurrent callers, ${USERS} users (half the traffic on one), ${SECONDS} s, ${embedded ? 'embedded PostgreSQL' : 'DATABASE_URL'}`,
    );
    console.log(
      `  ${latencies.length} calls in ${elapsed.toFixed(1)} s = ${(latencies.length / elapsed).toFixed(0)} calls/s; latency p50 ${at(0.5)} ms, p99 ${at(0.99)} ms; ${ledgerRows.rows[0]!.n} ledger rows`,
    );
    console.log(
      `  ${[...counts.entries()]
        .sort()
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ')}`,
    );
    if (problems.length > 0) {
      failed = true;
      console.error(`INCONSISTENT:\n  ${problems.join('\n  ')}`);
    } else {
      console.log(
        '  consistent: every account equals its ledger; no negative bucket; brought in = available + held + spent; no run settled twice',
      );
    }
  } finally {
    await db.close();
    await embedded?.stop();
    if (tmpDir) await rm(tmpDir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
