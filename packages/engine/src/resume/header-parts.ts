import type { TitleIndex } from '../lookups/title-index.ts';
import { ORGANIZATION_WORDS, titleTokens } from '../lookups/title-words.ts';
import { foldCase } from '../text/normalize-text.ts';

/** Countries outside the United States, as resumes print them. */
export const COUNTRIES = `
  UK|U\\.K\\.|United Kingdom|England|Scotland|Wales|Ireland|Canada|Germany|France|Spain|Italy|Netherlands|Belgium|Switzerland|Austria|Sweden|Norway|
  Denmark|Finland|Poland|Portugal|Greece|Czech Republic|Czechia|Hungary|Romania|Ukraine|Russia|India|China|Japan|Singapore|Malaysia|Thailand|
  Hong Kong|Taiwan|South Korea|S\\.\\s?Korea|Korea|Republic of Korea|Australia|New Zealand|Brazil|Mexico|Argentina|Chile|Colombia|Peru|Israel|Turkey|
  T\u00fcrkiye|Turkiye|South Africa|Nigeria|Kenya|Ghana|Egypt|UAE|United Arab Emirates|Saudi Arabia|Qatar|Philippines|Indonesia|Vietnam|Pakistan|
  Bangladesh|Sri Lanka|Nepal|Jamaica|Gambia`
  .replace(/\n\s*/g, '')
  .replace(/\|$/, '');

const STATES_AND_COUNTRIES = [
  `AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC|Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming|USA|US|U\\.S\\.A?\\.?|United States`,
  COUNTRIES,
  `Ontario|Quebec|British Columbia|Alberta|Manitoba|Saskatchewan|Nova Scotia|New Brunswick|Newfoundland and Labrador|Newfoundland|Prince Edward Island|Yukon|ON|QC|BC|AB|MB|SK|NS|NB|NL|PE|PEI|YT|NT|NU|Maharashtra|Karnataka|Tamil Nadu|Telangana|Andhra Pradesh|Kerala|Gujarat|Haryana|Punjab|Delhi|NCR|Uttar Pradesh|West Bengal|Rajasthan|Madhya Pradesh|Odisha|Selangor|Johor|Penang|Sabah|Sarawak|Mazowieckie|Ma\u0142opolskie|Bavaria|Bayern|Berlin|NSW|Victoria|Queensland|England`,
].join('|');

/** 'Palo Alto, CA', 'San Francisco, California', 'Berlin, Germany', 'Toronto, ON', 'Gurgaon, Haryana', 'Remote': a place, then a state, province or country. */
export const LOCATION = new RegExp(
  `(?<![\\p{L}])(?:\\p{Lu}[\\p{L}.'-]+(?:\\s\\p{Lu}[\\p{L}.'-]+){0,2},\\s?(?:${STATES_AND_COUNTRIES})(?![\\p{L}])|Remote|Hybrid)(?![\\p{L}])`,
  'u',
);

/** LOCATION.exec, skipped when the text cannot hold a place (every place has a comma, or is 'Remote' / 'Hybrid'). */
export const findLocation = (text: string): RegExpExecArray | null =>
  text.includes(',') || text.includes('Remote') || text.includes('Hybrid') ? LOCATION.exec(text) : null;

/** Words that make a job title wherever they stand ('Research Intern', 'Co-Founder & CTO', 'President & CEO'). */
const ROLE_WORDS: ReadonlySet<string> = new Set([
  'intern',
  'internship',
  'trainee',
  'apprentice',
  'founder',
  'co-founder',
  'cofounder',
  'ceo',
  'cto',
  'cfo',
  'coo',
  'cio',
  'cmo',
  'cpo',
  'ciso',
  'vp',
  'svp',
  'evp',
  'president',
  'director',
  'manager',
  'lead',
  'head',
  'chief',
  'owner',
  'officer',
  'engineer',
  'developer',
  'analyst',
  'consultant',
  'specialist',
  'coordinator',
  'assistant',
  'nurse',
  'teacher',
  'instructor',
  'professor',
  'lecturer',
  'researcher',
  'scientist',
  'designer',
  'architect',
  'administrator',
  'technician',
  'representative',
  'agent',
  'clerk',
  'supervisor',
  'volunteer',
  'counselor',
  'counsellor',
  'accountant',
  'auditor',
  'attorney',
  'lawyer',
  'paralegal',
  'mechanic',
  'electrician',
  'chef',
  'cashier',
  'teller',
  'merchandiser',
  'planner',
  'recruiter',
  'advisor',
  'adviser',
  'tutor',
  'therapist',
  'pharmacist',
  'physician',
  'staff',
  'operator',
  'executive',
  'programmer',
  'editor',
  'writer',
  'producer',
  'strategist',
  'leader',
  'foreman',
]);

