import {
  DUTY_HEAD_WORDS,
  POSTING_HEADINGS,
  PREFERRED_HEAD_WORDS,
  REQUIREMENT_HEAD_WORDS,
  type PostingPart,
} from './posting-heading-words.ts';

export { POSTING_HEADINGS, POSTING_PARTS, type PostingPart } from './posting-heading-words.ts';

const INDEX: ReadonlyMap<string, PostingPart> = new Map(
  Object.entries(POSTING_HEADINGS).flatMap(([part, wordings]) =>
    wordings.map((w) => [w, part as PostingPart] as const),
  ),
);

/** A heading in its comparison form: lower case, no accents, '&' as 'and', punctuation as spaces. */
export function foldHeading(heading: string): string {
  // plain ASCII (most headings) has no accents to take off
  const bare = /^[\x20-\x7e]*$/.test(heading) ? heading : heading.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return bare
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The part a heading opens: its wording in POSTING_HEADINGS, else a short heading's telling words ('Academic and Clinical Qualifications'). */
export function postingPartOfHeading(heading: string, options: { exactOnly?: boolean } = {}): PostingPart | null {
  const key = foldHeading(heading);
  const exact = INDEX.get(key);
  if (exact || options.exactOnly) return exact ?? null;
  const words = key.split(' ');
  if (words.length === 0 || words.length > 5 || !key) return null;
  const last = words[words.length - 1]!;
  const lastTwo = words.slice(-2).join(' ');
  if (
    words.some((w) => PREFERRED_HEAD_WORDS.has(w)) &&
    (REQUIREMENT_HEAD_WORDS.has(last) || last === 'experience' || last === 'education')
  )
    return 'preferred';
  if (REQUIREMENT_HEAD_WORDS.has(last) || REQUIREMENT_HEAD_WORDS.has(lastTwo)) {
    if (/\bphysical\b/.test(key)) return 'other';
    // 'Job Summary and Qualifications', 'Duties and Qualifications' open the job's duties, with requirements among them (each item says which it is)
    return /\b(?:summary|description|overview|duties|responsibilities)\b/.test(key)
      ? 'responsibilities'
      : 'requirements';
  }
  if (DUTY_HEAD_WORDS.has(last)) return 'responsibilities';
  if (words[0] === 'about' && words.length <= 4) return 'company';
  if (/^(?:why (?:join|work)|life at|working at)\b/.test(key)) return 'benefits';
  return null;
}

/**
 * A sentence ending in ':' that introduces a list ('We would love to hear from you if you have:', 'During your
 * first year, your goals will include:'): the part its last words open. Checked in order: preferred wordings
 * end like requirements ones ('bonus points if you have').
 */
const LEAD_INS: ReadonlyArray<readonly [PostingPart, RegExp]> = [
  [
    'preferred',
    /\b(?:bonus points? if you (?:have|bring)|(?:it s )?a plus if you (?:have|bring)|even better if you (?:have|bring)|ideally you (?:have|bring|ll have|will have)|nice if you (?:have|bring))$/,
  ],
  [
    'benefits',
    /\b(?:we offer|we ll offer|we will offer|we provide|you ll get|you will get|you ll enjoy|you will enjoy|benefits include|perks include|in return)$/,
  ],
  [
    'requirements',
    /\b(?:if you have|you have|you will have|you ll have|you will possess|you bring|you ll bring|you will bring|you ll need|you will need|you need|you should have|you must have|we re looking for|we are looking for|we look for|we re seeking|we are seeking|the ideal candidate (?:will )?(?:have|has|possess|possesses|bring|brings)|candidates? (?:must|should|will) have|qualifications include|requirements include|requirements are|you possess)$/,
  ],
  [
    'responsibilities',
    /\b(?:you will|you ll|your goals will include|goals include|responsibilities include|responsibilities will include|duties include|duties will include|your (?:work|role|day) will include|you will be responsible for|you ll be responsible for|the role involves|this role involves|the role includes|this role includes)$/,
  ],
];

export function postingPartOfLeadIn(sentence: string): PostingPart | null {
  const key = foldHeading(sentence);
  if (key.split(' ').length > 16) return null;
  return LEAD_INS.find(([, pattern]) => pattern.test(key))?.[0] ?? null;
}

/** Cue phrases inside an item that make it optional or mandatory whatever its section says. */
export const NICE_CUES =
  /\b(?:preferred|preferably|a plus|is a plus|are a plus|nice[- ]to[- ]have|bonus|desirable|desired|ideally|good to have|an advantage|advantageous|helpful|beneficial|not required|optional|would be great|is an asset|an asset|a bonus|plus if|highly desirable|meriterande|von vorteil|wunschenswert|wünschenswert|idealerweise|un plus|souhait[ée]e?s?|appr[ée]ci[ée]e?s?)\b/i;
export const MUST_CUES =
  /\b(?:required|requires|must|minimum|at least|essential|mandatory|need to|necessary|needed|shall|erforderlich|vorausgesetzt|obligatoire|exig[ée]e?s?)\b/i;
