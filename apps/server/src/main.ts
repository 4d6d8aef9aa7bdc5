import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { loadEnv } from './config/env.ts';
import { createDatabase } from './db/database.ts';
import { startEmbeddedPostgres, type EmbeddedServer } from './db/embedded-postgres.ts';
import { migrate } from './db/migrate.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main() {
  const started = Date.now();
  const env = loadEnv();
  let embedded: EmbeddedServer | null = null;
  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(path.join(env.DATA_DIR, 'postgres'), { notice: (line) => console.log(`! ${line}`) });
    databaseUrl = embedded.url;
  }
  const db = createDatabase(databaseUrl);
  await migrate(db);
  const app = await buildApp({ env, db, webDistDir: env.WEB_DIST_DIR ?? path.resolve(here, '../../web/dist'), startWorker: env.WORKERS === 'in-process' });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await app.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    process.exit(0);
  };
  // embedded-postgres installs its own signal hooks that stop the database at once, under the
  // still-running app and job worker. We stop in order instead: app (and worker), pool, database.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ host: env.HOST, port: env.PORT });
  app.log.info({ database: embedded ? `embedded PostgreSQL (${path.join(env.DATA_DIR, 'postgres')})` : 'DATABASE_URL', ms: Date.now() - started }, 'ready');
}

main().catch((error: unknown) => {
  const reason = error instanceof Error ? error.message : error === undefined || error === null ? 'no reason was given' : String(error);
  console.error(`✗ The server could not start: ${reason}`);
  process.exit(1);
});
