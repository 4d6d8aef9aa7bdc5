import type { ParsedResume } from '../../resume/parse-resume.ts';

/**
 * The line numbers of the roles' own header lines (title, employer, dates): no story to tell, no use of a skill to
 * quote, no sentence to continue. One set for the letter, the questions and the improvements.
 */
export const roleHeaderLines = (resume: Pick<ParsedResume, 'roles'>): ReadonlySet<number> =>
  new Set(resume.roles.flatMap((role) => role.headerLines));
