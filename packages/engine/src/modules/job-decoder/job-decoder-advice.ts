import { composeAdvice, shortList, type Advice } from '../shared/advice.ts';
import type { JobAnalysis, SkillNeeded } from '../module-types.ts';

/** What the Job Decoder advice reads (a skill may be a bare name in a stored result: the spec allows it). */
export type JobDecoderAdviceInput = Pick<JobAnalysis, 'demand_score' | 'stated_salary'> & {
  readonly salary_ranges: readonly unknown[];
} & { readonly skills_needed: ReadonlyArray<SkillNeeded | string> };

const HIGH_DEMAND = 80;
const MODERATE_DEMAND = 50;

const isOrAre = (items: readonly string[]) => (items.length === 1 ? 'is' : 'are');
const itOrThem = (items: readonly string[]) => (items.length === 1 ? 'it' : 'them');

function demandSentence(score: number | null): string | null {
  if (score === null) return null;
  if (score >= HIGH_DEMAND)
    return 'Many employers hire for this kind of role, so expect competition: tailor your resume to this posting before you apply';
  if (score >= MODERATE_DEMAND)
    return 'Employers hire for this kind of role steadily: a resume tailored to this posting stands out';
  return 'Fewer employers hire for this kind of role: apply where you fit best, and ask people you know about openings';
}

/** adviseJobDecoder: what the posting really requires, what is optional, what it says about pay, and what to do with it. */
export function adviseJobDecoder(job: JobDecoderAdviceInput): Advice {
  const skills = job.skills_needed.map((s) =>
    typeof s === 'string' ? { skill: s, importance: 'mentioned' as const } : s,
  );
  const required = skills.filter((s) => s.importance === 'required').map((s) => s.skill);
  const preferred = skills.filter((s) => s.importance === 'preferred').map((s) => s.skill);
  const pay = job.stated_salary;
  return composeAdvice(
    [
      required.length > 0
        ? `The must-haves here are ${shortList(required, 4)}: make sure your resume names each one in the role where you used it`
        : 'The posting names few firm requirements: read its duties and match your bullets to them',
      preferred.length > 0
        ? `${shortList(preferred)} ${isOrAre(preferred)} nice to have: mention ${itOrThem(preferred)} only if you have used ${itOrThem(preferred)}`
        : null,
      pay
        ? `It states pay of ${pay.text}: use that range when pay comes up`
        : `It states no pay: ask for the range early${job.salary_ranges.length > 0 ? ', and use the national figures below as a starting point' : ''}`,
      demandSentence(job.demand_score),
      'Next, run Fit Matrix to see which of these your resume already shows',
    ],
    [],
  );
}
