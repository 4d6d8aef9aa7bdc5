import {
  CreditsResponseSchema,
  ErrorBodySchema,
  LiveEndResponseSchema,
  LiveFeedbackResponseSchema,
  LiveStartResponseSchema,
  LiveTurnResponseSchema,
  WorkspaceDetailSchema,
  liveInterviewMessages as say,
} from '@cp/contracts';
import { describe, expect, it } from 'vitest';
import { creditsServiceFor, expectLedgerConsistent, MINUTE } from '../../../test/credit-helpers.ts';
import { clockedAppForFile } from '../../../test/file-app.ts';
import { bearer, signUp } from '../../../test/test-app.ts';
import { defaultWorkspace, setPlan } from '../../../test/workspace-helpers.ts';
import { POSTING, RESUME } from '../analysis/analysis-fixtures.ts';
import { createLiveInterviewRepository } from './live-interview.repository.ts';
import { createLiveInterviewService } from './live-interview.service.ts';

type User = Awaited<ReturnType<typeof signUp>>;
const STRONG =
  'At Orchard Ledger Co in 2021 our billing API took 40 minutes to deploy. My task was to make releases safe and fast. I moved the service to Kubernetes, wrote the Helm charts and set up PostgreSQL failover myself. As a result deploys dropped to 6 minutes.';

const { ctx, clock } = clockedAppForFile();

async function newUser(options: { plan?: 'pro' | 'free'; documents?: boolean } = {}) {
  const user = await signUp(ctx.app);
  const wid = await defaultWorkspace(ctx.app, user.id_token);
  if (options.plan !== 'free') await setPlan(ctx.db, user.user_id, 'pro');
  if (options.documents !== false) {
    for (const [url, payload] of [
      ['/api/modules/update-cv-text', { wid, cv_text: RESUME }],
      ['/api/modules/update-jd-text', { wid, jd_text: POSTING }],
    ] as const) {
      expect((await ctx.app.inject({ method: 'POST', url, headers: bearer(user.id_token), payload })).statusCode).toBe(
        200,
      );
    }
  }
  return { user, wid };
}
const post = (user: User, url: string, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(user.id_token), payload });
const start = (user: User, wid: string, extra: object = {}) =>
  post(user, '/api/interview/client_secret', {
    wid,
    duration_seconds: 300,
    focus: 'technical',
    language: 'en',
    ...extra,
  });
const credits = async (user: User) =>
  CreditsResponseSchema.parse(
    (await ctx.app.inject({ method: 'GET', url: '/api/credits', headers: bearer(user.id_token) })).json(),
  );
function refused(res: { statusCode: number; json(): unknown; body: string }, status: number, detail?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = ErrorBodySchema.parse(res.json());
  if (detail) expect(body.detail).toBe(detail);
  return body;
}

