import { countryOf } from '../lookups/country-of.ts';
import { ORGANIZATION_WORDS } from '../lookups/title-words.ts';
import { LOCATION } from '../resume/header-parts.ts';
import { detectPostingHeading } from './posting-items.ts';

const FIELD =
  /^\s*\W*(?:company|company name|employer|organi[sz]ation|client|hiring company|unternehmen|arbeitgeber|f\u00f6retag|arbetsgivare|entreprise|soci\u00e9t\u00e9)\s*[:\-\u2013]\s*(.+)$/im;
const WORD = "[A-Z0-9][\\w&'.\\u00c0-\\u00ff-]*";
const LEGAL =
  '(?:GmbH|AG|SE|Inc\\.?|LLC|L\\.L\\.C\\.|Ltd\\.?|Limited|plc|PLC|Corp\\.?|Corporation|Co\\.|S\\.A\\.|S\\.L\\.|B\\.V\\.|N\\.V\\.|AB|Oy|A\\/S|ApS|S\\.r\\.l\\.|S\\.p\\.A\\.|Sp\\. z o\\.o\\.|Pty Ltd|LLP|KG|e\\.V\\.)';

const ENDS_LEGAL = new RegExp(`${LEGAL}$`);
const NAME = `(${WORD}(?:[ \\t]+(?:&[ \\t]+|and[ \\t]+|of[ \\t]+|de[ \\t]+)?${WORD}){0,4}(?:,[ \\t]*${LEGAL})?)`;

/**
 * Cues in the body of a posting, strongest first; the name each gives is checked by 'isName'. 'strong' cues
 * may name something said once; 'sure' ones say the name is the employer's ('About Acme', 'at Acme', an
 * equal-opportunity line, a legal form), where 'Acme is a platform' or 'Join Acme' may name a product.
 */
const CUES: ReadonlyArray<{ readonly pattern: RegExp; readonly strong: boolean; readonly sure?: boolean }> = [
  {
    pattern: new RegExp(`^\\s*(?:#+\\s*|\\*\\*)?(?:About|Om|\u00dcber|A propos de)\\s+${NAME}\\s*:?\\**\\s*$`, 'm'),
    strong: true,
    sure: true,
  },
  {
    pattern: new RegExp(
      `(?:^|[.!?]\\s*|\\n)${NAME}(?:,[^.\\n]{0,60},)?\\s+(?:is|are)\\s+(?:a|an|the|one of the|hiring|seeking|looking for|recruiting|searching|committed|dedicated)\\b`,
      'm',
    ),
    strong: true,
  },
  { pattern: new RegExp(`(?:^|[.!?]\\s+|\\n)At\\s+${NAME},\\s+(?:we|our|culture)\\b`, 'm'), strong: true, sure: true },
  {
    pattern: new RegExp(
      `(?:^|[.!?]\\s*|\\n)${NAME}\\s+(?:is|are)\\s+(?:an?\\s+)?(?:proud\\s+to\\s+be\\s+an?\\s+)?(?:\\w+[\\s/]+){0,3}(?:equal (?:employment )?opportunity|EEO)`,
      'mi',
    ),
    strong: true,
    sure: true,
  },
  {
    pattern: new RegExp(`(?:^|[.!?]\\s+|\\n)${NAME}\\s+(?:provides|assures|offers)\\s+equal`, 'm'),
    strong: true,
    sure: true,
  },
  {
    pattern: new RegExp(
      `\\b(?:hiring|join(?:ing)?|work(?:ing)?|role|position|career|opportunity)\\b[^.\\n]{0,80}?\\bat\\s+${NAME}(?=[\\s,.!;:)]|$)`,
    ),
    strong: true,
    sure: true,
  },
  { pattern: new RegExp(`\\b[Jj]oin\\s+${NAME}(?=[\\s,.!;:)]|$)`), strong: false },
  { pattern: new RegExp(`\\bWhy\\s+${NAME}\\?`), strong: false },
  { pattern: new RegExp(`(?:\u00a9|\\(c\\)|copyright)\\s*(?:\\d{4}\\s*)?${NAME}`, 'i'), strong: false },
  {
    pattern: new RegExp(`\\b((?:[A-Z][\\w&'-]*\\s+){1,4}${LEGAL})(?=[\\s,.;:)'\u2019]|$)`),
    strong: false,
    sure: true,
  },
];

/** A place a header line or 'About' names instead of the employer ('Stockholm', 'Greater Boston Area'). */
const isPlace = (name: string) =>
  /^Greater\s.+\sArea$|\s(?:Metro(?:politan)?|Bay)\s+Area$/i.test(name) ||
  (!/\s/.test(name) && countryOf(name) !== null);
