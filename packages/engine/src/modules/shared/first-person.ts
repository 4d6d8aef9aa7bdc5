/**
 * First-person English for generated text: a resume line's verbs said by 'I' in the tense asked for
 * ('Manages care for 20 patients' -> 'manage care for 20 patients' / 'managed care for 20 patients'),
 * and the check that finds the errors this prevents ('I manages', 'I implementing'). Verbs come from the
 * resume lexicon first (exact forms), then from compromise, whose output is checked before it is used.
 */
import nlp from 'compromise';
import { lookupVerb } from './verb-lexicon.ts';

export const FIRST_PERSON_TENSES = ['present', 'past'] as const;
export type FirstPersonTense = (typeof FIRST_PERSON_TENSES)[number];

/** The form a verb is written in: 'manage', 'manages', 'managing', 'managed'. */
export type VerbForm = 'base' | 'third' | 'gerund' | 'past';

interface VerbForms {
  readonly base: string;
  readonly third: string;
  readonly gerund: string;
  readonly past: string;
}

/** Irregular present forms the first person says differently: 'is' -> 'am', 'has' -> 'have'. */
const AUXILIARIES: Readonly<Record<string, VerbForms>> = {
  is: { base: 'am', third: 'is', gerund: 'being', past: 'was' },
  has: { base: 'have', third: 'has', gerund: 'having', past: 'had' },
  does: { base: 'do', third: 'does', gerund: 'doing', past: 'did' },
};

/** Adverbs that may stand between 'I' and its verb ('I also manage', 'I currently lead'). */
const ADVERBS = new Set([
  'also',
  'currently',
  'now',
  'still',
  'then',
  'later',
  'recently',
  'often',
  'regularly',
  'personally',
  'directly',
  'successfully',
]);

const WORD = /^[a-z]+$/;
/** The endings of a verb's marked forms ('manages', 'managing', 'managed'). */
const MARKED_FORM = /(?:s|ing|ed)$/i;

/** compromise's answers by word: the same word is asked about in many lines and documents (bounded; pure, so only a speed-up). */
const GRAMMAR_CACHE = new Map<string, VerbForms | null>();
const GRAMMAR_CACHE_SIZE = 5000;

interface Conjugation {
  readonly Infinitive?: string;
  readonly PresentTense?: string;
  readonly Gerund?: string;
  readonly PastTense?: string;
}
interface VerbTransform {
  toInfinitive(word: string, model: unknown, tag: string): string;
  conjugate(infinitive: string, model: unknown): Conjugation;
}
/** compromise's own verb conjugation and word list, used directly: a full parse costs milliseconds per word. */
const MODEL = (nlp as unknown as { model(): { one: { lexicon: Record<string, string | undefined> } } }).model();
const TRANSFORM = (nlp as unknown as { methods(): { two: { transform: { verb: VerbTransform } } } }).methods().two
  .transform.verb;
const VERB_TAGS = new Set(['Infinitive', 'PresentTense', 'PastTense', 'Gerund']);

function formsByGrammar(word: string): VerbForms | null {
  if (GRAMMAR_CACHE.has(word)) return GRAMMAR_CACHE.get(word)!;
  // a full reading only for a word with a verb's ending that compromise's word list does not know ('liaises'): a bare word it does not know is no verb we can say
  const known = conjugateKnown(word);
  const forms = known !== undefined ? known : MARKED_FORM.test(word) ? askGrammar(word) : null;
  if (GRAMMAR_CACHE.size >= GRAMMAR_CACHE_SIZE) GRAMMAR_CACHE.clear();
  GRAMMAR_CACHE.set(word, forms);
  return forms;
}

/** The forms compromise gives a word its word list knows as a verb (the word or its infinitive); null for one it knows as something else; undefined when it does not know. */
function conjugateKnown(word: string): VerbForms | null | undefined {
  const own = MODEL.one.lexicon[word];
  const tag =
    own && VERB_TAGS.has(own)
      ? own
      : word.endsWith('ing')
        ? 'Gerund'
        : word.endsWith('ed')
          ? 'PastTense'
          : word.endsWith('s')
            ? 'PresentTense'
            : 'Infinitive';
  // a regular past form is the past of the infinitive it conjugates back from ('triaged', 'cultivated'), whatever the list calls it
  if (word.endsWith('ed') && (!own || !VERB_TAGS.has(own))) {
    const infinitive = TRANSFORM.toInfinitive(word, MODEL, 'PastTense');
    const forms = TRANSFORM.conjugate(infinitive, MODEL);
    return forms.PastTense === word ? checkedForms(forms, word) : undefined;
  }
  // a word the list knows as something else ('this', 'as'), or whose stem it knows as a noun ('developers'), is no verb
  if (own && !VERB_TAGS.has(own)) return null;
  const infinitive = TRANSFORM.toInfinitive(word, MODEL, tag);
  const stem = MODEL.one.lexicon[infinitive];
  if (!own && stem !== 'Infinitive') return stem ? null : undefined;
  return checkedForms(TRANSFORM.conjugate(infinitive, MODEL), word);
}

