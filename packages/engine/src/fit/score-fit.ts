import type { EngineData } from '../engine-data.ts';
import type { Requirement } from '../posting/extract-requirements.ts';
import type { ParsedPosting } from '../posting/parse-posting.ts';
import type { ParsedResume } from '../resume/parse-resume.ts';
import { explainFit } from './explain-fit.ts';
import { FIT_FACTORS, type FitFactorId } from './fit-factors.ts';
import type { FitFactor, FitResult } from './fit-types.ts';
import { matchDuty, workEvidence } from './match-duty.ts';
import { matchExperienceRequirement } from './match-experience.ts';
import { matchEducationRequirement, matchSkillRequirement, toEvidence } from './match-skill-requirement.ts';
import { coversPhrase } from './phrase-coverage.ts';
import { round2, type FitEvidence, type RequirementMatch } from './requirement-match.ts';
import { buildResumeEvidence, type ResumeEvidence } from './resume-evidence.ts';
import { createTitleMatcher, occupationRelation, titleOverlap, type TitleMatcher } from './title-similarity.ts';

interface FactorDraft {
  readonly isApplicable: boolean;
  readonly score: number;
  readonly potential: number;
  readonly matches: RequirementMatch[];
  readonly evidence: FitEvidence[];
  readonly missing: string[];
  readonly detail: string;
}

const clamp = (n: number) => Math.max(0, Math.min(100, n));
const mean = (xs: readonly number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);
const isSoft = (r: Requirement) => r.skills.length > 0 && r.skills.every((s) => s.category === 'soft');
/** What a requirement could reach without inventing anything: partial evidence made explicit, soft skills shown. */
const potentialOf = (m: RequirementMatch, r: Requirement) =>
  r.type === 'skill' && (m.status !== 'missing' || isSoft(r)) ? 1 : m.score;

function requirementFactor(pairs: Array<{ m: RequirementMatch; r: Requirement }>, what: string): FactorDraft {
  const met = pairs.filter((p) => p.m.status === 'met').length;
  return {
    isApplicable: pairs.length > 0,
    score: mean(pairs.map((p) => p.m.score)),
    potential: mean(pairs.map((p) => potentialOf(p.m, p.r))),
    matches: pairs.map((p) => p.m),
    evidence: [],
    missing: pairs.filter((p) => p.m.status !== 'met').map((p) => p.r.label),
    detail: `${met} of ${pairs.length} ${what} met`,
  };
}

/** ' (posting: Business Intelligence Analysts in O*NET)': the posting's occupation, named in words (no code in what the user reads). */
function postingOccupationNote(posting: ParsedPosting, data: EngineData): string {
  if (!posting.occupation) return '';
  const title = data.occupationByCode.get(posting.occupation.code)?.title;
  return title ? ` (posting: ${title} in O*NET)` : '';
}

function titleFactor(
  resume: ParsedResume,
  posting: ParsedPosting,
  matchTitle: TitleMatcher,
  evidence: ResumeEvidence,
  data: EngineData,
): FactorDraft {
  const titled = resume.roles.filter((r) => r.title);
  if (!posting.title || titled.length === 0) {
    return {
      isApplicable: posting.title !== null,
      score: 0,
      potential: 0,
      matches: [],
      evidence: [],
      missing: posting.title ? [posting.title] : [],
      detail: 'No job titles found in the resume',
    };
  }
  const scored = titled.map((role) => {
    const relation = occupationRelation(posting.occupation, matchTitle(role.title!), data);
    const overlap = titleOverlap(posting.title!, role.title!);
    return {
      role,
      score: Math.max(relation.score, overlap),
      why: relation.score >= overlap ? relation.relation : 'similar title words',
    };
  });
  const best = scored.reduce((a, b) => (b.score > a.score ? b : a));
  const unit = evidence.units.find((u) => best.role.headerLines.includes(u.line));
  return {
    isApplicable: true,
    score: best.score,
    potential: best.score,
    matches: [],
    evidence: unit ? [toEvidence(unit)] : [],
    missing: best.score < 0.5 ? [posting.title] : [],
    detail: `Closest title '${best.role.title}': ${best.why}${postingOccupationNote(posting, data)}`,
  };
}

