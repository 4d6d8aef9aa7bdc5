import nlp from 'compromise';
import type { ParsedPosting } from '../../posting/parse-posting.ts';
import { extractPostingItems, type PostingItem } from '../../posting/posting-items.ts';
import { sayInFirstPerson } from '../shared/first-person.ts';
import { lowerFirst } from '../shared/text-helpers.ts';
import { wholeSentence } from './letter-sentence.ts';

/**
 * What the letter says draws the candidate to the role, taken from the posting's own words: its
 * mission ('on a mission to help analysts ...'), its commitment ('we are committed to caring for
 * patients ...'), what the company is ('Apex is an environmental consulting firm that ...'), or else
 * the work the role does ('Teach NCLEX preparation sessions ...'). `phrase` is the posting's words as
 * they fit the letter's sentence; `sentence` is the posting's sentence it rests on.
 */
export const WHY_KINDS = ['mission', 'commitment', 'identity', 'work'] as const;
export type WhyKind = (typeof WHY_KINDS)[number];

export interface WhySource {
  readonly kind: WhyKind;
  readonly phrase: string;
  readonly sentence: string;
}

const MAX_PHRASE_WORDS = 18;
/** The parts of a posting that speak about the company or the role, not the candidate or the benefits. */
const ABOUT_PARTS: ReadonlySet<PostingItem['part']> = new Set(['company', 'summary']);
const WORK_PARTS: ReadonlySet<PostingItem['part']> = new Set(['responsibilities', 'summary']);
/** A phrase that speaks to the reader or as 'we', a figure, or a link: not words the candidate can repeat as theirs. */
const NOT_REPEATABLE = /\b(?:we|we're|us|our|ours|you|your|yours|i|my|must|will|should|may|can)\b|\d|https?:|www\.|@/i;
/** Where a description of what the company is ends as a noun phrase: the relative clause or participle after it. */
const NOUN_PHRASE_END =
  /\s+(?:that|which|who|whose|where|with|offering|providing|helping|serving|dedicated|committed|focused|based|headquartered|known|founded|since)\b.*$|,\s*(?:and|which|who|where|with)\b.*$/i;

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** A phrase the letter can carry: short, whole, and nothing the candidate could not say in their own name. */
export { isEnglishPhrase } from '../../text/english-phrase.ts';

function usablePhrase(phrase: string | undefined): string | null {
  const clean = phrase
    ?.replace(/\s+/g, ' ')
    .replace(/[.!?;:,\s]+$/, '')
    .trim();
  if (!clean || words(clean) < 2 || words(clean) > MAX_PHRASE_WORDS || NOT_REPEATABLE.test(clean)) return null;
  return wholeSentence(`Do ${clean}`) ? clean : null;
}

const HIRING_TO = /\b(?:hiring|looking for|seeking|searching for|recruiting)\b[^.;!?]*?\bto\s+([a-z][^.;!?]+)/i;
const MISSION = /\bmission\s+(?:is\s+)?(to|of)\s+([^.;!?]+)/i;
const COMMITMENT =
  /\b(?:are|is|we're|remain|stay)\s+(?:deeply\s+|fully\s+|truly\s+)?(?:committed|dedicated)\s+to\s+([^.;!?]+)/i;

function missionOrCommitment(text: string): Pick<WhySource, 'kind' | 'phrase'> | null {
  const mission = MISSION.exec(text);
  const missionPhrase = usablePhrase(mission?.[2]);
  if (mission && missionPhrase) return { kind: 'mission', phrase: `${mission[1]!.toLowerCase()} ${missionPhrase}` };
  const commitment = usablePhrase(COMMITMENT.exec(text)?.[1]);
  return commitment ? { kind: 'commitment', phrase: commitment } : null;
}

/** 'Apex is an environmental consulting firm that offers ...' -> 'an environmental consulting firm' (only with the company's name as the subject). */
function identity(text: string, company: string | null): string | null {
  if (!company) return null;
  const at = text.indexOf(`${company} is `);
  if (at < 0 || !/^(?:|.*[.:!?]\s+)$/.test(text.slice(0, at))) return null;
  const described = /^(an?\s+[^.;!?]+)/.exec(text.slice(at + company.length + 4))?.[1]?.replace(NOUN_PHRASE_END, '');
  return described && words(described) >= 3 ? usablePhrase(described) : null;
}

/** A duty of the role as something the candidate would do: 'Teaches algebra to grade 8' -> 'teach algebra to grade 8'. */
function work(item: PostingItem): string | null {
  if (!item.heading && item.part === 'summary') return null;
  const sentence = wholeSentence(item.text);
  const said =
    sentence && !/\b(?:responsible|required|requirements?|qualifications?)\b/i.test(sentence)
      ? sayInFirstPerson(sentence, 'present', { keepPast: false })
      : null;
  // 'design, coding, unit testing and implement': a series whose parts are not all verbs does not read as one
  if (!said || !/^[a-z]/.test(said) || /^[a-z]+,\s*(?:[a-z]+\s+)?[a-z]+ing\b/.test(said)) return null;
  // 'Work involves planning ...', 'Role includes ...': a noun and its verb describe the job; compromise reads the second word as the verb
  if (nlp(said).terms().eq(1).has('#PresentTense') && /^[a-z]+\s+[a-z]+s\b/.test(said)) return null;
  return usablePhrase(lowerFirst(said));
}

/** The posting's best reason to want the role, in the order a careful writer would reach for one; null when it gives none. */
export function findWhySource(posting: ParsedPosting): WhySource | null {
  const { items } = extractPostingItems(posting.text);
  const about = items.filter((i) => ABOUT_PARTS.has(i.part));
  for (const item of about) {
    const found = missionOrCommitment(item.text);
    if (found) return { ...found, sentence: item.text };
  }
  for (const item of about) {
    const phrase = identity(item.text, posting.company);
    if (phrase) return { kind: 'identity', phrase, sentence: item.text };
  }
  for (const item of items.filter((i) => WORK_PARTS.has(i.part))) {
    const phrase = work(item);
    if (phrase) return { kind: 'work', phrase, sentence: item.text };
  }
  // 'We are hiring a Senior Backend Engineer to build the payment platform': the work the hire is for
  for (const item of about) {
    const phrase = usablePhrase(HIRING_TO.exec(item.text)?.[1]);
    if (phrase) return { kind: 'work', phrase, sentence: item.text };
  }
  return null;
}
