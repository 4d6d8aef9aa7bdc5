import {
  isWorkspaceIdSegment,
  liveInterviewMessages as say,
  type LiveFeedbackResponse,
  type LiveStartResponse,
  type LiveTurnResponse,
} from '@cp/contracts';
import type {
  GradeAnswerInput,
  LiveInterviewPlan,
  LivePlanInput,
  LiveSessionFeedback,
  LiveSessionInput,
} from '@cp/engine';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { newId } from '../../security/random.ts';
import type { Clock } from '../auth/auth.service.ts';
import type { CreditsService } from '../credits/credits.service.ts';
import { workspaceNotFound } from '../workspaces/workspaces.service.ts';
import type { LiveInterviewRepository, SessionRow, TranscriptLine } from './live-interview.repository.ts';
import { RealtimeUnavailableError, type RealtimeClient } from './realtime-client.ts';
import { realtimeInstructions } from './realtime-instructions.ts';
import { line } from './session-transcript.ts';
import { createSessionEnder, sessionNotFound } from './session-end.ts';
import { createSessionFeedback, greetingFor } from './session-feedback.ts';

export type LiveEngine = {
  planLiveInterview(input: LivePlanInput, owner?: string): Promise<LiveInterviewPlan>;
  liveFollowUp(input: GradeAnswerInput, owner?: string): Promise<{ score: number | null; followUp: string | null }>;
  gradeLiveSession(input: LiveSessionInput, owner?: string): Promise<LiveSessionFeedback>;
};

export type LiveInterviewDeps = {
  db: Database;
  repo: (q: Queryable) => LiveInterviewRepository;
  credits: Pick<CreditsService, 'reserve' | 'commitPartial'>;
  clock: Clock;
  engine: LiveEngine;
  /** OpenAI's realtime API when OPENAI_API_KEY is set; null: the browser's built-in interviewer. */
  realtime: RealtimeClient | null;
  /** Seconds in a billed minute: 60 (shorter only under NODE_ENV=test). */
  minuteSeconds: number;
  log?: { warn(details: object, message: string): void };
};

/** A hold outlives its session by this margin (the default 15-minute hold would expire inside a 15-minute call). */
export const HOLD_MARGIN_MS = 5 * 60_000;
const MIN_DOCUMENT_CHARS = 10;

const present = (text: string | null): text is string =>
  typeof text === 'string' && text.trim().length >= MIN_DOCUMENT_CHARS;
const ended = (detail = 'This interview has ended.') => new AppError('CONFLICT', detail);
const secondsLeft = (s: Pick<SessionRow, 'ends_at'>, now: Date) =>
  Math.max(0, Math.ceil((s.ends_at.getTime() - now.getTime()) / 1000));

