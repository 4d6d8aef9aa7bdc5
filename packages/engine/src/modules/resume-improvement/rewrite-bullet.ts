import { passiveOpening, WEAK_OPENERS } from '../shared/bullet-checks.ts';
import { capitalize, lowerFirst } from '../shared/text-helpers.ts';
import { lookupVerb } from '../shared/verb-lexicon.ts';
import { toTense, type TargetTense } from './bullet-tense.ts';
import { verbFromNoun } from './noun-verbs.ts';
import type { Rewrite } from './rewrite-types.ts';
import { inflect, verbFormsOf } from './verb-forms.ts';

export type { Rewrite } from './rewrite-types.ts';

/** The weak openers (shared with the audit) and 'Was able to', which puts the ability before the action. */
const OPENERS = [
  ...WEAK_OPENERS,
  { id: 'able-to', pattern: /^(?:was|were)\s+able\s+to\s+/i, why: 'puts the ability before the action' },
];
/** Openers that name a share of the work: the rewrite names the action, and the rationale asks the user to keep their part honest. */
/** Verbs no better than the opener they would replace. */
const VAGUE_VERBS: ReadonlySet<string> = new Set([
  'aid',
  'help',
  'assist',
  'participate',
  'support',
  'work',
  'handle',
  'involve',
  'contribute',
  'do',
  'be',
  'get',
]);
const SHARED_WORK: ReadonlySet<string> = new Set(['helped', 'assisted', 'worked-on', 'participated-in']);

/**
 * The action the rest of the line names, in the target tense, and what follows it: a gerund
 * ('administering medications'), a bare verb after 'Helped (to)' ('train new nurses'), or a noun made
 * from a verb ('the preparation of monthly reports' -> 'Prepared monthly reports'). Null when the line
 * names no action of its own ('Worked with designers on the app'): then there is nothing to draw from.
 */
function drawVerb(rest: string, options: { allowBase: boolean; target: TargetTense }): string | null {
  const series = drawSeries(rest, options.target);
  if (series !== undefined) return series;
  const first = /^[A-Za-z-]+/.exec(rest)?.[0] ?? '';
  const v = first ? verbFormsOf(first) : null;
  // 'Responsible for aiding in ...': the drawn verb would be as vague as the opener
  if (v && VAGUE_VERBS.has(v.forms.base)) return null;
  // 'receiving, human resources, merchandising': a list of areas, not an action
  if (
    v?.tense === 'gerund' &&
    /^[a-z]+ing,/i.test(rest) &&
    rest
      .split(/,\s*(?:&\s*|and\s+)?/)
      .some((item) => verbFormsOf(/^[A-Za-z-]+/.exec(item)?.[0] ?? '')?.tense !== 'gerund')
  )
    return null;
  if (v && (v.tense === 'gerund' || (options.allowBase && v.tense === 'base')))
    return toTense(capitalize(rest), options.target, { isKnownVerb: true });
  const nominal = /^(?:the\s+)?([a-z]+)\s+of\s+(?=\S)/i.exec(rest);
  const verb = nominal ? verbFromNoun(nominal[1]!) : null;
  if (!nominal || !verb || VAGUE_VERBS.has(verb)) return null;
  const forms = verbFormsOf(verb);
  if (!forms) return null;
  return `${inflect(capitalize(verb), forms.forms, options.target)} ${rest.slice(nominal[0].length)}`;
}

/** The verb a noun or a gerund names ('inspection' -> inspect, 'testing' -> test), or null. */
function verbOfItem(word: string): string | null {
  const v = verbFormsOf(word);
  if (v?.tense === 'gerund') return v.forms.base;
  return verbFromNoun(word.toLowerCase());
}

/**
 * A series of actions named as nouns or gerunds before 'of' ('inspection, testing and maintenance of
 * HVAC systems', 'troubleshooting and repair of flight controls') as verbs: 'Inspected, tested and
 * maintained HVAC systems'. Undefined when the line is not such a series (the single forms are drawn
 * elsewhere); null when it is one but an item names no verb we can trust.
 */
function drawSeries(rest: string, target: TargetTense): string | null | undefined {
  const m = /^(?:the\s+)?([a-z]+(?:(?:,\s*|,?\s+and\s+|\s*&\s*)[a-z]+)+)\s+of\s+(?=\S)/i.exec(rest);
  if (!m) return undefined;
  const items = m[1]!.split(/,\s*(?:and\s+)?|\s+and\s+|\s*&\s*/);
  const verbs = items.map(verbOfItem);
  if (verbs.some((v) => !v || VAGUE_VERBS.has(v))) return null;
  const said = verbs.map((v, i) => {
    const forms = verbFormsOf(v!)?.forms;
    return forms ? inflect(i === 0 ? capitalize(v!) : v!, forms, target) : null;
  });
  if (said.some((w) => !w)) return null;
  const list = said.length === 2 ? `${said[0]} and ${said[1]}` : `${said.slice(0, -1).join(', ')} and ${said.at(-1)}`;
  return `${list} ${rest.slice(m[0].length)}`;
}

