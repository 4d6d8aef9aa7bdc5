import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AUDIO_MAX_BYTES,
  CreditsResponseSchema,
  ErrorBodySchema,
  InterviewCapabilitiesResponseSchema,
  InterviewQuestionsSchema,
  OfflineFeedbackResponseSchema,
  WorkspaceDetailSchema,
  offlineInterviewMessages as say,
} from '@cp/contracts';
import { ENGINE_VERSION } from '@cp/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLyingWav, makeWav, mp3Bytes } from '../../../test/audio-fixtures.ts';
import { expectLedgerConsistent } from '../../../test/credit-helpers.ts';
import { multipartBody } from '../../../test/document-fixtures.ts';
import { bearer, createTestApp, signUp, type TestContext } from '../../../test/test-app.ts';
import { countRuns, defaultWorkspace } from '../../../test/workspace-helpers.ts';
import { POSTING, RESUME } from '../analysis/analysis-fixtures.ts';

type User = Awaited<ReturnType<typeof signUp>>;
const QUESTION = 'Tell me about the work that best shows Kubernetes and PostgreSQL in production.';
// one line: a multipart form sends line breaks as CRLF
const ANSWER = `At Orchard Ledger Co in 2021 our billing API took 40 minutes to deploy. My task was to make releases safe and fast. I moved the service to Kubernetes, wrote the Helm charts and set up PostgreSQL failover myself. As a result deploys dropped to 6 minutes.`;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

async function newUser(app = ctx) {
  const user = await signUp(app.app);
  const wid = await defaultWorkspace(app.app, user.id_token);
  for (const [url, payload] of [
    ['/api/modules/update-cv-text', { wid, cv_text: RESUME }],
    ['/api/modules/update-jd-text', { wid, jd_text: POSTING }],
  ] as const) {
    expect((await app.app.inject({ method: 'POST', url, headers: bearer(user.id_token), payload })).statusCode).toBe(
      200,
    );
  }
  return { user, wid };
}

async function submit(
  user: User,
  fields: Record<string, string>,
  file?: { name: string; data: Uint8Array },
  app = ctx,
) {
  const form = await multipartBody({ module: 'Module 6', action: 'feedback', ...fields }, file);
  return app.app.inject({
    method: 'POST',
    url: '/api/modules/process',
    headers: { ...bearer(user.id_token), ...form.headers },
    payload: form.payload,
  });
}

async function available(user: User, app = ctx) {
  return CreditsResponseSchema.parse(
    (await app.app.inject({ method: 'GET', url: '/api/credits', headers: bearer(user.id_token) })).json(),
  ).balances.available;
}

function refused(res: { statusCode: number; json(): unknown }, status: number, detail: string) {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
  expect(ErrorBodySchema.parse(res.json()).detail).toBe(detail);
}

const speech = () =>
  makeWav([
    { seconds: 0.4, sound: false },
    { seconds: 2, sound: true },
    { seconds: 1.5, sound: false },
    { seconds: 2, sound: true },
    { seconds: 0.4, sound: false },
  ]);

