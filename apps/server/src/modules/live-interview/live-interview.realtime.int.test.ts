import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CreditsResponseSchema,
  ErrorBodySchema,
  InterviewCapabilitiesResponseSchema,
  LiveEndResponseSchema,
  LiveStartResponseSchema,
  liveInterviewMessages as say,
} from '@cp/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestClock, expectLedgerConsistent, MINUTE, type TestClock } from '../../../test/credit-helpers.ts';
import { bearer, createTestApp, signUp, type TestContext } from '../../../test/test-app.ts';
import { defaultWorkspace, setPlan } from '../../../test/workspace-helpers.ts';
import { POSTING, RESUME } from '../analysis/analysis-fixtures.ts';

/** A loopback stand-in for OpenAI's realtime API: the GA client-secret and hangup calls, in its wire format. */
type Seen = { method: string; url: string; authorization: string | undefined; body: unknown };
let seen: Seen[] = [];
let failSecrets = false;
let openai: Server;
let baseUrl = '';

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => resolve(data));
  });

let ctx: TestContext;
let clock: TestClock;
beforeAll(async () => {
  openai = createServer((req, res) => {
    void readBody(req).then((raw) => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        body: raw ? JSON.parse(raw) : null,
      });
      if (req.url === '/v1/realtime/client_secrets' && req.method === 'POST') {
        if (failSecrets) {
          res
            .writeHead(500, { 'content-type': 'application/json' })
            .end(JSON.stringify({ error: { message: 'server error', type: 'server_error' } }));
          return;
        }
        const session = (JSON.parse(raw) as { session: object }).session;
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            value: 'ek_test_secret',
            expires_at: Math.floor(Date.now() / 1000) + 60,
            session: { ...session, id: 'sess_1', object: 'realtime.session' },
          }),
        );
        return;
      }
      if (/^\/v1\/realtime\/calls\/[^/]+\/hangup$/.test(req.url ?? '') && req.method === 'POST') {
        res.writeHead(200).end();
        return;
      }
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'not found' } }));
    });
  });
  await new Promise<void>((resolve) => openai.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(openai.address() as AddressInfo).port}/v1`;
  clock = createTestClock();
  ctx = await createTestApp({ clock, env: { OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: baseUrl } });
});
afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => openai?.close(resolve));
});
beforeEach(() => {
  seen = [];
  failSecrets = false;
  clock.set(new Date());
});

async function proUser() {
  const user = await signUp(ctx.app);
  const wid = await defaultWorkspace(ctx.app, user.id_token);
  await setPlan(ctx.db, user.user_id, 'pro');
  for (const [url, payload] of [
    ['/api/modules/update-cv-text', { wid, cv_text: RESUME }],
    ['/api/modules/update-jd-text', { wid, jd_text: POSTING }],
  ] as const) {
    expect((await ctx.app.inject({ method: 'POST', url, headers: bearer(user.id_token), payload })).statusCode).toBe(
      200,
    );
  }
  return { user, wid };
}
const post = (token: string, url: string, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const available = async (token: string) =>
  CreditsResponseSchema.parse(
    (await ctx.app.inject({ method: 'GET', url: '/api/credits', headers: bearer(token) })).json(),
  ).available;

describe('Live Interview with OPENAI_API_KEY (a loopback server speaking the realtime wire format)', () => {
  it('says the realtime interviewer runs', async () => {
    const { user } = await proUser();
    const caps = InterviewCapabilitiesResponseSchema.parse(
      (
        await ctx.app.inject({ method: 'GET', url: '/api/interview/capabilities', headers: bearer(user.id_token) })
      ).json(),
    );
    expect(caps.live_interviewer).toBe('realtime');
  });

  it('reserves the minutes, mints a one-minute client secret with instructions from the documents, and hangs up the call when it ends', async () => {
    const { user, wid } = await proUser();
    const before = await available(user.id_token);
    const res = await post(user.id_token, '/api/interview/client_secret', {
      wid,
      duration_seconds: 600,
      focus: 'behavioral',
      language: 'es',
      user_id: user.user_id,
    });
    const started = LiveStartResponseSchema.parse(res.json());
    expect(started).toMatchObject({
      interviewer: 'realtime',
      client_secret: 'ek_test_secret',
      value: 'ek_test_secret',
      calls_url: `${baseUrl}/realtime/calls`,
      model: 'gpt-realtime',
      minutes: 10,
      held: 10,
    });
    const mint = seen.find((s) => s.url === '/v1/realtime/client_secrets')!;
    expect(mint.authorization).toBe('Bearer sk-test-key');
    const body = mint.body as {
      expires_after: { anchor: string; seconds: number };
      session: {
        type: string;
        model: string;
        instructions: string;
        audio: { input: { turn_detection: { type: string } } };
      };
    };
    expect(body.expires_after).toEqual({ anchor: 'created_at', seconds: 60 });
    expect(body.session).toMatchObject({ type: 'realtime', model: 'gpt-realtime' });
    expect(body.session.audio.input.turn_detection.type).toBe('semantic_vad');
    const instructions = body.session.instructions;
    expect(instructions).toContain('Speak only Spanish');
    expect(instructions).toContain('Focus: Behavioral');
    expect(instructions).toContain('10-minute');
    expect(instructions).toContain(RESUME.split('\n')[0]!.trim());
    expect(started.gaps.length).toBeGreaterThan(0);
    for (const gap of started.gaps) expect(instructions).toContain(gap);
    expect(instructions).toContain(started.questions[0]!.question);
    expect(await available(user.id_token)).toBe(before - 10);

    expect(
      (await post(user.id_token, `/api/interview/sessions/${started.session_id}/call`, { call_id: 'rtc_abc123' }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await post(user.id_token, `/api/interview/sessions/${started.session_id}/transcript`, {
          role: 'interviewer',
          text: 'Hola. ¿Puede contarme sobre un proyecto difícil?',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await post(user.id_token, `/api/interview/sessions/${started.session_id}/transcript`, {
          role: 'candidate',
          text: 'En 2021 migré el servicio de facturación a Kubernetes.',
        })
      ).statusCode,
    ).toBe(200);
    // the browser's own turn call is refused: this interview runs over the realtime connection
    expect(
      (await post(user.id_token, `/api/interview/sessions/${started.session_id}/turn`, { answer: 'hola' })).statusCode,
    ).toBe(409);

    clock.advance(4 * MINUTE + 30_000);
    const ended = LiveEndResponseSchema.parse(
      (await post(user.id_token, '/api/interview/end_session', { user_id: user.user_id })).json(),
    );
    expect(ended).toMatchObject({ session_id: started.session_id, minutes_used: 5, charged: 5, released: 5 });
    expect(
      seen.some((s) => s.url === '/v1/realtime/calls/rtc_abc123/hangup' && s.authorization === 'Bearer sk-test-key'),
    ).toBe(true);
    expect(await available(user.id_token)).toBe(before - 5);
    await expectLedgerConsistent(ctx.db, user.user_id);
  });

  it('a service that fails to mint answers 503 with the spec text and holds nothing', async () => {
    const { user, wid } = await proUser();
    const before = await available(user.id_token);
    failSecrets = true;
    const res = await post(user.id_token, '/api/interview/client_secret', { wid, duration_seconds: 300 });
    expect(res.statusCode).toBe(503);
    expect(ErrorBodySchema.parse(res.json()).detail).toBe(say.unavailable);
    expect(await available(user.id_token)).toBe(before);
    const credits = CreditsResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/credits', headers: bearer(user.id_token) })).json(),
    );
    expect(credits.held).toBe(0);
  });
});
