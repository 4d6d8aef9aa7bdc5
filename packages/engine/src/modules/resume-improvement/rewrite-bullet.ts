import { hasFigure, hasResultClause, isStatement, passiveOpening, WEAK_OPENERS } from '../shared/bullet-checks.ts';
import { capitalize, lowerFirst } from '../shared/text-helpers.ts';
import { lookupVerb } from '../shared/verb-lexicon.ts';
import type { ChangeReason } from '../module-types.ts';

/** One rewrite step's result: the new text, why (a rationale line starting with '- '), placeholders added. */
export interface Rewrite {
  readonly text: string;
  readonly reason: ChangeReason;
  readonly rationale: string;
  readonly placeholders: readonly string[];
}

/**
 * Replacements for weak openers, as data: each keeps the claim as it is ('Helped' never becomes
 * 'Led'): a duty becomes the action it names ('Responsible for administering' -> 'Administered'),
 * a share of the work becomes 'Contributed to' or 'Supported'.
 */
const OPENER_REPLACEMENTS: Readonly<Record<string, { readonly gerundToPast: boolean; readonly noun: string; readonly base?: string }>> = {
  'responsible-for': { gerundToPast: true, noun: 'Owned' },
  'tasked-with': { gerundToPast: true, noun: 'Owned' },
  'duties-included': { gerundToPast: true, noun: 'Owned' },
  'in-charge-of': { gerundToPast: true, noun: 'Led' },
  helped: { gerundToPast: false, noun: 'Supported', base: 'Contributed to' },
  assisted: { gerundToPast: false, noun: 'Supported' },
  'worked-on': { gerundToPast: false, noun: 'Contributed to' },
  'participated-in': { gerundToPast: false, noun: 'Contributed to' },
  handled: { gerundToPast: false, noun: 'Managed' },
};

/** Past participles whose past tense differs (for passive rewrites): 'written' -> 'wrote'. */
const PARTICIPLE_TO_PAST: ReadonlyMap<string, string> = new Map([['written', 'wrote'], ['given', 'gave'], ['taken', 'took'], ['shown', 'showed'], ['chosen', 'chose'], ['driven', 'drove'], ['grown', 'grew'], ['run', 'ran']]);

/** Weak opener -> the action, keeping the claim: null when the bullet has none or no safe rewrite exists. */
export function rewriteWeakOpener(text: string): Rewrite | null {
  for (const opener of WEAK_OPENERS) {
    const m = opener.pattern.exec(text);
    if (!m) continue;
    const rule = OPENER_REPLACEMENTS[opener.id];
    const rest = text.slice(m[0].length);
    if (!rule || !/^[A-Za-z]/.test(rest)) return null;
    const firstWord = /^[A-Za-z-]+/.exec(rest)![0];
    const verb = lookupVerb(firstWord);
    const afterFirst = rest.slice(firstWord.length);
    let replacement: string;
    if (rule.gerundToPast && verb && verb.gerund === firstWord.toLowerCase()) replacement = `${capitalize(verb.past)}${afterFirst}`;
    else if (rule.base && verb && verb.base === firstWord.toLowerCase()) replacement = `${rule.base} ${verb.gerund}${afterFirst}`;
    else if (opener.id === 'worked-on' && /\bwith\s*$/i.test(m[0])) replacement = `Collaborated with ${rest}`;
    else replacement = `${rule.noun} ${rest}`;
    const opening = m[0].trim();
    const newVerb = replacement.split(/\s+/).slice(0, replacement.startsWith('Contributed to') ? 2 : 1).join(' ');
    return {
      text: replacement,
      reason: 'weak-verb',
      rationale: `- Weak verb: '${capitalize(opening.toLowerCase())}' ${opener.why}; '${newVerb}' states the action without claiming more than the line did.${rule.gerundToPast ? '' : " If your part was bigger (you led it, built it), say so."}`,
      placeholders: [],
    };
  }
  return null;
}

/** Passive opening -> the verb first ('Patient charts were updated in Epic' -> 'Updated patient charts in Epic'). */
export function rewritePassive(text: string): Rewrite | null {
  const p = passiveOpening(text);
  if (!p) return null;
  // 'was reviewed by the CFO': someone else acted; rewriting would change who did it
  if (/^\s+by\s+(?!\w+ing\b)/i.test(p.rest)) return null;
  const participle = p.participle.toLowerCase();
  // 'Was cast in ...' keeps its participle ('Cast in ...'); 'Charts were updated' needs the past tense ('Updated charts')
  const past = p.subject ? (PARTICIPLE_TO_PAST.get(participle) ?? (lookupVerb(participle)?.past === participle || /ed$/.test(participle) ? participle : null)) : participle;
  if (!past) return null;
  const rewritten = p.subject ? `${capitalize(past)} ${lowerFirst(p.subject)}${p.rest}` : `${capitalize(past)}${p.rest}`;
  return {
    text: rewritten.replace(/\s{2,}/g, ' '),
    reason: 'passive-voice',
    rationale: `- Passive voice: '${text.slice(0, text.length - p.rest.length).trim()}' hides who did the work; if it was you, open with the verb.`,
    placeholders: [],
  };
}

/** Placeholders for a missing result, by what the line is about (data); the user fills them with a real result. */
export const OUTCOME_PLACEHOLDERS: ReadonlyArray<{ readonly pattern: RegExp | null; readonly text: string }> = [
  { pattern: /\b(?:train\w*|mentor\w*|coach\w*|teach\w*|taught|onboard\w*)\b/i, text: '[add the result, e.g. how many people and what changed for them]' },
  { pattern: /\b(?:customers?|clients?|patients?|guests?|residents?|users?)\b/i, text: '[add the result, e.g. satisfaction or outcomes for them]' },
  { pattern: /\b(?:sales?|revenue|deals?|pipeline|leads?)\b/i, text: '[add the result, e.g. revenue or deals won]' },
  { pattern: /\b(?:reports?|dashboards?|analys[ie]s|insights?)\b/i, text: '[add the result, e.g. decisions it informed or time saved]' },
  { pattern: null, text: '[add the result, e.g. time or money saved]' },
];

/** A bullet that says what was done but not what it achieved gets a bracketed placeholder, never an invented result. */
export function addOutcomePlaceholder(text: string): Rewrite | null {
  if (!isStatement(text) || hasFigure(text) || hasResultClause(text)) return null;
  const placeholder = OUTCOME_PLACEHOLDERS.find((p) => p.pattern === null || p.pattern.test(text))!.text;
  return {
    text: `${text.replace(/[\s.;,]+$/, '')}, resulting in ${placeholder}.`,
    reason: 'missing-outcome',
    rationale: '- Missing outcome: the line says what you did, not what it achieved; replace the bracket with a result you can back up (a number if you have one), or delete it.',
    placeholders: [placeholder],
  };
}
