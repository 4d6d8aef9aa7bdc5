import {
  OFFLINE_ANSWER_MIN,
  creditCosts,
  isWorkspaceIdSegment,
  offlineInterviewMessages as say,
  type AudioFormat,
  type DeliveryMetrics,
  type OfflineFeedbackResponse,
  type ProcessModuleBody,
  type TranscriptSource,
} from '@cp/contracts';
import type { AnswerFeedback, GradeAnswerInput } from '@cp/engine';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Clock } from '../auth/auth.service.ts';
import type { CreditsService } from '../credits/credits.service.ts';
import { workspaceNotFound } from '../workspaces/workspaces.service.ts';
import { checkAudio } from './audio-format.ts';
import { deliveryMetrics } from './delivery-metrics.ts';
import { findQuestion } from './find-question.ts';
import type { WavMeasure } from './measure-wav.ts';
import type { OfflineInterviewRepository } from './offline-interview.repository.ts';
import type { SpeechActivity } from './speech-activity.ts';
import type { Transcriber } from './transcriber.ts';

export type AnswerFile = { filename: string; bytes: Uint8Array };

export type OfflineInterviewDeps = {
  db: Database;
  repo: (q: Queryable) => OfflineInterviewRepository;
  credits: Pick<CreditsService, 'withCredits'>;
  clock: Clock;
  /** The engine pool's interview jobs (off the request thread). */
  engine: {
    gradeAnswer(input: GradeAnswerInput, owner?: string): Promise<AnswerFeedback>;
    measureWav(bytes: Uint8Array, owner?: string): Promise<WavMeasure>;
  };
  /** The configured speech-to-text service; null when TRANSCRIBE_BASE_URL is unset. */
  transcriber: Transcriber | null;
};

const invalid = (detail: string, path: string, code: 'VALIDATION_ERROR' | 'UNPROCESSABLE' = 'VALIDATION_ERROR') =>
  new AppError(code, detail, { errors: [{ path, message: detail }] });
const present = (value: string | undefined): value is string => typeof value === 'string' && value.trim().length > 0;

type Audio = { format: AudioFormat; bytes: Uint8Array; filename: string; activity: SpeechActivity | null };

export function createOfflineInterviewService(deps: OfflineInterviewDeps) {
  const { db, clock } = deps;

  /** Checks the audio (format by bytes and name, size) and measures a WAV's speech, before anything is charged. */
  async function readAudio(userId: string, file: AnswerFile): Promise<Audio> {
    const format = checkAudio(file);
    if (format !== 'wav') return { format, bytes: file.bytes, filename: file.filename, activity: null };
    const measured = await deps.engine.measureWav(file.bytes, userId);
    if (!measured.ok) {
      if (measured.reason === 'unsupported')
        throw invalid(
          'This WAV file uses an encoding the server cannot read. Please save it as 16-bit PCM WAV or MP3.',
          'body.file',
          'UNPROCESSABLE',
        );
      throw invalid(measured.reason === 'empty' ? say.emptyAudio : say.damagedWav, 'body.file', 'UNPROCESSABLE');
    }
    return { format, bytes: file.bytes, filename: file.filename, activity: measured.activity };
  }

  /** What the speaker said: the browser's or the user's transcript, else the configured service's, else none. */
  async function transcriptOf(
    body: ProcessModuleBody,
    audio: Audio,
  ): Promise<{ text: string | null; source: TranscriptSource }> {
    if (present(body.transcript))
      return { text: body.transcript.trim(), source: body.transcript_source === 'typed' ? 'typed' : 'browser' };
    if (!deps.transcriber || audio.activity?.isSilent) return { text: null, source: 'none' };
    const text = await deps.transcriber.transcribe(audio);
    return text ? { text, source: 'service' } : { text: null, source: 'none' };
  }

  return {
    /** GET /api/interview/capabilities. */
    capabilities: () => ({ transcription: deps.transcriber !== null }),

    /** POST /api/modules/process with module 'Module 6': validate, check the audio, reserve 1 credit, grade, store the run, commit. */
    async feedback(userId: string, body: ProcessModuleBody, file: AnswerFile | null): Promise<OfflineFeedbackResponse> {
      if (!isWorkspaceIdSegment(body.wid)) throw workspaceNotFound();
      const workspace = await deps.repo(db).findWorkspace(userId, body.wid);
      if (!workspace) throw workspaceNotFound();
      if (!present(body.question)) throw invalid(say.noQuestion, 'body.question');
      if (!file) {
        if (!present(body.answer)) throw invalid(say.noTypedAnswer, 'body.answer');
        if (body.answer.trim().length < OFFLINE_ANSWER_MIN) throw invalid(say.tooShort, 'body.answer');
      }
      const audio = file ? await readAudio(userId, file) : null;
      const asked = findQuestion(await deps.repo(db).findLatestQuestions(userId, body.wid), body.question);
      const now = clock.now();

      return deps.credits.withCredits(
        { userId, moduleKey: 'Module 6', cost: creditCosts['Module 6'], action: 'feedback', wid: body.wid },
        async (hold) => {
          const transcript = audio
            ? await transcriptOf(body, audio)
            : { text: body.answer!.trim(), source: 'typed' as const };
          const feedback = await deps.engine.gradeAnswer(
            {
              ...asked,
              answer: transcript.text,
              resumeText: workspace.cv_text,
              asOf: { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 },
            },
            userId,
          );
          const metrics: DeliveryMetrics | null = audio
            ? deliveryMetrics(audio.format, audio.bytes.length, audio.activity, transcript.text)
            : null;
          const at = clock.now();
          // a workspace deleted meanwhile: 404, and withCredits releases the hold (nothing is charged)
          if (
            !(await deps
              .repo(db)
              .insertFeedbackRun({ id: hold.runId, wid: body.wid, userId, result: feedback, transcript, metrics, at }))
          )
            throw workspaceNotFound();
          return {
            module: 'Module 6' as const,
            message: 'Feedback ready.',
            result: feedback.markdown,
            transcript: audio ? transcript.text : null,
            transcript_source: transcript.source,
            feedback: {
              ...feedback,
              criteria: [...feedback.criteria],
              problems: [...feedback.problems],
            } as OfflineFeedbackResponse['feedback'],
            metrics,
            run_id: hold.runId,
            timestamp: at.toISOString(),
            source: 'engine' as const,
            flags: [],
          };
        },
      );
    },
  };
}
export type OfflineInterviewService = ReturnType<typeof createOfflineInterviewService>;
