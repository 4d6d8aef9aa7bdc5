import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createTitleMatcher, defaultEngine, enrichBoardJob } from '@cp/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-app.ts';
import { loadGazetteer } from '../gazetteer.ts';
import { createJobIndexRepository } from '../job-index.repository.ts';
import { seedDemoCatalogue } from '../seed-demo.ts';
import { connectorsFor } from './board-config.ts';
import { createBoardIngest } from './board-ingest.ts';
import type { BoardConfig, BoardRequest } from './board-types.ts';
import { fetchBoardJson } from './fetch-json.ts';

const fixtures = path.resolve(import.meta.dirname, '../../../../test/fixtures/job-boards');
const fixture = (name: string) => readFileSync(path.join(fixtures, name), 'utf8');
const GREENHOUSE = JSON.stringify({
  jobs: [
    {
      id: 901,
      title: 'Data Analyst',
      company_name: 'Acme',
      location: { name: 'Austin, TX' },
      content: '&lt;p&gt;SQL, Python and Tableau. 3+ years of experience.&lt;/p&gt;',
      absolute_url: 'https://boards.greenhouse.io/acme/jobs/901',
      updated_at: '2026-11-20T10:00:00Z',
    },
    {
      id: 902,
      title: 'Office Manager',
      company_name: 'Acme',
      location: { name: 'Berlin, Germany' },
      content: 'Run the office.',
      absolute_url: 'https://boards.greenhouse.io/acme/jobs/902',
      updated_at: '2026-11-21T10:00:00Z',
    },
  ],
});

/** Answers per path; a handler may stall, fail or redirect to test the faults. */
type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;
const routes = new Map<string, Handler>();
const hits = new Map<string, number>();
const json =
  (body: string): Handler =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(body);
  };

let server: http.Server;
let base: string;
let database: TestDatabase;
const engine = defaultEngine();
const matchTitle = createTitleMatcher(engine.data);
const gazetteer = loadGazetteer();

