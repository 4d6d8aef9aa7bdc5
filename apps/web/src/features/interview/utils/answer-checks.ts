import {
  AUDIO_MAX_BYTES,
  OFFLINE_ANSWER_MAX,
  OFFLINE_ANSWER_MIN,
  offlineInterviewMessages as say,
} from '@cp/contracts';

export const answerMethods = ['type', 'upload', 'record'] as const;
export type AnswerMethod = (typeof answerMethods)[number];

/** docs/product/2-modules.md section 5, in its order: a question, then the typed answer or the audio. */
export function answerProblem(input: {
  question: string;
  method: AnswerMethod;
  typed: string;
  audio: File | null;
}): string | null {
  if (!input.question) return say.noQuestion;
  if (input.method === 'type') {
    const typed = input.typed.trim();
    if (!typed) return say.noTypedAnswer;
    if (typed.length < OFFLINE_ANSWER_MIN) return say.tooShort;
    if (typed.length > OFFLINE_ANSWER_MAX) return say.tooLong;
    return null;
  }
  return input.audio ? null : say.noAudio;
}

const startsWith = (bytes: Uint8Array, text: string, at = 0) =>
  [...text].every((c, i) => bytes[at + i] === c.charCodeAt(0));

/**
 * An uploaded file: WAV or MP3 by its first bytes and its name (docs/product/2-modules.md section 5), at most 10 MB.
 * The server checks again.
 */
export async function uploadProblem(file: File): Promise<string | null> {
  if (file.size > AUDIO_MAX_BYTES) return say.audioTooLarge;
  if (file.size === 0) return say.emptyAudio;
  const bytes = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const name = file.name.toLowerCase();
  const isWav = startsWith(bytes, 'RIFF') && startsWith(bytes, 'WAVE', 8) && /\.wave?$/.test(name);
  const isMp3 =
    (startsWith(bytes, 'ID3') || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)) && name.endsWith('.mp3');
  return isWav || isMp3 ? null : say.badAudio;
}

/** 'm:ss' of a number of seconds (the recording timer, docs/product/2-modules.md section 2). */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** The file extension a recording's MIME type truly is. */
export function recordingExtension(mimeType: string): 'webm' | 'ogg' | 'm4a' {
  if (mimeType.includes('ogg')) return 'ogg';
  if (mimeType.includes('mp4') || mimeType.includes('aac')) return 'm4a';
  return 'webm';
}
