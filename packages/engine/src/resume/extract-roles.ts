import type { TitleIndex } from '../lookups/title-index.ts';
import type { DateMention } from '../text/dates.ts';
import { addBulletLine, stripBullet } from './bullet-lines.ts';
import type { ResumeLine } from './extract-sections.ts';
import { findLocation, splitHeader, titleInProse, type HeaderPart } from './header-parts.ts';
import { assignParts, splitHeaderLine, type Confidence, type RoleConfidence } from './role-header.ts';
import { groupUnderEmployer } from './role-groups.ts';
import { namesUnpaidWork } from './unpaid-role.ts';
import {
  anchorDate,
  anchorsUndated,
  isBlank,
  isBulletedHeader,
  isShortHeader,
  prepareRoleLines,
  type RoleLine,
} from './role-lines.ts';

export type { Confidence, RoleConfidence } from './role-header.ts';

export interface Role {
  readonly title: string | null;
  readonly employer: string | null;
  readonly location: string | null;
  readonly dates: DateMention | null;
  readonly bullets: readonly string[];
  /** Line numbers of the header lines (title, employer, dates). */
  readonly headerLines: readonly number[];
  readonly bulletLines: readonly number[];
  /** Volunteering, a sponsorship, pro bono work: kept as experience, but no paid job (not counted in years). */
  readonly isUnpaid: boolean;
  /** How each field was found: 'high' (a known title, an 'at Company', a month range), 'medium', 'low' (a guess). */
  readonly confidence: RoleConfidence;
}

/** A role's header: its dated line (null for an undated role) and the lines around it that name it. */
interface Block {
  readonly at: number;
  readonly date: DateMention | null;
  readonly header: number[];
  readonly parts: HeaderPart[];
  readonly places: string[];
  readonly prose: boolean;
}

const GAP = '   ';
const hasTitle = (parts: readonly HeaderPart[]) => parts.some((p) => p.titleScore > 0 && !p.isSentence);
const hasEmployer = (parts: readonly HeaderPart[]) =>
  parts.filter((p) => !p.isSentence && (p.employerScore > 0 || p.titleScore > 0)).length >= 2 ||
  parts.some((p) => p.employerScore >= 2);
const partsOf = (line: RoleLine, titles: TitleIndex) =>
  line.isEmptyHeader ? { parts: [], place: null } : splitHeaderLine(stripBullet(line.text), titles);

/** The parts of a dated line: what stands before its dates and what after, kept apart ('Title 2019 - 2021 Company'). */
function anchorParts(
  line: RoleLine,
  date: DateMention | null,
  titles: TitleIndex,
): { parts: HeaderPart[]; place: string | null; prose: boolean } {
  if (!date) return { ...partsOf(line, titles), prose: false };
  // 'Title (2018 - 2020), oversaw ...': the separator before a lower-case description goes with the dates
  const after = line.text.slice(date.index + date.length).replace(/^([\s)\]]*)[,;:\u2013\u2014-]\s+(?=[a-z])/, '$1');
  const text = (line.text.slice(0, date.index) + GAP + after).replace(/\(\s*\)|\[\s*\]/g, GAP);
  const { parts: split, place } = splitHeaderLine(stripBullet(text), titles);
  const prose = hasTitle(split) ? null : titleInProse(stripBullet(line.text), titles);
  return prose
    ? { parts: [prose, ...split.filter((p) => !p.isSentence && p.employerScore >= 2)], place, prose: true }
    : { parts: split, place, prose: false };
}

/**
 * Whether this section prints each role's name below its dates ('05/2012 to 05/2015' / 'Accountant  Acme'):
 * its first dated line names no title and has no header line above it.
 */
function readsBelow(lines: readonly RoleLine[], first: { at: number; parts: HeaderPart[] } | undefined): boolean {
  if (!first || hasTitle(first.parts)) return false;
  const above = lines[first.at - 1];
  return !above || !(isShortHeader(above) || isBulletedHeader(above));
}

function collectBlock(
  lines: readonly RoleLine[],
  at: number,
  date: DateMention | null,
  context: { floor: number; ceiling: number; below: boolean; claimed: Set<number>; titles: TitleIndex },
): Block {
  const own = anchorParts(lines[at]!, date, context.titles);
  const header: number[] = [];
  let parts = [...own.parts];
  const places = own.place ? [own.place] : [];
  const take = (i: number) => {
    const { parts: extra, place } = partsOf(lines[i]!, context.titles);
    parts = [...parts, ...extra];
    if (place) places.push(place);
  };
  // a role printed with its name above its dates in a section that mostly prints it below ('Employer — City' /
  // 'Title' / dates, then bullets): nothing below the dates can name it, so the lines above do
  const next = lines[at + 1];
  const below = context.below && (!next || isShortHeader(next) || isBlank(next)) && !hasTitle(own.parts);
  if (!below) {
    // up to two short lines above ('Title' / 'Company — City' / dates); one when the dated line has its title
    // a line that is only a place ('Columbus, OH') does not use up the count: 'Title' / 'Company' / 'City, ST' / dates
    const limit = hasTitle(own.parts) ? 1 : 2;
    const named = () => header.filter((i) => !isPlaceLine(lines[i]!)).length;
    for (
      let i = at - 1;
      i > context.floor &&
      named() < limit &&
      !context.claimed.has(i) &&
      (isShortHeader(lines[i]!) || isBulletedHeader(lines[i]!));
      i--
    )
      header.unshift(i);
    header.forEach(take);
  }
  for (let i = at + 1; i < context.ceiling && i <= at + 2 && isShortHeader(lines[i]!); i++) {
    const line = lines[i]!;
    if (!line.isEmptyHeader && hasTitle(parts) && hasEmployer(parts)) break;
    const extra = partsOf(line, context.titles);
    if (!line.isEmptyHeader && !extra.place && extra.parts.every((p) => p.titleScore === 0 && p.employerScore === 0))
      break;
    take(i);
    header.push(i);
  }
  return { at, date, header: [...header, at].sort((a, b) => a - b), parts, places, prose: own.prose };
}