beforeAll(async () => {
  database = await createTestDatabase();
  server = http.createServer((req, res) => {
    const key = new URL(req.url ?? '/', 'http://x').pathname;
    hits.set(key, (hits.get(key) ?? 0) + 1);
    const handler = routes.get(key);
    if (handler) handler(req, res);
    else {
      res.writeHead(404);
      res.end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.drop();
});

/** The real connectors and fetch, with each board's host pointed at the local server (path = source). */
function ingest(options: { timeoutMs?: number; isPermitted?: (address: string) => boolean } = {}) {
  const index = createJobIndexRepository(database.db);
  const local = (request: BoardRequest) => {
    const url = new URL(request.url);
    const page = url.searchParams.has('page')
      ? `/${url.searchParams.get('page')}`
      : Number(url.searchParams.get('skip') ?? 0) > 0
        ? `/skip${url.searchParams.get('skip')}`
        : '';
    return { ...request, url: `${base}/${url.hostname.split('.').at(-2)}${page}` };
  };
  return {
    index,
    ingest: createBoardIngest({
      index,
      gazetteer,
      connectors: connectorsFor({ query: 'software' }),
      now: () => new Date(),
      fetchJson: (request) =>
        fetchBoardJson(local(request), {
          allowPrivate: options.isPermitted === undefined,
          isPermitted: options.isPermitted,
          timeoutMs: options.timeoutMs ?? 3000,
          maxBytes: 1024 * 1024,
          maxRedirects: 2,
        }),
      enrich: async (jobs) => jobs.map((j) => enrichBoardJob(j.title, j.description, engine.data, matchTitle)),
      sleep: async () => undefined,
    }),
  };
}

const board = (source: BoardConfig['source'], slug: string | null = 'acme'): BoardConfig => ({
  id: slug ? `${source}:${slug}` : source,
  source,
  slug,
  name: 'Acme',
});
async function openJobs(boardId: string) {
  const { rows } = await database.db.query<{
    id: string;
    title: string;
    skills: string[];
    occupation_code: string | null;
    lat: number | null;
    country: string | null;
    years_min: number | null;
  }>(
    'SELECT id, title, skills, occupation_code, lat, country, years_min FROM jobs WHERE board_id = $1 AND closed_at IS NULL ORDER BY id',
    [boardId],
  );
  return rows;
}

describe('reading each board into the index', () => {
  it('indexes Greenhouse with skills, occupation, place and years, and the demo catalogue gives way', async () => {
    const { index, ingest: runner } = ingest();
    expect(await seedDemoCatalogue({ index, gazetteer, now: new Date(), boardsConfigured: false, count: 50 })).toBe(50);
    routes.set('/greenhouse', json(GREENHOUSE));
    const outcome = await runner.run(board('greenhouse'));
    expect(outcome).toMatchObject({ ok: true, items: 2, skipped: 0 });
    const jobs = await openJobs('greenhouse:acme');
    expect(jobs[0]).toMatchObject({ id: 'gh:901', country: 'US', years_min: 3 });
    expect(jobs[0]!.skills).toEqual(expect.arrayContaining(['SQL', 'Python', 'Tableau']));
    expect(jobs[0]!.occupation_code).toBe(engine.normalizeTitle('Data Analyst')?.code);
    expect(jobs[0]!.lat).toBeCloseTo(30.27, 1);
    expect(jobs[1]).toMatchObject({ country: 'DE' });
    expect(await index.countOpen()).toBe(2);
    const health = (await index.boards()).find((b) => b.id === 'greenhouse:acme');
    expect(health).toMatchObject({ last_items: 2, consecutive_failures: 0, last_error: null });
  });

  it.each([
    ['lever', 'lever.json', 2, 1],
    ['ashby', 'ashby.json', 2, 2],
    ['remotive', 'remotive.json', 2, 1],
  ] as const)('indexes %s from its payload, skipping the malformed items', async (source, file, items, skipped) => {
    routes.set(`/${source === 'lever' ? 'lever' : source === 'ashby' ? 'ashbyhq' : 'remotive'}`, json(fixture(file)));
    const config = board(source, source === 'remotive' ? null : 'acme');
    const outcome = await ingest().ingest.run(config);
    expect(outcome).toMatchObject({ ok: true, items, skipped });
    expect(await openJobs(config.id)).toHaveLength(items);
  });

  it('cleans text PostgreSQL and the contracts refuse (NUL, broken Unicode) instead of losing the board', async () => {
    routes.set(
      '/lever',
      json(
        JSON.stringify([
          {
            id: 'nul-1',
            text: 'Data\u0000 Engineer \ud800',
            categories: { location: 'Denver, CO' },
            descriptionPlain: 'Pipelines\u0000 in Python.',
            hostedUrl: 'https://x.example/nul',
            createdAt: 1763900000000,
          },
        ]),
      ),
    );
    const outcome = await ingest().ingest.run({ id: 'lever:nul', source: 'lever', slug: 'nul', name: 'Nul' });
    expect(outcome).toMatchObject({ ok: true, items: 1 });
    expect((await openJobs('lever:nul'))[0]!.title).toBe('Data Engineer \ufffd');
  });

  it('reads every Arbeitnow page it builds', async () => {
    const page = JSON.parse(fixture('arbeitnow.json')) as { data: Array<{ slug?: string }> };
    for (const n of [1, 2, 3])
      routes.set(
        `/arbeitnow/${n}`,
        json(JSON.stringify({ data: page.data.map((j) => (j.slug ? { ...j, slug: `${j.slug}-p${n}` } : j)) })),
      );
    const outcome = await ingest().ingest.run(board('arbeitnow', null));
    expect(outcome).toMatchObject({ ok: true, items: 9, skipped: 3 });
  });

  it('follows Lever pages while they are full, and stops after the first short one', async () => {
    const posting = (n: number) => ({
      id: `p${n}`,
      text: `Data Analyst ${n}`,
      categories: { location: 'Austin, TX', commitment: 'Full-time' },
      descriptionPlain: 'SQL and Python.',
      hostedUrl: `https://jobs.lever.co/acme/p${n}`,
      createdAt: 1763900000000,
    });
    const pageOf = (from: number, count: number) =>
      JSON.stringify(Array.from({ length: count }, (_, i) => posting(from + i)));
    routes.set('/lever', json(pageOf(0, 100)));
    routes.set('/lever/skip100', json(pageOf(100, 100)));
    routes.set('/lever/skip200', json(pageOf(200, 7)));
    routes.set('/lever/skip300', json(pageOf(300, 100)));
    const outcome = await ingest().ingest.run(board('lever', 'paged'));
    expect(outcome).toMatchObject({ ok: true, items: 207, skipped: 0 });
    expect(hits.get('/lever/skip300')).toBeUndefined();
    expect(await openJobs('lever:paged')).toHaveLength(207);
  });
});

describe('whole-board comparison', () => {
  it('closes a job its board no longer lists, and counts a reopened one as a repost', async () => {
    const { ingest: runner } = ingest();
    const full = JSON.parse(fixture('lever.json')) as unknown[];
    routes.set('/lever', json(JSON.stringify([full[0]])));
    expect(await runner.run(board('lever'))).toMatchObject({ ok: true, items: 1 });
    expect((await openJobs('lever:acme')).map((j) => j.title)).toEqual(['Senior Data Analyst']);
    routes.set('/lever', json(JSON.stringify(full)));
    await runner.run(board('lever'));
    const { rows } = await database.db.query<{ repost_count: number }>(
      "SELECT repost_count FROM jobs WHERE id = 'lever:7f3b1c2d-0000-4000-8000-000000000002'",
    );
    expect(rows[0]!.repost_count).toBe(1);
  });

  it('keeps one open job when two boards list the same posting', async () => {
    const posting = {
      id: 'dup-1',
      text: 'Data Analyst',
      categories: { location: 'Austin, TX', commitment: 'Full-time' },
      descriptionPlain: 'Same job.',
      hostedUrl: 'https://x.example/dup',
      createdAt: 1763900000000,
    };
    routes.set('/lever', json(JSON.stringify([posting])));
    const outcome = await ingest().ingest.run({ id: 'lever:acme2', source: 'lever', slug: 'acme2', name: 'Acme' });
    expect(outcome).toMatchObject({ ok: true, items: 0, skipped: 1 });
  });
});

describe('faults', () => {
  it('retries a board that fails, then reads it', async () => {
    let calls = 0;
    routes.set('/remotive', (_req, res) => {
      calls += 1;
      if (calls < 3) {
        res.writeHead(503, { 'retry-after': '1' });
        res.end();
        return;
      }
      json(fixture('remotive.json'))(_req, res);
    });
    expect(await ingest().ingest.run(board('remotive', null))).toMatchObject({ ok: true, items: 2 });
    expect(calls).toBe(3);
  });

  it('gives up on a board whose body stalls, within its time limit, and records its health', async () => {
    routes.set('/ashbyhq', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"jobs": [');
    });
    const started = Date.now();
    const outcome = await ingest({ timeoutMs: 300 }).ingest.run({
      id: 'ashby:slow',
      source: 'ashby',
      slug: 'slow',
      name: 'Slow',
    });
    expect(outcome).toMatchObject({ ok: false, error: 'no complete answer within 1 s' });
    expect(Date.now() - started).toBeLessThan(3000);
    const health = (await createJobIndexRepository(database.db).boards()).find((b) => b.id === 'ashby:slow');
    expect(health).toMatchObject({
      consecutive_failures: 1,
      last_error: 'no complete answer within 1 s',
      last_success_at: null,
    });
  });

  it('records an answer that is not JSON and a board that is not found, without retrying a 404', async () => {
    routes.set('/lever', (_req, res) => {
      res.writeHead(200);
      res.end('<html>maintenance</html>');
    });
    expect(
      await ingest().ingest.run({ id: 'lever:broken', source: 'lever', slug: 'broken', name: 'Broken' }),
    ).toMatchObject({ ok: false, error: 'the answer is not JSON' });
    routes.delete('/greenhouse');
    hits.delete('/greenhouse');
    expect(
      await ingest().ingest.run({ id: 'greenhouse:gone', source: 'greenhouse', slug: 'gone', name: 'Gone' }),
    ).toMatchObject({ ok: false, error: 'the board answered HTTP 404' });
    expect(hits.get('/greenhouse')).toBe(1);
  });

  it('follows no redirect to a refused address', async () => {
    const port = (server.address() as AddressInfo).port;
    routes.set('/remotive', (_req, res) => {
      res.writeHead(302, { location: `http://127.0.0.2:${port}/remotive` });
      res.end();
    });
    const outcome = await ingest({ isPermitted: (address) => address === '127.0.0.1' }).ingest.run({
      id: 'remotive',
      source: 'remotive',
      slug: null,
      name: 'Remotive',
    });
    expect(outcome).toMatchObject({ ok: false, error: expect.stringMatching(/private or local network/) });
  });
});
