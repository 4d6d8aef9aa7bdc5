import nlp from 'compromise';
import { isEnglishVerb, verbFormsOf } from '../resume-improvement/verb-forms.ts';

/** A second word that makes the first a kind of it ('conflict resolution', 'report analysis', 'detail oriented'): a noun phrase. */
const NOMINAL_NEXT =
  /(?:tion|sion|ment|ance|ence|ity|ness|ship|ism|ions|ments|sis|ysis)$|^(?:oriented|focused|driven|minded|based)$/;
/** Words that are nouns as often as verbs ('process improvement', 'design systems'): a verb only when what follows shows it. */
export const NOUN_OR_VERB: ReadonlySet<string> = new Set(
  'process lead design document market staff budget test report plan schedule support research project program record file contract model service present conflict detail partner contact change review control audit transfer experience work travel risk'.split(
    ' ',
  ),
);
/** Verbs compromise reads as nouns. */
const MISREAD_VERBS: ReadonlySet<string> = new Set(['multitask', 'multi-task', 'prioritize', 'prioritise']);

const lexicon = (nlp.model() as { one: { lexicon: Record<string, string> } }).one.lexicon;
const isKnownVerb = (word: string) => verbFormsOf(word) !== null || lexicon[word] === 'Infinitive';

const tagsMemo = new Map<string, readonly string[]>();
/** compromise's tags of the phrase's first word, read in the phrase itself ('track record in' -> Noun, 'work within' -> Verb). */
function firstWordTags(phrase: string): readonly string[] {
  if (!tagsMemo.has(phrase)) {
    const terms = nlp(phrase).json() as Array<{ terms: Array<{ tags: string[] }> }>;
    tagsMemo.set(phrase, terms[0]?.terms[0]?.tags ?? []);
  }
  return tagsMemo.get(phrase)!;
}

/**
 * The base form of the verb a phrase opens with, or null when it opens with a noun: compromise tells
 * the two apart in context ('Manage vendor relations', 'Remains current in HR trends' -> 'remain',
 * 'work within deadlines' are verb phrases; 'track record in development', 'customer service' are not),
 * and a second word that names a kind after a word that is also a noun ('process improvement', 'lead
 * generation') keeps it a noun phrase.
 * An adverb before the verb is skipped ('successfully multitask').
 */
export function leadingVerb(phrase: string): { base: string; adverb: string } | null {
  const words = phrase.trim().split(/\s+/);
  const adverb =
    words.length > 1 && /^[a-z]+ly$/i.test(words[0]!) && firstWordTags(phrase).includes('Adverb') ? words.shift()! : '';
  const first = words[0]?.toLowerCase() ?? '';
  // 'conflict resolution', 'report analysis': a word that is also a noun names a kind of the next one ('Maintains confidentiality' is still a verb)
  if (
    !/^[a-z][a-z-]*$/.test(first) ||
    (NOMINAL_NEXT.test(words[1]?.toLowerCase() ?? '') && (NOUN_OR_VERB.has(first) || !isKnownVerb(first)))
  )
    return null;
  // a title-case name ('Experimental Design', 'Project Management') is never read as a duty
  if (words.length > 1 && words.every((w) => /^[A-Z(&]/.test(w) || /^(?:of|and|&|in|for|the)$/.test(w))) return null;
  if (MISREAD_VERBS.has(first)) return { base: first, adverb };
  const tags = firstWordTags(words.join(' '));
  if (
    tags.includes('Verb') &&
    !tags.includes('Noun') &&
    !tags.includes('Gerund') &&
    !tags.includes('PastTense') &&
    !tags.includes('Participle')
  ) {
    if (tags.includes('Infinitive')) return { base: first, adverb };
    // 'Maintains' -> 'maintain': the verb's base form, kept when it is the same word
    const converted = verbFormsOf(first)?.forms.base ?? '';
    return converted.length >= 2 && first.startsWith(converted.slice(0, -1)) ? { base: converted, adverb } : null;
  }
  return null;
}

/** The phrase as a verb phrase in the base form ('Remains current in HR trends' -> 'remain current in HR trends'), or null. */
export function asVerbPhrase(phrase: string): string | null {
  const verb = leadingVerb(phrase);
  if (!verb) return null;
  const words = phrase.trim().split(/\s+/);
  const rest = words.slice(verb.adverb ? 2 : 1).join(' ');
  return [verb.adverb.toLowerCase(), verb.base, rest].filter(Boolean).join(' ');
}

/** True when a single word is a verb in its base form by the engine's lexicon or compromise's. */
export const isBaseVerb = (word: string) =>
  verbFormsOf(word)?.tense === 'base' ||
  (word.length > 2 && !/(?:ing|ed|s)$/.test(word) && isEnglishVerb(word, { isFromText: true }));

/** Endings of common English words ('Previous', 'Facility', 'Diligent'), not of a product or a language. */
const COMMON_ENDING = /(?:ous|ity|ence|ance|ness|tion|sion|ment|ive|ful|ent|ant|ble|al|ic|ing)$/;

/**
 * A phrase for the middle of a sentence: a capital kept only where it belongs ('Patience and ability
 * to ...' -> 'patience and ability to ...'). The first word is lowered only when the rest of the phrase
 * is lower case (no name follows: 'Kubernetes and Docker', 'Current license as a Registered Nurse'
 * keep theirs), it starts no skill the posting names, compromise does not read it as a proper noun,
 * and it is a common word (in compromise's lexicon, or with a common ending): 'English', 'Python' stay.
 */
export function midSentence(phrase: string, skillNames: readonly string[] = []): string {
  const words = phrase.split(/\s+/);
  const first = words[0] ?? '';
  const bare = first.replace(/[,:]$/, '');
  if (!/^[A-Z][a-z]+$/.test(bare) || words.length < 2 || words.slice(1).some((w) => /[A-Z]/.test(w))) return phrase;
  const lower = bare.toLowerCase();
  if (skillNames.some((n) => n.split(/\s+/)[0]!.toLowerCase() === lower)) return phrase;
  if (lexicon[lower] === undefined && !COMMON_ENDING.test(lower)) return phrase;
  const tags = firstWordTags(phrase);
  if (tags.includes('ProperNoun') || tags.includes('Place') || tags.includes('Person') || tags.includes('Organization'))
    return phrase;
  return `${lower}${first.slice(bare.length)} ${words.slice(1).join(' ')}`;
}
