// `npm run bench:jobs`: the job index alone (scripts/bench/job-search.ts) on a fresh embedded
// PostgreSQL (or DATABASE_URL): 100,000 jobs seeded, search p50/p95 with fit ranking, ingestion jobs/s.
// `npm run bench` runs the same measurement after its throughput figures.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDatabase } from '../apps/server/src/db/database.ts';
import { startEmbeddedPostgres, type EmbeddedServer } from '../apps/server/src/db/embedded-postgres.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { benchJobSearch, printJobSearchBench } from './bench/job-search.ts';

const tmp = await mkdtemp(path.join(os.tmpdir(), 'cp-bench-jobs-'));
await chmod(tmp, 0o755);
let embedded: EmbeddedServer | null = null;
let url = process.env.DATABASE_URL?.trim();
if (!url) {
  embedded = await startEmbeddedPostgres(path.join(tmp, 'postgres'), { persistent: false });
  url = embedded.url;
}
const db = createDatabase(url);
try {
  await migrate(db);
  console.log(`Job index (${process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded PostgreSQL'}):`);
  printJobSearchBench(await benchJobSearch(db, { jobs: Number(process.env.BENCH_JOBS) || undefined }));
} finally {
  await db.close().catch(() => undefined);
  await embedded?.stop().catch(() => undefined);
  await rm(tmp, { recursive: true, force: true, maxRetries: 3 });
}
