import { buildApp } from './app.ts';
import { loadEnv } from './config/env.ts';
import { createDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { shutDown } from './shutdown.ts';

/**
 * A background-worker process (WORKERS=off on the API processes): the same services and jobs on the
 * same PostgreSQL queue, without listening for HTTP. Needs DATABASE_URL (the embedded database
 * belongs to the API process).
 */
async function main() {
  const env = loadEnv();
  if (!env.DATABASE_URL)
    throw new Error('A worker process needs DATABASE_URL (the embedded PostgreSQL is owned by the API process).');
  const db = createDatabase(env.DATABASE_URL);
  await migrate(db);
  const app = await buildApp({ env, db, startWorker: true });
  await app.ready();
  app.log.info('worker ready');
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    // Jobs in flight finish (the queue's stop waits for them) within SHUTDOWN_TIMEOUT_MS.
    const result = await shutDown(
      [
        { name: 'job queue and worker pools', run: () => app.close() },
        { name: 'database pool', run: () => db.close() },
      ],
      env.SHUTDOWN_TIMEOUT_MS,
    );
    if (!result.clean)
      console.error(
        `✗ shutdown: still running: ${result.late.join(', ') || 'none'}; failed: ${result.failed.join(', ') || 'none'}`,
      );
    process.exit(result.clean ? 0 : 1);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
