import { ORGANIZATION_WORDS } from '../lookups/title-words.ts';

const FIELD = /^\s*\W*(?:company|employer|organi[sz]ation|client|hiring company)\s*[:\-\u2013]\s*(.+)$/im;
const NAME = "([A-Z][\\w&'-]*(?:\\.[A-Za-z]+)*(?:[ \\t]+(?:&[ \\t]+)?[A-Z][\\w&'-]*){0,3})";
// strongest cues first: 'at / with / for X' also reads tools and teams ('Experience with GraphQL'), so it comes last
const PATTERNS: readonly RegExp[] = [
  new RegExp(`^\\s*(?:#+\\s*|\\*\\*)?About\\s+${NAME}\\s*:?\\**\\s*$`, 'm'),
  new RegExp(`\\b[Jj]oin\\s+${NAME}(?=[\\s,.!;:)]|$)`),
  new RegExp(`\\bWhy\\s+${NAME}\\?`),
  new RegExp(`(?:^|[.!]\\s+)${NAME}\\s+(?:is|are)\\s+(?:hiring|seeking|looking|a\\s+leading|an?\\s+\\w+\\s+(?:company|startup|firm|agency|provider))`, 'm'),
  new RegExp(`\\b(?:[Aa]t|[Ww]ith|[Ff]or)\\s+${NAME}(?=[\\s,.!;:)]|$)`),
];
const NOT_NAMES = /^(?:Us|Our|We|You|The|This|A|An|Our Team|The Role|The Job|The Team|The Company|Home|Remote|Hybrid)$/i;

/** The hiring company as the posting names it ('Company: Acme', 'About Acme', 'join Acme', 'Acme is hiring'), or null. */
export function extractCompany(text: string): string | null {
  const field = FIELD.exec(text)?.[1]?.replace(/[*_]+/g, '').trim();
  if (field) return field;
  for (const pattern of PATTERNS) {
    const name = pattern.exec(text)?.[1]?.trim();
    if (name && !NOT_NAMES.test(name)) return name;
  }
  return null;
}

/** Last words of company names beyond the generic ones ('Quartz Health', 'Acme Insurance'). */
const COMPANY_SUFFIXES: ReadonlySet<string> = new Set(['health', 'healthcare', 'insurance', 'pharma', 'pharmaceuticals', 'foods', 'motors', 'energy', 'airlines', 'logistics', 'bancorp', 'financial']);

/** A term that reads as an organisation's name ('Northwind Labs', 'Acme Inc', 'Quartz Health'). */
export function looksLikeOrganization(term: string): boolean {
  const last = term.split(/\s+/).pop()?.toLowerCase().replace(/[^a-z]/g, '') ?? '';
  return term.split(/\s+/).length >= 2 && (ORGANIZATION_WORDS.has(last) || COMPANY_SUFFIXES.has(last));
}
