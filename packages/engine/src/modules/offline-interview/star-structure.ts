import type { AnswerText } from './answer-text.ts';
import { quoteOf, type CriterionFinding } from './rubric-types.ts';

/** Cues of each STAR part, sentence by sentence (English). */
const PARTS = {
  situation:
    /\b(?:when|while|during|one (?:day|time)|(?:a few|two|three|several) (?:years|months|weeks) ago|in my (?:last|previous|current|first) (?:role|job|position|team)|at my (?:last|previous|current|first)|in (?:19|20)\d\d|last (?:year|quarter|month|week|spring|summer|autumn|fall|winter)|(?:our|the|my) (?:team|company|client|customer|unit|ward|hospital|store|department|project|manager|lead)\b|we (?:had|were|faced)|there was|(?:at|with) (?:[A-Z][\w&]+)|as (?:a|an|the) [a-z]+(?: [a-z]+)? (?:at|in|for))\b/i,
  task: /\b(?:my (?:goal|task|job|role|responsibility|aim|brief) was|i was (?:responsible|asked|tasked|in charge|supposed)|i (?:needed|had|wanted)(?: \w+){0,4} to|we (?:needed|had)(?: \w+){0,3} to|the (?:goal|challenge|problem|task|aim|deadline|issue) was|(?:so|and) i decided to|to make sure|it was (?:my|up to me))\b/i,
  action:
    /\b(?:i) (?:(?:then|first|also|quickly|personally|carefully|immediately) )?(?:[a-z]+ed|built|led|wrote|ran|made|set|took|began|chose|drove|found|gave|got|held|kept|met|put|sent|spent|spoke|taught|told|won|did|brought|sought|thought|rewrote|split|cut|broke|caught|dug|fed|fought|hid|knew|lent|paid|read|rode|sat|sold|shut|stood|struck|swept|understood|went|worked|laid|rebuilt)\b/i,
  result:
    /\b(?:result(?:ed|s)?|as a result|outcome|in the end|finally|ended up|which (?:cut|reduced|increased|saved|improved|meant|led|raised|lowered|halved|doubled)|so that|reduc(?:ed|ing)|increas(?:ed|ing)|improv(?:ed|ing)|saved|cut (?:the|our|it)|grew|decreas(?:ed|ing)|went (?:from|down|up)|down to|dropped|halved|doubled|on (?:time|schedule)|by the deadline|under budget|ahead of schedule|award(?:ed)?|promoted|praised|thanked|adopted|since then|still (?:use|used)|now (?:runs?|takes?|is|are|works?)|learned|taught me)\b|\d+\s?%|\bfrom \S+ to \S+/i,
} as const;
type Part = keyof typeof PARTS;
const TEAM_ACTION =
  /\bwe (?:(?:then|first|also) )?(?:[a-z]+ed|built|led|wrote|ran|made|set|took|began|chose|found|got|kept|put|sent|spent|did|went)\b/i;
const NAMES: Record<Part, string> = { situation: 'situation', task: 'task', action: 'action', result: 'result' };
const ADVICE: Record<Part, string> = {
  situation: 'Open with one sentence of context: where you were, and what was at stake.',
  task: 'Say what you were asked or needed to achieve, in one sentence, before what you did.',
  action: "Say what you did yourself, step by step, in the first person ('I set up…', 'I asked…').",
  result: 'End with the result: what changed because of you, with a figure if you have a true one.',
};

