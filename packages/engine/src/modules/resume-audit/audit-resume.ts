import type { EngineData } from '../../engine-data.ts';
import { normalizeTitleWithAlternatives, type OccupationMatch } from '../../posting/normalize-title.ts';
import { parseResume, type ParsedResume } from '../../resume/parse-resume.ts';
import { compareText } from '../../text/compare-text.ts';
import type { YearMonth } from '../../types.ts';
import { buildClaimFacts } from '../claims/claim-facts.ts';
import { flagClaims } from '../claims/flag-claims.ts';
import type { OccupationRef, ResumeAnalysis, ScoreFactor } from '../module-types.ts';
import { resumeCountry } from '../shared/document-country.ts';
import { estimateSalary, SALARY_CONVENTION_FIGURES, salaryCountryText } from '../shared/estimate-salary.ts';
import { createFigures, type Figures } from '../shared/figures.ts';
import { combineFactors } from '../shared/score-factors.ts';
import { joinList, shorten } from '../shared/text-helpers.ts';
import { AUDIT_FACTORS, AUDIT_TARGETS, type AuditFactorId } from './audit-factors.ts';
import { auditContext, measureResume } from './measure-resume.ts';
import { skillQuartile } from './skill-quartile.ts';
import { suggestJobs } from './suggest-jobs.ts';

export interface ResumeAuditInput {
  readonly resumeText: string;
  /** The month 'Present' means: the engine has no clock. */
  readonly asOf: YearMonth;
  /** A title to match when the resume's own titles match no occupation (the target job, the user's profile). */
  readonly targetTitle?: string | null;
}

const MAX_LIST = 6;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const monthName = (ym: YearMonth) => `${MONTHS[ym.month - 1]} ${ym.year}`;
/** The last month of a span whose `to` is exclusive. */
const lastMonth = (to: YearMonth): YearMonth =>
  to.month === 1 ? { year: to.year - 1, month: 12 } : { year: to.year, month: to.month - 1 };
/** Names of the data sources the texts cite (not claims about the candidate). */
const SOURCE_NAMES = 'O*NET BLS OEWS SOC US';

/** What to do about a factor to reach its potential, in the resume's own terms. */
const ACTIONS: Readonly<Record<AuditFactorId, (f: ScoreFactor, figures: Figures) => string>> = {
  sections: (f) =>
    `Add a ${joinList(f.missing.filter((m) => m === 'summary' || m === 'skills'))} section built from what your roles already show`,
  contact: (f) => `Add your ${joinList(f.missing)} to the top of the resume`,
  roles: (f) => `Complete the role headers: ${joinList(f.missing.slice(0, 3))}`,
  outcomes: (f) =>
    `State the result of your work, with a number where you have one, in ${f.missing.length === 1 ? 'the bullet' : 'bullets'} that have none, e.g. ${f.missing[0] ?? ''}`,
  'action-verbs': (f) =>
    `Open each bullet with what you did ('led', 'built', 'cut'), not a duty or the passive voice: ${f.missing.slice(0, 2).join('; ')}`,
  'skills-evidence': (f) => `If you used ${joinList(f.missing.slice(0, 3))} in a role, say where`,
  'market-skills': (f) => `Learn and show tools in demand for the occupation: ${joinList(f.missing.slice(0, 3))}`,
  length: (f, n) =>
    `Keep ${n.number(AUDIT_TARGETS.bulletsPerRole.min)} to ${n.number(AUDIT_TARGETS.bulletsPerRole.max)} bullets a role and ${n.number(AUDIT_TARGETS.bulletWords.min)} to ${n.number(AUDIT_TARGETS.bulletWords.max)} words a bullet: ${f.missing.slice(0, 2).join('; ')}`,
};

function occupationOf(
  resume: ParsedResume,
  targetTitle: string | null | undefined,
  data: EngineData,
): { match: OccupationMatch | null; source: string } {
  const recent = resume.roles.find((r) => r.title);
  if (resume.occupation)
    return {
      match: resume.occupation,
      source: `your most recent title '${recent?.title ?? resume.occupation.matchedTitle}'`,
    };
  if (targetTitle) {
    const match = normalizeTitleWithAlternatives(targetTitle, data.titles);
    return { match, source: `the target title '${targetTitle}'` };
  }
  return {
    match: null,
    source: recent?.title ? `your most recent title '${recent.title}'` : 'the resume (it names no job title)',
  };
}