/** True when a text holds a word that makes a job title ('ASSISTANT DIRECTOR OF LAW', 'Research Intern'). */
export const hasRoleWord = (text: string) =>
  text.split(/[\s/&,-]+/).some((w) =>
    ROLE_WORDS.has(
      foldCase(w)
        .replace(/[^a-z-]/g, '')
        .replace(/s$/, ''),
    ),
  );

const LEAD_IN =
  /^(?:.{0,40}?\b(?:worked|working|served|serving|employed|experience|hired|hire|role|position|job|time|stint)\b.{0,20}?\b(?:as|for)\s+(?:an?\s+|the\s+)?|(?:as|was)\s+(?:an?\s+|the\s+))/i;
const SENTENCE_WORDS = 10;
/** Longest title made of roles joined with '&'. */
const TITLE_WORDS_JOINED = 13;

/** A piece of a role's header line, scored as a job title and as an employer. */
export interface HeaderPart {
  readonly text: string;
  readonly titleScore: number;
  readonly employerScore: number;
  readonly isSentence: boolean;
}

/** Removes 'Worked as a', 'Previously employed as' lead-ins: 'Worked as a Survey Researcher' -> 'Survey Researcher'. */
export function stripLeadIn(text: string): string {
  const m = LEAD_IN.exec(text);
  return m && m[0].length < text.length - 2 ? text.slice(m[0].length).trim() : text;
}

export function scoreTitle(text: string, titles: TitleIndex): number {
  const words = text.split(/\s+/).filter(Boolean);
  // a title runs to 8 words, longer only when it joins roles ('Founding Member & Site Reliability Engineer & Team Lead'); never a sentence
  if (words.length === 0 || words.length > (text.includes('&') ? 12 : 8) || /[.!?]\s+\p{Lu}/u.test(text)) return 0;
  // 'Acme Health Systems' is an organisation; 'Director of Infrastructure Division' is still a title
  if (
    ORGANIZATION_WORDS.has(foldCase(words[words.length - 1]!).replace(/[^a-z]/g, '')) &&
    !(hasRoleWord(text.split(/\s+of\s+/)[0]!) && /\sof\s/.test(text))
  )
    return 0;
  const tokens = titleTokens(text);
  const floor = hasRoleWord(text) ? 2 : 0;
  if (tokens.length === 0) return floor;
  const last = tokens[tokens.length - 1]!;
  if (titles.exact.has(tokens.join(' '))) return 3;
  if ((titles.headWords.get(last) ?? 0) >= 3) return 2;
  return Math.max(floor, tokens.some((t) => (titles.headWords.get(t) ?? 0) >= 20) ? 1 : 0);
}

export function scoreEmployer(text: string, context: { afterAt: boolean }): number {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 7) return 0;
  if (context.afterAt) return 3;
  if (words.some((w) => ORGANIZATION_WORDS.has(foldCase(w).replace(/[^a-z]/g, '')))) return 2;
  return /^[A-Z0-9"'“]/.test(text) ? 1 : 0;
}

