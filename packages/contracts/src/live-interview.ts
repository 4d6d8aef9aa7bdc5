import { z } from 'zod';
import { liveInterviewMinutes } from './plans.ts';
import { pastedDocumentText, text } from './text.ts';

/** Live Interview (step 8, docs/product/2-modules.md sections 2, 4, 5, 7, 8, 9; docs/decisions/029). */
export const liveFocuses = ['behavioral', 'technical', 'cv'] as const;
export type LiveFocusId = (typeof liveFocuses)[number];
export const liveFocusLabels: Record<LiveFocusId, string> = {
  behavioral: 'Behavioral',
  technical: 'Technical',
  cv: 'Resume',
};

/** The spec's 11 languages (code: label); English is the default. */
export const liveLanguages = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  it: 'Italian',
  pt: 'Portuguese',
  hi: 'Hindi',
  ar: 'Arabic',
  zh: 'Mandarin Chinese',
  ja: 'Japanese',
  ko: 'Korean',
} as const;
export type LiveLanguage = keyof typeof liveLanguages;
export const liveLanguageCodes = Object.keys(liveLanguages) as [LiveLanguage, ...LiveLanguage[]];

/** 'practice' (follow-ups, feedback any time) or the one-take 'rehearsal' of a one-way AI screening. */
export const liveStyles = ['practice', 'rehearsal'] as const;
export type LiveStyle = (typeof liveStyles)[number];

/** Who interviews: the browser's built-in interviewer (no key), or OpenAI's realtime model over WebRTC (OPENAI_API_KEY). */
export const liveInterviewers = ['browser', 'realtime'] as const;
export type LiveInterviewer = (typeof liveInterviewers)[number];

export const LIVE_ANSWER_MAX = 5000;

/** The spec's texts (sections 2, 4, 8). */
export const liveInterviewMessages = {
  title: 'Live Interview Practice',
  connecting: 'Connecting to your interviewer…',
  feedbackMuted: 'Providing interview feedback—microphone disabled.',
  timeUp: 'Time’s up — interview ended.',
  missingDocuments: 'Upload both documents to start your live interview practice.',
  missingDocumentsError: 'Please upload or paste your Resume and Job Description first (Documents panel).',
  notSignedIn: 'You must be logged in to start an interview.',
  missingSecret: 'Could not start interview (missing client secret).',
  unavailable: 'Live Interview is temporarily unavailable.',
  realtimeError: 'Realtime error',
  feedbackFailed: 'Could not request feedback.',
  microphoneUnavailable: 'Microphone unavailable',
  allSet: 'All set',
  shortBanner: (needed: number, have: number) =>
    `You need ${needed} credits for this session, you currently have ${have}.`,
  short402: (needed: number, have: number) =>
    `You need ${needed} credits for this session. You have ${have}. You're short by ${Math.max(0, needed - have)}.`,
} as const;

const durationSeconds = z.union(
  liveInterviewMinutes.map((m) => z.literal(m * 60)) as [z.ZodLiteral<300>, z.ZodLiteral<600>, z.ZodLiteral<900>],
  {
    error: 'duration_seconds must be 300, 600 or 900 (5, 10 or 15 minutes).',
  },
);

/** POST /api/interview/client_secret (the spec's fields; the documents are the workspace's, `cv_text`/`jd_text` are accepted and not used). */
export const LiveStartBodySchema = z.object({
  wid: text().max(64),
  language: z.enum(liveLanguageCodes).default('en'),
  focus: z.enum(liveFocuses).default('behavioral'),
  duration_seconds: durationSeconds,
  style: z.enum(liveStyles).default('practice'),
  user_id: text().max(64).optional(),
  // the spec's client sends the documents; the server reads the workspace's own (cleaned when saved)
  cv_text: pastedDocumentText().max(200_000).optional(),
  jd_text: pastedDocumentText().max(200_000).optional(),
});
export type LiveStartBody = z.input<typeof LiveStartBodySchema>;

export const LivePlanQuestionSchema = z.object({
  question: z.string(),
  category: z.string(),
  aim: z.enum(['opening', 'gap', 'focus']),
});

