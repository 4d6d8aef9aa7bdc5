import type { FitEvidence, RequirementMatch } from '../../fit/requirement-match.ts';
import type { Requirement } from '../../posting/extract-requirements.ts';
import type { ParsedResume } from '../../resume/parse-resume.ts';
import type { InterviewQuestion } from '../module-types.ts';
import { usableEmployer, usableTitle } from '../cover-letter/letter-roles.ts';
import { article, shorten } from '../shared/text-helpers.ts';
import { roleHeaderLines } from '../shared/role-header-lines.ts';
import { withThe } from '../shared/organisation-name.ts';

/** A question before its claim check. */
export type Draft = Omit<InterviewQuestion, 'flags'>;

/** A posting requirement, how the resume meets it, and the topic a question may name (null: ask nothing about it). */
export interface AskedRequirement {
  readonly r: Requirement;
  readonly m: RequirementMatch;
  readonly topic: string | null;
}

/** A resume or posting line quoted in a question: trailing punctuation and stray quotes removed, cut at a word. */
export const quote = (text: string) => `'${shorten(text.replace(/["“”]/g, '').replace(/[.;:,\s]+$/, ''), 110)}'`;

export const CREDENTIAL = /\b(?:licen[cs]e\w*|certif\w*|registration|clearance|accredit\w*)\b/i;

type RoleLike = {
  readonly title: string | null;
  readonly employer: string | null;
  readonly confidence?: { readonly employer: string };
} | null;

/** An employer as a question's sentence says it: 'the University of Oslo' (shared/organisation-name.ts). */
const spokenName = (name: string | null) => name && withThe(name);

/**
 * The role as a question names it, by the letter's rules (cover-letter/letter-roles.ts): a title without its bracketed
 * note ('Pump Operator (night shift)' -> 'Pump Operator'), said for one person, never one that opens in lower case (a
 * header read oddly: 'hand'); no employer that is a date, a template word or a job title, nor one the reading marked
 * a guess ('Helper to Pipelayers' read as the employer of 'Plumbers'): the question names the role by its title.
 */
const spoken = (role: RoleLike): RoleLike =>
  role && {
    title: usableTitle(role.title?.replace(/\s+/g, ' ').trim()),
    employer: role.confidence?.employer === 'low' ? null : spokenName(usableEmployer(role.employer)),
  };

/** A fit's evidence names a role by its title and employer: the resume's role itself, with how sure the reading was. */
export const resumeRole = (resume: ParsedResume, role: RoleLike): RoleLike =>
  role && (resume.roles.find((r) => r.title === role.title && r.employer === role.employer) ?? role);

/** 'Staff Nurse at Harbor Clinic', 'Staff Nurse', 'Harbor Clinic', or '' when the role has neither: for a parenthesis. */
export const roleRef = (written: RoleLike) => refOf(spoken(written));

/** The reference of a role already as spoken (said once: a title spoken in lower case, 'intern', is not a header to drop). */
const refOf = (role: RoleLike) =>
  role
    ? [role.title, role.employer && (role.title ? `at ${role.employer}` : role.employer)].filter(Boolean).join(' ')
    : '';

/** 'your time as a Staff Nurse at Harbor Clinic', 'your time at Harbor Clinic', or '' : after 'from' or 'of'. */
export const roleTime = (written: RoleLike) => {
  const role = spoken(written);
  return !role || (!role.title && !role.employer)
    ? ''
    : role.title
      ? `your time as ${article(role.title)} ${refOf(role)}`
      : `your time at ${role.employer}`;
};

/** 'As a Staff Nurse at Harbor Clinic, you', 'At Harbor Clinic, you', or 'You': the start of a sentence about the role. */
export const roleSubject = (written: RoleLike) => {
  const role = spoken(written);
  return !role || (!role.title && !role.employer)
    ? 'You'
    : role.title
      ? `As ${article(role.title)} ${refOf(role)}, you`
      : `At ${role.employer}, you`;
};

export const isSoft = (r: Requirement) => r.skills.length > 0 && r.skills.every((s) => s.category === 'soft');

/** Must-have or nice-to-have, in words. */
export const need = (r: Requirement) => (r.kind === 'must' ? 'requires' : 'would like');

/** Evidence from a role's or project's own lines, not its header ('Senior Data Analyst - Quillfeather Health'). */
export function appliedEvidence(m: RequirementMatch, resume: ParsedResume): FitEvidence[] {
  const headers = roleHeaderLines(resume);
  return m.evidence.filter((e) => (e.section === 'experience' || e.section === 'projects') && !headers.has(e.line));
}
