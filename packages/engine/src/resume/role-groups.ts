import { mentionInterval } from '../text/dates.ts';
import type { Role } from './extract-roles.ts';

/** Wide enough for any 'Present': the grouping compares spans, not today's length of them. */
const FAR = { year: 9999, month: 12 } as const;

function within(inner: Role, outer: Role): boolean {
  if (!inner.dates || !outer.dates) return false;
  const a = mentionInterval(inner.dates, FAR);
  const b = mentionInterval(outer.dates, FAR);
  return a.from >= b.from && a.to <= b.to;
}

/**
 * An employer printed with its whole span above the positions held there ('Ferro Steelworks   2008 – 2012' /
 * 'Senior Welder   2010 – 2012' / 'Welder   2008 – 2010'): the heading is read as a role with no title and no
 * description. It names the employer of the titled roles under it that have none and whose dates lie within
 * its own; it is then no role of its own (its span would count twice).
 */
export function groupUnderEmployer(roles: readonly Role[]): Role[] {
  const out: Role[] = [];
  for (let k = 0; k < roles.length; k++) {
    const heading = roles[k]!;
    const under: Role[] = [];
    if (!heading.title && heading.employer && heading.dates && heading.bullets.length === 0)
      for (let j = k + 1; j < roles.length; j++) {
        const role = roles[j]!;
        if (!role.title || role.employer || !within(role, heading)) break;
        under.push(role);
      }
    if (under.length === 0) {
      out.push(heading);
      continue;
    }
    for (const role of under)
      out.push({
        ...role,
        employer: heading.employer,
        location: role.location ?? heading.location,
        headerLines: [...heading.headerLines, ...role.headerLines],
        confidence: { ...role.confidence, employer: heading.confidence.employer },
        isUnpaid: role.isUnpaid || heading.isUnpaid,
      });
    k += under.length;
  }
  return out;
}
