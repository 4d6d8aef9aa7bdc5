import nlp from 'compromise';
import { lookupVerb } from '../shared/verb-lexicon.ts';

/** The forms of one verb a resume line uses: 'manage', 'managed', 'managing', 'manages'. */
export interface VerbForms {
  readonly base: string;
  readonly past: string;
  readonly gerund: string;
  readonly third: string;
}

/** Which form a word is: 'Managed' past, 'Manage' base (present), 'Managing' gerund, 'Manages' third person. */
export type VerbTense = 'past' | 'base' | 'gerund' | 'third';

interface Conjugator {
  toInfinitive: (word: string, model: unknown, tense?: string) => string;
  conjugate: (
    base: string,
    model: unknown,
  ) => { Infinitive?: string; PastTense?: string; Gerund?: string; PresentTense?: string };
}

// compromise's own suffix rules (the ones nlp(text).verbs().toPastTense() runs), without tagging a whole document
const conjugator = (nlp.methods() as { two: { transform: { verb: Conjugator } } }).two.transform.verb;
const model = nlp.model();
const lexicon = (model as { one: { lexicon: Readonly<Record<string, string | undefined>> } }).one.lexicon;

/**
 * A word compromise lists as a verb; for a word taken from the resume (`isFromText`), also one its
 * tagger reads as a verb when the list lacks it ('demonstrate'). A word we made up ('provise' from
 * 'provision') must be listed: the tagger would guess.
 */
export function isEnglishVerb(word: string, options: { isFromText: boolean }): boolean {
  const listed = lexicon[word];
  if (listed !== undefined || !options.isFromText) return listed === 'Infinitive';
  if (!englishVerbs.has(word)) englishVerbs.set(word, nlp(word).has('#Infinitive'));
  return englishVerbs.get(word)!;
}
const englishVerbs = new Map<string, boolean>();

const COMPROMISE_TENSE: Readonly<Record<VerbTense, string>> = {
  past: 'PastTense',
  base: 'Infinitive',
  gerund: 'Gerund',
  third: 'PresentTense',
};

function conjugated(base: string): VerbForms | null {
  const c = conjugator.conjugate(base, model);
  if (!c.PastTense || !c.Gerund || !c.PresentTense) return null;
  return { base, past: c.PastTense, gerund: c.Gerund, third: c.PresentTense };
}

const formOf = (forms: VerbForms, tense: VerbTense) => (tense === 'base' ? forms.base : forms[tense]);

/** The forms of a word known to be in `tense` ('processing' as a gerund), checked: the forms give the word back. */
function fromCompromise(word: string, tense: VerbTense): VerbForms | null {
  const candidates = [conjugator.toInfinitive(word, model, COMPROMISE_TENSE[tense])];
  // 'mentored' comes back as its own infinitive: try the stem the suffix rules would have removed
  if (tense === 'past')
    candidates.push(word.replace(/ed$/, ''), word.replace(/d$/, ''), word.replace(/(\w)\1ed$/, '$1'));
  if (tense === 'gerund')
    candidates.push(word.replace(/ing$/, ''), word.replace(/ing$/, 'e'), word.replace(/(\w)\1ing$/, '$1'));
  for (const base of candidates) {
    const forms = base ? conjugated(base) : null;
    if (forms && formOf(forms, tense) === word && forms.base !== word) return forms;
  }
  return null;
}

const memo = new Map<string, { forms: VerbForms; tense: VerbTense } | null>();

/**
 * The verb forms of a word and which form it is, or null when it is not a verb form we can trust: the
 * resume verb lexicon first, then compromise's conjugation rules for '-ed', '-ing' and '-s' words it
 * does not list ('Liaising' -> liaise). A bare word outside the lexicon is never taken for a verb
 * ('Process improvement', 'Lead generation' are nouns as often as not).
 */
export function verbFormsOf(word: string): { forms: VerbForms; tense: VerbTense } | null {
  const lower = word.toLowerCase();
  if (memo.has(lower)) return memo.get(lower)!;
  let found: { forms: VerbForms; tense: VerbTense } | null = null;
  const known = lookupVerb(lower);
  if (known) {
    const forms = {
      base: known.base,
      past: known.past,
      gerund: known.gerund,
      third: /(?:s|sh|ch|x|z|o)$/.test(known.base)
        ? `${known.base}es`
        : /[^aeiou]y$/.test(known.base)
          ? `${known.base.slice(0, -1)}ies`
          : `${known.base}s`,
    };
    const tense: VerbTense | null =
      lower === forms.past
        ? 'past'
        : lower === forms.gerund
          ? 'gerund'
          : lower === forms.base
            ? 'base'
            : lower === forms.third || lower === `${known.base}s`
              ? 'third'
              : null;
    if (tense) found = { forms, tense };
  } else if (/^[a-z]{3,}(?:ed|ing)$/.test(lower) || /^[a-z]{3,}[^s]s$/.test(lower)) {
    const tense: VerbTense = lower.endsWith('ing') ? 'gerund' : lower.endsWith('ed') ? 'past' : 'third';
    const forms = fromCompromise(lower, tense);
    // 'deposits', 'cheques': a plural noun unless compromise's lexicon knows the base as a verb; 'outgoing' it lists as an adjective
    if (forms && (tense !== 'third' || lexicon[forms.base] === 'Infinitive') && lexicon[lower] !== 'Adjective')
      found = { forms, tense };
  }
  // 'troubleshoot': the past of 'shoot' is 'shot', whatever a rule makes of the compound
  if (found && /shoot$/.test(found.forms.base))
    found = { ...found, forms: { ...found.forms, past: found.forms.base.replace(/shoot$/, 'shot') } };
  // 'Rebuilt', 'Redesigned', 'Reorganizing': a known verb done again keeps that verb's forms
  const again = /^re-?([a-z]{3,})$/.exec(lower);
  if (!found && again && lookupVerb(again[1]!)) {
    const inner = verbFormsOf(again[1]!);
    const prefix = lower.slice(0, lower.length - again[1]!.length);
    if (inner)
      found = {
        tense: inner.tense,
        forms: {
          base: prefix + inner.forms.base,
          past: prefix + inner.forms.past,
          gerund: prefix + inner.forms.gerund,
          third: prefix + inner.forms.third,
        },
      };
  }
  memo.set(lower, found);
  return found;
}

/** The forms of a base form English knows as a verb ('demonstrate'), or null. */
export function formsOfBase(base: string): VerbForms | null {
  const known = verbFormsOf(base);
  if (known) return known.tense === 'base' ? known.forms : null;
  return isEnglishVerb(base, { isFromText: true }) ? conjugated(base) : null;
}

/** The word in a tense, keeping its capital: ('Managing', 'past') -> 'Managed'. */
export function inflect(word: string, forms: VerbForms, tense: 'past' | 'base'): string {
  const out = tense === 'past' ? forms.past : forms.base;
  return /^[A-Z]/.test(word) ? out[0]!.toUpperCase() + out.slice(1) : out;
}
