import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestClock,
  creditsServiceFor,
  expectLedgerConsistent,
  insertUser,
  MINUTE,
} from '../../test/credit-helpers.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.ts';
import { startJobRunner, type JobRunner } from './job-runner.ts';

let database: TestDatabase;
let jobs: JobRunner | null = null;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await jobs?.stop();
  await database?.drop();
});

const silent = { error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined };

describe('the background job runner (graphile-worker on PostgreSQL)', () => {
  it('runs the hold-expiry task from the queue: a hold older than 15 minutes is released', async () => {
    const clock = createTestClock();
    const credits = creditsServiceFor(database.db, clock);
    const userId = await insertUser(database.db);
    await credits.reserve({ userId, moduleKey: 'Module 1', cost: 3 });
    clock.advance(16 * MINUTE);

    let sweeps = 0;
    jobs = await startJobRunner({
      pool: database.db.pool,
      log: silent,
      tasks: {
        credits_expire_holds: async () => {
          sweeps += 1;
          return credits.expireHolds();
        },
        credits_monthly_sweep: async () => undefined,
      },
    });
    const done = new Promise<void>((resolve, reject) => {
      jobs!.runner.events.on('job:success', ({ job }) => job.task_identifier === 'credits_expire_holds' && resolve());
      jobs!.runner.events.on('job:failed', ({ error }) => reject(error));
    });
    await jobs.runner.addJob('credits_expire_holds', {});
    await done;
    expect(sweeps).toBeGreaterThanOrEqual(1);
    const account = await expectLedgerConsistent(database.db, userId);
    expect(account).toMatchObject({ allowance: 10, held_allowance: 0 });
    const { rows } = await database.db.query<{ status: string; settle_reason: string }>(
      'SELECT status, settle_reason FROM credit_runs WHERE user_id = $1',
      [userId],
    );
    expect(rows).toEqual([{ status: 'released', settle_reason: 'expired' }]);
  });
});
