import type { EngineData } from '../../engine-data.ts';
import type { FitFactor, FitResult } from '../../fit/fit-types.ts';
import type { FitEvidence } from '../../fit/requirement-match.ts';
import { scoreFit } from '../../fit/score-fit.ts';
import { parsePosting, type ParsedPosting } from '../../posting/parse-posting.ts';
import { parseResume, type ParsedResume } from '../../resume/parse-resume.ts';
import type { YearMonth } from '../../types.ts';
import { buildClaimFacts, findNumbers } from '../claims/claim-facts.ts';
import { flagClaims } from '../claims/flag-claims.ts';
import { draftQuestions } from '../interview-questions/generate-questions.ts';
import type { FitMatrix, RequirementResult, ScoreFactor } from '../module-types.ts';
import { postingCountry, resumeCountry } from '../shared/document-country.ts';
import { estimateSalary, SALARY_CONVENTION_FIGURES, salaryCountryText } from '../shared/estimate-salary.ts';
import { createFigures } from '../shared/figures.ts';
import { clampScore, round1, shorten } from '../shared/text-helpers.ts';

export interface FitMatrixInput {
  readonly resumeText: string;
  readonly postingText: string;
  readonly asOf: YearMonth;
}

const INTERVIEW_ITEMS = 5;
const SOURCE_NAMES = 'O*NET BLS OEWS SOC US';

const describeEvidence = (e: FitEvidence) =>
  `${e.role ? `${[e.role.title, e.role.employer].filter(Boolean).join(', ')}: ` : ''}'${shorten(e.text, 120)}'`;

/** A core fit factor in the module's shape: what matched (met requirements, evidence) and what did not. */
function toScoreFactor(f: FitFactor): ScoreFactor {
  const matched = [
    ...f.matches.filter((m) => m.status === 'met').map((m) => m.requirement.label),
    ...f.evidence.map(describeEvidence),
  ];
  return {
    id: f.id,
    label: f.label,
    weight: f.weight,
    is_applicable: f.isApplicable,
    score: round1(clampScore(f.score)),
    points: round1(f.points),
    potential_score: round1(clampScore(Math.max(f.score, f.potentialScore))),
    matched,
    missing: [...f.missing],
    detail: f.detail,
  };
}

function toRequirement(m: FitResult['requirements'][number]): RequirementResult {
  return {
    id: m.requirement.id,
    requirement: m.requirement.text,
    label: m.requirement.label,
    kind: m.requirement.kind,
    type: m.requirement.type,
    status: m.status,
    score: round1(clampScore(m.score * 100)),
    evidence: m.evidence.map(describeEvidence),
    missing: [...m.missing],
    note: m.note,
  };
}

/** The fit summary as markdown: the core's summary, then one line per factor with its score and why. */
function summaryMarkdown(fit: FitResult): string {
  const lines = fit.factors
    .filter((f) => f.isApplicable)
    .map((f) => `- **${f.label}**: ${round1(f.score)}/100. ${f.detail}`);
  return [fit.summary, '', ...lines].join('\n');
}

/**
 * buildFitMatrix (module 3, Fit Matrix): the resume against the posting. Current and potential fit
 * from the core's factor table (every requirement with its evidence), reasons to hire and to reject,
 * the resume items to bring up in an interview, the salary expectation (the posting's stated range,
 * else BLS for the posting's occupation at the candidate's years) and interview items by kind.
 */
export function buildFitMatrix(input: FitMatrixInput, data: EngineData): FitMatrix {
  const resume = parseResume(input.resumeText, data, { asOf: input.asOf });
  const posting = parsePosting(input.postingText, data);
  return buildParsedFitMatrix(resume, posting, scoreFit(resume, posting, data), data);
}

export function buildParsedFitMatrix(
  resume: ParsedResume,
  posting: ParsedPosting,
  fit: FitResult,
  data: EngineData,
): FitMatrix {
  const figures = createFigures();
  const salary = estimateSalary(
    {
      occupation: posting.occupation,
      occupationSource: posting.title ? `the posting title '${posting.title}'` : 'the posting (it states no title)',
      years: resume.experience.years,
      postingSalary: posting.salary,
      country: postingCountry(posting) ?? resumeCountry(resume),
    },
    data,
    figures,
  );
  const drafts = draftQuestions(resume, posting, fit);
  const interview = {
    technical: drafts.technical.slice(0, INTERVIEW_ITEMS).map((q) => q.question),
    behavioral: drafts.behavioral.slice(0, INTERVIEW_ITEMS).map((q) => q.question),
    cv_related: [...drafts.resume, ...drafts.gaps].slice(0, INTERVIEW_ITEMS).map((q) => q.question),
  };
  const summary = summaryMarkdown(fit);
  const factors = fit.factors.map(toScoreFactor);
  const requirements = fit.requirements.map(toRequirement);
  // the core's texts cite figures it computed from the resume's dates and the requirements (years shown, counts, scores)
  const computed = [
    fit.score,
    fit.potentialScore,
    100,
    ...fit.factors.flatMap((f) => [f.score, f.points, f.potentialScore]),
    ...[...fit.requirements.map((m) => m.note), ...fit.factors.map((f) => f.detail)].flatMap((t) =>
      findNumbers(t).map((n) => n.value),
    ),
  ].join(' ');
  const occupationTitle = posting.occupation ? (data.occupationByCode.get(posting.occupation.code)?.title ?? '') : '';
  const facts = buildClaimFacts(resume, data, [
    posting.text,
    computed,
    figures.all(),
    SOURCE_NAMES,
    SALARY_CONVENTION_FIGURES,
    data.bundle.wageSource.label,
    salary.source ?? '',
    salaryCountryText(salary),
    occupationTitle,
    posting.occupation?.code ?? '',
  ]);
  // 'A, B, C and 3 more': a count of the items listed, not a claim
  const counted = (text: string) => text.replace(/\band \d+ more\b/g, 'and more');
  const flags = flagClaims(
    [
      { field: 'overall_fit.summary', text: counted(summary) },
      ...fit.reasonsToHire.map((text, i) => ({ field: `reasons_to_hire[${i}]`, text: counted(text) })),
      ...fit.reasonsToReject.map((text, i) => ({ field: `reasons_to_reject[${i}]`, text: counted(text) })),
      ...fit.focusItems.flatMap((f, i) => [
        { field: `cv_items_to_focus[${i}].item`, text: f.item },
        { field: `cv_items_to_focus[${i}].description`, text: counted(f.description) },
      ]),
      { field: 'salary_expectation.analysis', text: salary.analysis },
      ...(['technical', 'behavioral', 'cv_related'] as const).flatMap((k) =>
        interview[k].map((text, i) => ({ field: `interview_items.${k}[${i}]`, text })),
      ),
    ],
    facts,
    data,
  );
  return {
    overall_fit: { score: round1(clampScore(fit.score)), summary },
    potential_score: round1(clampScore(fit.potentialScore)),
    reasons_to_hire: [...fit.reasonsToHire],
    reasons_to_reject: [...fit.reasonsToReject],
    cv_items_to_focus: fit.focusItems.map((f) => ({ item: f.item, description: f.description })),
    salary_expectation: salary,
    interview_items: interview,
    factors,
    requirements,
    flags,
  };
}