/** compromise's forms, unless they show a misreading: a past form taken for the base ('mentored' -> 'mentoredded'), a noun without a past ('python'). */
function checkedForms(c: Conjugation | undefined, word: string): VerbForms | null {
  const forms = {
    base: c?.Infinitive ?? '',
    third: c?.PresentTense ?? '',
    gerund: c?.Gerund ?? '',
    past: c?.PastTense ?? '',
  };
  if (
    !Object.values(forms).every((f) => WORD.test(f)) ||
    /ed$/.test(forms.base) ||
    !forms.gerund.endsWith('ing') ||
    forms.past === forms.base
  )
    return null;
  return Object.values(forms).includes(word) ? forms : null;
}

/** The forms of a verb by compromise's reading of the word in a first-person sentence; null when it does not read the word as a verb. */
function askGrammar(word: string): VerbForms | null {
  const verbs = nlp(`I ${word} it.`).verbs();
  if (!verbs.found || verbs.first().text().toLowerCase() !== word) return null;
  return checkedForms(verbs.conjugate()[0] as Conjugation | undefined, word);
}

/** The forms of the verb a word is (any case), or null when the word is not a verb we can conjugate. */
export function verbFormsOf(word: string): VerbForms | null {
  const lower = word.toLowerCase();
  if (!WORD.test(lower)) return null;
  const auxiliary = AUXILIARIES[lower];
  if (auxiliary) return auxiliary;
  const known = lookupVerb(lower);
  if (known) {
    const third = /(?:s|sh|ch|x|z)$/.test(known.base)
      ? `${known.base}es`
      : /[^aeiou]y$/.test(known.base)
        ? `${known.base.slice(0, -1)}ies`
        : `${known.base}s`;
    return { base: known.base, third, gerund: known.gerund, past: known.past };
  }
  // 'rebuilt' -> rebuild: a listed verb done again has that verb's forms
  const again = /^(re-?)([a-z]{3,})$/.exec(lower);
  const inner = again ? lookupVerb(again[2]!) : null;
  if (again && inner) {
    const forms = verbFormsOf(again[2]!)!;
    return {
      base: again[1] + forms.base,
      third: again[1] + forms.third,
      gerund: again[1] + forms.gerund,
      past: again[1] + forms.past,
    };
  }
  return formsByGrammar(lower);
}

/** Which form a word is of its verb (past wins where the forms agree: 'cut', 'set'). */
export function verbFormOf(word: string, forms: VerbForms): VerbForm | null {
  const lower = word.toLowerCase();
  if (lower === forms.past) return 'past';
  if (lower === forms.base) return 'base';
  if (lower === forms.third) return 'third';
  if (lower === forms.gerund) return 'gerund';
  return null;
}

export interface SayOptions {
  /** Keep a verb written in the past in the present tense too (what was done stays done). Default true. */
  readonly keepPast?: boolean;
}

/** The word in the first person at a tense, in the word's case: 'Manages' -> 'Manage' (present), 'Managed' (past). */
function sayWord(word: string, tense: FirstPersonTense, options: SayOptions): string | null {
  const forms = verbFormsOf(word);
  const form = forms ? verbFormOf(word, forms) : null;
  if (!forms || !form) return null;
  const said = tense === 'past' || (form === 'past' && options.keepPast !== false) ? forms.past : forms.base;
  return /^[A-Z]/.test(word) ? said[0]!.toUpperCase() + said.slice(1) : said;
}

/**
 * Participles that open a line about what was done to the candidate: 'Awarded Employee of the Month',
 * 'Promoted to team lead' -> 'I was awarded', 'I was promoted'. The second list is passive only before
 * a preposition ('Hired as' but 'Hired 20 staff', 'Recognized for' but 'Recognized revenue').
 */