function strengthsOf(
  factors: readonly ScoreFactor[],
  resume: ParsedResume,
  topSkills: readonly string[],
  figures: Figures,
): string[] {
  const f = (id: AuditFactorId) => factors.find((x) => x.id === id)!;
  const out: string[] = [];
  if (f('outcomes').score >= 70 && f('outcomes').matched.length > 0)
    out.push(`Results with numbers: ${f('outcomes').detail}, e.g. ${f('outcomes').matched[0]}`);
  if (f('action-verbs').is_applicable && f('action-verbs').score >= 80)
    out.push(`Bullets open with action verbs: ${f('action-verbs').detail}`);
  if (resume.roles.length > 0 && f('roles').score === 100)
    out.push(
      `Every role names its title, employer and dates (${figures.number(resume.experience.years)} years in dated roles)`,
    );
  if (f('market-skills').is_applicable && f('market-skills').score >= 50)
    out.push(`${f('market-skills').detail}: ${joinList(f('market-skills').matched.slice(0, 5))}`);
  if (f('skills-evidence').is_applicable && f('skills-evidence').score >= 70)
    out.push(`Listed skills are backed by the roles: ${f('skills-evidence').detail}`);
  if (topSkills.length > 0) out.push(`Strongest skills on the page: ${joinList(topSkills.slice(0, 4))}`);
  const degree = resume.education.find((e) => e.degree);
  if (degree?.degree)
    out.push(
      `Education stated: ${shorten(degree.degree, 60)}${degree.institution ? `, ${degree.institution.replace(/[,\s]+$/, '')}` : ''}`,
    );
  if (f('sections').score === 100) out.push('Clear sections: summary, experience, education and skills');
  return out.slice(0, MAX_LIST);
}

function weaknessesOf(factors: readonly ScoreFactor[]): string[] {
  return factors
    .filter((f) => f.is_applicable && f.score < 70)
    .sort((a, b) => b.weight * (100 - b.score) - a.weight * (100 - a.score) || compareText(a.id, b.id))
    .map((f) => `${f.label}: ${f.detail}${f.missing.length > 0 ? ` (e.g. ${f.missing.slice(0, 2).join('; ')})` : ''}`)
    .slice(0, MAX_LIST);
}

/**
 * auditResume (module 1, Resume Audit): the resume alone, scored on a factor table (AUDIT_FACTORS) with
 * a potential score, strengths and weaknesses from the factors, the skills ranked in quartiles, a
 * salary expectation from BLS for the matched occupation and the years in the resume, the actions that
 * reach the potential, and suggested jobs from O*NET occupation similarity.
 */
export function auditResume(input: ResumeAuditInput, data: EngineData): ResumeAnalysis {
  const resume = parseResume(input.resumeText, data, { asOf: input.asOf });
  return auditParsedResume(resume, data, input.targetTitle ?? null);
}

