import nlp from 'compromise';
import type { ParsedPosting } from '../../posting/parse-posting.ts';
import type { Requirement } from '../../posting/extract-requirements.ts';
import { openingVerb } from '../resume-improvement/bullet-tense.ts';
import { isEnglishPhrase } from '../../text/english-phrase.ts';
import { asVerbPhrase, midSentence, NOUN_OR_VERB } from './phrase-kind.ts';
import { completeLabel } from './complete-label.ts';
import { balanceBrackets } from './tidy-text.ts';

/** Words that end a phrase cut short ('ability to work with diverse groups of'): trimmed off the label. */
const DANGLING =
  /[\s,;:/&-]+(?:of|and|or|with|to|the|a|an|for|in|on|at|by|as|from|like|such|such as|including|e\.g\.?)?\s*$/i;
/** A label that starts like the middle of a sentence ('as an Instructor or similar role', 'must be able'). */
const SENTENCE_MIDDLE =
  /^(?:as|in|of|to|for|with|at|by|on|and|or|from|including|such|e\.g|must|will|should|may|can|be|is|are|this|that|which|if|when|while|please|visit|click)\b/i;
/** A heading read as an item ('Certification and Licensure Requirements'). */
const HEADING = /\b(?:requirements|qualifications|responsibilities|duties)$/i;
/** A full clause ('It is not intended to be', 'accommodations may be made'), not the name of a skill or duty. */
const CLAUSE = /\b(?:may|might|shall|will|would|should|can|could|is|are|was|were|be|been|does|do|has|have|offers)\b/i;
/** How a requirement says it is wanted, trimmed off its end ('coach a sport is desired'). */
const WANTED = /\s+(?:is|are)\s+(?:desired|preferred|required|a plus|an asset|helpful|ideal|essential|necessary)$/i;
/** How a requirement is introduced, trimmed off its start ('Requires knowledge of', 'Possession of'). */
const INTRO =
  /^(?:requires?|required|must have|needs?|possession of|proven|demonstrated)\s+(?:(?:knowledge|experience|understanding) (?:of|in|with)\s+)?/i;
/** The posting talking to the reader ('If you are passionate about ...', 'Your Know-How'): prose, not a skill. */
const ADDRESSES_READER = /\b(?:you|your|we|our|us)\b/i;
/** Labels that name no skill or duty: headings, the job's logistics, generic words. */
const GENERIC = new Set(
  'professional passion schedule job type subject area requirements qualifications qualification experience skills skill ability abilities knowledge travel benefits compensation salary pay location duties responsibilities position role candidate candidates applicants team work others etc other related field area areas industry excellent strong good plus bonus preferred required equivalent'.split(
    ' ',
  ),
);
const GENERIC_PHRASES =
  /^(?:job type|subject area|work location|work schedule|job description|pay rate|start date|the ideal candidate|similar role|related field|years? of experience)$/i;
/** The posting's logistics, benefits and boilerplate, never a requirement to ask about. */
export const NOT_A_REQUIREMENT = new RegExp(
  [
    'compensation',
    'salary',
    'pay(?:ing)? (?:rate|range)',
    'per hour',
    'benefits (?:package|include)',
    'competitive benefits',
    '401\\s?\\(?k\\)?',
    'paid time off',
    'pto',
    '(?:health|dental|vision|life|medical) insurance',
    'travel(?:ing)? \\d+',
    'tuition reimbursement',
    'we offer',
    'equal (?:opportunity|employment)',
    'without regard',
    'reasonable accommodation',
    'apply (?:now|today|online|here)',
    'how to apply',
    'application (?:deadline|process)',
    'deadline:',
    'job type',
    'full[- ]?time',
    'part[- ]?time',
    'fully remote',
    '100% remote',
    'remote (?:work|position|role|first|friendly)',
    'hybrid',
    'on-?site',
    'travel (?:may|up to|is)',
    '(?:night|day|evening|rotating|weekend) shifts?',
    'schedule:',
    'e-?verify',
    'background check',
    'drug (?:test|screen)',
    'diversity',
    'inclusion',
    'inclusive',
    'we believe',
    'monday',
    'tuesday',
    'wednesday',
    'thursday',
    'friday',
    'saturday',
    'sunday',
    'weekends?',
    'per week',
    'overtime',
    '(?:vision|medical|health|wellness|dental) benefits?',
    'wellness',
    'reasonable accommodations?',
    'criminal (?:history|record|background)',
    'background (?:investigation|screening)',
    'tuberculosis',
    '(?:tb|drug) (?:test|screening)',
    'fingerprint\\w*',
    'transcripts?',
    'references? from',
    'child protective services',
    'convicted',
    'years? of age',
    'years? old',
    '(?:end|start|posting|closing) date',
    'job posting',
    'application details',
    'interviews?',
    'interview dates',
    'max\\.? \\d+ words',
    'cv',
    'cover letter',
    'est',
    'cst',
    'pst',
    'mst',
    'gmt',
    'cet',
    'utc',
  ]
    .map((p) => `\\b${p}\\b`)
    .join('|'),
  'i',
);

