import type { EngineData } from '../engine-data.ts';
import type { Requirement } from '../posting/extract-requirements.ts';
import { contentStems, type ExperienceNeed } from '../posting/requirement-terms.ts';
import type { Role } from '../resume/extract-roles.ts';
import type { ParsedResume } from '../resume/parse-resume.ts';
import { mergeIntervals, roleInterval } from '../resume/years-of-experience.ts';
import { toEvidence, statusOf } from './match-skill-requirement.ts';
import { round2, requirementRef, type FitEvidence, type RequirementMatch } from './requirement-match.ts';
import type { ResumeEvidence } from './resume-evidence.ts';
import { classifyNeed, type NeedKind } from './classify-need.ts';
import { FIELD_KIND_WORDS, FIELD_TITLE_HEADS, MANAGEMENT_BULLET, MANAGEMENT_TITLE } from './experience-terms.ts';
import { occupationRelation, titleOverlap, type TitleMatcher } from './title-similarity.ts';

const ROLE_MATCH = 0.5;
/** The ratio a need gets when the resume names it outside every dated role: shown, but not for any years. */
const OUTSIDE_ROLES_CREDIT = 0.5;

/**
 * A role's employer and title as one heading: a need often names both ('Manager in Technology Solutions
 * Process'), and a header split at the wrong dash ('Cisco Voice Engineer - Tier III') still names the role.
 */
const roleHeading = (r: Role) => [r.title ?? '', r.employer ?? ''].join(' ').trim();

export interface NeedResult {
  readonly need: ExperienceNeed;
  readonly kind: NeedKind;
  /** The dated roles that show what the need asks for (every role for experience overall). */
  readonly roles: readonly Role[];
  readonly years: number;
  readonly ratio: number;
  /** Named in the resume (a skills list, a summary) but in no dated role: partial credit, no years. */
  readonly isShownOutsideRoles: boolean;
}

function yearsIn(roles: readonly Role[], resume: ParsedResume): number {
  const intervals = roles
    .map((r) => roleInterval(r, resume.experience.asOf))
    .filter((i): i is { from: number; to: number } => i !== null);
  return mergeIntervals(intervals).reduce((sum, i) => sum + i.to - i.from, 0) / 12;
}

const FIELD_KIND_STEMS: ReadonlySet<string> = new Set(
  FIELD_KIND_WORDS.map((w) => contentStems(w, { keepFiller: true })[0] ?? w),
);

/**
 * Whether a title names a field: it holds every word that says which field ('product' of 'product
 * management', 'nurs' of 'nursing'), the words that say what kind of work ('management') being optional.
 */
function titleNamesField(field: string, title: string): boolean {
  const want = contentStems(field);
  const which = want.filter((s) => !FIELD_KIND_STEMS.has(s));
  const have = new Set(contentStems(title, { keepFiller: true }));
  return want.length > 0 && (which.length > 0 ? which : want).every((s) => have.has(s));
}

/** Whether a text holds a field's stems side by side, in order ('product management', not 'managed product launches'). */
function holdsPhrase(field: string, text: string): boolean {
  const want = contentStems(field);
  if (want.length === 0) return false;
  const have = contentStems(text, { keepFiller: true });
  return have.some((_, i) => want.every((s, k) => have[i + k] === s));
}

function rolesFor(kind: NeedKind, resume: ParsedResume, matchTitle: TitleMatcher, data: EngineData): Role[] {
  switch (kind.kind) {
    case 'overall':
      return [...resume.roles];
    case 'management':
      return resume.roles.filter(
        (r) => (r.title !== null && MANAGEMENT_TITLE.test(r.title)) || r.bullets.some((b) => MANAGEMENT_BULLET.test(b)),
      );
    case 'skill': {
      const lines = new Set(resume.skills.find((m) => m.skill.id === kind.skill.id)?.evidence.map((e) => e.line) ?? []);
      return resume.roles.filter((r) => [...r.headerLines, ...r.bulletLines].some((l) => lines.has(l)));
    }
    case 'role': {
      const wanted = matchTitle(kind.role);
      return resume.roles.filter(
        (r) =>
          titleOverlap(kind.role, roleHeading(r)) >= ROLE_MATCH ||
          (r.title !== null && wanted !== null && occupationRelation(wanted, matchTitle(r.title), data).score >= 1),
      );
    }
    case 'field': {
      // the years are in a field when the role's title names it, or its bullets name it as a phrase, or the
      // role is the field's occupation and the resume presents the candidate in that field (headline, summary)
      const occupation = claimedFieldOccupation(kind.field, resume, matchTitle);
      return resume.roles.filter(
        (r) =>
          kind.spellings.some(
            (f) => (r.title !== null && titleNamesField(f, r.title)) || r.bullets.some((b) => holdsPhrase(f, b)),
          ) ||
          (occupation !== null && r.title !== null && matchTitle(r.title)?.code === occupation),
      );
    }
  }
}

