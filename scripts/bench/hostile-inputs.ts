// The server under hostile inputs (issue 16, docs/decisions/015-parsing-and-import-budgets.md): the
// event-loop delay (perf_hooks monitorEventLoopDelay, p99 and max) while hostile job pages are imported,
// and the peak resident memory of the process while PDF decompression bombs are uploaded. `npm run bench`
// runs this file as its own process (`runHostileInputsBench`), so the process measured holds the app and
// the test page server only, not the rest of the bench; the private-address flag is on so that the app
// may fetch the page server on loopback (development mode: production refuses it).
import { signUpForBench } from './bench-session.ts';
import { spawn } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { buildApp } from '../../apps/server/src/app.ts';
import { parseEnv } from '../../apps/server/src/config/env.ts';
import { createDatabase, type Database } from '../../apps/server/src/db/database.ts';
import { makePdf } from '../../apps/server/test/document-fixtures.ts';
import { startJobPageServer } from '../../apps/server/test/job-pages.ts';
import { doubleFlateBombPdf, flateBombPdf } from '../../apps/server/test/pdf-bombs.ts';

export type LoopDelay = { p99: number; max: number };
export type ImportFigure = { name: string; status: number; ms: number; delay: LoopDelay };
export type BombFigure = {
  name: string;
  bytes: number;
  status: number;
  ms: number;
  baselineMb: number;
  peakMb: number;
  afterMb: number;
  delay: LoopDelay;
};

const GiB = 1024 * 1024 * 1024;
const rssMb = () => process.memoryUsage.rss() / (1024 * 1024);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` with the event-loop delay histogram on; the delays in milliseconds. */
async function withLoopDelay<T>(work: () => Promise<T>): Promise<{ result: T; delay: LoopDelay; ms: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  histogram.disable();
  return { result, ms, delay: { p99: histogram.percentile(99) / 1e6, max: histogram.max / 1e6 } };
}

/** A figure is only worth printing for an answer the product gives a user: read (200) or refused with a reason (422). */
function expectReadOrRefused(name: string, status: number) {
  if (status !== 200 && status !== 422)
    throw new Error(
      `${name}: answered ${status}, not 200 or 422: the bench's request is wrong, its figures would mean nothing`,
    );
}

export async function benchHostileInputs(databaseUrl: string, db: Database): Promise<HostileInputsBench> {
  const parsed = parseEnv({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    PUBLIC_URL: 'http://127.0.0.1',
    DATABASE_URL: databaseUrl,
    RATE_LIMIT_MAX: '100000000',
    AUTH_RATE_LIMIT_MAX: '100000',
    SCRAPE_ALLOW_PRIVATE: 'true',
  });
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
  const app = await buildApp({ env: parsed.env, db, webDistDir: null });
  const pages = await startJobPageServer();
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const { token } = await signUpForBench(url, db, 'hostile');
    const authorization = { authorization: `Bearer ${token}` };
    const { defaultWid: wid } = (await (await fetch(`${url}/api/workspaces`, { headers: authorization })).json()) as {
      defaultWid: string;
    };

    // The reference: the same histogram over two idle seconds (on a shared machine, other processes show here too).
    const idle = await withLoopDelay(() => sleep(2_000));
    const imports: ImportFigure[] = [
      { name: '(idle reference, no request)', status: 0, ms: idle.ms, delay: idle.delay },
    ];
    for (const [name, path] of [
      ['normal article page', '/article'],
      ['19,000 sibling <p>x</p> (under the limit)', '/near-limit'],
      ['240,000 sibling <p>x</p> (1.9 MB)', '/many-paragraphs'],
      ['JSON-LD description of 200,000 <b>x</b>', '/bold-json-ld'],
    ] as const) {
      const run = await withLoopDelay(() =>
        fetch(`${url}/api/modules/scrape-job-description`, {
          method: 'POST',
          headers: { ...authorization, 'content-type': 'application/json' },
          body: JSON.stringify({ wid, url: `${pages.origin}${path}` }),
        }).then(async (res) => (await res.arrayBuffer(), res.status)),
      );
      expectReadOrRefused(name, run.result);
      imports.push({ name, status: run.result, ms: run.ms, delay: run.delay });
    }

    const bombs: BombFigure[] = [];
    const files: Array<[string, Uint8Array]> = [
      ['normal 1-page PDF', await makePdf([['Jane Doe', 'Software Engineer']])],
      ['PDF inflating to 1 GiB (FlateDecode)', flateBombPdf(GiB)],
      ['PDF inflating to 1 GiB (FlateDecode twice)', doubleFlateBombPdf(GiB)],
    ];
    for (const [name, bytes] of files) {
      await sleep(1_000);
      const baselineMb = rssMb();
      let peakMb = baselineMb;
      const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb())), 5);
      const form = new FormData();
      form.set('wid', wid);
      form.set('file', new Blob([bytes], { type: 'application/pdf' }), 'resume.pdf');
      const run = await withLoopDelay(() =>
        fetch(`${url}/api/modules/extract-cv-text`, { method: 'POST', headers: authorization, body: form }).then(
          async (res) => (await res.arrayBuffer(), res.status),
        ),
      );
      clearInterval(sampler);
      await sleep(2_000);
      expectReadOrRefused(name, run.result);
      bombs.push({
        name,
        bytes: bytes.length,
        status: run.result,
        ms: run.ms,
        baselineMb,
        peakMb,
        afterMb: rssMb(),
        delay: run.delay,
      });
    }
    return { imports, bombs };
  } finally {
    await app.close();
    await pages.close();
  }
}

export type HostileInputsBench = { imports: ImportFigure[]; bombs: BombFigure[] };

/** Runs the bench in a child process on the given database and returns its figures. */
export async function runHostileInputsBench(databaseUrl: string): Promise<HostileInputsBench> {
  const child = spawn(process.execPath, ['--import', 'tsx', new URL(import.meta.url).pathname], {
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 300_000);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearTimeout(timer);
  if (code !== 0) throw new Error(`the hostile-inputs bench exited with ${code}`);
  return JSON.parse(out) as HostileInputsBench;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const databaseUrl = process.env.BENCH_DATABASE_URL!;
  const db = createDatabase(databaseUrl);
  benchHostileInputs(databaseUrl, db)
    .then((figures) => process.stdout.write(JSON.stringify(figures)))
    .finally(() => db.close())
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
