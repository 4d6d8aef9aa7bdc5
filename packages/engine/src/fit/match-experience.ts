import type { EngineData } from '../engine-data.ts';
import type { Requirement } from '../posting/extract-requirements.ts';
import { contentStems, type ExperienceNeed } from '../posting/requirement-terms.ts';
import type { Role } from '../resume/extract-roles.ts';
import type { ParsedResume } from '../resume/parse-resume.ts';
import { mergeIntervals, roleInterval } from '../resume/years-of-experience.ts';
import { toEvidence, statusOf } from './match-skill-requirement.ts';
import { round2, requirementRef, type FitEvidence, type RequirementMatch } from './requirement-match.ts';
import type { ResumeEvidence } from './resume-evidence.ts';
import { occupationRelation, titleOverlap, type TitleMatcher } from './title-similarity.ts';

const ROLE_MATCH = 0.5;

/**
 * A role's employer and title as one heading: a need often names both ('Manager in Technology Solutions
 * Process'), and a header split at the wrong dash ('Cisco Voice Engineer - Tier III') still names the role.
 */
const roleHeading = (r: Role) => [r.title ?? '', r.employer ?? ''].join(' ').trim();

export interface NeedResult {
  readonly need: ExperienceNeed;
  readonly roles: readonly Role[];
  readonly years: number;
  readonly ratio: number;
}

function yearsIn(roles: readonly Role[], resume: ParsedResume): number {
  const intervals = roles.map((r) => roleInterval(r, resume.experience.asOf)).filter((i): i is { from: number; to: number } => i !== null);
  return mergeIntervals(intervals).reduce((sum, i) => sum + i.to - i.from, 0) / 12;
}

function rolesFor(need: ExperienceNeed, resume: ParsedResume, matchTitle: TitleMatcher, data: EngineData): Role[] {
  if (need.role) {
    const wanted = matchTitle(need.role);
    return resume.roles.filter(
      (r) => titleOverlap(need.role!, roleHeading(r)) >= ROLE_MATCH || (r.title !== null && wanted !== null && occupationRelation(wanted, matchTitle(r.title), data).score >= 1),
    );
  }
  if (need.field) {
    const stems = contentStems(need.field);
    return resume.roles.filter((r) => {
      if (r.title && titleOverlap(need.field!, r.title) >= ROLE_MATCH) return true;
      const own = new Set(contentStems([r.title ?? '', ...r.bullets].join(' ')));
      return stems.length > 0 && stems.filter((s) => own.has(s)).length / stems.length >= ROLE_MATCH;
    });
  }
  return [...resume.roles];
}

/** One 'N years as ROLE / in FIELD / overall' need against the resume's dated roles. */
export function matchNeed(need: ExperienceNeed, resume: ParsedResume, evidence: ResumeEvidence, matchTitle: TitleMatcher, data: EngineData): NeedResult {
  const roles = rolesFor(need, resume, matchTitle, data);
  let years = need.role || need.field ? yearsIn(roles, resume) : resume.experience.months / 12;
  if (need.field && roles.length === 0) {
    // the field may show outside role titles ('Python' in a skills list): overall years, if the field is evidenced
    const stems = contentStems(need.field);
    const shown = stems.length > 0 && stems.filter((s) => evidence.stemUnits.has(s)).length / stems.length >= ROLE_MATCH;
    years = shown ? resume.experience.months / 12 : 0;
  }
  return { need, roles, years: round2(years), ratio: need.years > 0 ? Math.min(1, years / need.years) : 1 };
}

const fmt = (n: number) => (Math.round(n * 10) / 10).toString();

/** An experience requirement: every need it states, each scored by years shown / years asked (capped at 1). */
export function matchExperienceRequirement(requirement: Requirement, resume: ParsedResume, evidence: ResumeEvidence, matchTitle: TitleMatcher, data: EngineData): { match: RequirementMatch; needs: NeedResult[] } {
  const needs = requirement.experience.map((n) => matchNeed(n, resume, evidence, matchTitle, data));
  const score = needs.reduce((sum, n) => sum + n.ratio, 0) / Math.max(1, needs.length);
  const found: FitEvidence[] = [];
  for (const n of needs) {
    for (const role of n.roles) {
      const unit = evidence.units.find((u) => role.headerLines.includes(u.line));
      if (unit && !found.some((f) => f.line === unit.line)) found.push(toEvidence(unit));
    }
  }
  const describe = (n: NeedResult) => {
    const what = n.need.role ? `as ${n.need.role}` : n.need.field ? `in ${n.need.field}` : 'of experience';
    if (n.ratio >= 1) return `${fmt(n.years)} years ${what} (asks ${n.need.years})`;
    if ((n.need.role || n.need.field) && n.roles.length === 0 && n.years === 0) return `asks ${n.need.years} years ${what}; no such role in the resume`;
    return `asks ${n.need.years} years ${what}; the resume shows ${fmt(n.years)}`;
  };
  const status = statusOf(score);
  const short = needs.filter((n) => n.ratio < 1);
  return {
    match: {
      requirement: requirementRef(requirement),
      status,
      score: round2(score),
      evidence: found.slice(0, 3),
      missing: short.map((n) => `${n.need.years} years ${n.need.role ? `as ${n.need.role}` : n.need.field ? `in ${n.need.field}` : 'of experience'}`),
      note: needs.map(describe).join('; '),
    },
    needs,
  };
}