/**
 * The occupation of a field read as a title ('backend development' -> 'Backend Developer', 15-1252), when
 * the resume's headline or summary names the field's own words ('Backend engineer who ships...'); else null.
 * A marketing director is not in product management because both are O*NET marketing managers.
 */
function claimedFieldOccupation(field: string, resume: ParsedResume, matchTitle: TitleMatcher): string | null {
  const head = FIELD_TITLE_HEADS.find(([pattern]) => pattern.test(field.trim()));
  if (!head) return null;
  const modifier = field.trim().replace(head[0], '').trim();
  const presented = `${resume.contact.title ?? ''} ${resume.summary ?? ''}`;
  if (!modifier || !holdsPhrase(modifier, presented)) return null;
  return matchTitle(`${modifier} ${head[1]}`)?.code ?? null;
}

/** Whether the resume names what a need asks for outside its dated roles (a skills list, a summary). */
function isShownElsewhere(kind: NeedKind, resume: ParsedResume, evidence: ResumeEvidence): boolean {
  if (kind.kind === 'skill') return resume.skills.some((m) => m.skill.id === kind.skill.id);
  if (kind.kind !== 'field') return false;
  return kind.spellings.some((f) => evidence.units.some((u) => holdsPhrase(f, u.text)));
}

/**
 * One 'N years as ROLE / in FIELD / with SKILL / managing people / overall' need against the resume's
 * dated roles: only the roles that show what it asks for count (classifyNeed); experience overall counts
 * every role.
 */
export function matchNeed(
  need: ExperienceNeed,
  requirementText: string,
  resume: ParsedResume,
  evidence: ResumeEvidence,
  matchTitle: TitleMatcher,
  data: EngineData,
): NeedResult {
  const kind = classifyNeed(need, requirementText, data);
  const roles = rolesFor(kind, resume, matchTitle, data);
  const years = kind.kind === 'overall' ? resume.experience.months / 12 : yearsIn(roles, resume);
  const isShownOutsideRoles = roles.length === 0 && isShownElsewhere(kind, resume, evidence);
  const ratio = need.years > 0 ? Math.min(1, years / need.years) : 1;
  return {
    need,
    kind,
    roles,
    years: round2(years),
    ratio: isShownOutsideRoles ? Math.max(ratio, OUTSIDE_ROLES_CREDIT) : ratio,
    isShownOutsideRoles,
  };
}

const fmt = (n: number) => (Math.round(n * 10) / 10).toString();

/** What a need's years are of, for the texts. */
function whatOf(n: NeedResult): string {
  switch (n.kind.kind) {
    case 'overall':
      return 'of experience';
    case 'management':
      return 'managing people';
    case 'skill':
      return `with ${n.kind.skill.name}`;
    case 'role':
      return `as ${n.kind.role}`;
    case 'field':
      return `in ${n.kind.field}`;
  }
}

/** An experience requirement: every need it states, each scored by years shown / years asked (capped at 1). */
export function matchExperienceRequirement(
  requirement: Requirement,
  resume: ParsedResume,
  evidence: ResumeEvidence,
  matchTitle: TitleMatcher,
  data: EngineData,
): { match: RequirementMatch; needs: NeedResult[] } {
  const needs = requirement.experience.map((n) => matchNeed(n, requirement.text, resume, evidence, matchTitle, data));
  const score = needs.reduce((sum, n) => sum + n.ratio, 0) / Math.max(1, needs.length);
  const found: FitEvidence[] = [];
  for (const n of needs) {
    for (const role of n.roles) {
      const unit = evidence.units.find((u) => role.headerLines.includes(u.line));
      if (unit && !found.some((f) => f.line === unit.line)) found.push(toEvidence(unit));
    }
  }
  const describe = (n: NeedResult) => {
    const what = whatOf(n);
    const from =
      n.kind.kind !== 'overall' && n.kind.kind !== 'role' && n.roles.length > 0
        ? `; from ${[...new Set(n.roles.map((r) => r.title ?? 'an untitled role'))].slice(0, 3).join(', ')}`
        : '';
    if (n.ratio >= 1) return `${fmt(n.years)} years ${what} (asks ${n.need.years}${from})`;
    if (n.isShownOutsideRoles) return `asks ${n.need.years} years ${what}; named in the resume, but in no dated role`;
    if (n.kind.kind !== 'overall' && n.roles.length === 0 && n.years === 0)
      return `asks ${n.need.years} years ${what}; ${n.kind.kind === 'role' || n.kind.kind === 'field' ? 'no such role in the resume' : 'no dated role shows it'}`;
    return `asks ${n.need.years} years ${what}; the resume shows ${fmt(n.years)}${from}`;
  };
  const status = statusOf(score);
  const short = needs.filter((n) => n.ratio < 1);
  return {
    match: {
      requirement: requirementRef(requirement),
      status,
      score: round2(score),
      evidence: found.slice(0, 3),
      missing: short.map((n) => `${n.need.years} years ${whatOf(n)}`),
      note: needs.map(describe).join('; '),
    },
    needs,
  };
}