const adjectives = new Map<string, boolean>();
/** A label cut after an adjective ('create a dynamic', 'making a positive', 'much more'): compromise reads the last word as an adjective and not a noun. */
function endsCutOff(topic: string): boolean {
  const last = /([A-Za-z-]+)\W*$/.exec(topic)?.[1]?.toLowerCase() ?? '';
  if (/\b(?:much|more|etc|others)$/i.test(topic)) return true;
  if (!last || /^[A-Z]/.test(/([A-Za-z-]+)\W*$/.exec(topic)![1]!)) return false;
  if (!adjectives.has(last)) adjectives.set(last, nlp(last).has('#Adjective') && !nlp(last).has('#Noun'));
  return adjectives.get(last)!;
}

/**
 * A duty named by its verb ('Meet state guidelines', 'Remains current in HR trends', 'multi-task and
 * manage') as a noun phrase a question can name: 'the ability to meet state guidelines'. compromise
 * tells a verb phrase from a noun phrase ('track record in development', 'process improvement' stay as
 * they are); a title-case name stays as it is, and a capital that does not belong mid-sentence goes.
 */
function asNounPhrase(topic: string, skillNames: readonly string[]): string {
  const first = /^[A-Za-z]+/.exec(topic)?.[0] ?? '';
  const lower = first.toLowerCase();
  const words = topic.split(/\s+/);
  // a name ('Excel', 'Go', 'Excel and Word') is never a verb here
  if (words.length === 1 || skillNames.some((n) => n.toLowerCase().split(/\s+/)[0] === lower)) return topic;
  const verbPhrase = asVerbPhrase(topic);
  // a word as often a noun as a verb ('work', 'report') is a verb only when its own sentence shows it
  if (verbPhrase && (!NOUN_OR_VERB.has(lower) || openingVerb(topic) || !/^[A-Z]/.test(first)))
    return `the ability to ${verbPhrase}`;
  return midSentence(topic, skillNames);
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim();

/**
 * What a requirement asks for, as a short phrase a question can name ('Kubernetes and Docker', 'BLS
 * certification'), or null when its label is no real skill or duty: a single word that names no
 * vocabulary skill ('professional', 'passion'), the company, its city, the schedule, benefits or
 * boilerplate, or a fragment cut mid-sentence (a label cut inside a phrase is first made whole from the
 * requirement's text: complete-label.ts). Questions are asked only about topics.
 */
export function requirementTopic(
  r: Pick<Requirement, 'label' | 'skills'> & { readonly text?: string },
  posting: Pick<ParsedPosting, 'company' | 'location'>,
): string | null {
  // a bracket never closed was cut with the text: the label ends before it ('Bachelor's degree in English (Master's')
  let topic = balanceBrackets(
    completeLabel(r.label, r.text)
      .replace(/["“”]/g, '')
      .replace(/\((?![^()]*\))[^]*$/, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
  for (let previous = ''; previous !== topic;) {
    previous = topic;
    topic = topic
      .replace(DANGLING, '')
      .replace(WANTED, '')
      .replace(/^[^A-Za-z0-9(]+/, '')
      .replace(INTRO, '')
      .trim();
  }
  // a clause after ';' qualifies the ask ('analytical skills; this includes comfort with pivot tables'): the topic is its head
  topic = topic
    .split(/\s*;\s*/)[0]!
    .replace(/[.;:,!?]+$/, '')
    .trim();
  // 'Client focused - excellent customer service', 'Online - outstanding computer knowledge': a one- or two-word heading before what is asked
  topic = topic.replace(/^[A-Za-z]+(?:\s[A-Za-z]+)?\s+[-–]\s+(?=\S.{6,})/, '');
  // 'Scaling GPU clusters' reads mid-sentence as 'scaling GPU clusters'; a name ('Python', 'SQL') keeps its capital
  if (/^[A-Z][a-z]+ing\b/.test(topic)) topic = topic[0]!.toLowerCase() + topic.slice(1);
  // 'English, English': an item repeated once
  topic = [...new Set(topic.split(/\s*,\s*/))].join(', ');
  const words = topic.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 10 || (topic.match(/,/g) ?? []).length > 2 || !/[A-Za-z]{2}/.test(topic))
    return null;
  if (
    SENTENCE_MIDDLE.test(topic) ||
    HEADING.test(topic) ||
    ADDRESSES_READER.test(topic) ||
    CLAUSE.test(topic) ||
    endsCutOff(topic) ||
    GENERIC_PHRASES.test(topic) ||
    NOT_A_REQUIREMENT.test(topic)
  )
    return null;
  if (words.every((w) => GENERIC.has(w.toLowerCase()))) return null;
  // a single word is a topic only when it names a vocabulary skill ('Python', 'Excel'), not 'professional' or 'Schedule'
  if (words.length === 1 && !r.skills.some((s) => norm(s.name) === norm(topic))) return null;
  const company = posting.company ? norm(posting.company) : '';
  if (company && (norm(topic) === company || norm(topic).includes(company))) return null;
  const city = posting.location.text ? norm(posting.location.text.split(',')[0]!) : '';
  if (city && (norm(topic) === city || norm(topic) === norm(posting.location.text!))) return null;
  // the posting's words in another language are quoted as such, not read as English ('selbstständige Arbeitsweise')
  if (!isEnglishPhrase(topic)) return `'${topic}'`;
  return asNounPhrase(
    topic,
    r.skills.map((s) => s.name),
  );
}
