// Ask UC with a model configured (docs/decisions/035), against a loopback server speaking OpenAI's
// chat.completions wire format: good rewordings are shown, a text with an invented claim or a link
// keeps the engine's wording, an HTTP 500 keeps the whole plan, and the steps never come from the model.
import { GoalAssistantResponseSchema, type GoalAssistantResponse } from '@cp/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startChatStandIn, type ChatRequest } from '../../../test/chat-stand-in.ts';
import { bearer, createTestApp, signUp, type TestContext } from '../../../test/test-app.ts';
import { defaultWorkspace } from '../../../test/workspace-helpers.ts';
import { POSTING, RESUME } from '../analysis/analysis-fixtures.ts';
import type { PlanText } from './plan-rephraser.ts';

/** What the stand-in does with one request: the texts it was sent, turned into its reply (status and content). */
type Reply = (texts: PlanText[]) => { status: number; content: string; delayMs?: number };

let standIn: Awaited<ReturnType<typeof startChatStandIn>>;
let replies: Reply[] = [];
let requests: ChatRequest[] = [];

let llm: TestContext;
let plain: TestContext;
beforeAll(async () => {
  standIn = await startChatStandIn((body, input) => {
    requests.push(body);
    const next: Reply = replies.shift() ?? (() => ({ status: 200, content: '{' }));
    return next((input as { goal: string; texts: PlanText[] }).texts);
  });
  llm = await createTestApp({
    env: {
      LLM_BASE_URL: standIn.baseUrl,
      LLM_API_KEY: 'test-key',
      LLM_MODEL: 'test-model',
      LLM_TIMEOUT_MS: '1000',
    },
  });
  plain = await createTestApp();
});
afterAll(async () => {
  await llm?.close();
  await plain?.close();
  await standIn?.close();
});
beforeEach(() => {
  replies = [];
  requests = [];
});

const GOAL = 'I have an interview next week for a platform engineer role and I am nervous';

async function ask(ctx: TestContext): Promise<GoalAssistantResponse> {
  const user = await signUp(ctx.app);
  const wid = await defaultWorkspace(ctx.app, user.id_token);
  for (const [kind, text] of [
    ['cv', RESUME],
    ['jd', POSTING],
  ] as const) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/modules/update-${kind}-text`,
      headers: bearer(user.id_token),
      payload: { wid, [`${kind}_text`]: text },
    });
    expect(res.statusCode).toBe(200);
  }
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/uc/goal-assistant',
    headers: bearer(user.id_token),
    payload: { question: GOAL, workspace_id: wid },
  });
  expect(res.statusCode, res.body).toBe(200);
  return GoalAssistantResponseSchema.parse(res.json());
}

/** A rewording that keeps every fact: the same sentence, introduced in the user's terms. */
const reword = (text: string) => `For your interview: ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
const answerWith =
  (change: (item: PlanText) => string): Reply =>
  (texts) => ({
    status: 200,
    content: JSON.stringify({ texts: texts.map((item) => ({ id: item.id, text: change(item) })) }),
  });
/** Everything of a plan but the reworded texts: the steps, their order, links, credits and marks. */
const skeleton = (answer: GoalAssistantResponse) => ({
  ...answer,
  assistant_copy_v2: {
    ...answer.assistant_copy_v2!,
    acknowledgment: '',
    direct_answer: { summary: '' },
    steps: answer.assistant_copy_v2!.steps.map((step) => ({ ...step, why: '', how: '' })),
  },
  uc_flow: answer.uc_flow.map((item) => ({ ...item, reason: '' })),
});

describe('Ask UC with a model configured', () => {
  it("shows the reworded introduction and step texts; the steps, order and links stay the engine's", async () => {
    const engine = await ask(plain);
    replies = [answerWith((item) => reword(item.text))];
    const answer = await ask(llm);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'ask_uc_plan' } });
    const sent = JSON.parse(requests[0]!.messages.at(-1)!.content) as { goal: string; texts: PlanText[] };
    expect(sent.goal).toBe(GOAL);
    const copy = answer.assistant_copy_v2!;
    const engineCopy = engine.assistant_copy_v2!;
    expect(copy.acknowledgment).toBe(reword(engineCopy.acknowledgment));
    expect(copy.direct_answer.summary).toBe(reword(engineCopy.direct_answer.summary));
    expect(copy.steps.length).toBeGreaterThan(2);
    copy.steps.forEach((step, index) => {
      expect(step.why).toBe(reword(engineCopy.steps[index]!.why));
      expect(step.how).toBe(reword(engineCopy.steps[index]!.how));
      expect(answer.uc_flow[index]!.reason).toBe(step.why);
    });
    expect(skeleton(answer)).toEqual(skeleton(engine));
    // The greeting, quick wins and cautions are never sent.
    expect(sent.texts.map((item) => item.id)).not.toContain('greeting');
  });

  it("keeps the engine's wording for a text that claims an employer, a number, a tool or carries a link; the others are reworded", async () => {
    const engine = (await ask(plain)).assistant_copy_v2!;
    // One invented fact per text, so each check is proven on its own.
    const invented: Record<string, string> = {
      acknowledgment: 'Your years at Globex Corporation will carry you through this interview.',
      'step.0.why': 'Recruiters reject 73% of the people who skip this step.',
      'step.0.how': 'Practise your answers about Terraform and Ansible before the day.',
      'step.1.how': 'Open [this step](/app/w/ws_x/modules/8) and start.',
      'step.2.how': 'Read the tips at https://example.com before you start.',
    };
    replies = [answerWith((item) => invented[item.id] ?? reword(item.text))];
    const copy = (await ask(llm)).assistant_copy_v2!;
    expect(copy.acknowledgment).toBe(engine.acknowledgment);
    expect(copy.steps[0]!.why).toBe(engine.steps[0]!.why);
    expect(copy.steps[0]!.how).toBe(engine.steps[0]!.how);
    expect(copy.steps[1]!.how).toBe(engine.steps[1]!.how);
    expect(copy.steps[2]!.how).toBe(engine.steps[2]!.how);
    expect(copy.steps[2]!.why).toBe(reword(engine.steps[2]!.why));
    expect(copy.direct_answer.summary).toBe(reword(engine.direct_answer.summary));
    expect(copy.steps[1]!.why).toBe(reword(engine.steps[1]!.why));
    expect(JSON.stringify(copy)).not.toMatch(/Globex|73%|Terraform|this step\]|example\.com/);
  });

  it('keeps the whole plan when the model answers 500, times out, answers no JSON, or texts under ids of its own', async () => {
    const engine = await ask(plain);
    const failures: Reply[] = [
      () => ({ status: 500, content: '' }),
      (texts) => ({ ...answerWith((item) => reword(item.text))(texts), delayMs: 1500 }),
      () => ({ status: 200, content: 'Sure! Here is your plan.' }),
      (texts) => answerWith((item) => reword(item.text))(texts.map((item) => ({ ...item, id: `other.${item.id}` }))),
    ];
    for (const failure of failures) {
      replies = [failure];
      expect(await ask(llm)).toEqual(engine);
    }
    expect(requests).toHaveLength(failures.length);
  });

  it("without a model the plan is the engine's and nothing is sent", async () => {
    const first = await ask(plain);
    expect(await ask(plain)).toEqual(first);
    expect(requests).toHaveLength(0);
  });
});
