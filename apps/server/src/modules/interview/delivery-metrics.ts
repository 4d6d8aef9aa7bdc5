import type { AudioFormat, DeliveryMetrics } from '@cp/contracts';
import { countFillerWords } from '@cp/engine';
import { PAUSE_MIN_SECONDS, type SpeechActivity } from './speech-activity.ts';

const round1 = (n: number) => Math.round(n * 10) / 10;
const wordCount = (text: string) => (text.match(/[\p{L}\p{N}]+(?:['\u2019][\p{L}]+)*/gu) ?? []).length;

/**
 * Delivery figures for an audio answer. Speaking time and pauses come from the audio itself (WAV); words
 * per minute and filler words need a transcript as well. What could not be measured is said, not guessed.
 */
export function deliveryMetrics(
  format: AudioFormat,
  bytes: number,
  activity: SpeechActivity | null,
  transcript: string | null,
): DeliveryMetrics {
  const notes: string[] = [];
  const words = transcript ? wordCount(transcript) : 0;
  const minutes = activity && activity.speakingSeconds > 0 ? activity.speakingSeconds / 60 : null;
  if (!activity)
    notes.push(
      `Speaking time and pauses are measured from WAV recordings; this server cannot decode ${format.toUpperCase()} audio yet, so they are not shown.`,
    );
  else if (activity.isSilent)
    notes.push('No speech could be heard in this recording: check your microphone and try again.');
  else
    notes.push(
      `Pauses are silences of ${PAUSE_MIN_SECONDS} seconds or more between words, measured from the recording itself.`,
    );
  if (!transcript) notes.push('Words per minute and filler words need a transcript of what you said.');
  const fillers = transcript ? countFillerWords(transcript) : null;
  return {
    format,
    bytes,
    duration_seconds: activity?.durationSeconds ?? null,
    speaking_seconds: activity ? activity.speakingSeconds : null,
    pauses: activity ? activity.pauses : null,
    longest_pause_seconds: activity ? activity.longestPauseSeconds : null,
    words_per_minute: minutes && transcript && !activity?.isSilent ? Math.round(words / minutes) : null,
    filler_words: fillers
      ? {
          count: fillers.count,
          per_minute: minutes ? round1(fillers.count / minutes) : null,
          words: fillers.words.map((w) => ({ ...w })),
        }
      : null,
    notes,
  };
}