export function createLiveInterviewService(deps: LiveInterviewDeps) {
  const { db, clock } = deps;
  const asOf = () => {
    const now = clock.now();
    return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
  };
  const ender = createSessionEnder(deps);
  const feedbackFor = createSessionFeedback(deps);

  /** The session, active and within its time; past its end the server ends it (time's up) and answers 409. */
  async function openSession(q: Queryable, userId: string, sid: string): Promise<SessionRow> {
    const session = await deps.repo(q).findSession(userId, sid, { lock: true });
    if (!session) throw sessionNotFound();
    if (session.status === 'ended') throw ended();
    if (clock.now() >= session.ends_at) throw ended(say.timeUp);
    return session;
  }

  return {
    capabilities: () => ({ live_interviewer: deps.realtime ? ('realtime' as const) : ('browser' as const) }),

    /** POST /api/interview/client_secret: check the documents, reserve the session's minutes, plan the questions, mint the secret (realtime). */
    async start(
      userId: string,
      body: {
        wid: string;
        language: SessionRow['language'];
        focus: SessionRow['focus'];
        duration_seconds: number;
        style: SessionRow['style'];
      },
    ): Promise<LiveStartResponse> {
      if (!isWorkspaceIdSegment(body.wid)) throw workspaceNotFound();
      const workspace = await deps.repo(db).findWorkspace(userId, body.wid);
      if (!workspace) throw workspaceNotFound();
      if (!present(workspace.cv_text) || !present(workspace.jd_text)) {
        throw new AppError('VALIDATION_ERROR', say.missingDocumentsError, {
          errors: [{ path: 'body.wid', message: say.missingDocumentsError }],
        });
      }
      const minutes = body.duration_seconds / 60;
      const plan = await deps.engine.planLiveInterview(
        { resumeText: workspace.cv_text, postingText: workspace.jd_text, focus: body.focus, asOf: asOf() },
        userId,
      );
      // one live interview at a time: an earlier one still open ends now (its minutes used are charged)
      for (const sid of await deps.repo(db).activeSessionIds(userId)) await ender.end(userId, sid, 'replaced');
      const hold = await deps.credits
        .reserve({
          userId,
          moduleKey: 'Module 8',
          minutes,
          action: 'live_interview',
          wid: body.wid,
          holdTtlMs: minutes * deps.minuteSeconds * 1000 + HOLD_MARGIN_MS,
        })
        .catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'INSUFFICIENT_CREDITS') {
            const have = Number((error.context as { have?: number }).have ?? 0);
            throw new AppError('INSUFFICIENT_CREDITS', say.short402(minutes, have), {
              ...error.context,
              needed: minutes,
              have,
            });
          }
          throw error;
        });
      const instructions = realtimeInstructions({
        plan,
        resumeText: workspace.cv_text,
        postingText: workspace.jd_text,
        focus: body.focus,
        language: body.language,
        minutes,
        style: body.style,
      });
      let secret: string | null = null;
      if (deps.realtime) {
        try {
          secret = (await deps.realtime.mintClientSecret({ instructions, language: body.language })).value;
        } catch (error) {
          await deps.credits
            .commitPartial(userId, hold.run_id, 'Module 8', 0, 'realtime unavailable')
            .catch(() => undefined);
          if (error instanceof RealtimeUnavailableError) throw new AppError('UNAVAILABLE', say.unavailable);
          throw error;
        }
      }
      const now = clock.now();
      const sid = newId('lis');
      const endsAt = new Date(now.getTime() + minutes * deps.minuteSeconds * 1000);
      const greeting = greetingFor(plan, minutes, body.focus);
      const interviewer = deps.realtime ? ('realtime' as const) : ('browser' as const);
      const turns: TranscriptLine[] =
        interviewer === 'browser' ? [line('interviewer', greeting, now, { kind: 'question', question_index: 0 })] : [];
      await deps.repo(db).insertSession({
        id: sid,
        user_id: userId,
        workspace_id: body.wid,
        credit_run_id: hold.run_id,
        interviewer,
        style: body.style,
        focus: body.focus,
        language: body.language,
        minutes,
        minute_seconds: deps.minuteSeconds,
        plan,
        turns,
        started_at: now,
        last_activity_at: now,
        ends_at: endsAt,
      });
      return {
        session_id: sid,
        interviewer,
        client_secret: secret,
        value: secret,
        calls_url: deps.realtime?.callsUrl ?? null,
        model: deps.realtime?.model ?? null,
        instructions,
        style: body.style,
        focus: body.focus,
        language: body.language,
        minutes,
        minute_seconds: deps.minuteSeconds,
        started_at: now.toISOString(),
        ends_at: endsAt.toISOString(),
        seconds_left: secondsLeft({ ends_at: endsAt }, now),
        held: hold.held,
        gaps: [...plan.gaps],
        questions: plan.questions.map((q) => ({ question: q.question, category: q.category, aim: q.aim })),
        greeting,
      };
    },

    /** POST /api/interview/sessions/{sid}/turn: the browser interviewer hears an answer and says what comes next. */
    async turn(
      userId: string,
      sid: string,
      body: { answer: string; source: 'speech' | 'typed' },
    ): Promise<LiveTurnResponse> {
      return db.transaction(async (tx) => {
        const session = await openSession(tx, userId, sid);
        if (session.interviewer !== 'browser')
          throw new AppError('CONFLICT', 'This interview runs over the realtime connection.');
        const now = clock.now();
        const asked = [...session.turns].reverse().find((l) => l.role === 'interviewer');
        const index = asked?.question_index ?? 0;
        const total = session.plan.questions.length;
        const lines: TranscriptLine[] = [
          line('candidate', body.answer.trim(), now, { kind: 'answer', question_index: index, source: body.source }),
        ];
        let reply: Pick<LiveTurnResponse, 'say' | 'kind' | 'question_index'>;
        const question = session.plan.questions[index];
        // practice follows up once on a thin answer; a screening rehearsal never does (one take)
        const followUp =
          session.style === 'practice' && asked?.kind === 'question' && question
            ? (
                await deps.engine.liveFollowUp(
                  {
                    question: question.question,
                    guidelines: question.guidelines,
                    basis: question.basis,
                    category: question.category,
                    answer: body.answer,
                    asOf: asOf(),
                  },
                  userId,
                )
              ).followUp
            : null;
        if (followUp) reply = { say: followUp, kind: 'follow_up', question_index: index };
        else if (index + 1 < total)
          reply = { say: session.plan.questions[index + 1]!.question, kind: 'question', question_index: index + 1 };
        else
          reply = {
            say: 'That was my last question. Ask for feedback when you are ready, or end the interview.',
            kind: 'closing',
            question_index: index,
          };
        lines.push(line('interviewer', reply.say, now, { kind: reply.kind, question_index: reply.question_index }));
        await deps.repo(tx).appendLines(sid, lines, now);
        return { ...reply, questions_total: total, seconds_left: secondsLeft(session, now) };
      });
    },

    /** POST /api/interview/sessions/{sid}/transcript: a line the realtime call transcribed. */
    async transcript(
      userId: string,
      sid: string,
      body: { role: TranscriptLine['role']; text: string },
    ): Promise<{ seconds_left: number }> {
      return db.transaction(async (tx) => {
        const session = await openSession(tx, userId, sid);
        const now = clock.now();
        await deps.repo(tx).appendLines(sid, [line(body.role, body.text.trim(), now, { kind: 'line' })], now);
        return { seconds_left: secondsLeft(session, now) };
      });
    },

    /** POST /api/interview/sessions/{sid}/call: the realtime call's id; the server hangs it up at the session's end. */
    async registerCall(userId: string, sid: string, callId: string): Promise<{ seconds_left: number }> {
      const session = await db.transaction(async (tx) => {
        const open = await openSession(tx, userId, sid);
        if (open.interviewer !== 'realtime') throw new AppError('CONFLICT', 'This interview has no realtime call.');
        await deps.repo(tx).setCallId(sid, callId, clock.now());
        return open;
      });
      ender.scheduleHangUp(userId, sid, session.ends_at);
      return { seconds_left: secondsLeft(session, clock.now()) };
    },

    /** POST /api/interview/sessions/{sid}/feedback: the rubric over the session so far, stored in the workspace. */
    async feedback(userId: string, sid: string): Promise<LiveFeedbackResponse> {
      const session = await deps.repo(db).findSession(userId, sid);
      if (!session) throw sessionNotFound();
      return feedbackFor(userId, session);
    },

    /** POST /api/interview/end_session: the session given, else the user's active one. */
    async endSession(userId: string, body: { session_id?: string; reason: 'user' | 'time_up' | 'failed' }) {
      const sid = body.session_id ?? (await deps.repo(db).activeSessionIds(userId)).at(-1);
      if (!sid)
        return {
          session_id: null,
          status: 'none' as const,
          already_ended: false,
          minutes_used: 0,
          charged: 0,
          released: 0,
          end_reason: null,
          message: 'No live interview is running.',
          feedback: null,
        };
      const done = await ender.end(userId, sid, body.reason);
      const session = await deps.repo(db).findSession(userId, sid);
      const hasAnswers = session?.turns.some((l) => l.role === 'candidate') ?? false;
      const feedback = session && hasAnswers ? (await feedbackFor(userId, session)).feedback : null;
      return { ...done, status: 'ended' as const, feedback };
    },

    /** The sweep job: ends sessions the browser left running past their length. */
    sweep: () => ender.sweep(),
  };
}
export type LiveInterviewService = ReturnType<typeof createLiveInterviewService>;
