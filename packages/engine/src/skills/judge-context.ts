import type { Skill } from '../bundle/bundle-types.ts';
import {
  CONTEXT_RULES,
  DISOWNING_PHRASES,
  DISOWNING_TURN,
  LANGUAGE_CONTEXT,
  TECHNOLOGY_WORDS,
  type ContextRule,
} from './ambiguous-terms.ts';

/** A dictionary match waiting for its context to be judged. */
export interface Candidate {
  readonly skill: Skill;
  /** The comparison key of the form that matched ('k8s', 'san'). */
  readonly formKey: string;
  readonly start: number;
  readonly end: number;
}

/** What a candidate's context holds: its line, the line with its neighbours, and whether technology shows there. */
export interface MatchContext {
  readonly text: string;
  readonly section: string;
  readonly window: string;
  /** Another technology skill that needs no context of its own is in the window. */
  readonly hasTechnologyNearby: boolean;
  /** Another language is named in the same line ('English, Spanish'). */
  readonly hasOtherLanguage: boolean;
}

/** Credited (in the skill `redirectTo` names, when the context says the name means another one) or not, and why. */
export type Verdict =
  | { readonly isCredited: true; readonly redirectTo: string | null; readonly context: string | null }
  | { readonly isCredited: false; readonly reason: string };

const RULES_BY_SKILL: ReadonlyMap<string, readonly ContextRule[]> = CONTEXT_RULES.reduce(
  (map, rule) => map.set(rule.skill, [...(map.get(rule.skill) ?? []), rule]),
  new Map<string, ContextRule[]>(),
);

/** Whether a skill is credited only in some context (it has a context rule, or it is a language). */
export function needsContext(skill: Skill): boolean {
  return RULES_BY_SKILL.has(skill.id) || skill.group === 'language';
}

const firstWord = (pattern: RegExp, text: string) => pattern.exec(text)?.[0] ?? null;

/**
 * How far around a mention its own words are read (the clause that may disown it, the words right
 * before and after it). Every pattern that reads them is anchored at the mention and spans a few words,
 * so the cap changes no verdict; it keeps a line of thousands of mentions linear (docs/decisions/015).
 */
const NEAR_CHARS = 200;

/**
 * The first match of a pattern in a context's line or window. Every mention of a line shares them, so
 * each pattern runs over them once, not once per mention (the answers for the last few texts are kept).
 */
const answersByText = new Map<string, Map<RegExp, string | null>>();
function firstInWindow(pattern: RegExp, text: string): string | null {
  let answers = answersByText.get(text);
  if (!answers) {
    if (answersByText.size >= 4) answersByText.clear();
    answers = new Map();
    answersByText.set(text, answers);
  }
  if (!answers.has(pattern)) answers.set(pattern, firstWord(pattern, text));
  return answers.get(pattern) ?? null;
}

/**
 * Whether a clause disowns the text at `start`: a leaving or negating phrase earlier in the clause with no
 * turn ('to', 'with', 'using') between it and the match ('migrated away from AngularJS' disowns AngularJS).
 */
export function disowningPhrase(text: string, start: number, options: { isTechnology: boolean }): string | null {
  const near = text.slice(Math.max(0, start - NEAR_CHARS), start);
  const clause = near.slice(Math.max(...['.', ';', '!', '?', '\u2022'].map((c) => near.lastIndexOf(c))) + 1);
  let found: { end: number; text: string } | null = null;
  for (const { pattern, technologyOnly } of DISOWNING_PHRASES) {
    if (technologyOnly && !options.isTechnology) continue;
    for (const m of clause.matchAll(pattern))
      if (!found || m.index + m[0].length > found.end) found = { end: m.index + m[0].length, text: m[0] };
  }
  if (!found || DISOWNING_TURN.test(clause.slice(found.end))) return null;
  return found.text.trim();
}

function judgeRule(rule: ContextRule, candidate: Candidate, context: MatchContext): Verdict {
  const before = context.text.slice(Math.max(0, candidate.start - NEAR_CHARS), candidate.start);
  const after = context.text.slice(candidate.end, candidate.end + NEAR_CHARS);
  if (rule.neverIn?.includes(context.section))
    return { isCredited: false, reason: `never in the ${context.section} section` };
  if (rule.before?.test(before))
    return { isCredited: false, reason: `after '${firstWord(/\S+\s*$/, before)?.trim()}'` };
  if (rule.after?.test(after)) return { isCredited: false, reason: `before '${firstWord(/^\s*\S+/, after)?.trim()}'` };
  if (rule.redirect) {
    const word = firstInWindow(rule.redirect.when, context.window);
    if (word) return { isCredited: true, redirectTo: rule.redirect.to, context: `${rule.redirect.label} ('${word}')` };
  }
  if (!rule.needs && !rule.needsTechnology) return { isCredited: true, redirectTo: null, context: rule.label };
  const word =
    (rule.needs && firstInWindow(rule.needs, context.window)) ??
    (rule.needsTechnology ? firstInWindow(TECHNOLOGY_WORDS, context.window) : null);
  if (word) return { isCredited: true, redirectTo: null, context: `${rule.label} ('${word}')` };
  if (rule.needsTechnology && context.hasTechnologyNearby)
    return { isCredited: true, redirectTo: null, context: `${rule.label} (other technologies nearby)` };
  return { isCredited: false, reason: `no ${rule.label} nearby` };
}

function judgeLanguage(candidate: Candidate, context: MatchContext): Verdict {
  const after = context.text.slice(candidate.end, candidate.end + NEAR_CHARS);
  if (
    /^\s*(?:republic|market|markets|government|clients?|customers?|companies|company|operations|subsidiary|office)\b/i.test(
      after,
    )
  )
    return { isCredited: false, reason: 'names a country or market, not a language' };
  const word = firstInWindow(LANGUAGE_CONTEXT, context.text);
  if (word) return { isCredited: true, redirectTo: null, context: `language words ('${word}')` };
  if (context.hasOtherLanguage) return { isCredited: true, redirectTo: null, context: 'other languages in the line' };
  return { isCredited: false, reason: 'no language words nearby' };
}

/**
 * judgeCandidate: a match of an ambiguous name is credited only in its context (ambiguous-terms.ts), and no
 * match is credited where the clause disowns it. The verdict says why, for the evidence.
 */
export function judgeCandidate(candidate: Candidate, context: MatchContext): Verdict {
  const disowned = disowningPhrase(context.text, candidate.start, {
    isTechnology: candidate.skill.category === 'technology',
  });
  if (disowned) return { isCredited: false, reason: `disowned by '${disowned}'` };
  const rules = (RULES_BY_SKILL.get(candidate.skill.id) ?? []).filter(
    (r) => !r.forms || r.forms.includes(candidate.formKey),
  );
  if (candidate.skill.group === 'language') return judgeLanguage(candidate, context);
  let verdict: Verdict = { isCredited: true, redirectTo: null, context: null };
  for (const rule of rules) {
    verdict = judgeRule(rule, candidate, context);
    if (!verdict.isCredited) return verdict;
  }
  return verdict;
}
