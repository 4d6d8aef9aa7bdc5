/**
 * Where a title's own words end and a suffix begins: ' - ', ' – ', ' — ', ' | ', ' @ ', ' at ' or a
 * comma ('Data Analyst - New York, NY', 'Software Engineer at Acme', 'Nurse, ICU'). A hyphen inside a word
 * ('Pre-K', 'X-Ray') or a slash (alternatives, handled by the caller) is no boundary.
 */
const SUFFIX_BOUNDARY = /\s+[-–—@]\s+|\s+(?:at|for)\s+|\s*[,|]\s*/i;

/** 'Head of Marketing', 'Director of Sales', 'VP of Engineering' name a function; read them as '<function> Director'. */
const HEAD_OF = /^\s*(?:head|director|vp|svp|evp|(?:senior\s+|executive\s+)?vice\s+president)\s+of\s+(?:the\s+)?(.+)$/i;

/** 'Associate Data Analyst', 'Assistant Accountant': a rank before a title, tried last without it. */
const RANK_PREFIX = /^\s*(?:associate|assistant)\s+(\S.*)$/i;

/** A list of occupations, its parts joined by commas or dashes: 'Brickmasons, Blockmasons, and Stonemasons'. */
const LIST_END = /(?:,|\s[-–—])\s+(?:and|&)\s/i;

/**
 * A title's words before a location, team or employer suffix: 'Data Analyst - New York, NY' -> 'Data
 * Analyst'. A list of occupations ('Forest - Conservation - and Logging Workers') is kept whole; notes in
 * parentheses are dropped.
 */
export function titleHead(title: string): string {
  const whole = title.trim();
  if (LIST_END.test(whole)) return whole;
  // a parenthesis is a note, not a boundary: 'Java Developer (Payments - Reports) - CA' -> 'Java Developer'
  return whole
    .replace(/\([^)]*\)/g, ' ')
    .split(SUFFIX_BOUNDARY)[0]!
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The spellings of a job title worth looking up in the curated title table and among O*NET's titles, most
 * complete first: the title itself, its words before a location or team suffix, those read as 'X
 * Director' when they say 'Head of X', and those without a leading rank ('Associate', 'Assistant'). Seniority words, parentheses and 'remote'/'contract' are dropped
 * later by titleTokens.
 */
export function titleVariants(title: string): string[] {
  const whole = title.trim();
  const head = titleHead(whole);
  const area = HEAD_OF.exec(head)?.[1];
  const ranked = RANK_PREFIX.exec(head)?.[1];
  return [...new Set([whole, head, area ? `${area} Director` : '', ranked ?? ''])].filter(
    (variant) => variant.length > 0,
  );
}
