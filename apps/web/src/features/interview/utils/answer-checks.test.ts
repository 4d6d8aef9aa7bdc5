import { AUDIO_MAX_BYTES, offlineInterviewMessages as say } from '@cp/contracts';
import { describe, expect, it } from 'vitest';
import { answerProblem, formatClock, recordingExtension, uploadProblem } from './answer-checks.ts';

const wavHeader = () =>
  new Uint8Array([...new TextEncoder().encode('RIFF'), 36, 0, 0, 0, ...new TextEncoder().encode('WAVE'), 0, 0]);

describe('answerProblem: the spec texts in order', () => {
  it('asks for a question first, then the typed answer or the audio', () => {
    expect(answerProblem({ question: '', method: 'type', typed: 'a long enough answer', audio: null })).toBe(
      say.noQuestion,
    );
    expect(answerProblem({ question: 'Q?', method: 'type', typed: '   ', audio: null })).toBe(say.noTypedAnswer);
    expect(answerProblem({ question: 'Q?', method: 'type', typed: 'too short', audio: null })).toBe(say.tooShort);
    expect(answerProblem({ question: 'Q?', method: 'type', typed: 'x'.repeat(5001), audio: null })).toBe(say.tooLong);
    expect(answerProblem({ question: 'Q?', method: 'type', typed: 'A real answer here.', audio: null })).toBeNull();
    expect(answerProblem({ question: 'Q?', method: 'record', typed: '', audio: null })).toBe(say.noAudio);
    expect(
      answerProblem({ question: 'Q?', method: 'upload', typed: '', audio: new File([wavHeader()], 'a.wav') }),
    ).toBeNull();
  });
});

describe('uploadProblem: bytes, name and size', () => {
  it('accepts a WAV and an MP3 named as such, refuses renamed, empty and oversized files', async () => {
    expect(await uploadProblem(new File([wavHeader()], 'answer.wav'))).toBeNull();
    expect(await uploadProblem(new File([new Uint8Array([0x49, 0x44, 0x33, 4, 0])], 'answer.mp3'))).toBeNull();
    expect(await uploadProblem(new File([wavHeader()], 'answer.mp3'))).toBe(say.badAudio);
    expect(await uploadProblem(new File(['plain text'], 'answer.wav'))).toBe(say.badAudio);
    expect(await uploadProblem(new File([], 'answer.wav'))).toBe(say.emptyAudio);
    expect(await uploadProblem(new File([new Uint8Array(AUDIO_MAX_BYTES + 1)], 'answer.wav'))).toBe(say.audioTooLarge);
  });
});

describe('recording helpers', () => {
  it('formats the timer as mm:ss and names a recording for its real format', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(75.9)).toBe('01:15');
    expect(recordingExtension('audio/webm;codecs=opus')).toBe('webm');
    expect(recordingExtension('audio/ogg;codecs=opus')).toBe('ogg');
    expect(recordingExtension('audio/mp4')).toBe('m4a');
  });
});