export function auditParsedResume(
  resume: ParsedResume,
  data: EngineData,
  targetTitle: string | null = null,
): ResumeAnalysis {
  const figures = createFigures();
  const { match, source } = occupationOf(resume, targetTitle, data);
  const occupation = match ? (data.occupationByCode.get(match.code) ?? null) : null;
  const combined = combineFactors(AUDIT_FACTORS, measureResume(auditContext(resume, match, data, figures)));
  const quartile = skillQuartile(resume, match, data);
  const salary = estimateSalary(
    { occupation: match, occupationSource: source, years: resume.experience.years, country: resumeCountry(resume) },
    data,
    figures,
  );
  const suggested = suggestJobs(resume, data, figures);
  const applicableWeight = combined.factors.filter((f) => f.is_applicable).reduce((sum, f) => sum + f.weight, 0);
  const improvements = combined.factors
    .filter((f) => f.is_applicable && f.potential_score > f.score && applicableWeight > 0)
    .map((f) => ({
      action: ACTIONS[f.id as AuditFactorId](f, figures),
      impact: Math.round((f.potential_score - f.score) * (f.weight / applicableWeight) * 10) / 10,
      factor: f.id,
    }))
    .filter((i) => i.impact > 0)
    .sort((a, b) => b.impact - a.impact || compareText(a.factor, b.factor));
  const years = figures.number(resume.experience.years);
  const strongest = [...combined.factors]
    .filter((f) => f.is_applicable)
    .sort((a, b) => b.score - a.score || b.weight - a.weight)[0];
  const summary = [
    `Resume score ${figures.number(combined.score)}/${figures.number(100)}, potential ${figures.number(combined.potential)}.`,
    `${years} years of dated experience${match && occupation ? `, read as the occupation ${occupation.title} (O*NET) from ${source}` : ''}. Seniority: ${resume.seniority.level}.`,
    strongest
      ? `Strongest: ${strongest.label.toLowerCase()} (${figures.number(strongest.score)}/${figures.number(100)}).`
      : '',
    improvements[0]
      ? `Biggest gain: ${improvements[0].action.charAt(0).toLowerCase()}${improvements[0].action.slice(1)} (up to +${figures.number(improvements[0].impact)} on the score).`
      : '',
  ]
    .filter(Boolean)
    .join(' ');
  const experienceBasis =
    resume.roles.length === 0
      ? 'No dated roles found: 0 years.'
      : `${resume.experience.spans.map((s) => `${monthName(s.from)} - ${monthName(lastMonth(s.to))}`).join(', ')} merged (overlaps counted once), as of ${monthName(resume.experience.asOf)}${resume.experience.undatedRoles > 0 ? `; ${figures.number(resume.experience.undatedRoles)} undated role(s) not counted` : ''}.`;
  const strengths = strengthsOf(
    combined.factors,
    resume,
    quartile.top_skills.map((s) => s.skill),
    figures,
  );
  const weaknesses = weaknessesOf(combined.factors);
  const occupationRef: OccupationRef | null =
    match && occupation
      ? { code: match.code, title: occupation.title, matched_title: match.matchedTitle, confidence: match.confidence }
      : null;
  // texts may name the data they cite (occupations, codes, sources) and the figures computed above
  const cited = [
    SOURCE_NAMES,
    SALARY_CONVENTION_FIGURES,
    data.bundle.wageSource.label,
    occupation?.title ?? '',
    match?.code ?? '',
    match?.matchedTitle ?? '',
    ...suggested.top_jobs.map((j) => j.title),
    suggested.next_best_move?.title ?? '',
    salary.source ?? '',
    salaryCountryText(salary),
    experienceBasis,
    figures.all(),
  ];
  const facts = buildClaimFacts(resume, data, cited);
  const flags = flagClaims(
    [
      { field: 'summary', text: summary },
      ...strengths.map((text, i) => ({ field: `strengths[${i}]`, text })),
      ...weaknesses.map((text, i) => ({ field: `weaknesses[${i}]`, text })),
      ...improvements.map((imp, i) => ({ field: `improvements_to_potential[${i}].action`, text: imp.action })),
      { field: 'suggested_jobs.next_best_move.why', text: suggested.next_best_move?.why ?? '' },
      { field: 'salary_expectations.analysis', text: salary.analysis },
      ...combined.factors.map((f, i) => ({ field: `factors[${i}].detail`, text: f.detail })),
    ],
    facts,
    data,
  );
  return {
    score: combined.score,
    score_potential: combined.potential,
    strengths,
    weaknesses,
    years_of_experience: resume.experience.years,
    summary,
    skill_quartile: { top_skills: quartile.top_skills, bottom_skills: quartile.bottom_skills, basis: quartile.basis },
    salary_expectations: salary,
    improvements_to_potential: improvements,
    suggested_jobs: suggested,
    factors: combined.factors,
    occupation: occupationRef,
    experience_basis: experienceBasis,
    flags,
  };
}
