import type { TitleIndex } from '../lookups/title-index.ts';
import { hasRoleWord, LOCATION, scoreTitle } from '../resume/header-parts.ts';
import { detectPostingHeading, type PostingItem } from './posting-items.ts';

/** 'hiring a X', 'seeking an experienced and strategic X', 'Wir suchen einen X', 'Vi söker en X'. */
const SEEKING =
  /\b(?:hiring|seeking|looking for|recruiting|searching for|sucht|suchen|s\u00f6ker|recherche)\s+(?:(?:an?|the|einen?|eine|en|ett|un|une)\s+)?(?:(?:[a-z\u00e0-\u00ff][\w\u00e0-\u00ff-]*,?|and)\s+){0,4}?([A-Z][\w/&+#.\u00c0-\u00ff-]*(?:\s+(?:of\s+)?[A-Z][\w/&+#.\u00c0-\u00ff-]*){0,5})/;
/** What a job board or a scraper adds to a title line ('with verification', '(Remote)', 'Req #4411'). */
const NOISE: readonly RegExp[] = [
  /\s+with verification$/i,
  /\s*[([]\s*(?:remote|hybrid|on-?site|in[- ]office|onsite|fully remote|remote[^)\]]{0,20})\s*[)\]]/gi,
  /\s*[([]?\s*(?:req(?:uisition)?|job)\s*(?:#|id|no\.?|number)?\s*:?\s*[A-Z]{0,3}[-#]?\d[\w-]*\s*[)\]]?\s*$/i,
  /^\s*[A-Z]{0,3}-?\d{4,}\s*[-\u2013:|]\s*/,
  /\s+\|\s+.*$/,
];
const PLACE_TAIL =
  /\b(?:remote|hybrid|on-?site|metro(?:politan)? area|area|county|region|nationwide|worldwide|anywhere|emea|apac|latam|usa?|uk|eu)\b/i;

/** A title line without board noise, place tails (' - Los Angeles Metro Area', ', Remote'), a team after a whole title or 'at Company'. */
export function cleanTitle(line: string): string {
  let title = line.replace(/^[#*\s]+|[*\s:]+$/g, '');
  for (const noise of NOISE) title = title.replace(noise, '');
  title = title.replace(/\s+(?:at|@)\s+[A-Z].*$/, '');
  // 'Senior Data Analyst - Healthcare Analytics': a team or focus after a whole title; 'Teacher - Mathematics' keeps it
  const head = /^(.+?)\s[-\u2013]\s/.exec(title)?.[1];
  if (head && head.split(/\s+/).length >= 2) title = head;
  for (;;) {
    const m = /\s*(?:\s[-\u2013]\s|,\s)([^-\u2013,]+)$/.exec(title);
    if (!m || !(PLACE_TAIL.test(m[1]!) || LOCATION.exec(m[1]!.trim())?.[0] === m[1]!.trim())) break;
    title = title.slice(0, m.index);
  }
  return title.trim();
}

/** Words of a certification, licence or course ('CPR and First Aid Certification', 'Intro to SQL course'). */
const CERTIFICATION_WORDS =
  /\b(?:certif(?:ied|icates?|ications?)|courses?|coursework|class(?:es)?|program(?:me)?s?|curriculum|bootcamp|workshops?|seminars?|exams?|examinations?|licen[cs]es?|accreditations?|trainings?|module|syllabus|credentials?)\b/i;
/** A line that ends on the credential it names ('... Administrator (CKA) certification preferred') or opens as a course ('Course: ...'). */
const CREDENTIAL_LINE =
  /\b(?:certificat(?:e|ion)s?|courses?|exams?|bootcamp|credentials?|licen[cs]e)\s*(?:\([^)]*\)\s*)?(?:(?:is\s+)?(?:preferred|required|a plus|desired|needed))?\.?$|^(?:course|certificate|certification|exam|module)\s*[:\-\u2013]/i;

/** A certification or course line, never a job title ('Certified Nursing Assistant' and 'Course Instructor' are roles). */
export const isCertificationLine = (line: string): boolean =>
  CREDENTIAL_LINE.test(line.trim()) || (CERTIFICATION_WORDS.test(line) && !hasRoleWord(line));

/** A line that reads as a title: it scores as one (whole or before a ' - '), or it is short and no sentence. */
function readsAsTitle(line: string, titles: TitleIndex): boolean {
  if (!line || /[.!?]$/.test(line) || line.split(/\s+/).length > 12) return false;
  const head = line.split(/\s+[-\u2013]\s+|,\s/)[0]!;
  const isTitleCase = line
    .split(/\s+/)
    .every((w) => /^[A-Z0-9(&/+\u00c0-\u00de-]|^(?:of|and|for|the|in|to|with|de|und|och)$/.test(w));
  return (
    scoreTitle(line, titles) > 0 ||
    scoreTitle(head, titles) > 0 ||
    line.split(/\s+/).length <= 6 ||
    (isTitleCase && line.split(/\s+/).length <= 10)
  );
}

/** A pasted board page that opens with the company, then the title ('Quillstone Robotics' / 'Controls Engineer'). */
export function companyThenTitle(first: string, second: string, titles: TitleIndex): boolean {
  return (
    !!second &&
    !hasRoleWord(first) &&
    hasRoleWord(second) &&
    !detectPostingHeading(second) &&
    readsAsTitle(second, titles) &&
    !isCertificationLine(second) &&
    first.split(/\s+/).length <= 6 &&
    scoreTitle(second, titles) > scoreTitle(first, titles)
  );
}

/**
 * The posting's title: a 'Job Title:' / 'Position:' field, else its first line when that reads as a
 * title, else the role it says it is hiring ('We are hiring a Senior Data Analyst'); cleaned of board
 * noise and place tails, with its level words kept.
 */
export function findTitle(items: readonly PostingItem[], text: string, titles: TitleIndex): string | null {
  const field = items.find((i) => i.part === 'title' && i.heading !== null && /^[A-Z0-9]/.test(i.text));
  if (field) {
    const title = cleanTitle(field.text.replace(/[.:]+$/, '').split(/\s{3,}|\s+[A-Z]{4,}\s*:/)[0]!);
    if (title && !isCertificationLine(title)) return title;
  }
  const [first = '', second = ''] = text.split('\n').filter((l) => l.trim().length > 0);
  if (!detectPostingHeading(first)) {
    const title = cleanTitle(first);
    const below = companyThenTitle(title, cleanTitle(second), titles) ? cleanTitle(second) : null;
    if (below) return below;
    if (readsAsTitle(title, titles) && !isCertificationLine(title)) return title;
  }
  const seeking = SEEKING.exec(text)?.[1]?.trim();
  const title = seeking ? cleanTitle(seeking) : null;
  return title && !isCertificationLine(title) ? title : null;
}
