import { SPEAKING_WPM, type AnswerText } from './answer-text.ts';
import type { CriterionFinding } from './rubric-types.ts';

/** A spoken answer of one to two minutes: about 140 to 300 words. */
const BANDS: ReadonlyArray<{ below: number; score: (words: number) => number; change: string | null }> = [
  {
    below: 40,
    score: (w) => Math.round((w / 40) * 40),
    change: 'Say more: a full answer takes one to two minutes (about 150 to 300 words).',
  },
  {
    below: 80,
    score: (w) => 40 + Math.round(((w - 40) / 40) * 40),
    change: 'Give the story room: add the steps you took and how it ended (aim for 150 to 300 words).',
  },
  { below: 320, score: () => 100, change: null },
  {
    below: 450,
    score: () => 75,
    change: 'Trim it: keep the story to about two minutes; drop detail that does not lead to the result.',
  },
  {
    below: Number.POSITIVE_INFINITY,
    score: () => 45,
    change: 'Much too long for one answer: cut it to the one story and the result (under 300 words).',
  },
];

export function spokenDuration(words: number): string {
  const seconds = Math.round((words / SPEAKING_WPM) * 60);
  if (seconds < 60) return `${seconds} seconds`;
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m} min ${String(s).padStart(2, '0')} s`;
}

export function gradeLength(answer: AnswerText): CriterionFinding {
  const words = answer.words.length;
  const band = BANDS.find((b) => words < b.below)!;
  const detail = `${words} word${words === 1 ? '' : 's'}, about ${spokenDuration(words)} spoken at an interview pace.`;
  return {
    criterion: { id: 'length', label: 'Length', score: band.score(words), weight: 15, detail, evidence: [] },
    keep: band.change === null ? [`The length suits a spoken answer (about ${spokenDuration(words)}).`] : [],
    change: band.change ? [band.change] : [],
  };
}