describe('Live Interview with the built-in interviewer (no OPENAI_API_KEY)', () => {
  it('reserves the minutes, interviews with follow-ups, stores the feedback, and charges exactly the minutes used', async () => {
    const { user, wid } = await newUser();
    const before = await credits(user);
    const started = LiveStartResponseSchema.parse((await start(user, wid)).json());
    expect(started).toMatchObject({
      interviewer: 'browser',
      client_secret: null,
      minutes: 5,
      minute_seconds: 60,
      held: 5,
      seconds_left: 300,
      focus: 'technical',
    });
    expect(started.greeting).toContain('not a live AI');
    expect(started.questions[0]!.aim).toBe('opening');
    expect((await credits(user)).held).toBe(5);

    const thin = LiveTurnResponseSchema.parse(
      (
        await post(user, `/api/interview/sessions/${started.session_id}/turn`, {
          answer: 'I like computers.',
          source: 'speech',
        })
      ).json(),
    );
    expect(thin).toMatchObject({ kind: 'follow_up', question_index: 0 });
    const next = LiveTurnResponseSchema.parse(
      (await post(user, `/api/interview/sessions/${started.session_id}/turn`, { answer: STRONG })).json(),
    );
    expect(next).toMatchObject({ kind: 'question', question_index: 1, say: started.questions[1]!.question });

    const feedback = LiveFeedbackResponseSchema.parse(
      (await post(user, `/api/interview/sessions/${started.session_id}/feedback`)).json(),
    );
    expect(feedback.feedback).toMatchObject({ answered: 1 });
    expect(feedback.feedback.markdown).toContain('Overall');
    expect(feedback.transcript.map((l) => l.role)).toEqual([
      'interviewer',
      'candidate',
      'interviewer',
      'candidate',
      'interviewer',
    ]);

    clock.advance(2 * MINUTE + 10_000);
    const ended = LiveEndResponseSchema.parse(
      (await post(user, '/api/interview/end_session', { session_id: started.session_id })).json(),
    );
    expect(ended).toMatchObject({
      status: 'ended',
      already_ended: false,
      minutes_used: 3,
      charged: 3,
      released: 2,
      end_reason: 'user',
    });
    expect(ended.feedback?.answered).toBe(1);
    const after = await credits(user);
    expect(after.available).toBe(before.available - 3);
    expect(after.held).toBe(0);

    // ending twice charges nothing more
    const again = LiveEndResponseSchema.parse(
      (await post(user, '/api/interview/end_session', { session_id: started.session_id })).json(),
    );
    expect(again).toMatchObject({ already_ended: true, charged: 3, minutes_used: 3 });
    expect((await credits(user)).available).toBe(before.available - 3);
    await expectLedgerConsistent(ctx.db, user.user_id);

    // the session is a run in the workspace (it counts in progress) and in the export
    const detail = WorkspaceDetailSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/workspaces/${wid}`, headers: bearer(user.id_token) })).json(),
    );
    expect(detail.module_outputs['Module 8']?.latest).toMatchObject({
      run_id: started.session_id,
      result: { minutes_used: 3, feedback: { answered: 1 } },
    });
    expect(detail.stats.completedSteps).toContain(8);
    const exported = (
      await ctx.app.inject({ method: 'GET', url: '/api/auth/export-data', headers: bearer(user.id_token) })
    ).json() as {
      workspaces: Array<{
        module_runs: Array<Record<string, unknown>>;
        interview_sessions: Array<Record<string, unknown>>;
      }>;
    };
    expect(exported.workspaces[0]!.interview_sessions[0]).toMatchObject({
      id: started.session_id,
      minutes_used: 3,
      charged: 3,
      status: 'ended',
    });
    expect(exported.workspaces[0]!.module_runs.find((r) => r.module_key === 'Module 8')).toMatchObject({
      id: started.session_id,
    });
  });

  it('ends at its length: a turn after it answers 409 "Time\'s up", and the whole length is charged', async () => {
    const { user, wid } = await newUser();
    const before = await credits(user);
    const started = LiveStartResponseSchema.parse((await start(user, wid)).json());
    clock.advance(5 * MINUTE + 1000);
    refused(
      await post(user, `/api/interview/sessions/${started.session_id}/turn`, { answer: STRONG }),
      409,
      say.timeUp,
    );
    const ended = LiveEndResponseSchema.parse(
      (await post(user, '/api/interview/end_session', { reason: 'user' })).json(),
    );
    expect(ended).toMatchObject({
      session_id: started.session_id,
      minutes_used: 5,
      charged: 5,
      released: 0,
      end_reason: 'time_up',
    });
    expect(ended.message).toContain(say.timeUp);
    expect((await credits(user)).available).toBe(before.available - 5);
  });

  it('the sweep ends a session the browser abandoned, charging up to when it was last heard from', async () => {
    const { user, wid } = await newUser();
    const before = await credits(user);
    const started = LiveStartResponseSchema.parse((await start(user, wid, { duration_seconds: 600 })).json());
    clock.advance(MINUTE + 10_000);
    expect(
      (await post(user, `/api/interview/sessions/${started.session_id}/turn`, { answer: STRONG })).statusCode,
    ).toBe(200);
    clock.advance(10 * MINUTE);
    // a minute past the session's end: the hold (its length + a margin) is still held when the sweep comes
    expect((await credits(user)).held).toBe(10);
    const sweeper = createLiveInterviewService({
      db: ctx.db,
      repo: createLiveInterviewRepository,
      credits: creditsServiceFor(ctx.db, clock),
      clock,
      realtime: null,
      minuteSeconds: 60,
      engine: {
        planLiveInterview: () => Promise.reject(new Error('unused')),
        liveFollowUp: () => Promise.reject(new Error('unused')),
        gradeLiveSession: () => Promise.reject(new Error('unused')),
      },
    });
    expect(await sweeper.sweep()).toBeGreaterThanOrEqual(1);
    const ended = LiveEndResponseSchema.parse(
      (await post(user, '/api/interview/end_session', { session_id: started.session_id })).json(),
    );
    expect(ended).toMatchObject({ already_ended: true, minutes_used: 2, charged: 2, end_reason: 'abandoned' });
    expect((await credits(user)).available).toBe(before.available - 2);
    await expectLedgerConsistent(ctx.db, user.user_id);
  });

  it('a connection that never came up, with nothing said, is not charged', async () => {
    const { user, wid } = await newUser();
    const before = await credits(user);
    const started = LiveStartResponseSchema.parse((await start(user, wid)).json());
    const ended = LiveEndResponseSchema.parse(
      (await post(user, '/api/interview/end_session', { session_id: started.session_id, reason: 'failed' })).json(),
    );
    expect(ended).toMatchObject({ charged: 0, released: 5 });
    expect((await credits(user)).available).toBe(before.available);
  });

  it('a screening rehearsal never follows up', async () => {
    const { user, wid } = await newUser();
    const started = LiveStartResponseSchema.parse((await start(user, wid, { style: 'rehearsal' })).json());
    const turn = LiveTurnResponseSchema.parse(
      (await post(user, `/api/interview/sessions/${started.session_id}/turn`, { answer: 'I like computers.' })).json(),
    );
    expect(turn.kind).toBe('question');
    await post(user, '/api/interview/end_session', {});
  });
});

describe('Live Interview refusals', () => {
  it("402 with the spec's text when credits are short; nothing is held", async () => {
    const { user, wid } = await newUser();
    const { available } = await credits(user);
    await ctx.db.query('UPDATE credit_accounts SET allowance = 3, topup = 0 WHERE user_id = $1', [user.user_id]);
    await ctx.db.query(
      `INSERT INTO credit_ledger (user_id, kind, allowance, note, created_at) VALUES ($1, 'reset', $2, 'test drain', now())`,
      [user.user_id, 3 - available],
    );
    const body = refused(await start(user, wid), 402, say.short402(5, 3));
    expect(body).toMatchObject({ code: 'INSUFFICIENT_CREDITS', needed: 5, have: 3 });
    expect((await credits(user)).held).toBe(0);
    await expectLedgerConsistent(ctx.db, user.user_id);
  });

  it('free users get 403 PLAN_REQUIRED (step 8 is pro-only)', async () => {
    const { user, wid } = await newUser({ plan: 'free' });
    expect(refused(await start(user, wid), 403).code).toBe('PLAN_REQUIRED');
  });

  it('missing documents, a length not offered and a foreign workspace are refused before anything is held', async () => {
    const { user, wid } = await newUser({ documents: false });
    refused(await start(user, wid), 400, say.missingDocumentsError);
    const ready = await newUser();
    refused(await start(ready.user, ready.wid, { duration_seconds: 420 }), 400);
    refused(await start(ready.user, ready.wid, { language: 'xx' }), 400);
    refused(await start(user, ready.wid), 404);
    expect((await credits(ready.user)).held).toBe(0);
  });

  it("another user's session is not found (404), and it is not ended by them", async () => {
    const owner = await newUser();
    const other = await newUser();
    const started = LiveStartResponseSchema.parse((await start(owner.user, owner.wid)).json());
    const sid = started.session_id;
    refused(await post(other.user, `/api/interview/sessions/${sid}/turn`, { answer: STRONG }), 404);
    refused(await post(other.user, `/api/interview/sessions/${sid}/feedback`), 404);
    refused(await post(other.user, '/api/interview/end_session', { session_id: sid }), 404);
    refused(
      await post(owner.user, '/api/interview/end_session', { session_id: sid, user_id: other.user.user_id }),
      403,
    );
    expect((await credits(owner.user)).held).toBe(5);
    await post(owner.user, '/api/interview/end_session', { session_id: sid });
  });

  it('bad bodies answer 400 with the error body', async () => {
    const { user, wid } = await newUser();
    const started = LiveStartResponseSchema.parse((await start(user, wid)).json());
    refused(await post(user, `/api/interview/sessions/${started.session_id}/turn`, { answer: 'x'.repeat(5001) }), 400);
    refused(await post(user, `/api/interview/sessions/${started.session_id}/call`, { call_id: 'bad id/..' }), 400);
    refused(await post(user, `/api/interview/sessions/${started.session_id}/call`, { call_id: 'rtc_1' }), 409);
    await post(user, '/api/interview/end_session', {});
    refused(await post(user, `/api/interview/sessions/${started.session_id}/turn`, { answer: STRONG }), 409);
  });
});