/**
 * 'Responsible for the monthly board report', 'for payroll': a thing, for which 'Owned' says the same
 * as the opener and adds nothing. Not people ('for all hosts', 'for 5 nurses': one does not own them),
 * not an action we could not draw ('the check in and training of ...', 'aiding in ...'), not a list of
 * areas led by a verb form ('receiving, human resources, ...' is owned as a whole: it passes).
 */
function ownsThing(rest: string): boolean {
  const first = /^[A-Za-z-]+/.exec(rest)?.[0] ?? '';
  if (!first || /^(?:all|each|every|a|an|my|our|his|her|their)$/i.test(first) || /^\d/.test(rest)) return false;
  if (/\b[a-z]+(?:ing|tion|sion|ment|ance)\s+of\b/i.test(rest) && !/^[a-z]+ing,/i.test(rest)) return false;
  const v = verbFormsOf(first);
  return !(v && VAGUE_VERBS.has(v.forms.base)) && !(v?.tense === 'gerund' && !/^[a-z]+ing,/i.test(rest));
}

/**
 * Weak opener -> the bullet's own action first ('Responsible for administering medications' ->
 * 'Administered medications'; 'Worked on the migration of billing to AWS' -> 'Migrated billing to
 * AWS'), in the role's tense. Null when the bullet names no action to draw, so a swap of one vague verb
 * for another ('Worked with' -> 'Collaborated with') is never offered.
 */
export function rewriteWeakOpener(text: string, options: { target: TargetTense } = { target: 'past' }): Rewrite | null {
  for (const opener of OPENERS) {
    const m = opener.pattern.exec(text);
    if (!m) continue;
    const rest = text.slice(m[0].length);
    let drawn = drawVerb(rest, {
      allowBase: opener.id === 'helped' || opener.id === 'able-to',
      target: options.target,
    });
    // a duty named by a noun phrase ('the monthly board report', 'receiving, merchandising and sales'): what one is responsible for, one owns
    if (!drawn && opener.id === 'responsible-for' && ownsThing(rest)) {
      const own = verbFormsOf('own')!.forms;
      drawn = `${inflect('Own', own, options.target)} ${rest}`;
    }
    if (!drawn) return null;
    const opening = m[0].trim().replace(/:$/, '');
    const verb = /^\S+/.exec(drawn)![0];
    const owned = /^Own(?:ed)?\s/.test(drawn) && !/^own/i.test(rest);
    const honest = SHARED_WORK.has(opener.id)
      ? ' Keep it true: if others did part of it, say which part was yours.'
      : owned
        ? ' If you did something more specific with it (prepared, ran or improved it), use that verb instead.'
        : '';
    return {
      text: drawn,
      reason: 'weak-verb',
      rationale: `- Strong verb first: '${capitalize(opening.toLowerCase())}' ${opener.why}; open with the action itself ('${verb}').${honest}`,
      placeholders: [],
    };
  }
  return null;
}

/** Past participles whose past tense differs (for passive rewrites): 'written' -> 'wrote'. */
const PARTICIPLE_TO_PAST: ReadonlyMap<string, string> = new Map([
  ['written', 'wrote'],
  ['given', 'gave'],
  ['taken', 'took'],
  ['shown', 'showed'],
  ['chosen', 'chose'],
  ['driven', 'drove'],
  ['grown', 'grew'],
  ['run', 'ran'],
]);

/** Passive opening -> the verb first ('Patient charts were updated in Epic' -> 'Updated patient charts in Epic'), when the candidate is the one who acted. */
export function rewritePassive(text: string): Rewrite | null {
  const p = passiveOpening(text);
  if (!p) return null;
  // 'was reviewed by the CFO': someone else acted; rewriting would change who did it
  if (/^\s+by\s+(?!\w+ing\b)/i.test(p.rest)) return null;
  const participle = p.participle.toLowerCase();
  // 'Was cast in ...' keeps its participle ('Cast in ...'); 'Charts were updated' needs the past tense ('Updated charts')
  const past = p.subject
    ? (PARTICIPLE_TO_PAST.get(participle) ??
      (lookupVerb(participle)?.past === participle || /ed$/.test(participle) ? participle : null))
    : participle;
  if (!past) return null;
  const rewritten = p.subject
    ? `${capitalize(past)} ${lowerFirst(p.subject)}${p.rest}`
    : `${capitalize(past)}${p.rest}`;
  return {
    text: rewritten.replace(/\s{2,}/g, ' '),
    reason: 'passive-voice',
    rationale: `- Active voice: '${text.slice(0, text.length - p.rest.length).trim()}' hides who did the work; if it was you, open with the verb.`,
    placeholders: [],
  };
}
