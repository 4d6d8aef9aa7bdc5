// The optional LLM path against a loopback server speaking OpenAI's chat.completions wire format:
// a valid answer is used and claim-checked, an invalid one twice falls back to the engine's result
// with the 'llm_fallback' flag, and documents changed during the run answer 409 with the hold released.
import {
  CoverLetterSchema,
  CreditsResponseSchema,
  ErrorBodySchema,
  ProcessModuleResponseSchema,
  WorkspaceDetailSchema,
  type CoverLetter,
} from '@cp/contracts';
import { ENGINE_VERSION } from '@cp/engine';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startChatStandIn, type ChatRequest } from '../../../test/chat-stand-in.ts';
import { expectLedgerConsistent } from '../../../test/credit-helpers.ts';
import { bearer, createTestApp, signUp, type TestContext } from '../../../test/test-app.ts';
import { countRuns, defaultWorkspace, setPlan } from '../../../test/workspace-helpers.ts';
import { POSTING, RESUME } from './analysis-fixtures.ts';
import type { LlmProvider } from './llm-provider.ts';

/** What the stand-in answers: the assistant message content, written from the request's draft. */
type Answer = (draft: CoverLetter) => string;

let standIn: Awaited<ReturnType<typeof startChatStandIn>>;
let answers: Answer[] = [];
let requests: ChatRequest[] = [];

let ctx: TestContext;
beforeAll(async () => {
  standIn = await startChatStandIn((body, input) => {
    requests.push(body);
    const answer = answers.shift() ?? (() => '{');
    return { status: 200, content: answer((input as { draft: CoverLetter }).draft) };
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

async function proUser(app = ctx.app, db = ctx.db) {
  const user = await signUp(app);
  await setPlan(db, user.user_id, 'pro');
  const wid = await defaultWorkspace(app, user.id_token);
  for (const [kind, text] of [
    ['cv', RESUME],
    ['jd', POSTING],
  ] as const) {
    const res = await app.inject({
      method: 'POST',
      url: `/api/modules/update-${kind}-text`,
      headers: bearer(user.id_token),
      payload: { wid, [`${kind}_text`]: text },
    });
    expect(res.statusCode).toBe(200);
  }
  return { user, wid };
}

const letterFrom = (draft: CoverLetter, letter: string): string => JSON.stringify({ ...draft, letter, flags: [] });
const SUPPORTED =
  'Dear Hiring Team,\n\nAt Orchard Ledger Co I led the move of the billing API to Kubernetes, cutting deploy time from 40 minutes to 6. I would bring the same care to Harborview Systems.\n\nSincerely,\nDana Whitfield';
const INVENTED =
  'Dear Hiring Team,\n\nBefore Orchard Ledger Co I spent five years as a principal engineer at Globex Corporation, where I scaled Kafka to 900 brokers.\n\nSincerely,\nDana Whitfield';

describe('the LLM provider (OpenAI wire format, loopback)', () => {
  it('uses a valid structured answer, sent with the contract schema as response_format', async () => {
    const { user, wid } = await proUser();
    answers = [(draft) => letterFrom(draft, SUPPORTED)];
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/modules/process',
      headers: bearer(user.id_token),
      payload: { module: 'Module 9', wid },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = ProcessModuleResponseSchema.parse(res.json());
    expect(body).toMatchObject({ source: 'llm', flags: [] });
    const letter = CoverLetterSchema.parse(JSON.parse(body.result as string));
    expect(letter.letter).toBe(SUPPORTED);
    expect(letter.flags).toEqual([]);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      model: 'test-model',
      response_format: { type: 'json_schema', json_schema: { name: 'module_9' } },
    });
    expect(await countRuns(ctx.db, wid)).toBe(1);
    // The model rewrote the engine's draft and the engine checked its claims: the run keeps the engine's version.
    const { rows } = await ctx.db.query<{ engine_version: string | null }>(
      'SELECT engine_version FROM module_runs WHERE id = $1',
      [body.run_id],
    );
    expect(rows[0]?.engine_version).toBe(ENGINE_VERSION);
  });

  it('charges every re-run with a model configured (each run is a new version), even on unchanged documents', async () => {
    const { user, wid } = await proUser();
    const balance = async () =>
      CreditsResponseSchema.parse(
        (await ctx.app.inject({ method: 'GET', url: '/api/credits', headers: bearer(user.id_token) })).json(),
      ).balances.available;
    const before = await balance();
    for (let i = 0; i < 2; i += 1) {
      answers = [(draft) => letterFrom(draft, SUPPORTED)];
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/modules/process',
        headers: bearer(user.id_token),
        payload: { module: 'Module 9', wid, language: 'Japanese' },
      });
      expect(ProcessModuleResponseSchema.parse(res.json()).reused).toBeUndefined();
    }
    expect(await balance()).toBe(before - 2);
    expect(await countRuns(ctx.db, wid)).toBe(2);
  });

  it('retries an invalid answer once, then returns the engine result with the llm_fallback flag', async () => {
    const { user, wid } = await proUser();
    answers = [() => 'not json at all', () => JSON.stringify({ letter: '' })];
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/modules/process',
      headers: bearer(user.id_token),
      payload: { module: 'Module 9', wid },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = ProcessModuleResponseSchema.parse(res.json());
    expect(body).toMatchObject({ source: 'engine', flags: ['llm_fallback'] });
    expect(requests).toHaveLength(2);
    // The engine's own letter, exactly what the engine-only path stores.
    const draft = JSON.parse(requests[0]!.messages.at(-1)!.content) as { draft: CoverLetter };
    expect(JSON.parse(body.result as string)).toEqual(draft.draft);
    // The run keeps its source and flag: a reload still says the model's answer was replaced.
    const detail = WorkspaceDetailSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/workspaces/${wid}`, headers: bearer(user.id_token) })).json(),
    );
    expect(detail.module_outputs['Module 9']?.latest).toMatchObject({
      run_id: body.run_id,
      source: 'engine',
      flags: ['llm_fallback'],
    });
  });

  it('flags an employer and numbers the resume does not contain', async () => {
    const { user, wid } = await proUser();
    answers = [(draft) => letterFrom(draft, INVENTED)];
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/modules/process',
      headers: bearer(user.id_token),
      payload: { module: 'Module 9', wid },
    });
    expect(res.statusCode, res.body).toBe(200);
    const letter = CoverLetterSchema.parse(JSON.parse(ProcessModuleResponseSchema.parse(res.json()).result as string));
    expect(letter.flags.some((f) => f.text.includes('Globex') && f.field === 'letter')).toBe(true);
    expect(letter.flags.some((f) => f.kind === 'number' && f.text.includes('900'))).toBe(true);
    expect(letter.flags.some((f) => f.text.includes('Orchard'))).toBe(false);
  });

  it('leaves modules 1-3 to the engine (scores stay deterministic)', async () => {
    const { user, wid } = await proUser();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/modules/process',
      headers: bearer(user.id_token),
      payload: { module: 'Module 3', wid },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(ProcessModuleResponseSchema.parse(res.json()).source).toBe('engine');
    expect(requests).toHaveLength(0);
  });
});

describe('an LLM endpoint that cannot be reached', () => {
  let down: TestContext;
  beforeAll(async () => {
    // A port that was just free: nothing listens there, so every attempt fails to connect.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    down = await createTestApp({ env: { LLM_BASE_URL: `http://127.0.0.1:${port}/v1`, LLM_MODEL: 'test-model' } });
  });
  afterAll(async () => down?.close());

  it("answers the engine's result flagged 'llm_unavailable' (not 'llm_fallback'), and the stored run keeps it", async () => {
    const { user, wid } = await proUser(down.app, down.db);
    const res = await down.app.inject({
      method: 'POST',
      url: '/api/modules/process',
      headers: bearer(user.id_token),
      payload: { module: 'Module 4', wid },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = ProcessModuleResponseSchema.parse(res.json());
    expect(body).toMatchObject({ source: 'engine', flags: ['llm_unavailable'] });
    const detail = WorkspaceDetailSchema.parse(
      (await down.app.inject({ method: 'GET', url: `/api/workspaces/${wid}`, headers: bearer(user.id_token) })).json(),
    );
    expect(detail.module_outputs['Module 4']?.latest).toMatchObject({ source: 'engine', flags: ['llm_unavailable'] });
  });
});

describe('documents changed while the run was in progress', () => {
  let slow: TestContext;
  let during: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const llm: LlmProvider = {
      async generate(request) {
        await during();
        return { ok: true, result: request.draft };
      },
    };
    slow = await createTestApp({ llm });
  });
  afterAll(async () => slow?.close());

  it('answers 409, stores nothing and releases the hold', async () => {
    const { user, wid } = await proUser(slow.app, slow.db);
    during = async () => {
      const res = await slow.app.inject({
        method: 'POST',
        url: '/api/modules/update-cv-text',
        headers: bearer(user.id_token),
        payload: { wid, cv_text: `${RESUME}\nCERTIFICATIONS\nCKA` },
      });
      expect(res.statusCode).toBe(200);
    };
    const credits = async () =>
      CreditsResponseSchema.parse(
        (await slow.app.inject({ method: 'GET', url: '/api/credits', headers: bearer(user.id_token) })).json(),
      ).balances;
    const before = await credits();
    const res = await slow.app.inject({
      method: 'POST',
      url: '/api/modules/process',
      headers: bearer(user.id_token),
      payload: { module: 'Module 9', wid },
    });
    expect(res.statusCode).toBe(409);
    expect(ErrorBodySchema.parse(res.json()).detail).toBe(
      'Your documents changed while the analysis ran. Run it again.',
    );
    expect(await credits()).toEqual(before);
    expect(await countRuns(slow.db, wid)).toBe(0);
    await expectLedgerConsistent(slow.db, user.user_id);
  });
});

