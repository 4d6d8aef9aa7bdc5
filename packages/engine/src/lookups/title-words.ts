import { foldCase } from '../text/normalize-text.ts';

/** Abbreviations in job titles, expanded before comparison. */
export const TITLE_ABBREVIATIONS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    sr: 'senior',
    snr: 'senior',
    jr: 'junior',
    admin: 'administrator',
    eng: 'engineer',
    engr: 'engineer',
    dev: 'developer',
    mgr: 'manager',
    asst: 'assistant',
    assoc: 'associate',
    rep: 'representative',
    tech: 'technician',
    coord: 'coordinator',
    spec: 'specialist',
    exec: 'executive',
    vp: 'vice president',
    svp: 'senior vice president',
    evp: 'executive vice president',
    swe: 'software engineer',
    sde: 'software development engineer',
    pm: 'product manager',
    qa: 'quality assurance',
    hr: 'human resources',
    dir: 'director',
    acct: 'accountant',
    supv: 'supervisor',
    sup: 'supervisor',
    ops: 'operations',
    devops: 'devops',
    frontend: 'front end',
    backend: 'back end',
    fullstack: 'full stack',
  }),
);

/** Words that qualify a title's level rather than its occupation; dropped when normalizing. */
export const LEVEL_WORDS: ReadonlySet<string> = new Set([
  'senior',
  'junior',
  'lead',
  'principal',
  'staff',
  'head',
  'chief',
  'entry',
  'level',
  'mid',
  'intern',
  'internship',
  'trainee',
  'apprentice',
  'i',
  'ii',
  'iii',
  'iv',
  'v',
  '1',
  '2',
  '3',
  '4',
  'remote',
  'hybrid',
  'contract',
  'contractor',
  'temporary',
  'temp',
  'part',
  'full',
  'time',
  'freelance',
  'experienced',
  'new',
  'grad',
  'graduate',
]);

/** Phrases in which a level word names the job, not its level: a junior high is a middle school, full stack is not full time. */
export const LEVEL_WORD_NAMES: ReadonlySet<string> = new Set([
  'junior high',
  'junior college',
  'head start',
  'full stack',
]);

/** Words no title is told apart by, dropped always: 'Designers, All Other' is any designer. */
const TITLE_STOPWORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'of',
  'and',
  'for',
  'in',
  'at',
  'to',
  'with',
  'or',
  'as',
  '&',
  'all',
  'other',
  'others',
]);

/** Singular form of a title word ('researchers' -> 'researcher', 'analyses' stays close enough). */
export function singular(word: string): string {
  if (word.length <= 3 || /(ss|us|is|ics)$/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return word.slice(0, -3) + 'y';
  if (/(ches|shes|xes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/**
 * The comparison tokens of a job title: folded, abbreviations expanded, parentheticals and level words
 * dropped (except in LEVEL_WORD_NAMES), singular. 'Sr. Systems Admin (Remote)' -> ['system', 'administrator'].
 */
export function titleTokens(title: string, options: { keepLevel?: boolean } = {}): string[] {
  const forms = titleTokenForms(title);
  return options.keepLevel ? forms.full : forms.stripped;
}

/** A title's tokens with level words kept (`full`) and dropped (`stripped`), read once. */
export function titleTokenForms(title: string): { full: string[]; stripped: string[] } {
  const folded = foldCase(title);
  const cleaned =
    folded.includes('(') || folded.includes('/')
      ? folded.replace(/\([^)]*\)/g, ' ').replace(/\b[mfwdx](?:\/[mfwdx]){1,2}\b/g, ' ')
      : folded;
  const parts: string[] = [];
  // titles are compared only with titles, so a plain split is enough (and fast for 67,000 of them)
  for (const word of cleaned.split(/[^a-z0-9+#]+/)) {
    if (!word) continue;
    const expanded = TITLE_ABBREVIATIONS.get(word) ?? word;
    for (const part of expanded.split(' ')) if (!TITLE_STOPWORDS.has(part)) parts.push(part);
  }
  const full: string[] = [];
  const stripped: string[] = [];
  parts.forEach((part, i) => {
    const token = singular(part);
    full.push(token);
    if (!LEVEL_WORDS.has(part) || LEVEL_WORD_NAMES.has(`${part} ${parts[i + 1] ?? ''}`)) stripped.push(token);
  });
  return { full, stripped };
}

/** Words that end organisation names; a part ending in one of them is an employer, not a title. */
export const ORGANIZATION_WORDS: ReadonlySet<string> = new Set([
  'inc',
  'llc',
  'ltd',
  'limited',
  'corp',
  'corporation',
  'company',
  'co',
  'group',
  'technologies',
  'technology',
  'labs',
  'lab',
  'university',
  'college',
  'school',
  'hospital',
  'clinic',
  'bank',
  'agency',
  'organization',
  'organisation',
  'foundation',
  'institute',
  'partners',
  'solutions',
  'consulting',
  'services',
  'systems',
  'studio',
  'studios',
  'gmbh',
  'ag',
  'sa',
  'plc',
  'llp',
  'holdings',
  'industries',
  'enterprises',
  'ventures',
  'capital',
  'media',
  'network',
  'networks',
  'software',
  'bakery',
  'restaurant',
  'museum',
  'center',
  'centre',
  'association',
  'council',
  'department',
  'ministry',
  'government',
  'academy',
  'firm',
  'store',
  'stores',
  'shop',
  'hotel',
  'startup',
]);
