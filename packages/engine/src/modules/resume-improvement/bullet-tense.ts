import type { Role } from '../../resume/extract-roles.ts';
import { hasFigure, hasResultClause } from '../shared/bullet-checks.ts';
import type { Rewrite } from './rewrite-types.ts';
import { formsOfBase, inflect, verbFormsOf, type VerbForms, type VerbTense } from './verb-forms.ts';

/** The tense a role's lines should be in: past for a role that ended, present (the base form: 'Manage') for the current one. */
export type TargetTense = 'past' | 'base';

/** '-ing' words that name a field or a thing as often as an action ('Marketing campaigns', 'Training materials'). */
const NOUN_GERUNDS: ReadonlySet<string> = new Set(
  'marketing accounting engineering programming nursing banking consulting manufacturing housekeeping bookkeeping budgeting planning scheduling staffing training networking recruiting auditing teaching tutoring catering cleaning landscaping modeling modelling pricing purchasing shipping billing coding testing reporting onboarding'.split(
    ' ',
  ),
);
/** Words after a bare verb that show it is one ('Manage the team', 'Train new hires'), unlike 'Lead generation' or 'Process improvement'. */
const OBJECT_START =
  /^(?:the|a|an|all|new|our|their|his|her|its|my|each|every|multiple|several|both|daily|weekly|monthly|quarterly|annual|key|and|&|to|with|on|for|up|out|over|\d[\d,.%$]*)$/i;

export interface OpeningVerb {
  readonly word: string;
  readonly forms: VerbForms;
  readonly tense: VerbTense;
}

/** The line's first word when it reads as a verb in context; null for 'Daily vault balancing' or 'Lead generation for B2B'. */
export function openingVerb(text: string, options: { isKnownVerb?: boolean } = {}): OpeningVerb | null {
  const m = /^([A-Za-z]+)(?:\s+([^\s,;:]+))?/.exec(text);
  if (!m) return null;
  const found = verbFormsOf(m[1]!);
  if (!found) return null;
  if (options.isKnownVerb) return { word: m[1]!, ...found };
  const next = m[2] ?? '';
  const showsObject = OBJECT_START.test(next) || /ly$/i.test(next);
  if (found.tense === 'gerund' && NOUN_GERUNDS.has(m[1]!.toLowerCase()) && !showsObject) return null;
  // 'Incoming and outgoing faxes': an '-ing' word paired with an adjective describes, like it, the noun after them
  const paired = /^[A-Za-z]+\s+(?:and|or|&)\s+([a-z]+)\b/.exec(text)?.[1];
  if (found.tense === 'gerund' && paired && !verbFormsOf(paired)) return null;
  // a bare or '-s' word is a verb only when what follows reads as its object ('Manage the team', 'Develop and maintain APIs', 'Prepare reports')
  if ((found.tense === 'base' || found.tense === 'third') && !showsObject && !/^[a-z]{3,}s$/.test(next)) return null;
  return { word: m[1]!, ...found };
}

/** The tense of the opening verb as the rule sees it: past, or present in any form ('Manage', 'Manages', 'Managing'). */
export const openingTense = (text: string): 'past' | 'present' | null => {
  const v = openingVerb(text);
  return v ? (v.tense === 'past' ? 'past' : 'present') : null;
};

/** The role's target tense: past when it ended, present when it is current, else the tense most of its lines already use. */
export function roleTarget(
  role: Role | null,
  bullets: readonly string[],
): { target: TargetTense; isMixed: boolean } | null {
  const tenses = bullets.map(openingTense).filter((t) => t !== null);
  const isMixed = new Set(tenses).size > 1;
  if (role?.dates?.isCurrent) return { target: 'base', isMixed };
  if (role?.dates) return { target: 'past', isMixed };
  const past = tenses.filter((t) => t === 'past').length;
  if (!isMixed) return null;
  return past * 2 >= tenses.length ? { target: 'past', isMixed } : { target: 'base', isMixed };
}

/** The verb in the target tense, unless it already is ('Manages' counts as present). */
function retensed(word: string, forms: VerbForms, tense: VerbTense, target: TargetTense): string | null {
  if (target === 'past') return tense === 'past' ? null : inflect(word, forms, 'past');
  return tense === 'past' || tense === 'gerund' ? inflect(word, forms, 'base') : null;
}

