import type { EngineData } from '../../engine-data.ts';
import type { YearMonth } from '../../types.ts';
import { gradeAnswer, type AnswerFeedback } from '../offline-interview/grade-answer.ts';

/** One question as it went in the session: what was asked and everything said to it (follow-up answers included). */
export interface LiveTurnInput {
  readonly question: string;
  readonly guidelines?: readonly string[];
  readonly basis?: string | null;
  readonly category?: string | null;
  /** The answers to the question and its follow-up, joined; null or empty when it was not answered. */
  readonly answer: string | null;
}

export interface LiveSessionInput {
  readonly turns: readonly LiveTurnInput[];
  readonly resumeText?: string | null;
  readonly asOf: YearMonth;
  /** 'rehearsal' (one take, timed) counts every question asked, answered or not. */
  readonly style: 'practice' | 'rehearsal';
}

export interface LiveSessionFeedback {
  /** 0-100 over the answers counted; null when nothing was answered. */
  readonly score: number | null;
  readonly asked: number;
  readonly answered: number;
  readonly verdict: string;
  /** The three changes that would help most, most frequent first. */
  readonly priorities: readonly string[];
  readonly answers: readonly AnswerFeedback[];
  /** What the interviewer says aloud (a few sentences); the markdown holds the whole feedback. */
  readonly spoken: string;
  readonly markdown: string;
}

const answeredText = (t: LiveTurnInput) => (t.answer ?? '').trim();

function verdictFor(score: number | null, answered: number): string {
  if (score === null || answered === 0)
    return 'No answer was given, so there is nothing to grade yet. Answer at least one question to get feedback.';
  if (score >= 80)
    return 'A strong interview: your answers were structured, specific and on the point of each question.';
  if (score >= 60) return 'A good interview with room to grow: the changes below would make your answers convincing.';
  if (score >= 40) return 'Parts of this interview worked; several answers need a clearer example and a result.';
  return 'Not ready yet: rebuild your answers around real examples, what you did and how they ended.';
}

/**
 * Feedback on a whole live interview: every answered question graded by the Offline Interview's
 * rubric (structure, specificity, relevance, length; never praise for nothing), an overall score
 * (a rehearsal counts unanswered questions as 0, like a one-way screening), and the changes that recur.
 */
export function gradeLiveSession(input: LiveSessionInput, data: EngineData): LiveSessionFeedback {
  const counted = input.style === 'rehearsal' ? input.turns : input.turns.filter((t) => answeredText(t).length > 0);
  const answers = counted.map((t) =>
    gradeAnswer(
      {
        question: t.question,
        guidelines: t.guidelines ?? [],
        basis: t.basis ?? null,
        category: t.category ?? null,
        answer: answeredText(t),
        resumeText: input.resumeText ?? null,
        asOf: input.asOf,
      },
      data,
    ),
  );
  const answered = input.turns.filter((t) => answeredText(t).length > 0).length;
  const scores = answers.map((a) => a.score ?? 0);
  const score = answered === 0 ? null : Math.round(scores.reduce((s, n) => s + n, 0) / Math.max(1, scores.length));
  const counts = new Map<string, number>();
  for (const change of answers.flatMap((a) => a.change)) counts.set(change, (counts.get(change) ?? 0) + 1);
  const priorities = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([change]) => change);
  const verdict = verdictFor(score, answered);
  const spoken = [
    score === null ? verdict : `Thank you. Overall I would score this interview ${score} out of 100. ${verdict}`,
    priorities[0] ? `The one thing to work on first: ${priorities[0]}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    score,
    asked: input.turns.length,
    answered,
    verdict,
    priorities,
    answers,
    spoken,
    markdown: sessionMarkdown({
      score,
      verdict,
      priorities,
      answers,
      asked: input.turns.length,
      answered,
      style: input.style,
    }),
  };
}

function sessionMarkdown(s: {
  score: number | null;
  verdict: string;
  priorities: readonly string[];
  answers: readonly AnswerFeedback[];
  asked: number;
  answered: number;
  style: LiveSessionInput['style'];
}): string {
  const lines = [
    `**Overall: ${s.score === null ? 'not graded' : `${s.score}/100`}** — ${s.answered} of ${s.asked} questions answered${s.style === 'rehearsal' ? ' (screening rehearsal: unanswered questions count as 0)' : ''}.`,
    '',
    s.verdict,
  ];
  // the plain markdown the screens render: blocks apart by a blank line, a list block holds only '- ' lines
  if (s.priorities.length > 0) lines.push('', '**Work on first**', '', ...s.priorities.map((p) => `- ${p}`));
  for (const [i, a] of s.answers.entries()) {
    lines.push(
      '',
      `**${i + 1}. ${a.question}**`,
      `${a.score === null ? 'Not graded' : `${a.score}/100`}: ${a.verdict}`,
    );
    const points = [
      ...(a.keep[0] ? [`Keep: ${a.keep[0]}`] : []),
      ...a.change.slice(0, 2).map((change) => `Change: ${change}`),
    ];
    if (points.length > 0) lines.push('', ...points.map((p) => `- ${p}`));
  }
  return lines.join('\n');
}