/** A 'how would you…' question asks for a plan: what you have done that counts, the steps, when, and what it gets you. */
const PLAN_PARTS = {
  experience:
    /\b(?:i (?:have|'ve) (?:\w+ )?(?:done|used|worked|been|run|built|led|taken|finished|completed)|i (?:have not|haven't|never) (?:\w+ )?(?:used|done|worked)|i [a-z]+ed\b)/i,
  steps: /\b(?:i (?:would|will|'d|'ll|plan to|want to)|first(?:ly)?,?|then|next|after that)\b/i,
  timeline:
    /\b(?:(?:first|second|third) (?:day|week|month|quarter)s?|by (?:month|week|the end)|within (?:a|the|\w+) \w+|\d+ (?:days|weeks|months)|(?:one|two|three|six) (?:days|weeks|months)|month (?:one|two|three))\b/i,
  outcome:
    /\b(?:so that|by then|to be able|(?:i would|i'd|i will|i'll) own|deliver|ready to|up to speed|contribut\w+|take over|on my own)\b/i,
} as const;
type PlanPart = keyof typeof PLAN_PARTS;
const PLAN_ADVICE: Record<PlanPart, string> = {
  experience:
    'Start from what you have done that comes closest, and say it plainly (including what you have not done yet).',
  steps: "Give the steps you would take, in order ('First I would…, then…').",
  timeline: 'Put the plan on a timeline: what in the first weeks, what by month three.',
  outcome: 'Say what the plan gets the team: what you would own or deliver, and when.',
};

/** Plan coverage for a hypothetical question ('How would you handle…'). */
function gradePlan(answer: AnswerText): CriterionFinding {
  const parts = Object.keys(PLAN_PARTS) as PlanPart[];
  const found = new Map<PlanPart, string>();
  for (const sentence of answer.sentences)
    for (const part of parts) if (!found.has(part) && PLAN_PARTS[part].test(sentence)) found.set(part, sentence);
  const present = parts.filter((p) => found.has(p));
  const missing = parts.filter((p) => !found.has(p));
  return {
    criterion: {
      id: 'structure',
      label: 'Structure (experience, steps, timeline, outcome)',
      score: Math.round((present.length / parts.length) * 100),
      weight: 30,
      detail:
        present.length === 0
          ? 'No plan could be found: the answer does not say what you would do.'
          : `Found: ${present.join(', ')}.${missing.length ? ` Missing: ${missing.join(', ')}.` : ''}`,
      evidence: present.map((p) => quoteOf(found.get(p)!)),
    },
    keep:
      found.has('steps') && found.has('timeline')
        ? [`You give a plan with a timeline: ${quoteOf(found.get('timeline')!)}`]
        : [],
    change: missing.map((p) => PLAN_ADVICE[p]),
  };
}

/** A question about what the candidate would do, rather than what they did. */
export const isHypothetical = (question: string) =>
  /\b(?:how|what) would you\b|\bhow will you\b|\bwhat will you\b/i.test(question);

/** STAR coverage (or plan coverage for a hypothetical question): which parts the answer has, each with the sentence that shows it. */
export function gradeStructure(answer: AnswerText, options: { isHypothetical?: boolean } = {}): CriterionFinding {
  if (options.isHypothetical) return gradePlan(answer);
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
  if (answer.sentences.length < 2 && found.size > 1)
    for (const part of ['situation', 'task'] as const) found.delete(part);
  const parts = Object.keys(PARTS) as Part[];
  // what the team did is half an action: the interviewer hires the speaker
  const teamAction = found.has('action') ? undefined : answer.sentences.find((s) => TEAM_ACTION.test(s));
  const present = parts.filter((p) => found.has(p));
  const missing = parts.filter((p) => !found.has(p));
  const score = Math.round(((present.length + (teamAction ? 0.5 : 0)) / parts.length) * 100);
  const detail =
    present.length === 0
      ? 'No situation, task, action or result could be found: the answer does not yet tell a story.'
      : `Found: ${present.map((p) => NAMES[p]).join(', ')}.${missing.length ? ` Missing: ${missing.map((p) => NAMES[p]).join(', ')}.` : ''}`;
  const keep: string[] = [];
  if (found.has('action') && found.has('result'))
    keep.push(`You connect what you did to its result: ${quoteOf(found.get('result')!)}`);
  else if (found.has('action')) keep.push(`You say what you did: ${quoteOf(found.get('action')!)}`);
  return {
    criterion: {
      id: 'structure',
      label: 'Structure (situation, task, action, result)',
      score,
      weight: 30,
      detail,
      evidence: present.map((p) => quoteOf(found.get(p)!)),
    },
    keep,
    change: missing.map((p) =>
      p === 'action' && teamAction
        ? 'Walk through the steps in order, first to last, and mark the ones that were yours.'
        : ADVICE[p],
    ),
  };
}