/** A posting that a recruiter or agency writes for its client: the name it gives may be the agency's, never surely the employer's. */
const FOR_A_CLIENT =
  /\b(?:our client|on behalf of (?:our|a|an|one of|the)\b|(?:recruitment|recruiting|staffing|search|talent) (?:agency|firm|consultancy)|for a client|client company|confidential (?:company|client|employer|search))\b/i;

const NOT_NAMES =
  /^(?:Confidential|Company Confidential|Stealth|Stealth Startup|Stealth Mode|Undisclosed|Anonymous|Our Client|Client|Us|Our|We|You|Your|The|This|That|It|A|An|Our Team|The Role|The Job|The Team|The Company|Home|Remote|Hybrid|Experience|Candidates?|Applicants?|Job|Position|Role|Team|Responsibilities|Requirements|Qualifications|Benefits|Overview|Description|Summary|All|Each|Every|Skills|Knowledge|Travel|There|Here|Today|Now|Python|SQL)$/i;
const TEAM = /\b(?:hiring|recruiting|talent acquisition|people|hr)?\s*(?:team|department|committee|panel|manager)$/i;
const STARTS_WRONG =
  /^(?:This|That|Our|Your|Its|His|Her|Their|These|Those|Each|Every|Any|Some|No|If|When|While|As|In|On|For|With|From|By|To|And|Or|But|Experience|Knowledge|Ability|Proficiency|Job|Position|Role|Candidate|Applicant)\b/;
/** A job board or careers site a scraped posting names ('Apply on LinkedIn'), never the employer. */
const JOB_BOARD =
  /^(?:LinkedIn|Indeed|Glassdoor|Monster|ZipRecruiter|CareerBuilder|SimplyHired|Dice|StepStone|Xing|Welcome to the Jungle|Workday|Greenhouse|Lever|SmartRecruiters|iCIMS|Jobvite|Handshake|Seek|Reed|Totaljobs|Naukri|Arbetsf\u00f6rmedlingen|Jobindex|Wellfound|AngelList|Otta|Built In|BuiltIn|Idealist|USAJOBS|Adzuna|Talent\.com|Jooble|Upwork|Fiverr)(?:\.com)?$/i;
/** A department or function a careers page prints under the title ('Engineering', 'People Operations'), not a company. */
const DEPARTMENT =
  /^(?:Engineering|Product|Product Management|Design|Sales|Marketing|Finance|Accounting|Operations|Human Resources|HR|People|People Operations|Legal|Customer Success|Customer Support|Support|IT|Information Technology|Research|R&D|Data|Data Science|Analytics|Security|Infrastructure|Platform|Administration|Procurement|Supply Chain|Communications|Business Development|Facilities|Nursing|Clinical|Technology)$/i;
