import {
  LiveEndResponseSchema,
  LiveFeedbackResponseSchema,
  LiveStartResponseSchema,
  LiveTurnResponseSchema,
  type LiveFocusId,
  type LiveLanguage,
  type LiveStyle,
} from '@cp/contracts';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/** Live Interview (step 8) calls, one function each: the spec's client_secret and end_session, and the session's own. */
export type StartLiveInput = {
  wid: string;
  minutes: 5 | 10 | 15;
  focus: LiveFocusId;
  language: LiveLanguage;
  style: LiveStyle;
};

/** POST /api/interview/client_secret (20 s time-out in the spec): reserves the minutes and plans the questions (or mints the realtime secret). */
export const startLiveInterview = (input: StartLiveInput) =>
  apiRequest('/api/interview/client_secret', {
    method: 'POST',
    body: {
      wid: input.wid,
      duration_seconds: input.minutes * 60,
      focus: input.focus,
      language: input.language,
      style: input.style,
    },
    schema: LiveStartResponseSchema,
    signal: AbortSignal.timeout(20_000),
  });

/** POST /api/interview/sessions/{sid}/turn: the built-in interviewer hears an answer and says what comes next. */
export const sendLiveAnswer = (sid: string, answer: string, source: 'speech' | 'typed') =>
  apiRequest(`/api/interview/sessions/${encodeURIComponent(sid)}/turn`, {
    method: 'POST',
    body: { answer, source },
    schema: LiveTurnResponseSchema,
  });

/** POST /api/interview/sessions/{sid}/feedback: the rubric over the session so far. */
export const requestLiveFeedback = (sid: string) =>
  apiRequest(`/api/interview/sessions/${encodeURIComponent(sid)}/feedback`, {
    method: 'POST',
    body: {},
    schema: LiveFeedbackResponseSchema,
  });

/** POST /api/interview/end_session: commits the minutes used and releases the rest. */
export const endLiveInterview = (sid: string | null, reason: 'user' | 'time_up' | 'failed') =>
  apiRequest('/api/interview/end_session', {
    method: 'POST',
    body: { ...(sid ? { session_id: sid } : {}), reason },
    schema: LiveEndResponseSchema,
  });

const SecondsLeftSchema = z.object({ seconds_left: z.number() });

/** Realtime only: a line the call transcribed, and the call's id (so the server can hang up at the length). */
export const sendRealtimeLine = (sid: string, role: 'interviewer' | 'candidate', text: string) =>
  apiRequest(`/api/interview/sessions/${encodeURIComponent(sid)}/transcript`, {
    method: 'POST',
    body: { role, text },
    schema: SecondsLeftSchema,
  });
export const registerRealtimeCall = (sid: string, callId: string) =>
  apiRequest(`/api/interview/sessions/${encodeURIComponent(sid)}/call`, {
    method: 'POST',
    body: { call_id: callId },
    schema: SecondsLeftSchema,
  });