/** A word joined to a verb ('Understood and demonstrates'): a verb form, '-s' words included when their base is one. */
function joinedVerb(word: string): { forms: VerbForms; tense: VerbTense } | null {
  const found = verbFormsOf(word);
  if (found || !/s$/.test(word)) return found;
  const forms = [word.slice(0, -1), word.replace(/es$/, '')].map(formsOfBase).find((f) => f?.third === word);
  return forms ? { forms, tense: 'third' } : null;
}

/** A list joint: ', ', ' and ', ', and ', ' & ', with an adverb before the next verb ('and independently identify'). */
const JOINT = /^(\s*,\s*(?:and\s+)?|\s+(?:and|&)\s+)((?:[a-z]+ly\s+)?)([a-z]+)\b/;

/**
 * The opening verb in the target tense, with the verbs listed with it ('Tracked, analyzed and
 * interpreted'; 'Managed and oversee' -> 'Managed and oversaw'), and for a gerund line the parallel
 * gerunds later in it ('Recording cheques and maintaining the ledger' -> 'Recorded cheques and
 * maintained the ledger'). Only verbs: nothing else in the line changes. `isKnownVerb`: the first word
 * is a verb whatever follows it (after 'Responsible for', 'scheduling' is one).
 */
export function toTense(text: string, target: TargetTense, options: { isKnownVerb?: boolean } = {}): string {
  const first = openingVerb(text, options);
  if (!first) return text;
  let out = (retensed(first.word, first.forms, first.tense, target) ?? first.word) + text.slice(first.word.length);
  // the verbs listed right after the first
  let at = (retensed(first.word, first.forms, first.tense, target) ?? first.word).length;
  for (let m = JOINT.exec(out.slice(at)); m; m = JOINT.exec(out.slice(at))) {
    // after a bare verb, a bare word English knows as a verb is one too ('Implement and control production')
    const base = first.tense === 'base' ? formsOfBase(m[3]!) : null;
    const v = joinedVerb(m[3]!) ?? (base ? { forms: base, tense: 'base' as const } : null);
    if (!v) break;
    const word = retensed(m[3]!, v.forms, v.tense, target) ?? m[3]!;
    out = out.slice(0, at) + m[1]! + m[2]! + word + out.slice(at + m[0].length);
    at += m[1]!.length + m[2]!.length + word.length;
  }
  if (first.tense !== 'gerund') return retenseClauses(out, at, first.tense, target);
  // parallel gerunds later in the line; in a list of actions 'scheduling appointments' is one too, but a field name ends it ('and accounting')
  // after another '-ing' word ('banking and invoicing', 'filing, printing') or 'including' the words are a list of things, not actions
  const tail = out.slice(at);
  return (
    out.slice(0, at) +
    tail.replace(
      /(,\s*|\s(?:and|&)\s+)([a-z]+ing)\b(?=(\s+\w)?)/g,
      (whole, lead: string, word: string, object: string | undefined, offset: number) => {
        const before = tail.slice(0, offset);
        const v = verbFormsOf(word);
        if (
          !v ||
          v.tense !== 'gerund' ||
          /ing$/.test(before) ||
          /\b(?:including|such as|like|e\.g\.)\b/i.test(before) ||
          (NOUN_GERUNDS.has(word) && !object)
        )
          return whole;
        return `${lead}${retensed(word, v.forms, v.tense, target) ?? word}`;
      },
    )
  );
}

/**
 * A second action joined by ', and' with its own object takes the opening verb's new tense too
 * ('Manage the HR function, and communicate the impact' -> 'Managed the HR function, and communicated the impact').
 */
function retenseClauses(out: string, at: number, tense: VerbTense, target: TargetTense): string {
  const tail = out.slice(at);
  return (
    out.slice(0, at) +
    tail.replace(/(,\s*and\s+)([a-z]+)(?=\s+(\S+))/g, (whole, lead: string, word: string, next: string) => {
      // before its object a bare word English knows as a verb is one ('and communicate the impact')
      const base = tense === 'base' ? formsOfBase(word) : null;
      const v = joinedVerb(word) ?? (base ? { forms: base, tense: 'base' as const } : null);
      if (!v || v.tense !== tense || !OBJECT_START.test(next)) return whole;
      return `${lead}${retensed(word, v.forms, v.tense, target) ?? word}`;
    })
  );
}

