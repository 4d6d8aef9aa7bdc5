export const EMPLOYMENT_TYPES = ['full-time', 'part-time', 'contract', 'temporary', 'internship'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

const FIELD =
  /^\s*\W*(?:employment type|job type|job types|type of employment|contract type|duration|position status|anstellungsart|besch\u00e4ftigungsart|anst\u00e4llningsform|omfattning|type de contrat)\s*:\s*(.+)$/im;
/** Wordings of each type, English first; the first one the posting uses wins. */
const WORDINGS: ReadonlyArray<readonly [RegExp, EmploymentType]> = [
  [/\b(?:intern(?:ship)?|praktikum|praktikant\w*|praktik|stagiaire|werkstudent\w*)\b/i, 'internship'],
  [/\b(?:full[- ]?time|vollzeit|heltid|temps plein|permanent full)\b/i, 'full-time'],
  [/\b(?:part[- ]?time|teilzeit|deltid|temps partiel|prn|per diem|adjunct)\b/i, 'part-time'],
  [
    /\b(?:contract(?:or)? (?:role|position|job|basis|assignment)|contract[- ]to[- ]hire|(?:\d+[- ]month|fixed[- ]term|short[- ]term) contract|freelance|1099|c2c|corp[- ]to[- ]corp|on a contract|befristet)\b/i,
    'contract',
  ],
  [/\b(?:temporary|temp (?:role|position|job)|seasonal|vikariat)\b/i, 'temporary'],
];
/** Sentences that name several types at once (a benefits or pay note), which say nothing about this job. */
const MIXED = /\bfull[- ]?time\b.{0,40}\bpart[- ]?time\b|\bpart[- ]?time\b.{0,40}\bfull[- ]?time\b/i;

function typeIn(text: string): EmploymentType | null {
  let best: { at: number; type: EmploymentType } | null = null;
  for (const [re, type] of WORDINGS) {
    const m = re.exec(text);
    if (m && (!best || m.index < best.at)) best = { at: m.index, type };
  }
  return best?.type ?? null;
}

/** Full-time, part-time, contract, temporary or internship: an 'Employment type:' field, the title, then the first wording in the text. */
export function findEmploymentType(text: string): EmploymentType | null {
  const field = FIELD.exec(text)?.[1];
  const fromField = field ? typeIn(field) : null;
  if (fromField) return fromField;
  // '(in Teilzeit)' qualifies a benefit, not the job
  const sentences = text
    .replace(/\([^()]*\)/g, ' ')
    .split(/(?<=[.!?])\s+|\n/)
    .filter((s) => !MIXED.test(s));
  return typeIn(sentences.join('\n'));
}
