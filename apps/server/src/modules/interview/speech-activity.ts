/** Silence between words of at least this long is a pause; shorter gaps are the breath between phrases. */
export const PAUSE_MIN_SECONDS = 0.6;
const FRAME_SECONDS = 0.02;
/** Speech shorter than this (a click, a cough) does not end a pause. */
const MIN_SPEECH_SECONDS = 0.1;

export type SpeechActivity = {
  durationSeconds: number;
  speakingSeconds: number;
  pauses: number;
  longestPauseSeconds: number;
  isSilent: boolean;
};

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Where someone is speaking, from the signal's energy in 20 ms frames: a frame is speech when its
 * level is well above the recording's own noise floor (its quietest tenth) and above an absolute
 * floor. Speaking time runs from the first to the last speech, pauses are the silences inside it.
 */
export function measureSpeech(frames: number, sampleRate: number, sample: (frame: number) => number): SpeechActivity {
  const size = Math.max(1, Math.round(sampleRate * FRAME_SECONDS));
  const levels: number[] = [];
  for (let start = 0; start < frames; start += size) {
    const end = Math.min(frames, start + size);
    let sum = 0;
    for (let i = start; i < end; i++) {
      const s = sample(i);
      sum += s * s;
    }
    levels.push(Math.sqrt(sum / (end - start)));
  }
  const durationSeconds = round1(frames / sampleRate);
  const sorted = [...levels].sort((a, b) => a - b);
  const floor = sorted[Math.floor(sorted.length * 0.1)] ?? 0;
  const peak = sorted[Math.floor(sorted.length * 0.98)] ?? 0;
  // three times the noise floor, but never above a quarter of the loudest speech (a recording with no silence has no floor)
  const threshold = Math.max(0.01, Math.min(floor * 3, peak * 0.25), floor + (peak - floor) * 0.08);
  const speech = levels.map((l) => l >= threshold);
  const first = speech.indexOf(true);
  if (first < 0 || peak < 0.01)
    return { durationSeconds, speakingSeconds: 0, pauses: 0, longestPauseSeconds: 0, isSilent: true };
  const last = speech.lastIndexOf(true);
  const minSpeech = Math.round(MIN_SPEECH_SECONDS / FRAME_SECONDS);
  let pauses = 0;
  let longest = 0;
  let silence = 0;
  for (let i = first; i <= last; i++) {
    if (!speech[i]) {
      silence++;
      continue;
    }
    // a short burst inside a silence does not end it
    let run = 0;
    while (i + run <= last && speech[i + run]) run++;
    if (silence > 0 && run < minSpeech && i + run <= last) {
      silence += run;
      i += run - 1;
      continue;
    }
    if (silence * FRAME_SECONDS >= PAUSE_MIN_SECONDS) {
      pauses++;
      longest = Math.max(longest, silence * FRAME_SECONDS);
    }
    silence = 0;
    i += run - 1;
  }
  return {
    durationSeconds,
    speakingSeconds: round1((last - first + 1) * FRAME_SECONDS),
    pauses,
    longestPauseSeconds: round1(longest),
    isSilent: false,
  };
}