const ALWAYS_PASSIVE: ReadonlySet<string> = new Set([
  'awarded',
  'honored',
  'honoured',
  'nominated',
  'commended',
  'tasked',
  'entrusted',
  'featured',
]);
const PASSIVE_BEFORE_PREPOSITION: ReadonlySet<string> = new Set([
  'promoted',
  'selected',
  'chosen',
  'recognized',
  'recognised',
  'hired',
  'assigned',
  'invited',
  'elected',
  'appointed',
  'certified',
  'licensed',
  'ranked',
  'rated',
  'named',
  'charged',
]);
const PREPOSITION = /^\s+(?:to|as|for|by|with|among|into|in|from|after|within|twice)\b/i;

function isPassiveOpening(verb: string, after: string): boolean {
  const word = verb.toLowerCase();
  return ALWAYS_PASSIVE.has(word) || (PASSIVE_BEFORE_PREPOSITION.has(word) && PREPOSITION.test(after));
}

/** Words after which a word like 'reports' is a noun ('budgets and reports for the board'), not a second verb. */
/** Verbs compromise lists that are nouns as often ('process improvements', 'report templates'): not read as verbs by the lexicon alone. */
const ALSO_NOUNS: ReadonlySet<string> = new Set(
  'process report record support schedule control review plan test design document contract change present'.split(' '),
);
/**
 * A verb the engine's lexicon does not hold, in its base form after 'and' ('Supervise the kitchen and ensure food
 * safety'): compromise lists it as a verb and reads it as one in its words ('payroll', 'staff', 'inventory' are not).
 */
function isPlainVerb(word: string, after: string): boolean {
  if (MODEL.one.lexicon[word] !== 'Infinitive' || ALSO_NOUNS.has(word)) return false;
  const term = nlp(`I ${word}${after}`).terms().eq(1);
  return term.has('#Verb') && !term.has('#Noun');
}

const NOT_AFTER_VERB = /^(?:$|[,.;:)]|(?:for|of|and|or|in|on|at|as|from)\b)/;

/** The verb a resume line opens with, when we know it is one: lexicon verbs in any form, others only in a marked form. */
/** The lexicon knows the word, or the verb it repeats ('Rebuilt', 'Redesign': build, design done again). */
const isListedVerb = (word: string) =>
  !!lookupVerb(word) || (/^re-?[a-z]{3,}$/i.test(word) && !!lookupVerb(word.replace(/^re-?/i, '')));

function openingVerb(word: string): { forms: VerbForms; form: VerbForm } | null {
  // only the lexicon vouches for a bare base form: another word needs a verb's ending before compromise is asked
  if (!isListedVerb(word) && !AUXILIARIES[word.toLowerCase()] && !MARKED_FORM.test(word)) return null;
  const forms = verbFormsOf(word);
  const form = forms ? verbFormOf(word, forms) : null;
  if (!forms || !form) return null;
  // a bare word compromise calls a verb may be a noun ('Python developer'): only the lexicon vouches for a base form
  if (form === 'base' && !isListedVerb(word) && !AUXILIARIES[word.toLowerCase()]) return null;
  return { forms, form };
}

/** The form of the verb a line opens with ('Managing ...' -> 'gerund'), or null when it does not open with one we know. */
export function openingVerbForm(line: string): VerbForm | null {
  const word = /^(?:[A-Za-z]+-)?([A-Z]?[a-z]+)\b/.exec(line.trim())?.[1];
  return word ? (openingVerb(word)?.form ?? null) : null;
}

/**
 * A verb-first resume line as what 'I' did (past) or do (present), without the subject: the opening
 * verb, and each verb after 'and', ';' or in an opening series ('Designs, builds and tests') written in
 * the same form as it, are conjugated; nothing else changes. 'Manages budgets and trains staff' ->
 * 'manage budgets and train staff'. A hyphenated verb keeps its prefix ('Co-leads' -> 'co-lead').
 * A verb already in the past stays past unless options.keepPast is false. Null when the line does not open with a verb.
 */