const AS_TITLE =
  /\b(?:as|in the role of|roles? (?:in|of)|position of)\s+(?:an?\s+|the\s+)?([A-Za-z][\w&/+#.'-]*(?:\s+[\w&/+#.'-]+){0,7}?)\s*(?=\s(?:from|between|in|since|during|for|at|with|until|and\s+(?:as|then))\b|[,(;.]|\s*$|\s+\d)/i;

/**
 * A title named in prose: 'Worked as a private detective and investigator from 2019-2022' ->
 * 'private detective and investigator'. The line must still contain its date for the title to count.
 */
export function titleInProse(line: string, titles: TitleIndex): HeaderPart | null {
  const m = AS_TITLE.exec(line);
  if (!m) return null;
  const text = m[1]!.replace(/\s*\([^)]*$/, '').replace(/[\s,-]+$/, '');
  if (text.split(/\s+/).length > 8) return null;
  return { text, titleScore: Math.max(1, scoreTitle(text, titles)), employerScore: 0, isSentence: false };
}

/** Company suffixes and abbreviations that a comma or a full stop does not end: 'Omnious. Co., Ltd.', 'Sr. Merchandiser'. */
const ABBREVIATION = '(?:Inc|Ltd|Co|Corp|LLC|LLP|PLC|GmbH|AG|SA|Pvt|Sr|Jr|St|Dr|Mr|Mrs|Ms|No|Dept|Univ)';
const HEADER_SEPARATORS = new RegExp(
  [
    String.raw`\s{3,}`,
    String.raw`\s*[|•·]\s*`,
    String.raw`\s+[-\u2013\u2014]+\s+`,
    String.raw`\s+(?=(?:at|@)\s)`,
    String.raw`,\s+(?!${ABBREVIATION}\b)(?=[A-Z]|(?:where|which|who|while|focusing|responsible|managing|working|handling|leading|developing|including|specializing|overseeing)\b)`,
    String.raw`\s*:\s+`,
    String.raw`(?<!\b${ABBREVIATION})\.\s+(?!${ABBREVIATION}\b)(?=[A-Z])`,
  ].join('|'),
);

/** The same separators, kept in the split's output. */
const HEADER_SPLIT = new RegExp(`(${HEADER_SEPARATORS.source})`);

const SENTENCE_BREAK = new RegExp(String.raw`(?<!\b${ABBREVIATION})[.!?]\s+(?!${ABBREVIATION}\b)[A-Z]`);
/** Labels inside a role, never its title or employer: 'Responsibilities:', 'Role and Responsibilities', 'Key Contributions'. */
const LABEL_WORDS =
  /^(?:(?:key\s+)?(?:roles?|responsibilities|duties|contributions|achievements|accomplishments|highlights|tasks|projects?|summary|description)(?:\s+(?:and|&)\s+\w+)?|role and responsibilities)$/i;

/** Drops a closing bracket only when it closes nothing: 'Pay Inc. (KarrotPay)' keeps it. */
const trimUnbalanced = (text: string) =>
  (text.match(/\(/g) ?? []).length >= (text.match(/\)/g) ?? []).length ? text : text.replace(/\)+$/, '');

/** Headers already split, per title index (the parser asks about the same line from several steps): bounded, pure. */
const SPLIT_CACHE = new WeakMap<TitleIndex, Map<string, readonly HeaderPart[]>>();

/** Splits a role header (dates already removed) into parts: columns, '|', ' - ', ',', ' at ', '@'. */
export function splitHeader(text: string, titles: TitleIndex): HeaderPart[] {
  let cache = SPLIT_CACHE.get(titles);
  if (!cache) SPLIT_CACHE.set(titles, (cache = new Map()));
  let parts = cache.get(text);
  if (!parts) {
    if (cache.size >= 4000) cache.clear();
    parts = readHeader(text, titles);
    cache.set(text, parts);
  }
  return [...parts];
}

function readHeader(text: string, titles: TitleIndex): HeaderPart[] {
  const parts: HeaderPart[] = [];
  // the separators are kept (odd places): a title printed with a dash or a comma inside it is joined back below
  const pieces = text.split(HEADER_SPLIT);
  // the separator before each part when it can join a title ('-', ','), else null
  const separators: Array<string | null> = [];
  let skipped = false;
  let afterLabel = false;
  for (let k = 0; k < pieces.length; k += 2) {
    const raw = pieces[k]!;
    const separator = pieces[k - 1];
    let piece = raw
      .replace(/\((?:remote|hybrid|on-?site|contract|full[- ]time|part[- ]time)\)/gi, ' ')
      .replace(/^[\s"'[*_#\-\u2013\u2014]+|[\s"'\]*_:,;.\-\u2013\u2014]+$/g, '')
      .replace(/^\((?=[^)]*$)/, '')
      .replace(/\s+(?:from|between|since|during|in|at|until)$/i, '')
      .replace(/\s*\([^)]*$/, '')
      .trim();
    piece = trimUnbalanced(piece);
    const afterAt = /^(?:at|@)\s/.test(piece);
    if (afterAt) piece = piece.replace(/^(?:at|@)\s+/, '');
    piece = stripLeadIn(piece);
    if (!piece || /^\d+[.)]?$/.test(piece)) {
      skipped = true;
      continue;
    }
    const words = piece.split(/\s+/);
    const roleName = isTitleCase(words) && hasRoleWord(piece);
    // 'Managed the company's systems', 'Developed network strategies': a description, not a title or employer
    const startsWithVerb =
      (words.length >= 3 || (words.length === 2 && /^\p{Ll}/u.test(words[1]!))) &&
      /^[A-Z]?[a-z]+(?:ed|ing)$/.test(words[0]!) &&
      !/^(?:Red|United|Limited|Advanced|Applied|Integrated|Automated|Certified|Licensed)$/.test(words[0]!) &&
      // 'Marketing Specialist & Senior Account Manager', 'Managing Director', 'Founding Member & Team Lead' name a role
      !roleName;
    // what follows 'Responsibilities:' describes the role
    // roles joined with '&' make a long title ('Founding Member & Site Reliability Engineer & Infrastructure Team Lead')
    const isLong = words.length >= (roleName && piece.includes('&') ? TITLE_WORDS_JOINED : SENTENCE_WORDS);
    const isSentence = afterLabel || isLong || SENTENCE_BREAK.test(piece) || startsWithVerb || LABEL_WORDS.test(piece);
    afterLabel ||= LABEL_WORDS.test(piece);
    separators.push(separator !== undefined && JOINING.test(separator) && !afterAt && !skipped ? separator : null);
    skipped = false;
    parts.push({
      text: piece,
      titleScore: isSentence ? 0 : scoreTitle(piece, titles),
      employerScore: isSentence ? 0 : scoreEmployer(piece, { afterAt }),
      isSentence,
    });
  }
  return joinTitleRun(parts, separators);
}

/** Separators inside a title as printed: 'Athlete - Retail Associate', 'Manager, Assistant, Manager-in-Training'. */
const JOINING = /^\s*(?:,|[-\u2013\u2014]+)\s*$/;
const SMALL_WORDS = /^(?:of|and|for|the|in|to|at|on|de|du|&|\/|-)$/i;
const isTitleCase = (words: readonly string[]) => words.every((w) => /^[\p{Lu}\d(&/]/u.test(w) || SMALL_WORDS.test(w));

/**
 * A header whose parts, cut at dashes or commas, are every one a role and nothing else ('Internship - Credit
 * Officer', 'Manager, Assistant, Manager-in-Training') is one title as printed; a part that names an employer
 * ('Software Engineer - Google', 'Nurse, Mercy Hospital') or a place keeps the cut.
 */
function joinTitleRun(parts: readonly HeaderPart[], separators: ReadonlyArray<string | null>): HeaderPart[] {
  const isRole = (p: HeaderPart) =>
    !p.isSentence && p.employerScore < 2 && (p.titleScore === 3 || (p.titleScore === 2 && hasRoleWord(p.text)));
  if (parts.length < 2 || !separators.slice(1).every((s) => s !== null) || !parts.every(isRole)) return [...parts];
  const text = parts
    .map((p, k) =>
      k === 0 ? p.text : `${separators[k]!.trim() === ',' ? ', ' : ` ${separators[k]!.trim()} `}${p.text}`,
    )
    .join('');
  return [{ text, titleScore: Math.max(...parts.map((p) => p.titleScore)), employerScore: 0, isSentence: false }];
}
