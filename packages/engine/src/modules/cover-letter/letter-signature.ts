import type { ParsedResume } from '../../resume/parse-resume.ts';
import { TITLE_WORDS } from './letter-roles.ts';

/** Words that name a document, never a person: a 'name' made of them (or of a job title) is a heading the reading took for the name. */
const DOCUMENT_WORDS = /\b(?:resume|résumé|curriculum|vitae|cv|profile|summary|objective|contact)\b/i;

/**
 * The person the letter is signed by: the resume's name, unless what was read as the name is a heading
 * or a job title ('CHARGE NURSE', 'Curriculum Vitae', the headline or a role's title).
 */
export function signerName(resume: ParsedResume): string | null {
  const name = resume.contact.name?.trim();
  if (!name) return null;
  const key = name.toLowerCase();
  const titles = [resume.contact.title, ...resume.roles.map((r) => r.title)]
    .filter((t): t is string => !!t)
    .map((t) => t.toLowerCase());
  const person = name.split(',')[0]!;
  return DOCUMENT_WORDS.test(person) || TITLE_WORDS.test(person) || titles.includes(key) ? null : name;
}

/** The contact line under the name: email, phone and the first profile link, as the resume writes them. */
export function contactLine(resume: ParsedResume): string | null {
  const { email, phone, urls } = resume.contact;
  const parts = [email, phone, urls.find((u) => /linkedin/i.test(u)) ?? null].filter((p): p is string => !!p?.trim());
  return parts.length > 0 ? parts.map((p) => p.trim()).join(' | ') : null;
}

/** The signature block: the name, then the contact line; the contact line alone when there is no name; empty when neither. */
export function writeSignature(resume: ParsedResume): string {
  return [signerName(resume), contactLine(resume)].filter((p): p is string => !!p).join('\n');
}
