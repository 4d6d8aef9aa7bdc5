// `npm run bench`: throughput of the real app against a bare Fastify baseline, and the server's cold
// start on an initialised data directory.
//
// 1. Cold start: spawns the built server, `node apps/server/dist/main.js` (what `npm start` and
//    production run; built first when stale), on a new
//    DATA_DIR twice and times spawn -> GET /api/health answering. The first run initialises the
//    embedded PostgreSQL; the second is the cold start on an initialised directory (goal < 5 s).
// 2. Throughput: the real app in this process (embedded PostgreSQL in a temp directory, or
//    DATABASE_URL when set), logging off, rate limits out of the way; a bare Fastify with
//    GET /hello on another port. autocannon runs in a child process so the load generator doesn't
//    share the servers' event loop: -c 50, 2 s warm-up, then 10 s, for GET /hello (bare) and
//    GET /api/me (bearer token of a user signed up through the API).
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { parseEnv } from '../apps/server/src/config/env.ts';
import { createDatabase, type Database } from '../apps/server/src/db/database.ts';
import { startEmbeddedPostgres, type EmbeddedServer } from '../apps/server/src/db/embedded-postgres.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { benchEngine, printEngineBench } from './bench-engine.ts';
import { buildServerIfNeeded, serverMain } from './lib.mjs';
import { benchApplicationsList, printApplicationsBench } from './bench/applications.ts';
import { benchCredits } from './bench/credits.ts';
import { benchExtraction } from './bench/documents.ts';
import { benchResumeExport, printResumeExportBench } from './bench/resume-export.ts';
import { benchJobSearch, printJobSearchBench } from './bench/job-search.ts';
import { signUpForBench } from './bench/bench-session.ts';
import { runHostileInputsBench } from './bench/hostile-inputs.ts';
import { benchInterviewFeedback, printInterviewFeedbackBench } from './bench/interview-feedback.ts';
import { postingText, resumeText } from './bench/sample-documents.ts';

const root = path.resolve(import.meta.dirname, '..');
const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;
const DURATION_SECONDS = 10;
const COLD_START_GOAL_MS = 5000;

type Result = { requestsPerSecond: number; p50: number; p99: number; total: number; non2xx: number; errors: number };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs autocannon in a child process (bounded by a hard timeout) and returns its summary. */
async function autocannon(options: {
  url: string;
  duration: number;
  headers?: Record<string, string>;
}): Promise<Result> {
  const code = `import autocannon from 'autocannon';
const result = await autocannon(JSON.parse(process.env.BENCH_OPTIONS));
process.stdout.write(JSON.stringify(result));`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    cwd: root,
    env: { ...process.env, BENCH_OPTIONS: JSON.stringify({ connections: CONNECTIONS, ...options }) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), (options.duration + 20) * 1000);
  const exitCode = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearTimeout(timer);
  if (exitCode !== 0) throw new Error(`autocannon exited with ${exitCode} for ${options.url}`);
  const r = JSON.parse(out) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
    '2xx': number;
  };
  return {
    requestsPerSecond: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    total: r['2xx'] + r.non2xx,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

async function measure(url: string, headers?: Record<string, string>): Promise<Result> {
  await autocannon({ url, duration: WARMUP_SECONDS, headers });
  const result = await autocannon({ url, duration: DURATION_SECONDS, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    console.warn(`  ! ${url}: ${result.non2xx} non-2xx responses, ${result.errors} errors/timeouts`);
  }
  return result;
}

/** Spawns the server as `npm start` would and times it until /api/health answers; then stops it. */
async function coldStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', serverMain], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.on('exit', () => {
      exited = true;
      resolve();
    }),
  );
  try {
    const deadline = started + 60_000;
    while (performance.now() < deadline && !exited) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1000) });
        if (res.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await sleep(25);
    }
    throw new Error(
      exited ? 'the server exited before answering /api/health' : 'the server did not answer /api/health within 60 s',
    );
  } finally {
    if (!exited) child.kill('SIGTERM'); // the server stops its embedded PostgreSQL on SIGTERM
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exit;
    clearTimeout(killer);
  }
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

