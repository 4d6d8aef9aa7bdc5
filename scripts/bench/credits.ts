// Reserve + commit throughput of the credits ledger on real PostgreSQL: spread over many users, and
// all on one user whose balance row lock every call contends for.
import type { Database } from '../../apps/server/src/db/database.ts';
import { createCreditsRepository } from '../../apps/server/src/modules/credits/credits.repository.ts';
import { createCreditsService } from '../../apps/server/src/modules/credits/credits.service.ts';
import { newId } from '../../apps/server/src/security/random.ts';
import { summarize, type Timing } from './documents.ts';

export type CreditsBench = { label: string; pairsPerSecond: number; latency: Timing };

export async function benchCredits(
  db: Database,
  options: { seconds?: number; concurrency?: number; users?: number } = {},
): Promise<CreditsBench[]> {
  const seconds = options.seconds ?? 5;
  const concurrency = options.concurrency ?? 20;
  const credits = createCreditsService({ db, repo: createCreditsRepository, clock: { now: () => new Date() } });
  const makeUser = async () => {
    const id = newId('usr');
    await db.query('INSERT INTO users (id, email, email_normalized) VALUES ($1, $2, $2)', [
      id,
      `${id.toLowerCase()}@bench.example`,
    ]);
    // Enough credits that nobody runs out during the run.
    await db.transaction((tx) => credits.addTopUp(tx, id, 1_000_000, newId('bench_topup')));
    return id;
  };
  const spread = await Promise.all(Array.from({ length: options.users ?? concurrency }, makeUser));
  const hot = await makeUser();

  const run = async (label: string, userFor: (worker: number) => string): Promise<CreditsBench> => {
    const samples: number[] = [];
    const deadline = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: concurrency }, async (_, worker) => {
        const userId = userFor(worker);
        while (performance.now() < deadline) {
          const started = performance.now();
          const hold = await credits.reserve({ userId, moduleKey: 'Module 1', cost: 1 });
          await credits.commit(userId, hold.run_id, 'Module 1');
          samples.push(performance.now() - started);
        }
      }),
    );
    return { label, pairsPerSecond: samples.length / seconds, latency: summarize(samples) };
  };
  return [
    await run(`${concurrency} callers, ${spread.length} users`, (worker) => spread[worker % spread.length]!),
    await run(`${concurrency} callers, one user`, () => hot),
  ];
}
