// 'Tailor with AI' with the optional model (docs/decisions/034), against a loopback server speaking OpenAI's
// chat.completions wire format: a faithful rewording is proposed as the model's, one that invents an employer
// or changes a figure is dropped and counted (never shown), and a 500 leaves the engine's proposals with a note.
import { TailorRunResponseSchema, type TailorRun } from '@cp/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startChatStandIn, type ChatRequest } from '../../../test/chat-stand-in.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { POSTING } from '../analysis/analysis-fixtures.ts';
import { tailorTestKit, type User } from './tailor-test-helpers.ts';

type Lines = Array<{ id: string; role: string; text: string }>;
/** What the stand-in answers: an HTTP status and, for 200, the rewordings written from the lines it was sent. */
type Answer = { status: number; rewordings?: (lines: Lines) => Array<{ id: string; text: string }> };

let standIn: Awaited<ReturnType<typeof startChatStandIn>>;
let answers: Answer[] = [];
let requests: ChatRequest[] = [];

let ctx: TestContext;
beforeAll(async () => {
  standIn = await startChatStandIn((body, input) => {
    requests.push(body);
    const answer = answers.shift() ?? { status: 500 };
    if (answer.status !== 200) return { status: answer.status };
    return {
      status: 200,
      content: JSON.stringify({ rewordings: answer.rewordings!((input as { lines: Lines }).lines) }),
    };
  });
  ctx = await createTestApp({
    env: { LLM_BASE_URL: standIn.baseUrl, LLM_API_KEY: 'test-key', LLM_MODEL: 'test-model' },
  });
});
afterAll(async () => {
  await ctx?.close();
  await standIn?.close();
});
beforeEach(() => {
  answers = [];
  requests = [];
});

const { send, url, proUserWithBuilder } = tailorTestKit(() => ctx);
const idOf = (lines: Lines, start: string) => lines.find((l) => l.text.startsWith(start))!.id;
const LED = 'Led the move of the billing API to Kubernetes, cutting deploy time from 40 minutes to 6.';
const REWORDED = 'Moved the billing API to Kubernetes in production, cutting deploy time from 40 minutes to 6.';

async function tailor(
  user: User,
  wid: string,
  body: object = { mode: 'tailor', source: 'workspace' },
): Promise<TailorRun> {
  const res = await send(user, 'POST', url(wid), body);
  expect(res.statusCode, res.body).toBe(200);
  return TailorRunResponseSchema.parse(res.json()).run!;
}

describe("'Tailor with AI' with a model configured", () => {
  it("proposes the faithful rewording as the model's, and drops an invented employer and a changed figure, counted and never shown", async () => {
    const { user, wid } = await proUserWithBuilder();
    const engineOnly = await tailor(user, wid, { mode: 'generic', source: 'none' });
    expect(requests).toHaveLength(0);
    expect(engineOnly).toMatchObject({ written_by: 'engine', note: null });

    answers = [
      {
        status: 200,
        rewordings: (lines) => [
          { id: idOf(lines, 'Led the move'), text: REWORDED },
          { id: idOf(lines, 'Helped onboard'), text: 'Onboarded new engineers at Globex Corporation.' },
          { id: idOf(lines, 'Built internal tools'), text: 'Built 12 internal tools in Python and React.' },
        ],
      },
    ];
    const run = await tailor(user, wid);
    expect(requests).toHaveLength(1);
    const sent = JSON.parse(requests[0]!.messages.at(-1)!.content) as { job_posting: string; lines: Lines };
    expect(sent.job_posting).toContain('Kubernetes and PostgreSQL in production');
    expect(sent.lines.map((l) => l.text)).toContain(LED);
    expect(requests[0]!.response_format?.json_schema?.name).toBe('tailor_rewordings');

    expect(run.written_by).toBe('model');
    const model = run.changes.filter((c) => c.by === 'model');
    expect(model).toHaveLength(1);
    expect(model[0]).toMatchObject({
      kind: 'rewrite',
      before: [LED],
      after: [REWORDED],
      evidence: [{ text: LED, where: 'Senior Software Engineer, Orchard Ledger Co' }],
    });
    expect(model[0]!.requirement).toMatch(/Kubernetes/);
    const shown = run.changes.flatMap((c) => c.after).join(' ');
    expect(shown).not.toMatch(/Globex|12 internal tools/);
    expect(run.refused).toBeGreaterThanOrEqual(2);
    expect(run.note).toBe(
      'The AI model reworded one line for this posting; each was checked against your resume. 2 more stated something your resume does not show (a name, a figure or a date) and were dropped.',
    );
    // the engine's own proposals are still there (a keyword for Postgres)
    expect(run.changes.some((c) => c.kind === 'keyword' && /PostgreSQL/.test(c.after[0] ?? ''))).toBe(true);

    // Apply writes the model's line like any other
    const applied = await send(user, 'POST', url(wid, '/apply'), { run_id: run.id, accepted: [model[0]!.id] });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(JSON.stringify((applied.json() as { state: unknown }).state)).toContain(REWORDED);
  });

  it("returns the engine's proposals with a note when the model answers 500", async () => {
    const { user, wid } = await proUserWithBuilder();
    answers = [{ status: 500 }];
    const run = await tailor(user, wid, { mode: 'tailor', source: 'paste', jd_text: POSTING });
    expect(requests).toHaveLength(1);
    expect(run).toMatchObject({
      written_by: 'engine',
      note: "The AI model did not answer (it failed or took too long), so these are the engine's proposals.",
    });
    expect(run.changes.length).toBeGreaterThan(0);
    expect(run.changes.every((c) => c.by === undefined)).toBe(true);
    expect(run.changes.some((c) => c.kind === 'keyword' && /PostgreSQL/.test(c.after[0] ?? ''))).toBe(true);
  });
});
