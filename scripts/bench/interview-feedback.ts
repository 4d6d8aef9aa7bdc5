// Offline Interview feedback time per answer (goal: p95 under 100 ms without a model): the engine's
// rubric on typed answers of every kind (strong, vague, short, long, gibberish, repeated, copied, off
// topic) against the sample resume, and a 60-second WAV answer decoded and measured, as the server's
// engine worker does. Standalone: `node --import tsx scripts/bench/interview-feedback.ts`.
import { pathToFileURL } from 'node:url';
import { measureWav } from '../../apps/server/src/modules/interview/measure-wav.ts';
import { makeWav } from '../../apps/server/test/audio-fixtures.ts';
import { defaultEngine } from '../../packages/engine/src/index.ts';
import { resumeText as sampleResume } from './sample-documents.ts';

export const FEEDBACK_GOAL_MS = 100;
const QUESTION = 'The role asks for SQL and PostgreSQL. Walk me through the piece of work that best shows it.';
const BASIS =
  'The posting requires SQL and PostgreSQL, and your resume shows it in your work: expect to be asked for detail.';
const STORY =
  'At my last company the finance team waited two days for the weekly SQL report. My task was to make it reliable. I rewrote the queries in PostgreSQL, added tests and scheduled the refresh myself. As a result the report runs in one hour.';
const ANSWERS = [
  STORY,
  'We had a problem with our reports and we fixed it together as a team and it went well in the end.',
  'I know SQL well.',
  Array.from({ length: 12 }, () => STORY)
    .join(' ')
    .slice(0, 5000),
  'asdkfj qwrtpl zxcvbn mnbvcx lkjhgf poiuyt qwerty asdfgh',
  'I am a team player. I am a team player. I am a team player. I am a team player.',
  QUESTION,
  'My favourite holiday was a hiking trip in the mountains with my family, where we cooked outdoors every evening.',
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const summary = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return {
    median: Math.round(percentile(sorted, 50) * 100) / 100,
    p95: Math.round(percentile(sorted, 95) * 100) / 100,
    runs: xs.length,
  };
};

export function benchInterviewFeedback(rounds = 25) {
  const engine = defaultEngine();
  const resumeText = sampleResume();
  const asOf = { year: 2026, month: 6 };
  const firstStart = performance.now();
  engine.gradeAnswer({ question: QUESTION, basis: BASIS, answer: STORY, resumeText, asOf });
  const firstMs = performance.now() - firstStart;
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const answer of ANSWERS) {
      const start = performance.now();
      engine.gradeAnswer({
        question: QUESTION,
        basis: BASIS,
        guidelines: ['Say what you did yourself.'],
        answer,
        resumeText,
        asOf,
      });
      times.push(performance.now() - start);
    }
  }
  const wav = makeWav(Array.from({ length: 20 }, (_, i) => ({ seconds: 3, sound: i % 4 !== 3 })));
  const wavTimes: number[] = [];
  for (let i = 0; i < 10; i++) {
    const start = performance.now();
    measureWav(wav);
    wavTimes.push(performance.now() - start);
  }
  return { firstMs: Math.round(firstMs), feedback: summary(times), wav: summary(wavTimes), wavBytes: wav.length };
}

export function printInterviewFeedbackBench(r: ReturnType<typeof benchInterviewFeedback>) {
  const met = (ms: number) => (ms < FEEDBACK_GOAL_MS ? 'met' : 'MISSED');
  console.log(
    `  rubric per typed answer (${r.feedback.runs} answers of 8 kinds, resume parsed each time): median ${r.feedback.median} ms, p95 ${r.feedback.p95} ms (goal p95 < ${FEEDBACK_GOAL_MS} ms: ${met(r.feedback.p95)}); first call ${r.firstMs} ms`,
  );
  console.log(
    `  60 s WAV answer decoded and measured (${Math.round(r.wavBytes / 1024)} kB): median ${r.wav.median} ms, p95 ${r.wav.p95} ms`,
  );
  console.log(
    `  typed answer total p95 ${r.feedback.p95} ms; WAV answer total p95 ${Math.round((r.feedback.p95 + r.wav.p95) * 100) / 100} ms (goal < ${FEEDBACK_GOAL_MS} ms: ${met(r.feedback.p95 + r.wav.p95)})`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log('Offline Interview feedback (engine, no model):');
  printInterviewFeedbackBench(benchInterviewFeedback());
}