/**
 * Verbs of a one-time event: in the current role they stay in the past ('Learned SQL in six weeks',
 * 'Launched the new portal'), since the event is over even though the job is not.
 */
const ONE_TIME_VERBS: ReadonlySet<string> = new Set(
  'learned learnt completed earned received won awarded achieved launched founded cofounded co-founded graduated joined promoted selected certified passed finished introduced established initiated spearheaded pioneered secured migrated shipped started opened relaunched rebuilt redesigned'.split(
    ' ',
  ),
);

/**
 * A line the change would leave in two tenses: 'Managed the data system, and created bills of materials'
 * cannot become 'Manage …, and created …'; a past verb joined by 'and' later in the line stays, so the line does.
 * Likewise a later sentence's own verb ('Create the manuals. Led training.') and, going to the past, a present
 * verb joined by 'and' before its object ('Inspected the site and review the estimates').
 */
function keepsOtherTense(out: string, opening: OpeningVerb, target: TargetTense): boolean {
  const rest = out.slice(opening.word.length);
  const sentenceVerbs = [...rest.matchAll(/[.;]\s+([A-Z][a-z]+)\b/g)].map((m) => verbFormsOf(m[1]!)?.tense);
  if (target === 'base') {
    if (sentenceVerbs.includes('past')) return true;
    return (
      opening.tense === 'past' &&
      [...rest.matchAll(/(?:,|\s)\s*and\s+([a-z]+ed)\b/g)].some((m) => verbFormsOf(m[1]!)?.tense === 'past')
    );
  }
  if (sentenceVerbs.some((t) => t === 'base' || t === 'third')) return true;
  // 'and review property damage estimates': a bare verb before its object ('and support to staff' is a noun before a preposition)
  return [...rest.matchAll(/\sand\s+([a-z]+)(?=\s+([a-z]+))/g)].some(
    (m) => verbFormsOf(m[1]!)?.tense === 'base' && !PREPOSITION.test(m[2]!),
  );
}

const PREPOSITION = /^(?:to|for|of|in|on|with|at|from|by|as|and|or)$/;

export interface TenseContext {
  readonly target: TargetTense;
  /** True when the role's lines already mix past and present. */
  readonly isMixed: boolean;
  readonly isCurrent: boolean;
}

/**
 * One tense per role: a line of a role that ended goes to the past tense; in the current role a line
 * goes to the present when the role mixes tenses, except a finished achievement with its result
 * ('Cut costs by 12%' stays past) and a one-time event ('Learned SQL', 'Launched the portal'). The line's own verbs only; nothing else changes.
 */
export function rewriteTense(text: string, context: TenseContext | null): Rewrite | null {
  if (!context) return null;
  const verb = openingVerb(text);
  if (!verb) return null;
  if (context.target === 'base') {
    if (
      verb.tense === 'past' &&
      (!context.isMixed || hasFigure(text) || hasResultClause(text) || ONE_TIME_VERBS.has(verb.word.toLowerCase()))
    )
      return null;
    if (verb.tense === 'gerund' && !context.isMixed) return null;
  }
  // 'Acquired to strategize ...', 'Hired to lead ...': said of the candidate, not an action to retense
  if (verb.tense === 'past' && /^\S+\s+to\s/i.test(text)) return null;
  const out = toTense(text, context.target);
  if (out === text || keepsOtherTense(out, verb, context.target)) return null;
  // the rationale names the first verb that changed ('Managed and motivate' -> 'motivated', not 'Managed')
  const before = text.split(/\s+/);
  const after = out.split(/\s+/);
  const at = Math.max(
    0,
    after.findIndex((w, i) => w !== before[i]),
  );
  const now = after[at]!.replace(/[^A-Za-z-]/g, '');
  const was = before[at]!.replace(/[^A-Za-z-]/g, '');
  return {
    text: out,
    reason: 'mixed-tense',
    rationale:
      context.target === 'past'
        ? `- One tense per role: this role has ended, so its lines read in the past tense ('${now}', not '${was}').`
        : `- One tense per role: this is your current role, so its lines read in the present tense ('${now}', not '${was}').`,
    placeholders: [],
  };
}
