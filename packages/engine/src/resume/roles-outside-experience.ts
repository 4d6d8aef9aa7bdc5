import type { TitleIndex } from '../lookups/title-index.ts';
import { findDates, isDateFragment } from '../text/dates.ts';
import { stripBullet } from './bullet-lines.ts';
import { bare, FIELD_WORD, findDegree, findInstitution } from './education-line.ts';
import { extractRoles, type Role } from './extract-roles.ts';
import type { ResumeLine, Section } from './extract-sections.ts';
import { hasRoleWord, splitHeader } from './header-parts.ts';
import { stripPlaceholders } from './placeholders.ts';
import { CATCH_ALL_HEADINGS, headingKey } from './section-headings.ts';

/** Roles printed outside the experience section: in a catch-all section, and among the entries of an education section. */
export function rolesOutsideExperience(sections: readonly Section[], titles: TitleIndex): Role[] {
  return [
    ...rolesInCatchAll(sections, titles),
    ...rolesInVolunteering(sections, titles),
    ...sections.filter((s) => s.kind === 'education').flatMap((s) => rolesInEducation(s.lines, titles)),
  ];
}

/**
 * Roles printed in a catch-all section ('Additional Information': '1998-2000 - Owned and operated a catering
 * business'): a line that opens with a range of dates, or a titled role with a range. Sections with a purpose of
 * their own (awards, activities, accomplishments, volunteering) are not read: what they date is no job.
 */
function rolesInCatchAll(sections: readonly Section[], titles: TitleIndex): Role[] {
  return sections
    .filter((s) => s.kind === 'other' && s.heading !== null && CATCH_ALL_HEADINGS.has(headingKey(s.heading)))
    .flatMap((s) => {
      const lines = s.lines.map((l) => ({ index: l.index, text: withGapsAfterDates(l.text) }));
      const opening = new Map(lines.map((l) => [l.index, stripBullet(l.text)]));
      return extractRoles(lines, titles).filter((r) => {
        if (!r.dates?.isRange) return false;
        const line = opening.get(r.headerLines.find((i) => opening.get(i)?.includes(r.dates!.text)) ?? -1) ?? '';
        return r.title !== null || line.startsWith(r.dates.text);
      });
    });
}

const VOLUNTEER_HEADING = /\bvolunteer(?:ing)?\b/i;

/**
 * Roles in a volunteering section ('Volunteer Experience': 'Convoy Relief' / 'Reno, NV 2014'): read as roles are,
 * flagged unpaid (never counted in years of paid experience). One that names no title is titled by the heading's
 * word, 'Volunteer'. Only dated ones: an undated line there is a cause or an activity, not a role.
 */
function rolesInVolunteering(sections: readonly Section[], titles: TitleIndex): Role[] {
  return sections
    .filter((s) => s.kind === 'other' && s.heading !== null && VOLUNTEER_HEADING.test(s.heading))
    .flatMap((s) => extractRoles(s.lines, titles))
    .filter((r) => r.dates !== null)
    .map((r) => ({ ...r, title: r.title ?? 'Volunteer', isUnpaid: true }));
}

/** A name of up to eight words printed between dashes after a line's opening dates ('1998-2000-Marsh and Marsh LLC-Owned …'). */
const DASHED_NAME = /^\s*[-\u2013\u2014:]\s*(\p{Lu}[^-\u2013\u2014;:!?]{1,60}?)\s*[-\u2013\u2014]\s*(?=\S)/u;

/**
 * A catch-all line that opens with its dates and runs on with dashes for columns ('1998-2000-Marsh and Marsh
 * LLC-Owned and operated a catering business'): the dashes after the dates read as column gaps, so the name
 * between them stands apart from the description.
 */
function withGapsAfterDates(text: string): string {
  const body = stripBullet(text);
  const first = findDates(body)[0];
  if (!first?.isRange || first.index !== 0) return text;
  const after = body.slice(first.length);
  const named = DASHED_NAME.exec(after);
  if (named && named[1]!.trim().split(/\s+/).length <= 8 && !/\.\s/.test(named[1]!))
    return `${first.text}   ${named[1]!.trim()}   ${after.slice(named[0].length)}`;
  return /^\s*[-\u2013\u2014:]/.test(after) ? `${first.text}   ${after.replace(/^\s*[-\u2013\u2014:]\s*/, '')}` : text;
}

/** A line of an education section that names a role, not a degree or a school: 'Online Intern : Graphic Design  Bright Magazine'. */
function namesRole(text: string, titles: TitleIndex): boolean {
  if (findDegree(text, null) !== null || findInstitution(text) !== null) return false;
  const first = splitHeader(
    findDates(text).reduce((t, d) => t.replace(d.text, '   '), text),
    titles,
  )[0];
  return !!first && !first.isSentence && first.employerScore < 2 && first.titleScore >= 2 && hasRoleWord(first.text);
}

/** The text up to the first column gap after a place in it. */
function upToGap(text: string, from: number): string {
  const gap = /\S\s{3,}\S/.exec(text.slice(from));
  return gap ? text.slice(0, from + gap.index + 1) : text;
}

/**
 * Internships and jobs printed among education entries ('2014' / 'Online Intern : Graphic Design  Bright Magazine',
 * 'Marketing Assistant , October 2014  Riverside Cultural Association   City , State  Planned events ...'): a line
 * that names a role, with its date on it or on the line above, read up to its first column gap.
 */
function rolesInEducation(lines: readonly ResumeLine[], titles: TitleIndex): Role[] {
  const roles: Role[] = [];
  lines.forEach((line, k) => {
    const text = stripPlaceholders(stripBullet(line.text)).text.trim();
    if (!text || isDateFragment(text) || !namesRole(text, titles)) return;
    const above = lines
      .slice(0, k)
      .reverse()
      .find((l) => l.text.trim() !== '');
    const own = findDates(text)[0];
    const dateLine = !own && above && isDateFragment(above.text.trim()) ? [above] : [];
    if (!own && dateLine.length === 0) return;
    // what runs on after the role's name, its dates and its employer describes it
    const read = extractRoles(
      [...dateLine, { index: line.index, text: own ? upToGap(text, own.index + own.length) : text }],
      titles,
    );
    roles.push(...read.map((role) => withFieldInTitle(role, text)));
  });
  return roles;
}

/**
 * 'Online Intern : Graphic Design Bright Magazine' is printed as an education entry is ('Degree : Field School'):
 * the field after the colon belongs to the title, up to its last subject word within three words, and the
 * employer is what follows ('Bright Magazine').
 */
function withFieldInTitle(role: Role, text: string): Role {
  if (
    !role.title ||
    !role.employer ||
    !new RegExp(`${escapeRe(role.title)}\\s*:\\s*${escapeRe(role.employer)}`).test(text)
  )
    return role;
  const words = role.employer.split(/\s+/);
  let cut = 0;
  for (let i = 0; i < Math.min(3, words.length - 1); i++) if (FIELD_WORD.test(bare(words[i]!))) cut = i + 1;
  if (cut === 0) return role;
  return { ...role, title: `${role.title} : ${words.slice(0, cut).join(' ')}`, employer: words.slice(cut).join(' ') };
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
