import { readWav } from './wav-reader.ts';
import { measureSpeech, type SpeechActivity } from './speech-activity.ts';

/** What the worker answers for a WAV answer: its speech activity, or why it cannot be read. */
export type WavMeasure =
  { ok: true; activity: SpeechActivity } | { ok: false; reason: 'damaged' | 'unsupported' | 'empty' };

/** Decodes a WAV file's PCM and measures its speech (run in the engine pool: off the request thread). */
export function measureWav(bytes: Uint8Array): WavMeasure {
  const wav = readWav(bytes);
  if (!wav.ok) return wav;
  return { ok: true, activity: measureSpeech(wav.frames, wav.sampleRate, wav.sample) };
}
