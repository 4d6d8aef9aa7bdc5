import type { AnswerText } from './answer-text.ts';
import { quoteOf, type CriterionFinding } from './rubric-types.ts';

/** Cues of each STAR part, sentence by sentence (English). */
const PARTS = {
  situation: /\b(?:when i was|while i was|at my (?:last|previous|current|first)|in (?:19|20)\d\d|last (?:year|quarter|month|spring|summer|autumn|fall|winter)|(?:our|the) (?:team|company|client|customer|unit|hospital|store|department|project|manager) (?:was|had|needed|wanted|asked)|we (?:had|were|faced)|there was|(?:at|with) (?:[A-Z][\w&]+)|as (?:a|an|the) [a-z]+(?: [a-z]+)? (?:at|in|for))\b/i,
  task: /\b(?:my (?:goal|task|job|role|responsibility|aim|brief) was|i was (?:responsible|asked|tasked|in charge|supposed)|i (?:needed|had) to|we (?:needed|had) to|the (?:goal|challenge|problem|task|aim|deadline) was|(?:so|and) i decided to|i wanted to)\b/i,
  action: /\b(?:i) (?:(?:then|first|also|quickly|personally|carefully) )?(?:[a-z]+ed|built|led|wrote|ran|made|set|took|began|chose|drove|found|gave|got|held|kept|met|put|sent|spent|spoke|taught|told|won|did|brought|sought|thought|rewrote|split|cut|broke|caught|dug|fed|fought|hid|knew|lent|paid|read|rode|sat|sold|shut|stood|struck|swept|understood|went|worked|laid)\b/i,
  result: /\b(?:result(?:ed|s)?|as a result|outcome|in the end|which (?:cut|reduced|increased|saved|improved|meant|led|raised|lowered|halved|doubled)|reduc(?:ed|ing)|increas(?:ed|ing)|improv(?:ed|ing)|saved|cut (?:the|our|it)|grew|decreas(?:ed|ing)|went (?:from|down|up)|down to|dropped|halved|doubled|on time|under budget|ahead of schedule|award(?:ed)?|promoted|praised|adopted|since then|still (?:use|used)|learned|taught me)\b|\d+\s?%|\bfrom \S+ to \S+/i,
} as const;
type Part = keyof typeof PARTS;
const TEAM_ACTION = /\bwe (?:(?:then|first|also) )?(?:[a-z]+ed|built|led|wrote|ran|made|set|took|began|chose|found|got|kept|put|sent|spent|did|went)\b/i;
const NAMES: Record<Part, string> = { situation: 'situation', task: 'task', action: 'action', result: 'result' };
const ADVICE: Record<Part, string> = {
  situation: 'Open with one sentence of context: where you were, and what was at stake.',
  task: 'Say what you were asked or needed to achieve, in one sentence, before what you did.',
  action: "Say what you did yourself, step by step, in the first person ('I set up…', 'I asked…').",
  result: 'End with the result: what changed because of you, with a figure if you have a true one.',
};

/** STAR coverage: which parts the answer has, each with the sentence that shows it. */
export function gradeStructure(answer: AnswerText): CriterionFinding {
  const found = new Map<Part, string>();
  answer.sentences.forEach((sentence, i) => {
    for (const part of Object.keys(PARTS) as Part[]) {
      if (found.has(part)) continue;
      // a situation is how an answer opens; an action or result sentence later is not one
      if (part === 'situation' && i > 1) continue;
      if (PARTS[part].test(sentence)) found.set(part, sentence);
    }
  });
  // one sentence alone is not a story, whatever cues it holds
  if (answer.sentences.length < 2 && found.size > 1) for (const part of ['situation', 'task'] as const) found.delete(part);
  const parts = Object.keys(PARTS) as Part[];
  // what the team did is half an action: the interviewer hires the speaker
  const teamAction = found.has('action') ? undefined : answer.sentences.find((s) => TEAM_ACTION.test(s));
  const present = parts.filter((p) => found.has(p));
  const missing = parts.filter((p) => !found.has(p));
  const score = Math.round(((present.length + (teamAction ? 0.5 : 0)) / parts.length) * 100);
  const detail = present.length === 0 ? 'No situation, task, action or result could be found: the answer does not yet tell a story.'
    : `Found: ${present.map((p) => NAMES[p]).join(', ')}.${missing.length ? ` Missing: ${missing.map((p) => NAMES[p]).join(', ')}.` : ''}`;
  const keep: string[] = [];
  if (found.has('action') && found.has('result')) keep.push(`You connect what you did to its result: ${quoteOf(found.get('result')!)}`);
  else if (found.has('action')) keep.push(`You say what you did: ${quoteOf(found.get('action')!)}`);
  return {
    criterion: { id: 'structure', label: 'Structure (situation, task, action, result)', score, weight: 30, detail, evidence: present.map((p) => quoteOf(found.get(p)!)) },
    keep,
    change: missing.map((p) => (p === 'action' && teamAction ? 'Walk through the steps in order, first to last, and mark the ones that were yours.' : ADVICE[p])),
  };
}
