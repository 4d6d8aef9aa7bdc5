import type { Role } from '../../resume/extract-roles.ts';
import type { ParsedResume } from '../../resume/parse-resume.ts';
import { findNumbers } from '../claims/claim-facts.ts';
import { isPastTense, lookupVerb } from './verb-lexicon.ts';

/** A bullet of a role or project: the text as normalized (marker removed) and where it is. */
export interface ResumeBullet {
  readonly text: string;
  readonly section: 'experience' | 'projects';
  readonly role: Role | null;
  readonly roleIndex: number | null;
}

/** Every bullet of the resume's roles and projects, in order (a repeated bullet is listed once per place). */
export function listBullets(resume: ParsedResume): ResumeBullet[] {
  const out: ResumeBullet[] = [];
  resume.roles.forEach((role, roleIndex) => {
    for (const text of role.bullets)
      if (/[A-Za-z]/.test(text)) out.push({ text: text.trim(), section: 'experience', role, roleIndex });
  });
  for (const project of resume.projects)
    for (const text of project.bullets)
      if (/[A-Za-z]/.test(text)) out.push({ text: text.trim(), section: 'projects', role: null, roleIndex: null });
  return out;
}

/** Openers that name a duty or a share of the work rather than an action, as data: id, pattern, why. */
export const WEAK_OPENERS: ReadonlyArray<{ readonly id: string; readonly pattern: RegExp; readonly why: string }> = [
  {
    id: 'responsible-for',
    pattern: /^(?:(?:was|were|am|is)\s+)?responsible\s+for\s+/i,
    why: 'names a duty, not what you did',
  },
  {
    id: 'tasked-with',
    pattern: /^(?:(?:was|were)\s+)?tasked\s+with\s+/i,
    why: 'names an assignment, not what you did',
  },
  {
    id: 'duties-included',
    pattern: /^(?:my\s+)?(?:duties|responsibilities|tasks)\s+(?:included?|were)\s*:?\s+/i,
    why: 'lists duties, not actions',
  },
  { id: 'in-charge-of', pattern: /^(?:(?:was|were)\s+)?in\s+charge\s+of\s+/i, why: 'names a duty, not what you did' },
  { id: 'helped', pattern: /^helped(?:\s+to)?\s+/i, why: 'hides your own part' },
  { id: 'assisted', pattern: /^assisted(?:\s+(?:with|in))?\s+/i, why: 'hides your own part' },
  { id: 'worked-on', pattern: /^worked\s+(?:on|with)\s+/i, why: 'says you were there, not what you did' },
  {
    id: 'participated-in',
    pattern: /^(?:participated|took\s+part|(?:was|were)\s+involved|involved)\s+in\s+/i,
    why: 'says you were there, not what you did',
  },
  { id: 'handled', pattern: /^handled\s+/i, why: 'is vague about the action' },
];

/** 'The design system was documented', 'Reports were automated', 'Was cast in': a passive opening. */
export const PASSIVE_OPENING =
  /^((?:(?:the|a|an|our|all|new|daily|weekly|monthly)\s+)?(?:[A-Za-z][\w/&'-]*\s+){0,5}?)(?:was|were|has been|have been|had been|got|gets)\s+([a-z]+)\b/i;
const IRREGULAR_PARTICIPLES: ReadonlySet<string> = new Set([
  'built',
  'led',
  'run',
  'cut',
  'set',
  'held',
  'kept',
  'won',
  'made',
  'sent',
  'taught',
  'sold',
  'written',
  'given',
  'chosen',
  'shown',
  'grown',
  'known',
  'taken',
  'cast',
  'put',
  'spent',
  'brought',
  'driven',
]);

export const isParticiple = (word: string) =>
  /^[a-z]{3,}ed$/i.test(word) || IRREGULAR_PARTICIPLES.has(word.toLowerCase());

export interface PassiveOpening {
  /** What was acted on ('Patient charts', 'The design system'); empty in 'Was cast in ...'. */
  readonly subject: string;
  readonly participle: string;
  /** The text after the participle. */
  readonly rest: string;
}

/** The passive opening of a bullet, if it has one: the subject is a short noun phrase, not a clause ('Led a team that was formed'). */
export function passiveOpening(text: string): PassiveOpening | null {
  const m = PASSIVE_OPENING.exec(text);
  if (!m || !isParticiple(m[2]!)) return null;
  const subject = m[1]!.trim();
  const first = /^[A-Za-z-]+/.exec(subject)?.[0] ?? '';
  // 'Led a team that was formed', 'Managing a site that was built': the sentence opens with its own verb
  const opensWithVerb = isPastTense(first) || /ing$/i.test(first) || lookupVerb(first)?.base === first.toLowerCase();
  if (subject && (opensWithVerb || /\b(?:that|which|who|where|when|and|to|by|for|with|in|on|at)\b/i.test(subject)))
    return null;
  return { subject, participle: m[2]!, rest: text.slice(m.index + m[0].length) };
}

export type LeadVerbKind = 'strong' | 'weak' | 'passive' | 'none';

export function leadVerbKind(text: string): LeadVerbKind {
  if (WEAK_OPENERS.some((w) => w.pattern.test(text))) return 'weak';
  if (passiveOpening(text)) return 'passive';
  const first = /^[A-Za-z-]+/.exec(text)?.[0] ?? '';
  const verb = lookupVerb(first);
  if (verb) return verb.isStrong ? 'strong' : 'weak';
  // a past-tense word the lexicon does not know ('Rebuilt', 'Catalogued') still opens with an action
  return isPastTense(first) || /^re[a-z]+t$/i.test(first) ? 'strong' : 'none';
}

/** True when the bullet states a figure: a number, a percentage, an amount, a count in words. */
export const hasFigure = (text: string) => findNumbers(text).length > 0;

/** A result stated in words ('cutting the nightly run', 'resulting in', 'so that'): an outcome without a figure. */
const RESULT_CLAUSE =
  /\b(?:result(?:ed|ing)? in|leading to|led to|so that|which (?:cut|reduced|increased|improved|saved|raised|lowered)|(?:,|and)\s+(?:cutting|reducing|increasing|improving|saving|raising|lowering|doubling|halving|boosting))\b/i;
export const hasResultClause = (text: string) => RESULT_CLAUSE.test(text);

/** A bullet long enough to be an achievement (not a label or a fragment). */
export const isStatement = (text: string) => text.split(/\s+/).length >= 5;
