// The Application Dashboard's list at scale (docs/decisions/028): one workspace holding 1,000
// applications (with notes, next steps, close reasons and fit scores), read through
// GET /api/workspaces/{wid}/applications over loopback HTTP, one request at a time as the screen
// asks: bearer check, workspace check, the query, the contract's response schema, JSON.
import type { Database } from '../../apps/server/src/db/database.ts';
import { signUpForBench } from './bench-session.ts';
import { summarize, type Timing } from './documents.ts';

export const LIST_GOAL_P95_MS = 50;
export type ApplicationsBench = { applications: number; bytes: number; list: Timing; empty: Timing; me: Timing };

export async function benchApplicationsList(
  appUrl: string,
  db: Database,
  options: { count?: number; runs?: number } = {},
): Promise<ApplicationsBench> {
  const count = options.count ?? 1000;
  const runs = options.runs ?? 200;
  const { token } = await signUpForBench(appUrl, db, 'bench.applications');
  const authorization = { authorization: `Bearer ${token}` };
  const { defaultWid: wid } = (await (await fetch(`${appUrl}/api/workspaces`, { headers: authorization })).json()) as {
    defaultWid: string;
  };
  const { rows } = await db.query<{ user_id: string }>('SELECT user_id FROM workspaces WHERE id = $1', [wid]);
  const userId = rows[0]!.user_id;
  const statuses = ['draft', 'applied', 'applied', 'interview', 'offer', 'rejected'];
  await db.query(
    `INSERT INTO applications (id, user_id, workspace_id, job_title, company, location, status, applied_at, notes, job_url, fit_score, close_reason, next_step, next_step_at, remind_by_email)
     SELECT 'app_bench_' || i, $1, $2, 'Senior Data Analyst ' || i, 'Company ' || (i % 300), 'Berlin, Germany', ($3::text[])[1 + i % 6],
            now() - make_interval(days => i % 120), repeat('A note about the interview and the team. ', 5), 'https://jobs.example.com/' || i, i % 101,
            CASE WHEN i % 6 = 5 THEN 'no_response' END, 'Follow up with the recruiter', now() + make_interval(days => i % 30), i % 2 = 0
       FROM generate_series(1, $4::int) AS i`,
    [userId, wid, statuses, count],
  );
  await db.query('ANALYZE applications');
  // References in the same run, interleaved (the machine's load moves all three alike): the bearer check
  // alone (GET /api/me) and another user's empty list.
  const second = await signUpForBench(appUrl, db, 'bench.applications.empty');
  const secondAuth = { authorization: `Bearer ${second.token}` };
  const { defaultWid: emptyWid } = (await (
    await fetch(`${appUrl}/api/workspaces`, { headers: secondAuth })
  ).json()) as { defaultWid: string };
  const urls = {
    list: `${appUrl}/api/workspaces/${wid}/applications`,
    empty: `${appUrl}/api/workspaces/${emptyWid}/applications`,
    me: `${appUrl}/api/me`,
  };
  let bytes = 0;
  const once = async (url: string) => {
    const start = performance.now();
    const res = await fetch(url, { headers: url === urls.empty ? secondAuth : authorization });
    if (!res.ok) throw new Error(`GET ${url} failed: ${res.status}`);
    const size = (await res.arrayBuffer()).byteLength;
    if (url === urls.list) bytes = size;
    return performance.now() - start;
  };
  for (let i = 0; i < 20; i += 1) for (const url of Object.values(urls)) await once(url);
  const samples = { list: [] as number[], empty: [] as number[], me: [] as number[] };
  for (let i = 0; i < runs; i += 1) {
    for (const key of ['list', 'empty', 'me'] as const) samples[key].push(await once(urls[key]));
  }
  return {
    applications: count,
    bytes,
    list: summarize(samples.list),
    empty: summarize(samples.empty),
    me: summarize(samples.me),
  };
}

export function printApplicationsBench(r: ApplicationsBench) {
  const goal = r.list.p95 < LIST_GOAL_P95_MS ? 'met' : 'MISSED';
  console.log(
    `  list of ${r.applications.toLocaleString('en-US')} applications (${Math.round(r.bytes / 1024)} kB of JSON): median ${r.list.median.toFixed(1)} ms, p95 ${r.list.p95.toFixed(1)} ms over ${r.list.runs} requests (goal p95 < ${LIST_GOAL_P95_MS} ms: ${goal})`,
  );
  console.log(
    `  same run, interleaved: an empty list median ${r.empty.median.toFixed(1)} ms, p95 ${r.empty.p95.toFixed(1)} ms; GET /api/me median ${r.me.median.toFixed(1)} ms, p95 ${r.me.p95.toFixed(1)} ms`,
  );
}
