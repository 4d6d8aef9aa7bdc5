import type { TitleIndex } from '../lookups/title-index.ts';
import { findDates, type DateMention } from '../text/dates.ts';
import { addBulletLine, isBulletLine, stripBullet } from './bullet-lines.ts';
import type { ResumeLine } from './extract-sections.ts';
import { LOCATION, splitHeader, titleInProse, type HeaderPart } from './header-parts.ts';

export interface Role {
  readonly title: string | null;
  readonly employer: string | null;
  readonly location: string | null;
  readonly dates: DateMention | null;
  readonly bullets: readonly string[];
  /** Line numbers of the header lines (title, employer, dates). */
  readonly headerLines: readonly number[];
  readonly bulletLines: readonly number[];
}

const MAX_HEADER_WORDS = 9;

const isBlank = (line: ResumeLine) => line.text.trim() === '';
const isBullet = (line: ResumeLine) => isBulletLine(line.text);
const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/** The date mention that anchors a role on this line, if the line can be a role header. */
function anchorDate(line: ResumeLine): DateMention | null {
  const mentions = findDates(line.text);
  const range = mentions.find((m) => m.isRange);
  const rest = stripBullet(line.text);
  // a range early in the line anchors a role even when a long description follows it
  if (range) return wordCount(rest) <= 24 || wordCount(line.text.slice(0, range.index)) <= 14 ? range : null;
  const single = mentions[0];
  if (!single || isBullet(line)) return null;
  return single.start.precision !== 'year' || wordCount(rest) <= 7 ? single : null;
}

/** A line that ends a sentence ('Led the team.'), not an abbreviation ('Northwind Payments Inc.'). */
const endsSentence = (text: string) => /[!?]$/.test(text) || (/\.$/.test(text) && !/\b(?:Inc|Ltd|Co|Corp|LLC|Jr|Sr|Bros|Dept|Univ|St|S\.A|N\.A)\.$/i.test(text));
const isShortHeader = (line: ResumeLine) => !isBlank(line) && !isBullet(line) && wordCount(line.text) <= MAX_HEADER_WORDS && !endsSentence(line.text.trim());

/**
 * extractRoles: the roles of an experience section. Each line with a date range (or a dated short
 * line) anchors a role; its title and employer come from the parts of that line and of up to two
 * short lines above it (or one below when the dated line names neither); bullets follow until the
 * next role's header.
 */
export function extractRoles(lines: readonly ResumeLine[], titles: TitleIndex): Role[] {
  const anchors: Array<{ at: number; date: DateMention }> = [];
  lines.forEach((line, at) => {
    const date = anchorDate(line);
    if (date) anchors.push({ at, date });
  });
  const roles: Role[] = [];
  const consumed = new Set<number>();
  anchors.forEach(({ at, date }, k) => {
    const nextAnchor = anchors[k + 1]?.at ?? lines.length;
    const header: number[] = [];
    for (let i = at - 1; i >= 0 && header.length < 2 && !consumed.has(i) && isShortHeader(lines[i]!) && !anchors.some((a) => a.at === i); i--) header.unshift(i);
    if (k > 0 && header.length > 0 && header[0]! <= anchors[k - 1]!.at) header.length = 0;
    const anchorText = lines[at]!.text.slice(0, date.index) + ' ' + lines[at]!.text.slice(date.index + date.length);
    const split = splitHeader(stripBullet(anchorText.replace(/\(\s*\)|\[\s*\]/g, ' ')), titles);
    const prose = split.some((p) => p.titleScore > 0) ? null : titleInProse(stripBullet(lines[at]!.text), titles);
    const anchorParts = prose ? [prose, ...split.filter((p) => !p.isSentence && p.employerScore >= 2)] : split;
    // the dated line's parts come first: on ties its part is the title ('Company' above 'Title   Dates')
    let parts: HeaderPart[] = [...anchorParts, ...header.flatMap((i) => splitHeader(stripBullet(lines[i]!.text), titles))];
    let after = at + 1;
    const hasTitle = () => parts.some((p) => p.titleScore > 0);
    while (after < nextAnchor && after <= at + 2 && isShortHeader(lines[after]!) && (!hasTitle() || parts.every((p) => p.employerScore === 0 || p.isSentence))) {
      const extra = splitHeader(lines[after]!.text, titles);
      if (extra.every((p) => p.titleScore === 0 && p.employerScore === 0)) break;
      parts = [...parts, ...extra];
      header.push(after++);
    }
    const headerText = [...header.map((i) => lines[i]!.text), anchorText].join(' ');
    const location = LOCATION.exec(headerText)?.[0] ?? null;
    const role = assignParts(parts.filter((p) => p.text !== location && !(location ?? '').includes(p.text)));
    // a prose role line ('Worked as a ... from 2019-2022, focusing on ...') is its own description
    const bullets: string[] = prose ? [stripBullet(lines[at]!.text)] : [...role.descriptions];
    const bulletLines: number[] = [];
    const stop = anchors[k + 1] ? firstHeaderLine(anchors[k + 1]!.at, lines, after) : lines.length;
    for (let i = after; i < stop; i++) {
      const line = lines[i]!;
      if (isBlank(line)) continue;
      // a wrapped line joins the bullet above it, never the descriptions taken from the header
      addBulletLine(bullets, line.text, { canJoin: bullets.length > (prose ? 1 : role.descriptions.length) });
      bulletLines.push(line.index);
    }
    [...header, at].forEach((i) => consumed.add(i));
    roles.push({ title: role.title, employer: role.employer, location, dates: date, bullets, headerLines: [...header, at].map((i) => lines[i]!.index), bulletLines });
  });
  return roles;
}

/** Where the next role's header starts: up to two short lines above its dated line. */
function firstHeaderLine(anchorAt: number, lines: readonly ResumeLine[], floor: number): number {
  let start = anchorAt;
  while (start - 1 >= floor && anchorAt - (start - 1) <= 2 && isShortHeader(lines[start - 1]!)) start--;
  return start;
}

function assignParts(parts: readonly HeaderPart[]): { title: string | null; employer: string | null; descriptions: string[] } {
  const candidates = parts.filter((p) => !p.isSentence);
  const title = [...candidates].sort((a, b) => b.titleScore - a.titleScore)[0];
  const chosenTitle = title && title.titleScore > 0 ? title : null;
  const employer = candidates
    .filter((p) => p !== chosenTitle && p.employerScore > 0 && p.text.length > 2)
    .sort((a, b) => b.employerScore - a.employerScore || candidates.indexOf(a) - candidates.indexOf(b))[0];
  return {
    title: chosenTitle?.text ?? null,
    // a capitalised part beside a clearer title is its employer ('Senior Data Analyst - Quillfeather Health')
    employer: employer && (employer.employerScore >= 2 || employer.titleScore === 0 || (chosenTitle !== null && chosenTitle.titleScore >= 3 && employer.titleScore < chosenTitle.titleScore)) ? employer.text : null,
    descriptions: parts.filter((p) => p.isSentence).map((p) => p.text),
  };
}