async function main() {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'cp-bench-'));
  await chmod(tmp, 0o755); // as root, PostgreSQL runs as the 'postgres' user and must enter it
  let bare: FastifyInstance | null = null;
  let app: FastifyInstance | null = null;
  let db: Database | null = null;
  let embedded: EmbeddedServer | null = null;
  const cleanup = async () => {
    await app?.close().catch(() => undefined);
    await bare?.close().catch(() => undefined);
    await db?.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    await rm(tmp, { recursive: true, force: true, maxRetries: 3 });
  };
  const onSignal = () => void cleanup().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    if ((await buildServerIfNeeded()) !== 0) throw new Error('the server build failed');
    console.log('Cold start: spawn `node apps/server/dist/main.js` -> GET /api/health answers (embedded PostgreSQL)');
    const coldDir = path.join(tmp, 'cold');
    const first = await coldStart(coldDir);
    console.log(`  run 1 (initialises ${path.relative(tmp, coldDir)}/postgres): ${fmt(first)} ms`);
    const second = await coldStart(coldDir);
    console.log(
      `  run 2 (initialised data directory):  ${fmt(second)} ms  (goal < ${COLD_START_GOAL_MS} ms: ${second < COLD_START_GOAL_MS ? 'met' : 'MISSED'})`,
    );

    const externalUrl = process.env.DATABASE_URL?.trim();
    let databaseUrl = externalUrl;
    if (!databaseUrl) {
      embedded = await startEmbeddedPostgres(path.join(tmp, 'bench', 'postgres'), { persistent: false });
      databaseUrl = embedded.url;
    }
    const parsed = parseEnv({
      NODE_ENV: 'production',
      BILLING_TEST_MODE: 'demo',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: '0',
      PUBLIC_URL: 'http://127.0.0.1',
      DATABASE_URL: databaseUrl,
      RATE_LIMIT_MAX: '100000000',
      AUTH_RATE_LIMIT_MAX: '100000',
    });
    if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
    db = createDatabase(databaseUrl);
    await migrate(db);
    app = await buildApp({ env: parsed.env, db, webDistDir: null });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const appUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

    bare = Fastify({ logger: false });
    bare.get('/hello', async () => ({ hello: 'world' }));
    await bare.listen({ host: '127.0.0.1', port: 0 });
    const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

    const { token } = await signUpForBench(appUrl, db, 'bench');
    const authorization = { authorization: `Bearer ${token}` };
    const check = await fetch(`${appUrl}/api/me`, { headers: authorization });
    if (!check.ok) throw new Error(`GET /api/me failed: ${check.status} ${await check.text()}`);

    // A realistic stored workspace: a 2-page resume, a posting, and a run of each of six modules.
    const workspaces = (await (await fetch(`${appUrl}/api/workspaces`, { headers: authorization })).json()) as {
      defaultWid: string;
    };
    const wid = workspaces.defaultWid;
    for (const [route, field, text] of [
      ['update-cv-text', 'cv_text', resumeText()],
      ['update-jd-text', 'jd_text', postingText()],
    ] as const) {
      const saved = await fetch(`${appUrl}/api/modules/${route}`, {
        method: 'POST',
        headers: { ...authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ wid, [field]: text }),
      });
      if (!saved.ok) throw new Error(`${route} failed: ${saved.status} ${await saved.text()}`);
    }
    const userId = (
      (await (await fetch(`${appUrl}/api/me`, { headers: authorization })).json()) as { user: { user_id: string } }
    ).user.user_id;
    for (const [i, key] of ['Module 1', 'Module 2', 'Module 3', 'Module 4', 'Module 5', 'Module 9'].entries()) {
      const result = {
        summary: resumeText().slice(0, 1500),
        items: Array.from({ length: 12 }, (_, n) => ({ n, text: postingText().slice(0, 120) })),
      };
      await db.query(
        'INSERT INTO module_runs (id, workspace_id, user_id, module_key, result) VALUES ($1, $2, $3, $4, $5)',
        [`run_bench_${i}`, wid, userId, key, JSON.stringify(result)],
      );
    }

    console.log(
      `\nThroughput: autocannon -c ${CONNECTIONS}, ${WARMUP_SECONDS} s warm-up then ${DURATION_SECONDS} s (database: ${externalUrl ? 'DATABASE_URL' : 'embedded PostgreSQL'})`,
    );
    const hello = await measure(`${bareUrl}/hello`);
    const me = await measure(`${appUrl}/api/me`, authorization);
    const detail = await measure(`${appUrl}/api/workspaces/${wid}`, authorization);

    const rows = [
      ['bare Fastify GET /hello', hello],
      ['app GET /api/me (bearer + DB)', me],
      ['app GET /api/workspaces/{wid}', detail],
    ] as const;
    console.log(
      `\n  ${'route'.padEnd(32)}${'req/s'.padStart(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'requests'.padStart(11)}`,
    );
    for (const [name, r] of rows) {
      console.log(
        `  ${name.padEnd(32)}${fmt(r.requestsPerSecond).padStart(10)}${fmt(r.p50).padStart(9)}${fmt(r.p99).padStart(9)}${fmt(r.total).padStart(11)}`,
      );
    }
    console.log(
      `\n  ratio me/hello: ${fmt(me.requestsPerSecond / hello.requestsPerSecond, 3)} (${fmt((100 * me.requestsPerSecond) / hello.requestsPerSecond, 1)} % of the bare baseline)`,
    );
    console.log(`  ratio workspace detail/hello: ${fmt(detail.requestsPerSecond / hello.requestsPerSecond, 3)}`);

    console.log('\nDocument extraction (worker pool, warm; median of 30):');
    const extraction = await benchExtraction();
    console.log(
      `  2-page PDF resume: median ${fmt(extraction.pdf.median, 1)} ms, p95 ${fmt(extraction.pdf.p95, 1)} ms (${extraction.pdfChars} characters)`,
    );
    console.log(
      `  DOCX resume:       median ${fmt(extraction.docx.median, 1)} ms, p95 ${fmt(extraction.docx.p95, 1)} ms (${extraction.docxChars} characters)`,
    );

    console.log('\nResume Builder export (docs/decisions/024; 100 runs each, warm):');
    printResumeExportBench(await benchResumeExport());

    console.log(
      '\nHostile inputs (docs/decisions/015), the app alone in a child process: event-loop delay while pages are imported and files parsed, its resident memory:',
    );
    const hostile = await runHostileInputsBench(databaseUrl);
    for (const r of hostile.imports) {
      console.log(
        `  import ${r.name.padEnd(42)} ${r.status}  ${fmt(r.ms).padStart(6)} ms   loop delay p99 ${fmt(r.delay.p99, 1)} ms, max ${fmt(r.delay.max, 1)} ms (goal p99 < 100 ms: ${r.delay.p99 < 100 ? 'met' : 'MISSED'})`,
      );
    }
    for (const r of hostile.bombs) {
      console.log(
        `  upload ${r.name.padEnd(42)} ${fmt(r.bytes / 1024).padStart(6)} kB  ${r.status}  ${fmt(r.ms).padStart(6)} ms   RSS ${fmt(r.baselineMb)} -> peak ${fmt(r.peakMb)} -> ${fmt(r.afterMb)} MB after 2 s (goal peak < 600 MB: ${r.peakMb < 600 ? 'met' : 'MISSED'}); loop delay p99 ${fmt(r.delay.p99, 1)} ms`,
      );
    }

    console.log('\nCredits ledger: reserve + commit pairs (in-process service, real PostgreSQL, 5 s each):');
    for (const r of await benchCredits(db)) {
      console.log(
        `  ${r.label.padEnd(28)} ${fmt(r.pairsPerSecond).padStart(7)} pairs/s   median ${fmt(r.latency.median, 1)} ms, p95 ${fmt(r.latency.p95, 1)} ms`,
      );
    }

    console.log(
      '\nApplication Dashboard: the list of 1,000 applications (scripts/bench/applications.ts; docs/decisions/028):',
    );
    printApplicationsBench(await benchApplicationsList(appUrl, db));

    console.log(
      "\nJob index: 100,000 jobs, the agent's search with fit ranking, board ingestion (scripts/bench/job-search.ts):",
    );
    printJobSearchBench(await benchJobSearch(db));

    console.log('\nAnalysis engine (2-page resume, 1-page posting):');
    printEngineBench(benchEngine());
    console.log('\nOffline Interview feedback per answer (engine, no model):');
    printInterviewFeedbackBench(benchInterviewFeedback());
    console.log(`  cold start on an initialised data directory: ${fmt(second)} ms`);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
