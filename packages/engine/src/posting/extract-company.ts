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

/** Cues in the body of a posting, strongest first; the name each gives is checked by 'isName'. */
const CUES: ReadonlyArray<{ readonly pattern: RegExp; readonly strong: boolean }> = [
  {
    pattern: new RegExp(`^\\s*(?:#+\\s*|\\*\\*)?(?:About|Om|\u00dcber|A propos de)\\s+${NAME}\\s*:?\\**\\s*$`, 'm'),
    strong: true,
  },
  {
    pattern: new RegExp(
      `(?:^|[.!?]\\s*|\\n)${NAME}(?:,[^.\\n]{0,60},)?\\s+(?:is|are)\\s+(?:a|an|the|one of the|hiring|seeking|looking for|recruiting|searching|committed|dedicated)\\b`,
      'm',
    ),
    strong: true,
  },
  { pattern: new RegExp(`(?:^|[.!?]\\s+|\\n)At\\s+${NAME},\\s+(?:we|our|culture)\\b`, 'm'), strong: true },
  {
    pattern: new RegExp(
      `(?:^|[.!?]\\s+|\\n)${NAME}\\s+(?:is|are)\\s+(?:an?\\s+)?(?:proud\\s+to\\s+be\\s+an?\\s+)?(?:[\\w/]+\\s+)?(?:equal (?:employment )?opportunity|EEO)`,
      'mi',
    ),
    strong: true,
  },
  { pattern: new RegExp(`(?:^|[.!?]\\s+|\\n)${NAME}\\s+(?:provides|assures|offers)\\s+equal`, 'm'), strong: true },
  {
    pattern: new RegExp(
      `\\b(?:hiring|join(?:ing)?|work(?:ing)?|role|position|career|opportunity)\\b[^.\\n]{0,80}?\\bat\\s+${NAME}(?=[\\s,.!;:)]|$)`,
    ),
    strong: true,
  },
  { pattern: new RegExp(`\\b[Jj]oin\\s+${NAME}(?=[\\s,.!;:)]|$)`), strong: false },
  { pattern: new RegExp(`\\bWhy\\s+${NAME}\\?`), strong: false },
  { pattern: new RegExp(`(?:\u00a9|\\(c\\)|copyright)\\s*(?:\\d{4}\\s*)?${NAME}`, 'i'), strong: false },
  { pattern: new RegExp(`\\b((?:[A-Z][\\w&'-]*\\s+){0,4}${LEGAL})(?=[\\s,.;:)'\u2019]|$)`), strong: false },
];

const NOT_NAMES =
  /^(?:Us|Our|We|You|Your|The|This|That|It|A|An|Our Team|The Role|The Job|The Team|The Company|Home|Remote|Hybrid|Experience|Candidates?|Applicants?|Job|Position|Role|Team|Responsibilities|Requirements|Qualifications|Benefits|Overview|Description|Summary|All|Each|Every|Skills|Knowledge|Travel|There|Here|Today|Now|Python|SQL)$/i;
const TEAM = /\b(?:hiring|recruiting|talent acquisition|people|hr)?\s*(?:team|department|committee|panel|manager)$/i;
const STARTS_WRONG =
  /^(?:This|That|Our|Your|Its|His|Her|Their|These|Those|Each|Every|Any|Some|No|If|When|While|As|In|On|For|With|From|By|To|And|Or|But|Experience|Knowledge|Ability|Proficiency|Job|Position|Role|Candidate|Applicant)\b/;
const NOT_LINE2 =
  /^(?:remote|hybrid|on-?site|full[- ]time|part[- ]time|contract|about|posted|location|salary|apply|job|position|department|overview|description|summary|compensation|date|reposted|link|urgent|new|easy apply|promoted|\d+\s+(?:applicants|days?|hours?|weeks?))\b/i;

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
  if (/^\d+$/.test(name)) return false;
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
  if (LOCATION.exec(name)?.[0] === name) return false;
  if (detectPostingHeading(name)) return false;
  if (options.strict && context.isSkill?.(name)) return false;
  if (context.title && name.toLowerCase() === context.title.toLowerCase()) return false;
  return true;
}

/** The header of a pasted or scraped posting: 'Title' then 'Company' (or 'Company · City'), or one 'Title - Company - City' row. */
function headerCompany(lines: readonly string[], context: CompanyContext): string | null {
  const [first, second] = lines.map((l) => l.replace(/^[#*\s]+|[*\s]+$/g, '')).filter(Boolean);
  if (!first) return null;
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

/**
 * The hiring company as the posting names it, or null when unsure: a 'Company:' field, the header
 * (title line then company line), 'About Acme', 'Acme is a ...', 'At Acme, we', an equal-opportunity
 * line ('Acme is an equal opportunity employer'), 'Join Acme', a copyright line or a legal name
 * ('Acme GmbH'). Never a team ('Next.js Hiring Team'), a place or a technology.
 */
export function extractCompany(text: string, context: CompanyContext = {}): string | null {
  const field = FIELD.exec(text)?.[1];
  if (field) {
    const name = clean(field);
    if (isName(name, context, { strict: false })) return name;
  }
  const header = headerCompany(text.split('\n').slice(0, 3), context);
  const body = bodyCompany(text, context);
  // a company page often adds a country to the name the posting itself uses ('Voice 21 UK' for 'Voice 21')
  if (header && body && body.length < header.length && header.toLowerCase().startsWith(body.toLowerCase())) return body;
  return header ?? body;
}

/** The cues compiled once with the global flag, for an exec loop. */
const GLOBAL_CUES = CUES.map(({ pattern, strong }) => ({
  pattern: new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`),
  strong,
}));

function bodyCompany(text: string, context: CompanyContext): string | null {
  for (const { pattern, strong } of GLOBAL_CUES) {
    // exec over the shared pattern (matchAll would copy it on every call)
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      if (m[0] === '') pattern.lastIndex++;
      const name = clean(m[1] ?? '');
      if (!isName(name, context, { strict: true })) continue;
      // a weak cue must name something the posting mentions again
      if (!strong && text.split(name).length - 1 < 2) continue;
      return name;
    }
  }
  return null;
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