/** The posting's core duties the resume's roles show (docs/decisions/020): each duty with the lines that show it. */
function dutyFactor(resume: ParsedResume, posting: ParsedPosting, evidence: ResumeEvidence): FactorDraft {
  const work = workEvidence(resume, evidence);
  const matches = posting.duties.map((duty, i) => matchDuty(duty, i, work));
  const shown = matches.filter((m) => m.status === 'met');
  return {
    isApplicable: matches.length > 0,
    score: mean(matches.map((m) => m.score)),
    potential: mean(matches.map((m) => m.score)),
    matches,
    evidence: shown.flatMap((m) => m.evidence.slice(0, 1)).slice(0, 3),
    missing: matches.filter((m) => m.status !== 'met').map((m) => m.requirement.label),
    detail: `${shown.length} of ${matches.length} of the job's duties shown in the resume's roles`,
  };
}

function keywordFactor(posting: ParsedPosting, evidence: ResumeEvidence): FactorDraft {
  const terms = posting.keyTerms;
  const present = terms.filter(
    (t) => (t.skillId !== null && evidence.skillIds.has(t.skillId)) || coversPhrase(t.stems, evidence),
  );
  const absent = terms.filter((t) => !present.includes(t));
  return {
    isApplicable: terms.length > 0,
    score: terms.length > 0 ? present.length / terms.length : 0,
    potential: terms.length > 0 ? present.length / terms.length : 0,
    matches: [],
    evidence: [],
    missing: absent.map((t) => t.term),
    detail: `${present.length} of ${terms.length} posting terms appear in the resume`,
  };
}

/**
 * scoreFit: every requirement matched against the resume with its evidence, then the factor table
 * (FIT_FACTORS) weighted into a 0-100 score and a potential score, with reasons and focus items.
 * Deterministic: same resume and posting, same result.
 */
export function scoreFit(resume: ParsedResume, posting: ParsedPosting, data: EngineData): FitResult {
  const evidence = buildResumeEvidence(resume);
  const matchTitle = createTitleMatcher(data);
  const pairs = posting.requirements.map((r) => {
    if (r.type === 'experience')
      return { r, m: matchExperienceRequirement(r, resume, evidence, matchTitle, data).match };
    if (r.type === 'education') return { r, m: matchEducationRequirement(r, resume, evidence) };
    return { r, m: matchSkillRequirement(r, resume, evidence) };
  });
  const must = (type: Requirement['type']) => pairs.filter((p) => p.r.kind === 'must' && p.r.type === type);
  const requirementMatches = pairs.map((p) => p.m);
  const drafts: Record<FitFactorId, FactorDraft> = {
    'required-skills': requirementFactor(must('skill'), 'required skills'),
    experience: requirementFactor(must('experience'), 'experience requirements'),
    duties: dutyFactor(resume, posting, evidence),
    preferred: requirementFactor(
      pairs.filter((p) => p.r.kind === 'nice'),
      'nice-to-have requirements',
    ),
    title: titleFactor(resume, posting, matchTitle, evidence, data),
    education: requirementFactor(must('education'), 'education requirements'),
    keywords: keywordFactor(posting, evidence),
  };
  const totalWeight = FIT_FACTORS.filter((f) => drafts[f.id].isApplicable).reduce((sum, f) => sum + f.weight, 0);
  const factors: FitFactor[] = FIT_FACTORS.map((f) => {
    const d = drafts[f.id];
    const share = d.isApplicable && totalWeight > 0 ? f.weight / totalWeight : 0;
    return {
      id: f.id,
      label: f.label,
      description: f.description,
      weight: f.weight,
      isApplicable: d.isApplicable,
      score: Math.round(clamp(d.score * 100) * 10) / 10,
      points: round2(share * d.score * 100),
      potentialScore: Math.round(clamp(Math.max(d.score, d.potential) * 100) * 10) / 10,
      matches: d.matches,
      evidence: d.evidence,
      missing: d.missing,
      detail: d.detail,
    };
  });
  const score = Math.round(clamp(factors.reduce((sum, f) => sum + f.points, 0)) * 10) / 10;
  const potential = factors.reduce(
    (sum, f) => sum + (f.isApplicable && totalWeight > 0 ? (f.weight / totalWeight) * f.potentialScore : 0),
    0,
  );
  const potentialScore = Math.max(score, Math.round(clamp(potential) * 10) / 10);
  return {
    score,
    potentialScore,
    factors,
    requirements: requirementMatches,
    ...explainFit({ resume, posting, factors, pairs, totalWeight, score, potentialScore }),
  };
}
