import type { TitleIndex } from '../lookups/title-index.ts';
import { stripBullet } from './bullet-lines.ts';
import { extractRoles, type Role } from './extract-roles.ts';
import type { Section } from './extract-sections.ts';
import { CATCH_ALL_HEADINGS, headingKey } from './section-headings.ts';

/**
 * Roles printed in a catch-all section ('Additional Information': '1998-2000 - Owned and operated a catering
 * business'): a line that opens with a range of dates, or a titled role with a range. Sections with a purpose of
 * their own (awards, activities, accomplishments, volunteering) are not read: what they date is no job.
 */
export function rolesInCatchAll(sections: readonly Section[], titles: TitleIndex): Role[] {
  return sections
    .filter((s) => s.kind === 'other' && s.heading !== null && CATCH_ALL_HEADINGS.has(headingKey(s.heading)))
    .flatMap((s) => {
      const opening = new Map(s.lines.map((l) => [l.index, stripBullet(l.text)]));
      return extractRoles(s.lines, titles).filter((r) => {
        if (!r.dates?.isRange) return false;
        const line = opening.get(r.headerLines.find((i) => opening.get(i)?.includes(r.dates!.text)) ?? -1) ?? '';
        return r.title !== null || line.startsWith(r.dates.text);
      });
    });
}