describe('the LLM provider for Interview Questions (strict output has no open maps)', () => {
  it('sends the questions as a list of categories and stores the map, claim-checked', async () => {
    const { user, wid } = await proUser();
    type Wire = {
      categories: Array<{
        category: string;
        questions: Array<{ question: string; guidelines: string[] | string; basis: string; flags: unknown[] }>;
      }>;
    };
    answers = [
      (draft) => {
        const wire = draft as unknown as Wire;
        const first = wire.categories[0]!;
        const edited = {
          ...first,
          questions: [
            { ...first.questions[0]!, question: 'Tell us about your 12 years at Initech Corporation.' },
            ...first.questions.slice(1),
          ],
        };
        return JSON.stringify({ categories: [edited, ...wire.categories.slice(1)] });
      },
    ];
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/modules/process',
      headers: bearer(user.id_token),
      payload: { module: 'Module 5', wid },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = ProcessModuleResponseSchema.parse(res.json());
    expect(body.source).toBe('llm');
    const result = body.result as Record<string, Array<{ question: string; flags: Array<{ text: string }> }>>;
    const [category] = Object.keys(result);
    expect(result[category!]![0]!.question).toContain('Initech');
    expect(result[category!]![0]!.flags.length).toBeGreaterThan(0);
    expect(requests[0]).toMatchObject({ response_format: { type: 'json_schema', json_schema: { name: 'module_5' } } });
  });
});
