import { lookupVerb } from '../shared/verb-lexicon.ts';
import { isEnglishVerb } from './verb-forms.ts';

/** Nouns whose verb the suffix rules below do not reach. */
const IRREGULAR: ReadonlyMap<string, string> = new Map([
  ['maintenance', 'maintain'],
  ['analysis', 'analyze'],
  ['oversight', 'oversee'],
  ['administration', 'administer'],
  ['sale', 'sell'],
  ['sales', 'sell'],
  ['delivery', 'deliver'],
  ['resolution', 'resolve'],
  ['acquisition', 'acquire'],
  ['execution', 'execute'],
  ['facilitation', 'facilitate'],
]);

/** Nouns made from verbs, as suffix rules: 'management' -> 'manage', 'preparation' -> 'prepare', 'inspection' -> 'inspect'. */
const SUFFIXES: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/ment$/, ['']],
  [/ation$/, ['ate', 'e', '']],
  [/ition$/, ['ite', 'e']],
  [/uction$/, ['uce', 'uct']],
  [/ution$/, ['ute']],
  [/etion$/, ['ete']],
  [/sion$/, ['se', 'de', 't']],
  [/ion$/, ['']],
  [/al$/, ['e', '']],
  [/ing$/, ['', 'e']],
];

/** Nouns that are verbs as they stand ('the design of', 'the audit of'). */
const SAME_WORD: ReadonlySet<string> = new Set([
  'design',
  'audit',
  'review',
  'launch',
  'redesign',
  'overhaul',
  'upgrade',
  'update',
  'repair',
  'support',
]);

/** Nouns that end like actions but name things ('the station of', 'the information of'). */
const NOT_ACTIONS: ReadonlySet<string> = new Set(
  'station nation ration information relation position condition edition tradition portion section function question region capital total general material potential principal proposal rational national original'.split(
    ' ',
  ),
);

const isVerb = (word: string) => lookupVerb(word)?.base === word;

/**
 * The verb a noun of action is made from ('development' -> 'develop'), or null: resume verbs first,
 * then verbs compromise's rules conjugate back to the same word. 'Responsible for the development of
 * the app' becomes 'Developed the app'.
 */
export function verbFromNoun(noun: string): string | null {
  const word = noun.toLowerCase();
  if (IRREGULAR.has(word)) return IRREGULAR.get(word)!;
  if (NOT_ACTIONS.has(word)) return null;
  if (SAME_WORD.has(word)) return word;
  const candidates: string[] = [];
  for (const [suffix, endings] of SUFFIXES) {
    if (!suffix.test(word)) continue;
    for (const ending of endings) candidates.push(word.replace(suffix, ending));
    break;
  }
  return (
    candidates.find(isVerb) ?? candidates.find((c) => c.length > 3 && isEnglishVerb(c, { isFromText: false })) ?? null
  );
}
