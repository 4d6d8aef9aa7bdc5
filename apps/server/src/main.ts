import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { loadEnv, productionWarnings } from './config/env.ts';
import { createDatabase } from './db/database.ts';
import { startEmbeddedPostgres, type EmbeddedServer } from './db/embedded-postgres.ts';
import { migrate } from './db/migrate.ts';
import { shutDown } from './shutdown.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main() {
  const started = Date.now();
  const env = loadEnv();
  for (const warning of productionWarnings(env)) console.warn(`\n!!! WARNING: ${warning}\n`);
  let embedded: EmbeddedServer | null = null;
  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(path.join(env.DATA_DIR, 'postgres'), {
      notice: (line) => console.log(`! ${line}`),
    });
    databaseUrl = embedded.url;
  }
  const db = createDatabase(databaseUrl);
  await migrate(db);
  const app = await buildApp({
    env,
    db,
    webDistDir: env.WEB_DIST_DIR ?? path.resolve(here, '../../web/dist'),
    startWorker: env.WORKERS === 'in-process',
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const embeddedServer = embedded;
    app.log.info({ signal, timeoutMs: env.SHUTDOWN_TIMEOUT_MS }, 'shutting down');
    const result = await shutDown(
      [
        // Stops accepting, lets requests in flight finish, then closes the job queue and worker pools (onClose hooks).
        {
          name: 'http server, job queue and worker pools',
          run: () => app.close(),
          force: () => app.server.closeAllConnections(),
        },
        { name: 'database pool', run: () => db.close() },
        ...(embeddedServer ? [{ name: 'embedded PostgreSQL', run: () => embeddedServer.stop() }] : []),
      ],
      env.SHUTDOWN_TIMEOUT_MS,
    );
    if (!result.clean)
      console.error(
        `✗ shutdown: still running after ${env.SHUTDOWN_TIMEOUT_MS} ms: ${result.late.join(', ') || 'none'}; failed: ${result.failed.join(', ') || 'none'}`,
      );
    process.exit(result.clean ? 0 : 1);
  };
  // embedded-postgres installs its own signal hooks that stop the database at once, under the
  // still-running app and job worker. We stop in order instead: app (and worker), pool, database.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ host: env.HOST, port: env.PORT });
  app.log.info(
    {
      database: embedded ? `embedded PostgreSQL (${path.join(env.DATA_DIR, 'postgres')})` : 'DATABASE_URL',
      ms: Date.now() - started,
    },
    'ready',
  );
}

main().catch((error: unknown) => {
  const reason =
    error instanceof Error
      ? error.message
      : error === undefined || error === null
        ? 'no reason was given'
        : String(error);
  console.error(`✗ The server could not start: ${reason}`);
  process.exit(1);
});
