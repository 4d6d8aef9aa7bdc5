// `npm run bench:applications`: the Application Dashboard's list of 1,000 applications alone
// (scripts/bench/applications.ts) on a fresh embedded PostgreSQL (or DATABASE_URL), the app in this
// process. `npm run bench` runs the same measurement with its other figures.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { parseEnv } from '../apps/server/src/config/env.ts';
import { createDatabase } from '../apps/server/src/db/database.ts';
import { startEmbeddedPostgres, type EmbeddedServer } from '../apps/server/src/db/embedded-postgres.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { benchApplicationsList, printApplicationsBench } from './bench/applications.ts';

const tmp = await mkdtemp(path.join(os.tmpdir(), 'cp-bench-apps-'));
await chmod(tmp, 0o755);
let embedded: EmbeddedServer | null = null;
let url = process.env.DATABASE_URL?.trim();
if (!url) {
  embedded = await startEmbeddedPostgres(path.join(tmp, 'postgres'), { persistent: false });
  url = embedded.url;
}
const parsed = parseEnv({
  NODE_ENV: 'production',
  BILLING_TEST_MODE: 'demo',
  LOG_LEVEL: 'silent',
  HOST: '127.0.0.1',
  PORT: '0',
  PUBLIC_URL: 'http://127.0.0.1',
  DATABASE_URL: url,
  RATE_LIMIT_MAX: '100000000',
  AUTH_RATE_LIMIT_MAX: '100000',
});
if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
const db = createDatabase(url);
const app = await (async () => {
  await migrate(db);
  return buildApp({ env: parsed.env, db, webDistDir: null });
})();
try {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const appUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  console.log(`Application Dashboard (${process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded PostgreSQL'}):`);
  printApplicationsBench(
    await benchApplicationsList(appUrl, db, { count: Number(process.env.BENCH_APPLICATIONS) || undefined }),
  );
} finally {
  await app.close().catch(() => undefined);
  await db.close().catch(() => undefined);
  await embedded?.stop().catch(() => undefined);
  await rm(tmp, { recursive: true, force: true, maxRetries: 3 });
}