/** A posting date under the title ('November 3, 2026', 'Mar 2026'), not a name. */
const DATE = /^(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+\d{1,4}\b/i;
/** Past experience asked of the candidate ('3 years as an Analyst at Acme', 'preferably at Acme') names another employer. */
const PAST_EMPLOYER = /\b(?:experience|years?|previous(?:ly)?|prior|preferably|former(?:ly)?|tenure)\b/i;

const NOT_LINE2 =
  /^(?:remote|hybrid|on-?site|full[- ]time|part[- ]time|contract|about|posted|locations?|time type|job requisition|job family|worker type|salary|apply|job|position|department|overview|description|summary|compensation|date|reposted|link|urgent|new|easy apply|promoted|\d+\s+(?:applicants|days?|hours?|weeks?))\b/i;

export interface CompanyContext {
  /** A word list to tell a technology from a company ('Alteryx', 'Next.js'): true when the name is a known skill. */
  readonly isSkill?: (name: string) => boolean;
  readonly title?: string | null;
}

function clean(name: string): string {
  return name
    .replace(/[*_#]+/g, '')
    .replace(/\s*\((?:[^)]*)\)\s*$/, '')
    .replace(/[\s,.:;'\u2019-]+$/, '')
    .replace(/(?:'s|\u2019s)$/, '')
    .trim();
}

/** A plausible employer name: not a team, a place, a heading, a sentence or (for weak cues) a technology. */
function isName(name: string, context: CompanyContext, options: { strict: boolean }): boolean {
  if (/^The\s/.test(name) && (options.strict || !/^The(?:\s+[A-Z][\w&'-]*){2,}$/.test(name))) return false;
  if (
    /^\d+$/.test(name) ||
    new RegExp(`^${LEGAL}$`).test(name) ||
    !/^(?:\p{L}|\d+\s*\p{L})/u.test(name) ||
    DATE.test(name)
  )
    return false;
  if (JOB_BOARD.test(name) || DEPARTMENT.test(name) || sameAsTitle(name, context.title)) return false;
  if (
    !name ||
    name.length < 2 ||
    name.length > 70 ||
    NOT_NAMES.test(name) ||
    TEAM.test(name) ||
    STARTS_WRONG.test(name)
  )
    return false;
  if (name.split(/\s+/).length > 8 || (/[.!?]$/.test(name) && !ENDS_LEGAL.test(name))) return false;
  if (LOCATION.exec(name)?.[0] === name || isPlace(name)) return false;
  if (detectPostingHeading(name)) return false;
  if (options.strict && context.isSkill?.(name)) return false;
  if (context.title && name.toLowerCase() === context.title.toLowerCase()) return false;
  return true;
}

/** The job's own field, named like its title ('System Development Engineering' for a 'System Development Engineer'). */
function sameAsTitle(name: string, title: string | null | undefined): boolean {
  if (!title) return false;
  const [a, b] = [name.toLowerCase(), title.toLowerCase()];
  return a.split(/\s+/).length >= 2 && b.split(/\s+/).length >= 2 && (a.startsWith(b) || b.startsWith(a));
}

/** The header of a pasted or scraped posting: 'Title' then 'Company' (or 'Company · City'), or one 'Title - Company - City' row. */
function headerCompany(lines: readonly string[], context: CompanyContext): string | null {
  const [top, next] = lines.map((l) => l.replace(/^[#*\s]+|[*\s]+$/g, '')).filter(Boolean);
  if (!top) return null;
  // a board page that opens with the company, then the title ('Quillstone Robotics' / 'Controls Engineer')
  const title = context.title?.toLowerCase();
  const swapped = !!title && !!next && next.toLowerCase().startsWith(title) && !top.toLowerCase().startsWith(title);
  const [first, second] = swapped ? [next!, top] : [top, next];
  const row = first.split(/\s+[-\u2013|]\s+/);
  if (row.length >= 3 && LOCATION.test(row[row.length - 1]!)) {
    const name = clean(row[row.length - 2]!);
    if (isName(name, context, { strict: true })) return name;
  }
  if (!second || detectPostingHeading(first)?.rest === '' || /[.!?]$/.test(first) || first.split(/\s+/).length > 14)
    return null;
  const rawPiece = second.split(/\s+[\u00b7\u2022|]\s+|\s{2,}/)[0]!.trim();
  const piece = clean(rawPiece);
  if (!piece || NOT_LINE2.test(piece) || /:/.test(piece) || /^\d+$/.test(piece) || piece.split(/\s+/).length > 8)
    return null;
  if (/[.!?]$/.test(rawPiece) && !ENDS_LEGAL.test(rawPiece)) return null;
  // a name is capitalised words ('dbt Labs' and 'Michael and Son Services' allowed), not a sentence
  if (
    piece.split(/\s+/).filter((w) => /^[a-z]/.test(w) && !/^(?:and|of|de|du|der|und|och|the|for|&)$/.test(w)).length > 1
  )
    return null;
  return isName(piece, context, { strict: false }) ? piece : null;
}

/** How sure the reader is that a name is the employer's: a field, the header, 'About Acme', 'at Acme', a legal form ('strong'), or only a cue a product name also fits ('Acme is a platform', 'Join Acme': 'weak'). */
export type CompanyEvidence = 'strong' | 'weak';

export interface CompanyReading {
  readonly name: string | null;
  readonly evidence: CompanyEvidence | null;
}

/**
 * The hiring company as the posting names it, or null when unsure: a 'Company:' field, the header
 * (title line then company line), 'About Acme', 'Acme is a ...', 'At Acme, we', an equal-opportunity
 * line ('Acme is an equal opportunity employer'), 'Join Acme', a copyright line or a legal name
 * ('Acme GmbH'). Never a team ('Next.js Hiring Team'), a place or a technology.
 */
export function extractCompany(text: string, context: CompanyContext = {}): string | null {
  return readCompany(text, context).name;
}

/** The hiring company with how sure the reading is (CompanyEvidence): a letter names only a strong one. */
export function readCompany(text: string, context: CompanyContext = {}): CompanyReading {
  const reading = readCompanyCues(text, context);
  // an agency posting for its client may name only itself: a letter addressed to it would be wrong
  return reading.name && FOR_A_CLIENT.test(text) ? { name: reading.name, evidence: 'weak' } : reading;
}

function readCompanyCues(text: string, context: CompanyContext): CompanyReading {
  const field = FIELD.exec(text)?.[1];
  if (field) {
    const name = clean(field);
    if (isName(name, context, { strict: false })) return { name, evidence: 'strong' };
  }
  const header = headerCompany(text.split('\n').slice(0, 3), context);
  const body = bodyCompany(text, context);
  // a company page often adds a country to the name the posting itself uses ('Voice 21 UK' for 'Voice 21')
  if (header && body && body.name.length < header.length && header.toLowerCase().startsWith(body.name.toLowerCase()))
    return { name: body.name, evidence: 'strong' };
  // a header line that is a known technology ('Snowflake' under 'Data Engineer') may name the product the job works on
  if (header) return { name: header, evidence: headerEvidence(text, header, context) };
  if (!body) return { name: null, evidence: null };
  const sure = body.sure || ENDS_LEGAL.test(body.name) || saysEmployer(text, body.name, context);
  return { name: body.name, evidence: sure ? 'strong' : 'weak' };
}

/**
 * A header line is the employer's when the posting names it again, it reads as an organisation ('Quartz
 * Health', 'Acme GmbH') or another cue says so; a name said once under the title may be a team, a product
 * or a place ('Payments Platform'), and a known technology there ('Snowflake') is the product the job works on.
 */
function headerEvidence(text: string, header: string, context: CompanyContext): CompanyEvidence {
  if (saysEmployer(text, header, context)) return 'strong';
  if (context.isSkill?.(header)) return 'weak';
  const again = text.toLowerCase().split(header.toLowerCase()).length - 1 >= 2;
  return again || ENDS_LEGAL.test(header) || looksLikeOrganization(header) ? 'strong' : 'weak';
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The posting elsewhere says the name is the employer: 'at Acme', 'About Acme', 'Acme is hiring', or a sure cue names 'Acme Companies, LLC'. */
function saysEmployer(text: string, name: string, context: CompanyContext): boolean {
  const n = escapeRegExp(name);
  const longer = new RegExp(`^${n}(?:$|[\\s,])`);
  if (bodyCompanies(text, context, { sureOnly: true }).some((other) => longer.test(other.name))) return true;
  return new RegExp(
    `\\b(?:at|About)\\s+${n}(?![\\w-])|\\b${n}\\s+(?:is|are)\\s+(?:hiring|seeking|looking for|recruiting|searching)\\b`,
  ).test(text);
}

/** The cues compiled once with the global flag, for an exec loop. */
const GLOBAL_CUES = CUES.map(({ pattern, strong, sure }) => ({
  pattern: new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`),
  strong,
  sure: sure === true,
}));

function bodyCompany(text: string, context: CompanyContext): { name: string; sure: boolean } | null {
  return bodyCompanies(text, context, { sureOnly: false, first: true })[0] ?? null;
}

/** The names the cues give, in cue order (the first only, with 'first'; from sure cues only, with 'sureOnly'). */
function bodyCompanies(
  text: string,
  context: CompanyContext,
  options: { sureOnly: boolean; first?: boolean },
): Array<{ name: string; sure: boolean }> {
  const found: Array<{ name: string; sure: boolean }> = [];
  for (const { pattern, strong, sure } of GLOBAL_CUES) {
    if (options.sureOnly && !sure) continue;
    // exec over the shared pattern (matchAll would copy it on every call)
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      if (m[0] === '') pattern.lastIndex++;
      const name = clean(m[1] ?? '');
      if (!isName(name, context, { strict: true })) continue;
      // 'at Acme' in a line that asks for past experience names the candidate's former employer
      if (/\bat\s/.test(m[0]) && PAST_EMPLOYER.test(lineOf(text, m.index + m[0].length - 1))) continue;
      // a weak cue must name something the posting mentions again
      if (!strong && text.split(name).length - 1 < 2) continue;
      found.push({ name, sure });
      if (options.first) return found;
    }
  }
  return found;
}

function lineOf(text: string, at: number): string {
  const start = text.lastIndexOf('\n', at) + 1;
  const end = text.indexOf('\n', at);
  return text.slice(start, end === -1 ? undefined : end);
}

/** Last words of company names beyond the generic ones ('Quartz Health', 'Acme Insurance'). */
const COMPANY_SUFFIXES: ReadonlySet<string> = new Set([
  'health',
  'healthcare',
  'insurance',
  'pharma',
  'pharmaceuticals',
  'foods',
  'motors',
  'energy',
  'airlines',
  'logistics',
  'bancorp',
  'financial',
  'associates',
]);

/** A term that reads as an organisation's name ('Northwind Labs', 'Acme Inc', 'Quartz Health'). */
export function looksLikeOrganization(term: string): boolean {
  const last =
    term
      .split(/\s+/)
      .pop()
      ?.toLowerCase()
      .replace(/[^a-z]/g, '') ?? '';
  return term.split(/\s+/).length >= 2 && (ORGANIZATION_WORDS.has(last) || COMPANY_SUFFIXES.has(last));
}