export function sayInFirstPerson(line: string, tense: FirstPersonTense, options: SayOptions = {}): string | null {
  // a word in mixed case or capitals is a name ('NeurIPS', 'SQL'), not a verb
  const opening = /^([A-Za-z]+-)?([A-Z]?[a-z]+)\b/.exec(line.trim());
  const lead = opening ? openingVerb(opening[2]!) : null;
  if (!opening || !lead) return null;
  const [, prefix = '', verb] = opening;
  const after = line.trim().slice(opening[0].length);
  // 'Hiring and training of personnel' names an activity (a noun phrase); 'Tasks consisted of' has its own verb
  if (lead.form === 'gerund' && /^(?:\s+(?:and|or)\s+[a-z]+ing)?\s+of\b/i.test(after)) return null;
  const second = /^\s+([a-z]+(?:ed)?)\b/.exec(after)?.[1];
  const secondForms =
    lead.form !== 'past' && second && /ed$|^(?:was|were|had)$/.test(second) ? verbFormsOf(second) : null;
  if (secondForms && verbFormOf(second!, secondForms) === 'past' && /ed$|^(?:was|were|had)$/.test(second!)) return null;
  // 'Adopted by three labs' is passive and says who acted: not something 'I' did
  if (lead.form === 'past' && /^\s+by\b/i.test(after) && !isPassiveOpening(verb!, after)) return null;
  // 'Promoted to', 'Awarded ...': something done to the candidate, said with 'was'
  if (!prefix && isPassiveOpening(verb!, after)) return `was ${verb!.toLowerCase()}${after}`;
  const needsChange = (form: VerbForm) =>
    form === 'past' ? tense === 'present' && options.keepPast === false : !(form === 'base' && tense === 'present');
  // the tense the opening verb is said in (a past verb kept past in a current role): the verbs joined to it follow it
  const said = tense === 'past' || (lead.form === 'past' && options.keepPast !== false) ? 'past' : 'present';
  let rest = after;
  // 'Implement and control ...', 'Interviewed or correspond with ...': a word right after the opening verb and 'and' or 'or' is a verb too, whatever its form
  rest = rest.replace(
    /^(\s+(?:and|or)\s+)([a-z]+)\b/,
    (whole, joint: string, word: string) => `${joint}${sayWord(word, said, { keepPast: false }) ?? word}`,
  );
  const sayJoined = (whole: string, joint: string, word: string, after: string) => {
    const other =
      lookupVerb(word) || (lead.form !== 'base' && MARKED_FORM.test(word)) || isPlainVerb(word, after)
        ? verbFormsOf(word)
        : null;
    if (
      !other ||
      verbFormOf(word, other) !== lead.form ||
      !needsChange(lead.form) ||
      (joint.includes('and') && NOT_AFTER_VERB.test(after.trimStart()))
    )
      return whole;
    return `${joint}${sayWord(word, tense, options) ?? word}${after}`;
  };
  // 'Designs, builds and tests': the series right after the opening verb
  rest = rest.replace(/^((?:,\s*[a-z]+)+)(?=,?\s+and\b)/, (series: string) =>
    series.replace(/(,\s*)([a-z]+)/g, (whole, joint: string, word: string) => sayJoined(whole, joint, word, '')),
  );
  // 'and trains staff', '; implementing new tools'
  rest = rest.replace(/(\band\s+|;\s*)([a-z]+)\b(\s*\S*)/g, (whole, joint: string, word: string, after: string) =>
    sayJoined(whole, joint, word, after),
  );
  const text = `${prefix}${sayWord(verb!, tense, options)!}${rest}`;
  return text[0]!.toLowerCase() + text.slice(1);
}

export interface FirstPersonError {
  /** 'I manages', 'I implementing', 'I promoted to'. */
  readonly text: string;
  readonly index: number;
  readonly kind: 'third-person' | 'gerund' | 'passive';
}

/**
 * 'I' followed by a verb in the third person or the -ing form with no auxiliary between ('I manages',
 * 'I also leads', 'I implementing'; not 'I am implementing'), or by a participle that only reads as
 * passive ('I promoted to', 'I awarded'). 'I' as a numeral after a name ('Phase I trials') is not a subject.
 */
export function findFirstPersonErrors(text: string): FirstPersonError[] {
  const out: FirstPersonError[] = [];
  for (const m of text.matchAll(/(?<![A-Z][a-z]*[ \t])(?<![\w-])I\s+([a-z]+)\b(?:\s+([a-z]+)\b)?(\s+\S+)?/g)) {
    const [, first, second, third = ''] = m;
    const isAdverb = ADVERBS.has(first!) && !!second;
    const verb = isAdverb ? second! : first!;
    const after = isAdverb ? third : `${second ? ` ${second}` : ''}`;
    const text = m[0].slice(0, m[0].indexOf(verb, 2) + verb.length);
    const forms = verbFormsOf(verb);
    const form = forms ? verbFormOf(verb, forms) : null;
    // 'I bring' and 'I process' are base forms that happen to end like the others
    if (form === 'third' && forms!.third !== forms!.base) out.push({ text, index: m.index, kind: 'third-person' });
    else if (form === 'gerund' && forms!.gerund !== forms!.base) out.push({ text, index: m.index, kind: 'gerund' });
    else if (isPassiveOpening(verb, after)) out.push({ text, index: m.index, kind: 'passive' });
  }
  return out;
}