export const LiveStartResponseSchema = z.object({
  session_id: z.string(),
  interviewer: z.enum(liveInterviewers),
  /** The realtime client secret (the spec's client_secret, also as value); null for the browser interviewer. */
  client_secret: z.string().nullable(),
  value: z.string().nullable(),
  /** Where the browser sends its WebRTC offer (realtime only). */
  calls_url: z.string().nullable(),
  model: z.string().nullable(),
  instructions: z.string(),
  style: z.enum(liveStyles),
  focus: z.enum(liveFocuses),
  language: z.enum(liveLanguageCodes),
  minutes: z.number().int(),
  /** Seconds in one billed minute (60; shorter only under NODE_ENV=test). */
  minute_seconds: z.number().int().positive(),
  started_at: z.string(),
  ends_at: z.string(),
  seconds_left: z.number().int(),
  held: z.number().int(),
  /** The Fit Matrix's gaps the interviewer probes. */
  gaps: z.array(z.string()),
  questions: z.array(LivePlanQuestionSchema),
  /** The first thing the browser interviewer says (greeting and first question). */
  greeting: z.string(),
});
export type LiveStartResponse = z.infer<typeof LiveStartResponseSchema>;

export const LiveSessionParamsSchema = z.object({ sid: text().max(64) });

/** POST /api/interview/sessions/{sid}/turn: the candidate's answer to what was last asked (browser interviewer). */
export const LiveTurnBodySchema = z.object({
  answer: text().max(LIVE_ANSWER_MAX, `An answer must be at most ${LIVE_ANSWER_MAX} characters.`),
  source: z.enum(['speech', 'typed']).default('typed'),
});
export const LiveTurnResponseSchema = z.object({
  /** What the interviewer says next: a follow-up, the next question, or the closing line. */
  say: z.string(),
  kind: z.enum(['follow_up', 'question', 'closing']),
  question_index: z.number().int(),
  questions_total: z.number().int(),
  seconds_left: z.number().int(),
});
export type LiveTurnResponse = z.infer<typeof LiveTurnResponseSchema>;

/** POST /api/interview/sessions/{sid}/transcript: a line the realtime call transcribed (either side). */
export const LiveTranscriptBodySchema = z.object({
  role: z.enum(['interviewer', 'candidate']),
  text: text().min(1).max(LIVE_ANSWER_MAX),
});
/** POST /api/interview/sessions/{sid}/call: the realtime call's id (from the Location header of /realtime/calls), so the server can end it. */
export const LiveCallBodySchema = z.object({
  call_id: text()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'call_id holds letters, digits, _ and - only.'),
});

export const LiveTranscriptLineSchema = z.object({
  role: z.enum(['interviewer', 'candidate']),
  text: z.string(),
  at: z.string(),
  kind: z.string().optional(),
});

export const LiveSessionFeedbackSchema = z.object({
  score: z.number().int().nullable(),
  asked: z.number().int(),
  answered: z.number().int(),
  verdict: z.string(),
  priorities: z.array(z.string()),
  spoken: z.string(),
  markdown: z.string(),
});
export type LiveSessionFeedback = z.infer<typeof LiveSessionFeedbackSchema>;

/** POST /api/interview/sessions/{sid}/feedback: the rubric's feedback on the session so far (stored as the workspace's 'Module 8' run). */
export const LiveFeedbackResponseSchema = z.object({
  session_id: z.string(),
  run_id: z.string(),
  feedback: LiveSessionFeedbackSchema,
  transcript: z.array(LiveTranscriptLineSchema),
});
export type LiveFeedbackResponse = z.infer<typeof LiveFeedbackResponseSchema>;

/** POST /api/interview/end_session (the spec: user_id; here also the session, else the user's active one). */
export const LiveEndBodySchema = z.object({
  session_id: text().max(64).optional(),
  user_id: text().max(64).optional(),
  /** 'failed': the connection never came up (nothing is charged if nothing was said). */
  reason: z.enum(['user', 'time_up', 'failed']).default('user'),
});
export const LiveEndResponseSchema = z.object({
  session_id: z.string().nullable(),
  status: z.enum(['ended', 'none']),
  already_ended: z.boolean(),
  minutes_used: z.number().int(),
  charged: z.number().int(),
  released: z.number().int(),
  end_reason: z.string().nullable(),
  message: z.string(),
  feedback: LiveSessionFeedbackSchema.nullable(),
});
export type LiveEndResponse = z.infer<typeof LiveEndResponseSchema>;

/** A stored 'Module 8' run's result: the session's settings, charge and feedback (its transcript is the run's transcript). */
export const StoredLiveRunSchema = z.object({
  session_id: z.string(),
  interviewer: z.enum(liveInterviewers),
  style: z.enum(liveStyles),
  focus: z.enum(liveFocuses),
  language: z.enum(liveLanguageCodes),
  minutes: z.number().int(),
  minutes_used: z.number().int().nullable(),
  feedback: LiveSessionFeedbackSchema,
});
