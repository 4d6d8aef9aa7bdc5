import { LOCATION } from '../resume/header-parts.ts';
import { looksLikeOrganization } from './extract-company.ts';
import { inferCountry } from './posting-country.ts';
import type { Requirement } from './extract-requirements.ts';
import type { PostingSkill } from './parse-posting.ts';
import type { PostingItem } from './posting-items.ts';
import { labelItems, memoizeContentStems } from './requirement-terms.ts';

/**
 * A term of the posting a resume is expected to contain, beyond the requirements themselves (which are
 * matched one by one): a vocabulary skill anywhere in the posting, or a term named in its prose.
 */
export interface KeyTerm {
  readonly term: string;
  readonly stems: readonly string[];
  readonly skillId: string | null;
  readonly source: 'skill' | 'mention';
}

const NAMED =
  /(?<![.!?]\s|^)\b(?:[A-Z][A-Za-z0-9&+#./-]*[A-Za-z0-9+#]|[A-Z]{2,})(?:\s+(?:of|and|&|for)?\s*[A-Z][A-Za-z0-9&+#./-]*[A-Za-z0-9+#]){0,3}/g;
const NOT_TERMS =
  /^(?:We|Our|You|Your|The|This|That|These|They|Job|Title|Summary|Responsibilities|Requirements|Experience|Skills|Candidate|Company|Team|Role|Position|Ability|Strong|Excellent|Must|Required|Preferred|Please|Apply|Join|If|In|As|At|On|For|With|And|Or|To|A|An|I|It|Is|Are|Be|Will|Can|May)$/;

/** Named terms of the posting's prose (summary, responsibilities): 'Enterprise One', 'OLAP', 'Visual Basic .NET'. */
function namedTerms(items: readonly PostingItem[], stemsOf: (text: string) => readonly string[]): string[] {
  const out: string[] = [];
  for (const item of items) {
    if (item.part !== 'summary' && item.part !== 'responsibilities') continue;
    for (const m of item.text.matchAll(NAMED)) {
      const term = m[0].trim().replace(/[.,]+$/, '');
      if (m.index === 0 || NOT_TERMS.test(term) || term.split(/\s+/).every((w) => NOT_TERMS.test(w))) continue;
      if (stemsOf(term).length > 0) out.push(term);
    }
  }
  return out;
}

const PLACE_WORDS = /^(?:remote|hybrid|on-?site|us|usa|uk|eu|emea|apac|worldwide|anywhere|full[- ]time|part[- ]time)$/i;

/**
 * The posting's key terms, deduplicated by their content words. Never the hiring company, the title,
 * places or organisation names: a keyword the resume 'lacks' must be something a candidate could have.
 */
export function extractKeyTerms(
  items: readonly PostingItem[],
  requirements: readonly Requirement[],
  skills: readonly PostingSkill[],
  context: {
    company: string | null;
    title: string | null;
    place?: string | null;
    stemsOf?: (text: string) => readonly string[];
  },
): KeyTerm[] {
  const stemsOf = context.stemsOf ?? memoizeContentStems();
  const excluded = [context.company, context.title, ...(context.place ?? '').split(/\s*,\s*/)]
    .filter((x): x is string => !!x && x.length > 2)
    .map((x) => x.toLowerCase());
  const out: KeyTerm[] = [];
  const seen = new Set<string>();
  const add = (term: string, skillId: string | null, source: KeyTerm['source']) => {
    const stems = stemsOf(term);
    const key = [...stems].sort().join(' ');
    if (stems.length === 0 || stems.length > 5 || seen.has(key)) return;
    seen.add(key);
    out.push({ term, stems, skillId, source });
  };
  // terms a requirement already asks for are judged by that requirement, not twice
  for (const r of requirements)
    for (const item of labelItems(r.label, stemsOf).items) seen.add([...stemsOf(item)].sort().join(' '));
  for (const s of skills) add(s.skill.name, s.skill.id, 'skill');
  for (const term of namedTerms(items, stemsOf)) {
    const lower = term.toLowerCase();
    if (
      excluded.some((x) => x.includes(lower) || lower.includes(x)) ||
      term.split(/\s+/).every((w) => PLACE_WORDS.test(w)) ||
      looksLikeOrganization(term) ||
      inferCountry(term) !== null ||
      LOCATION.test(term)
    )
      continue;
    add(term, null, 'mention');
  }
  return out;
}
