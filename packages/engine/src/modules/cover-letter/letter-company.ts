import type { ParsedPosting } from '../../posting/parse-posting.ts';
import { nameAsWritten, usableName } from './letter-roles.ts';

/** A legal form alone is no company's name ('AB' of 'AB Testing', 'Inc'). */
const LEGAL_FORM_ONLY = /^(?:AB|AG|SE|Inc\.?|LLC|Ltd\.?|GmbH|plc|Corp\.?|Co\.?|KG|Oy|LLP|S\.A\.|B\.V\.)$/i;
/** Job boards and hiring systems a pasted posting names in its header or footer: where the posting was found, not who hires. */
const JOB_BOARD =
  /^(?:linkedin|indeed|glassdoor|ziprecruiter|monster|dice|careerbuilder|simplyhired|workday|greenhouse|lever|smartrecruiters|icims|handshake|wellfound|angellist|jobvite|taleo|xing|stepstone|seek|reed)(?:\.com)?$/i;

/** A word's stem for comparing a name with the title: 'Engineering' ~ 'Engineer', 'Developers' ~ 'Developer'. */
const stem = (word: string) => word.toLowerCase().replace(/ing$/, '').replace(/s$/, '').replace(/er$/, '');

/** The name says the role's own words ('System Development Engineering' for a 'System Development Engineer'): the field, not the employer. */
function isTitleWords(name: string, title: string | null): boolean {
  if (!title) return false;
  const titleStems = new Set(
    title
      .split(/[^\p{L}\d]+/u)
      .filter(Boolean)
      .map(stem),
  );
  const words = name.split(/[^\p{L}\d]+/u).filter(Boolean);
  return words.length > 0 && words.every((w) => titleStems.has(stem(w)));
}

/** Every mention of the name is inside a requirement ('3 years as an analyst at Northwind Labs'): an employer the candidate should know, not the one hiring. */
function onlyInRequirements(name: string, posting: Pick<ParsedPosting, 'text' | 'requirements'>): boolean {
  const count = (text: string) => text.split(name).length - 1;
  const inRequirements = posting.requirements.reduce((n, r) => n + count(r.text), 0);
  return inRequirements > 0 && inRequirements >= count(posting.text);
}

/**
 * The company the letter addresses: the posting reader's company as the posting writes it, unless it is
 * plainly not the hiring company (a legal form alone, a job board, the role's own words, a name the posting
 * gives only as experience it asks for), or read on weak evidence (a name only 'Acme is a platform' gives,
 * which a product fits as well). Then the letter names no company ('Dear Hiring Team') rather than a wrong one.
 */
export function letterCompany(
  posting: Pick<ParsedPosting, 'company' | 'text' | 'title' | 'requirements'> &
    Partial<Pick<ParsedPosting, 'companyEvidence'>>,
): string | null {
  if (posting.companyEvidence === 'weak') return null;
  const name = usableName(nameAsWritten(posting.company, posting.text));
  if (
    !name ||
    LEGAL_FORM_ONLY.test(name) ||
    JOB_BOARD.test(name) ||
    isTitleWords(name, posting.title) ||
    onlyInRequirements(name, posting)
  )
    return null;
  return name;
}