describe("POST /api/modules/process, 'Module 6' (Offline Interview feedback)", () => {
  it('grades a typed answer to a question from the workspace, charges 1 credit and stores the run with its engine version', async () => {
    const { user, wid } = await newUser();
    const questionsRun = await ctx.app.inject({
      method: 'POST',
      url: '/api/modules/process',
      headers: bearer(user.id_token),
      payload: { module: 'Module 5', wid },
    });
    const questions = InterviewQuestionsSchema.parse(questionsRun.json().result);
    const [category, list] = Object.entries(questions)[0]!;
    const before = await available(user);
    const res = await submit(user, { wid, question: list[0]!.question, answer: ANSWER });
    expect(res.statusCode, res.body).toBe(200);
    const body = OfflineFeedbackResponseSchema.parse(res.json());
    expect(body.feedback.category).toBe(category);
    expect(body.feedback.score).toBeGreaterThan(0);
    expect(body.result).toBe(body.feedback.markdown);
    expect(body).toMatchObject({ transcript: null, transcript_source: 'typed', metrics: null });
    expect(await available(user)).toBe(before - 1);
    const detail = WorkspaceDetailSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/workspaces/${wid}`, headers: bearer(user.id_token) })).json(),
    );
    expect(detail.module_outputs['Module 6']?.latest).toMatchObject({
      run_id: body.run_id,
      engine_version: ENGINE_VERSION,
      transcript: { text: ANSWER.trim(), source: 'typed' },
      result: { markdown: body.result },
    });
    // the run is in the export with its transcript, and counts in the workspace's progress
    const exported = (
      await ctx.app.inject({ method: 'GET', url: '/api/auth/export-data', headers: bearer(user.id_token) })
    ).json() as { workspaces: Array<{ module_runs: Array<Record<string, unknown>> }> };
    expect(exported.workspaces.flatMap((w) => w.module_runs).find((r) => r.module_key === 'Module 6')).toMatchObject({
      id: body.run_id,
      transcript: { source: 'typed' },
    });
    expect(detail.stats.completedSteps).toEqual([5, 6]);
    await expectLedgerConsistent(ctx.db, user.user_id);
  });

  it('takes a typed answer as JSON too (the same call without a file)', async () => {
    const { user, wid } = await newUser();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/modules/process',
      headers: bearer(user.id_token),
      payload: { module: 'Module 6', wid, question: QUESTION, answer: ANSWER },
    });
    expect(OfflineFeedbackResponseSchema.parse(res.json()).feedback.problems).toEqual([]);
  });

  it("refuses a missing question, a missing or short typed answer with the spec's texts, and charges nothing", async () => {
    const { user, wid } = await newUser();
    const before = await available(user);
    refused(await submit(user, { wid, answer: ANSWER }), 400, say.noQuestion);
    refused(await submit(user, { wid, question: QUESTION }), 400, say.noTypedAnswer);
    refused(await submit(user, { wid, question: QUESTION, answer: 'too short' }), 400, say.tooShort);
    refused(
      await submit(user, { wid, question: QUESTION, answer: 'x'.repeat(5001) }),
      400,
      'Answer must be at most 5000 characters.',
    );
    expect(await available(user)).toBe(before);
    expect(await countRuns(ctx.db, wid)).toBe(0);
  });

  it('measures a WAV answer from its samples; without a transcript the content is not scored and the screen is told why', async () => {
    const { user, wid } = await newUser();
    const res = await submit(user, { wid, question: QUESTION }, { name: 'answer.wav', data: speech() });
    expect(res.statusCode, res.body).toBe(200);
    const body = OfflineFeedbackResponseSchema.parse(res.json());
    expect(body).toMatchObject({ transcript: null, transcript_source: 'none' });
    expect(body.feedback.score).toBeNull();
    expect(body.metrics).toMatchObject({ format: 'wav', pauses: 1, words_per_minute: null, filler_words: null });
    expect(body.metrics!.speaking_seconds).toBeCloseTo(5.5, 0);
  });

  it("grades a WAV answer with the browser's transcript: words per minute and filler words", async () => {
    const { user, wid } = await newUser();
    const transcript = `Um, so ${ANSWER}`;
    const res = await submit(
      user,
      { wid, question: QUESTION, transcript, transcript_source: 'browser' },
      { name: 'answer.wav', data: speech() },
    );
    const body = OfflineFeedbackResponseSchema.parse(res.json());
    expect(body).toMatchObject({ transcript, transcript_source: 'browser' });
    expect(body.feedback.score).toBeGreaterThan(40);
    expect(body.metrics!.words_per_minute).toBeGreaterThan(300); // 60 words in 5.5 s of synthetic sound
    expect(body.metrics!.filler_words).toMatchObject({ count: 1 });
  });

  it('hostile audio gets a 4xx and loses nothing: wrong magic bytes, zero length, a lying WAV header, over 10 MB', async () => {
    const { user, wid } = await newUser();
    const before = await available(user);
    refused(
      await submit(
        user,
        { wid, question: QUESTION },
        { name: 'answer.mp3', data: new TextEncoder().encode('<html>not audio</html>') },
      ),
      415,
      say.badAudio,
    );
    refused(
      await submit(user, { wid, question: QUESTION }, { name: 'answer.wav', data: mp3Bytes() }),
      415,
      say.badAudio,
    );
    refused(
      await submit(user, { wid, question: QUESTION }, { name: 'answer.wav', data: new Uint8Array(0) }),
      400,
      say.emptyAudio,
    );
    refused(
      await submit(user, { wid, question: QUESTION }, { name: 'answer.wav', data: makeLyingWav() }),
      422,
      say.damagedWav,
    );
    refused(
      await submit(
        user,
        { wid, question: QUESTION },
        { name: 'answer.mp3', data: new Uint8Array(AUDIO_MAX_BYTES + 1024) },
      ),
      413,
      say.audioTooLarge,
    );
    expect(await available(user)).toBe(before);
    expect(await countRuns(ctx.db, wid)).toBe(0);
    // nothing lost: the next good answer goes through
    expect((await submit(user, { wid, question: QUESTION, answer: ANSWER })).statusCode).toBe(200);
    await expectLedgerConsistent(ctx.db, user.user_id);
  });

  it('says this server has no transcription', async () => {
    const { user } = await newUser();
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/interview/capabilities',
      headers: bearer(user.id_token),
    });
    expect(InterviewCapabilitiesResponseSchema.parse(res.json())).toEqual({
      transcription: false,
      live_interviewer: 'browser',
    });
  });
});

describe('with TRANSCRIBE_BASE_URL: an OpenAI-compatible /audio/transcriptions on loopback', () => {
  let server: Server;
  let app: TestContext;
  const seen: Array<{ url: string; auth: string | undefined; type: string | undefined; body: string }> = [];
  let answerWith: { status: number; body: unknown } = { status: 200, body: { text: `Um, ${ANSWER}` } };
  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        seen.push({
          url: req.url ?? '',
          auth: req.headers.authorization,
          type: req.headers['content-type'],
          body: Buffer.concat(chunks).toString('latin1'),
        });
        res.writeHead(answerWith.status, { 'content-type': 'application/json' }).end(JSON.stringify(answerWith.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    app = await createTestApp({
      env: {
        TRANSCRIBE_BASE_URL: `http://127.0.0.1:${port}/v1`,
        TRANSCRIBE_API_KEY: 'sk-test',
        TRANSCRIBE_MODEL: 'whisper-1',
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends the audio as multipart with the model and grades the text it answers', async () => {
    const { user, wid } = await newUser(app);
    expect(
      (
        await app.app.inject({ method: 'GET', url: '/api/interview/capabilities', headers: bearer(user.id_token) })
      ).json(),
    ).toEqual({ transcription: true, live_interviewer: 'browser' });
    const res = await submit(user, { wid, question: QUESTION }, { name: 'answer.wav', data: speech() }, app);
    const body = OfflineFeedbackResponseSchema.parse(res.json());
    expect(body).toMatchObject({ transcript: `Um, ${ANSWER}`, transcript_source: 'service' });
    expect(body.metrics!.filler_words!.count).toBe(1);
    const call = seen.at(-1)!;
    expect(call).toMatchObject({ url: '/v1/audio/transcriptions', auth: 'Bearer sk-test' });
    expect(call.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(call.body).toMatch(/name="model"\r\n\r\nwhisper-1/);
    expect(call.body).toMatch(/name="file"; filename="answer.wav"\r\nContent-Type: audio\/wav/);
    expect(call.body).toContain('RIFF');
  });

  it('a failing service leaves the answer ungraded but measured, and says so', async () => {
    answerWith = { status: 500, body: { error: { message: 'down' } } };
    const { user, wid } = await newUser(app);
    const body = OfflineFeedbackResponseSchema.parse(
      (await submit(user, { wid, question: QUESTION }, { name: 'answer.wav', data: speech() }, app)).json(),
    );
    expect(body).toMatchObject({ transcript: null, transcript_source: 'none' });
    expect(body.metrics!.pauses).toBe(1);
  });
});