/** A line that is nothing but a place: 'Columbus, OH', 'Austin, Texas Metropolitan Area'. */
function isPlaceLine(line: RoleLine): boolean {
  const place = findLocation(line.text);
  return !!place && line.text.replace(place[0], '').replace(/[\s,.|()-]+|\b(?:Metropolitan|Metro|Area)\b/g, '') === '';
}

/** A line without dates that still opens a role: 'Counselor   Company Name   City , State' (an undated role). */
function isUndatedHeader(line: RoleLine, titles: TitleIndex): boolean {
  if (!isShortHeader(line) || line.isEmptyHeader || !line.hasPlaceholder) return false;
  return splitHeader(line.text, titles).some((p) => p.titleScore >= 2 && !p.isSentence);
}

const datesConfidence = (date: DateMention | null): Confidence =>
  !date
    ? 'low'
    : date.isRange && date.start.precision !== 'year' && (date.isCurrent || date.end?.precision !== 'year')
      ? 'high'
      : date.isRange
        ? 'medium'
        : 'low';

/**
 * extractRoles: the roles of an experience section. Each line with a date range (or a dated short
 * line) anchors a role; its title, employer and place come from the parts of that line and of the
 * short lines above it (or below it, when the section prints names under the dates); bullets follow
 * until the next role's header. A line that names a role without dates opens an undated role.
 */
export function extractRoles(sectionLines: readonly ResumeLine[], titles: TitleIndex): Role[] {
  const lines = prepareRoleLines(sectionLines);
  // a line the template dated with placeholders ('Month Year – Present') anchors a role that has no dates
  const anchors: Array<{ at: number; date: DateMention | null }> = [];
  lines.forEach((line, at) => {
    const date = anchorDate(line);
    if (date || anchorsUndated(line)) anchors.push({ at, date });
  });
  const first = anchors[0]
    ? { at: anchors[0].at, parts: anchorParts(lines[anchors[0].at]!, anchors[0].date, titles).parts }
    : undefined;
  const below = readsBelow(lines, first);
  const claimed = new Set<number>(anchors.map((a) => a.at));
  const blocks: Block[] = [];
  anchors.forEach(({ at, date }, k) => {
    const floor = blocks.length > 0 ? Math.max(...blocks[blocks.length - 1]!.header) : -1;
    const block = collectBlock(lines, at, date, {
      floor,
      ceiling: anchors[k + 1]?.at ?? lines.length,
      below,
      claimed,
      titles,
    });
    block.header.forEach((i) => claimed.add(i));
    blocks.push(block);
  });
  lines.forEach((line, at) => {
    if (!claimed.has(at) && isUndatedHeader(line, titles)) {
      const { parts, place } = splitHeaderLine(line.text, titles);
      blocks.push({ at, date: null, header: [at], parts, places: place ? [place] : [], prose: false });
    }
  });
  blocks.sort((a, b) => a.header[0]! - b.header[0]!);
  const roles = blocks.map((block, k) => readRole(lines, block, blocks[k + 1]?.header[0] ?? lines.length));
  return dropRepeats(groupUnderEmployer(roles));
}

function readRole(lines: readonly RoleLine[], block: Block, stop: number): Role {
  const role = assignParts(block.parts, {
    places: block.places,
    isAnonymised: block.header.some((i) => lines[i]!.hasPlaceholder),
  });
  // a prose role line ('Worked as a ... from 2019-2022, focusing on ...') is its own description
  const bullets: string[] = block.prose ? [stripBullet(lines[block.at]!.raw)] : [...role.descriptions];
  const fixed = bullets.length;
  const bulletLines: number[] = [];
  for (let i = Math.max(...block.header) + 1; i < stop; i++) {
    const line = lines[i]!;
    if (isBlank(line) || line.isEmptyHeader) continue;
    // a wrapped line joins the bullet above it, never the descriptions taken from the header
    addBulletLine(bullets, line.raw, { canJoin: bullets.length > fixed });
    bulletLines.push(line.index);
  }
  return {
    title: role.title,
    employer: role.employer,
    location: role.location,
    dates: block.date,
    bullets,
    headerLines: block.header.map((i) => lines[i]!.index),
    bulletLines,
    isUnpaid: namesUnpaidWork(role.title) || namesUnpaidWork(role.employer),
    confidence: {
      ...role.confidence,
      title: block.prose ? 'low' : role.confidence.title,
      dates: datesConfidence(block.date),
    },
  };
}

/** The same role printed twice (a section repeated by the export): kept once. */
function dropRepeats(roles: readonly Role[]): Role[] {
  const seen = new Set<string>();
  return roles.filter((r) => {
    const key = `${r.title}|${r.employer}|${r.dates?.text ?? ''}`;
    if (r.dates && seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
