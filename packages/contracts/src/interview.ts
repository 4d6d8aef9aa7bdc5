import { z } from 'zod';
import { text } from './text.ts';

/** Offline Interview answers (docs/product/2-modules.md sections 5 and 9). */
export const OFFLINE_ANSWER_MIN = 10;
export const OFFLINE_ANSWER_MAX = 5000;
/** An audio answer: at most 10 MB (docs/product/2-modules.md section 9). */
export const AUDIO_MAX_BYTES = 10 * 1024 * 1024;

/** docs/product/2-modules.md sections 5 and 8: the Offline Interview's own texts. */
export const offlineInterviewMessages = {
  noQuestion: 'Please select a question to answer.',
  noTypedAnswer: 'Please provide a typed answer.',
  tooShort: 'Answer must be at least 10 characters. Please provide a more detailed response.',
  tooLong: `Answer must be at most ${OFFLINE_ANSWER_MAX} characters.`,
  noAudio: 'Please upload or record an audio file.',
  badAudio: 'Only WAV or MP3 files are supported. Please upload a valid audio file.',
  audioTooLarge: 'Audio file size exceeds 10MB limit. Please upload a smaller file.',
  emptyAudio: 'This audio file is empty. Please upload or record your answer again.',
  damagedWav: 'This WAV file is damaged: its header does not match its content. Please record or export it again.',
  microphone: 'Failed to access microphone. Please ensure microphone permissions are granted.',
  submitFailed: (email: string) => `Failed to submit answer. Please try again or contact support at ${email}.`,
  regenerateFailed: (email: string) =>
    `Failed to regenerate questions. Please try again or contact support at ${email}.`,
  regenerated: 'Interview questions regenerated successfully!',
} as const;

/** Audio formats the server reads: WAV and MP3 (the spec), and the browsers' own recording formats (WebM and Ogg Opus; MP4/AAC in Safari). */
export const audioFormats = ['wav', 'mp3', 'webm', 'ogg', 'mp4'] as const;
export type AudioFormat = (typeof audioFormats)[number];

/** How the answer's words reached the grader. */
export const transcriptSources = ['typed', 'browser', 'service', 'none'] as const;
export type TranscriptSource = (typeof transcriptSources)[number];

export const RubricCriterionSchema = z.object({
  id: z.enum(['structure', 'specificity', 'relevance', 'length']),
  label: z.string(),
  /** 0-100 for this criterion alone. */
  score: z.number().int().min(0).max(100),
  weight: z.number(),
  /** What the grader saw, in plain words. */
  detail: z.string(),
  /** Phrases of the answer that earned the points. */
  evidence: z.array(z.string()),
});
export type RubricCriterion = z.infer<typeof RubricCriterionSchema>;

/** The engine's feedback on one answer: a deterministic rubric, what to keep and change, and an outline from the resume. */
export const AnswerFeedbackSchema = z.object({
  question: z.string(),
  category: z.string().nullable(),
  /** The posting requirement the question targets, when the question names one. */
  requirement: z.string().nullable(),
  /** 0-100; null when there was no answer text to grade (audio without a transcript). */
  score: z.number().int().min(0).max(100).nullable(),
  verdict: z.string(),
  /** Problems that stop the rubric from praising anything: 'empty', 'gibberish', 'repeated', 'copied_question', 'off_topic'. */
  problems: z.array(z.string()),
  criteria: z.array(RubricCriterionSchema),
  keep: z.array(z.string()),
  change: z.array(z.string()),
  /** A stronger answer's outline: each line rests on a resume line (quoted) or says what the resume does not show. */
  outline: z.array(z.object({ part: z.string(), text: z.string(), resume_line: z.string().nullable() })),
  /** The whole feedback as markdown (what the spec's 'Answer Feedback' shows). */
  markdown: z.string(),
});
export type AnswerFeedback = z.infer<typeof AnswerFeedbackSchema>;

/** Delivery measured from the audio itself (not from a transcription vendor); null fields were not measurable. */
export const DeliveryMetricsSchema = z.object({
  format: z.enum(audioFormats),
  bytes: z.number().int().min(0),
  duration_seconds: z.number().nullable(),
  speaking_seconds: z.number().nullable(),
  /** Silences of at least PAUSE_MIN_SECONDS between speech. */
  pauses: z.number().int().nullable(),
  longest_pause_seconds: z.number().nullable(),
  words_per_minute: z.number().nullable(),
  filler_words: z
    .object({
      count: z.number().int(),
      per_minute: z.number().nullable(),
      words: z.array(z.object({ word: z.string(), count: z.number().int() })),
    })
    .nullable(),
  /** Plain sentences on what was and was not measured. */
  notes: z.array(z.string()),
});
export type DeliveryMetrics = z.infer<typeof DeliveryMetricsSchema>;

/**
 * The answer of POST /api/modules/process with module 'Module 6' (docs/product/2-modules.md section 7: message, result,
 * transcript).
 */
export const OfflineFeedbackResponseSchema = z.object({
  module: z.literal('Module 6'),
  message: text(),
  /** The feedback as markdown (the spec's result). */
  result: z.string(),
  transcript: z.string().nullable(),
  transcript_source: z.enum(transcriptSources),
  feedback: AnswerFeedbackSchema,
  metrics: DeliveryMetricsSchema.nullable(),
  run_id: text(),
  timestamp: text(),
  source: z.literal('engine'),
  flags: z.array(z.string()),
});
export type OfflineFeedbackResponse = z.infer<typeof OfflineFeedbackResponseSchema>;

/** A stored Offline Interview run's result (module_runs.result): the feedback object. */
export const StoredOfflineTranscriptSchema = z.object({
  text: z.string().nullable(),
  source: z.enum(transcriptSources),
});

/** GET /api/interview/capabilities: whether this server transcribes audio answers. */
/** ...and which live interviewer runs: 'browser' (built in, no key) or 'realtime' (OPENAI_API_KEY). */
export const InterviewCapabilitiesResponseSchema = z.object({
  transcription: z.boolean(),
  live_interviewer: z.enum(['browser', 'realtime']),
});
export type InterviewCapabilitiesResponse = z.infer<typeof InterviewCapabilitiesResponseSchema>;
