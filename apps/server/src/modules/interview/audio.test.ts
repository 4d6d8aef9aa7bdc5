import { AUDIO_MAX_BYTES, offlineInterviewMessages } from '@cp/contracts';
import { describe, expect, it } from 'vitest';
import { makeLyingWav, makeWav, mp3Bytes, webmBytes } from '../../../test/audio-fixtures.ts';
import { AppError } from '../../http/app-error.ts';
import { checkAudio, sniffAudio } from './audio-format.ts';
import { deliveryMetrics } from './delivery-metrics.ts';
import { measureWav } from './measure-wav.ts';

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, detail: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('checkAudio: bytes and name must agree', () => {
  it('accepts WAV, MP3, WebM and Ogg by their magic bytes with a matching name', () => {
    expect(checkAudio({ filename: 'answer.wav', bytes: makeWav([{ seconds: 0.2, sound: true }]) })).toBe('wav');
    expect(checkAudio({ filename: 'Answer.MP3', bytes: mp3Bytes() })).toBe('mp3');
    expect(checkAudio({ filename: 'recording.webm', bytes: webmBytes() })).toBe('webm');
    expect(sniffAudio(new Uint8Array([0x4f, 0x67, 0x67, 0x53, 0, 0]))).toBe('ogg');
    expect(sniffAudio(new Uint8Array([0xff, 0xfb, 0x90, 0x64]))).toBe('mp3');
    expect(
      checkAudio({
        filename: 'safari.m4a',
        bytes: new Uint8Array([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x4d, 0x34, 0x41, 0x20]),
      }),
    ).toBe('mp4');
  });

  it('refuses a renamed file, a text file and a mismatched name with the spec message (415)', () => {
    for (const file of [
      { filename: 'answer.mp3', bytes: makeWav([{ seconds: 0.2, sound: true }]) },
      { filename: 'answer.wav', bytes: new TextEncoder().encode('RIFF but really a text file') },
      { filename: 'answer.pdf', bytes: mp3Bytes() },
      { filename: 'answer', bytes: mp3Bytes() },
    ]) {
      expect(refusal(() => checkAudio(file))).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        detail: offlineInterviewMessages.badAudio,
      });
    }
  });

  it('refuses an empty file (400) and one over 10 MB (413)', () => {
    expect(refusal(() => checkAudio({ filename: 'a.wav', bytes: new Uint8Array(0) }))).toEqual({
      code: 'VALIDATION_ERROR',
      detail: offlineInterviewMessages.emptyAudio,
    });
    expect(refusal(() => checkAudio({ filename: 'a.mp3', bytes: new Uint8Array(AUDIO_MAX_BYTES + 1) }))).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      detail: offlineInterviewMessages.audioTooLarge,
    });
  });
});

describe('measureWav: speech measured from the samples', () => {
  it('finds the speaking time and each pause of a known recording', () => {
    const wav = makeWav([
      { seconds: 0.5, sound: false },
      { seconds: 3, sound: true },
      { seconds: 1.2, sound: false },
      { seconds: 2, sound: true },
      { seconds: 0.3, sound: false },
      { seconds: 2, sound: true },
      { seconds: 2.5, sound: false },
      { seconds: 1, sound: true },
      { seconds: 0.5, sound: false },
    ]);
    const measured = measureWav(wav);
    expect(measured.ok).toBe(true);
    if (!measured.ok) return;
    expect(measured.activity.durationSeconds).toBe(13);
    // from the first sound to the last: 3 + 1.2 + 2 + 0.3 + 2 + 2.5 + 1 = 12 s
    expect(measured.activity.speakingSeconds).toBeGreaterThanOrEqual(11.9);
    expect(measured.activity.speakingSeconds).toBeLessThanOrEqual(12.1);
    // 1.2 s and 2.5 s are pauses; 0.3 s is a breath
    expect(measured.activity.pauses).toBe(2);
    expect(measured.activity.longestPauseSeconds).toBeCloseTo(2.5, 0);
  });

  it('reads 8-bit and stereo files, and says when a file is silent', () => {
    const stereo = measureWav(
      makeWav(
        [
          { seconds: 1, sound: true },
          { seconds: 1, sound: false },
          { seconds: 1, sound: true },
        ],
        { channels: 2, sampleRate: 22_050 },
      ),
    );
    expect(stereo.ok && stereo.activity.pauses).toBe(1);
    const eight = measureWav(makeWav([{ seconds: 2, sound: true }], { bits: 8 }));
    expect(eight.ok && eight.activity.speakingSeconds).toBeGreaterThan(1.8);
    const silent = measureWav(makeWav([{ seconds: 2, sound: false }]));
    expect(silent.ok && silent.activity.isSilent).toBe(true);
  });

  it('refuses a header that lies about its length, a truncated header and no samples', () => {
    expect(measureWav(makeLyingWav())).toEqual({ ok: false, reason: 'damaged' });
    expect(measureWav(makeWav([{ seconds: 1, sound: true }]).slice(0, 30))).toEqual({ ok: false, reason: 'damaged' });
    expect(measureWav(makeWav([]))).toEqual({ ok: false, reason: 'empty' });
  });
});

describe('deliveryMetrics', () => {
  const activity = { durationSeconds: 65, speakingSeconds: 60, pauses: 3, longestPauseSeconds: 2.1, isSilent: false };
  it('words per minute and fillers come only with a transcript', () => {
    const words = Array.from({ length: 130 }, (_, i) => (i % 26 === 0 ? 'um' : 'word')).join(' ');
    const m = deliveryMetrics('wav', 1000, activity, words);
    expect(m.words_per_minute).toBe(130);
    expect(m.filler_words).toMatchObject({ count: 5, per_minute: 5 });
    const none = deliveryMetrics('wav', 1000, activity, null);
    expect(none).toMatchObject({ words_per_minute: null, filler_words: null, speaking_seconds: 60, pauses: 3 });
    expect(none.notes.join(' ')).toMatch(/need a transcript/);
  });

  it('says plainly what an MP3 or WebM answer cannot be measured on', () => {
    const m = deliveryMetrics('mp3', 1000, null, 'I did it.');
    expect(m).toMatchObject({ speaking_seconds: null, pauses: null, words_per_minute: null });
    expect(m.notes[0]).toMatch(/cannot decode MP3/);
  });
});
