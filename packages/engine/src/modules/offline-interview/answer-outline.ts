import type { ParsedResume } from '../../resume/parse-resume.ts';
import { stripBullet } from '../shared/text-helpers.ts';
import { contentStems, GENERIC_QUESTION_WORDS } from './answer-text.ts';

export interface OutlineStep {
  readonly part: 'Situation' | 'Task' | 'Action' | 'Result';
  readonly text: string;
  /** The resume line this step rests on; null when the step only says what to bring (no fact is added). */
  readonly resume_line: string | null;
}

interface Candidate {
  readonly line: string;
  readonly role: string | null;
  readonly score: number;
}

const FIGURE =
  /(?:[$€£]\s?)?\b\d[\d,.]*\s?(?:%|percent|hours?|minutes?|days?|weeks?|months?|years?|million|billion|[kKmMbB]\b|x\b)?/;
const FIGURES = new RegExp(FIGURE.source, 'g');
/** A count of people ('a team of 3 marketers', '12 direct reports') says how big the work was, not what it achieved. */
const HEADCOUNT_AFTER =
  /^\s*(?:\w+\s)?(?:people|persons|staff|members|employees|reports|engineers|developers|marketers|designers|analysts|nurses|agents|associates|interns|technicians|managers|specialists|consultants|representatives|reps|volunteers)\b/i;

/** The figure a line states as its result: one with a unit, currency or percent first, a bare number that is no headcount else. */
export function resultFigure(line: string): string | undefined {
  const found = [...line.matchAll(FIGURES)].map((m) => ({
    text: m[0].trim(),
    after: line.slice(m.index + m[0].length),
  }));
  const measured = found.find((f) => /[$€£%]|percent|\d\s?(?:[a-zA-Z]+)$/.test(f.text));
  return measured?.text ?? found.find((f) => !HEADCOUNT_AFTER.test(f.after))?.text;
}

function roleName(title: string | null, employer: string | null): string | null {
  if (title && employer) return `${title} at ${employer}`;
  return title ?? employer;
}

/** Resume lines that speak to the question, best first (a line the question quotes wins). */
function candidates(resume: ParsedResume, topic: ReadonlySet<string>, quoted: string | null): Candidate[] {
  const out: Candidate[] = [];
  for (const role of resume.roles) {
    for (const bullet of role.bullets) {
      const line = stripBullet(bullet).replace(/[.;]+$/, '');
      const stems = contentStems(line);
      const overlap = stems.filter((s) => topic.has(s)).length;
      const isQuoted = quoted !== null && line.toLowerCase().includes(quoted.toLowerCase().slice(0, 40));
      if (overlap > 0 || isQuoted)
        out.push({
          line,
          role: roleName(role.title, role.employer),
          score: overlap + (isQuoted ? 100 : 0) + (FIGURE.test(line) ? 0.5 : 0),
        });
    }
  }
  for (const project of resume.projects) {
    const line = stripBullet(project.name);
    const overlap = contentStems(line).filter((s) => topic.has(s)).length;
    if (overlap > 0) out.push({ line, role: null, score: overlap });
  }
  return out.sort((a, b) => b.score - a.score);
}

/**
 * A stronger answer's outline, built only from the resume: its lines are quoted, never reworded into
 * new facts. Where the resume has no line on the topic or states no result, the step says so.
 */
export function buildOutline(
  resume: ParsedResume | null,
  question: string,
  topicText: string,
  requirement: string | null,
): OutlineStep[] {
  const topic = new Set(contentStems(topicText).filter((w) => !GENERIC_QUESTION_WORDS.has(w)));
  const quoted = question.match(/you wrote: '([^']+)'/)?.[1] ?? null;
  const found = resume ? candidates(resume, topic, quoted) : [];
  const best = found[0];
  const aim = requirement ? `show ${requirement}` : 'answer exactly what was asked';
  if (!best) {
    return [
      {
        part: 'Situation',
        text: 'Your resume has no line on this topic. Pick one real moment from your work or studies, and say where and when it was.',
        resume_line: null,
      },
      {
        part: 'Task',
        text: `State what you had to achieve, so the interviewer hears how it lets you ${aim}.`,
        resume_line: null,
      },
      { part: 'Action', text: 'Walk through what you did yourself, two or three steps.', resume_line: null },
      {
        part: 'Result',
        text: 'Close with what changed. If it is not on your resume, consider adding it there too.',
        resume_line: null,
      },
    ];
  }
  const figure = resultFigure(best.line);
  const support = found.find((c) => c !== best && c.score >= 1);
  const steps: OutlineStep[] = [
    {
      part: 'Situation',
      text: best.role
        ? `Set the scene in your time as ${best.role}: what was at stake.`
        : 'Set the scene: where you were and what was at stake.',
      resume_line: null,
    },
    { part: 'Task', text: `Say what you had to achieve, in a way that lets you ${aim}.`, resume_line: null },
    {
      part: 'Action',
      text: `Tell the story behind your resume line: '${best.line}'. Say which steps were yours.`,
      resume_line: best.line,
    },
    figure
      ? {
          part: 'Result',
          text: `Close on the result your resume states (${figure}), and how it was measured.`,
          resume_line: best.line,
        }
      : {
          part: 'Result',
          text: 'Your resume states no result for this: say what changed only if you can back it up, and never invent a figure.',
          resume_line: null,
        },
  ];
  if (support)
    steps.push({
      part: 'Action',
      text: `If there is time, add a second example: '${support.line}'.`,
      resume_line: support.line,
    });
  return steps;
}
