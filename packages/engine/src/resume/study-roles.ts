import { findDegree, findInstitution } from './education-line.ts';
import type { Role } from './extract-roles.ts';
import type { ResumeLine } from './extract-sections.ts';

/**
 * An education entry printed among the jobs ('Westbrook University   2014 – 2018' / 'B.S. in Nursing'): read as
 * a role it has no title, and a school or its first line names a degree. It is no job: its lines are education.
 */
export function isStudyEntry(role: Role, lines: readonly string[]): boolean {
  if (role.title) return false;
  const header = role.headerLines.map((i) => lines[i] ?? '');
  const next = role.bulletLines.slice(0, 1).map((i) => lines[i] ?? '');
  // the school in the header, the degree in the header or on a short line right under it
  const school = header.some((text) => findInstitution(text) !== null);
  const degreeLines = [...header, ...next.filter((text) => text.trim().split(/\s+/).length <= 8)];
  return school && degreeLines.some((text) => findDegree(text, findInstitution(text)) !== null);
}

/** The roles that are jobs, and the lines of those that are education entries (for the education reading). */
export function splitStudyEntries(
  roles: readonly Role[],
  lines: readonly string[],
): { roles: Role[]; educationLines: ResumeLine[] } {
  const study = roles.filter((r) => isStudyEntry(r, lines));
  const indexes = [...new Set(study.flatMap((r) => [...r.headerLines, ...r.bulletLines]))].sort((a, b) => a - b);
  return {
    roles: roles.filter((r) => !study.includes(r)),
    educationLines: indexes.map((index) => ({ index, text: lines[index]! })),
  };
}
