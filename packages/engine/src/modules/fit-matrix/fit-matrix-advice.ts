import { composeAdvice, shortList, splitEvidence, type Advice } from '../shared/advice.ts';
import { capitalize } from '../shared/text-helpers.ts';
import type { FitMatrix, RequirementResult } from '../module-types.ts';
import { isPluralPhrase } from '../shared/plural-phrase.ts';

/** What the Fit Matrix advice reads: the score and the requirements with their evidence. */
export type FitMatrixAdviceInput = Pick<FitMatrix, 'overall_fit'> & {
  readonly requirements: readonly RequirementResult[];
};

const STRONG_FIT = 75;
const PARTIAL_FIT = 50;

/** The best-evidenced requirement the resume meets, preferring a must-have shown in a role. */
function strongestMatch(requirements: readonly RequirementResult[]): { label: string; role: string | null } | null {
  const met = requirements.filter((r) => r.status === 'met' && r.type !== 'education');
  const ranked = [...met].sort(
    (a, b) =>
      Number(b.kind === 'must') - Number(a.kind === 'must') ||
      Number(hasRole(b)) - Number(hasRole(a)) ||
      b.score - a.score,
  );
  const best = ranked[0];
  if (!best) return null;
  return { label: best.label, role: best.evidence.map(splitEvidence).find((e) => e.role !== null)?.role ?? null };
}
const hasRole = (r: RequirementResult) => r.evidence.some((e) => splitEvidence(e).role !== null);

function missingMustHaves(requirements: readonly RequirementResult[]): string | null {
  const missing = requirements.filter((r) => r.kind === 'must' && r.status === 'missing');
  // a label with its own commas is quoted, so a list of them still reads as a list
  const skills = missing
    .filter((r) => r.type === 'skill')
    .map((r) => (r.label.includes(',') ? `'${r.label}'` : r.label));
  if (skills.length === 1)
    return isPluralPhrase(skills[0]!)
      ? `The posting requires ${skills[0]} and your resume does not show them: if you have them, add a bullet that says where`
      : `The posting requires ${skills[0]} and your resume does not show it: if you have done it, add a bullet that says where`;
  if (skills.length > 1)
    return `The posting requires ${shortList(skills)}, and your resume shows none of them: for each one you have, add a line that says where you used or earned it`;
  const other = missing[0];
  if (other?.type === 'education')
    return `The posting asks for ${other.label}: if you have it, make sure your education section says so`;
  if (other?.type === 'experience')
    return `The posting asks for more experience as ${other.label} than your resume's dates show: if you have more, give every role its dates`;
  return null;
}

function partialMatch(requirements: readonly RequirementResult[]): string | null {
  // only a clear gap (one or two missing terms): a longer list is the posting's wording, not advice
  const partial =
    requirements.find(
      (r) => r.status === 'partial' && r.type === 'skill' && r.missing.length > 0 && r.missing.length <= 2,
    ) ?? null;
  if (!partial) return null;
  const it = partial.missing.length === 1 ? 'it' : 'them';
  return `${capitalize(partial.label)} is only partly shown: your resume does not show ${shortList(partial.missing)}, so if you have ${it}, say where`;
}

function niceToHaves(requirements: readonly RequirementResult[]): string | null {
  const missing = requirements.filter((r) => r.kind === 'nice' && r.status === 'missing').map((r) => r.label);
  if (missing.length === 0) return null;
  return `It would also like ${shortList(missing)}: mention ${missing.length === 1 ? 'it' : 'them'} only if you have ${missing.length === 1 ? 'it' : 'them'}`;
}

function verdict(score: number, strongest: string | null): string {
  if (score >= STRONG_FIT)
    return `You match most of what this posting asks: apply${strongest ? `, and open your resume and letter with ${strongest}` : ''}`;
  if (score >= PARTIAL_FIT)
    return 'You match part of this posting: close the gaps above where your experience allows, then apply';
  return 'This posting asks for a lot your resume does not show: apply if the gaps above are work you have done but not written down, otherwise look for a closer role';
}

/** adviseFitMatrix: the strongest match and where it shows, the must-haves the resume does not show, and whether to apply. */
export function adviseFitMatrix(fit: FitMatrixAdviceInput): Advice {
  const best = strongestMatch(fit.requirements);
  return composeAdvice(
    [
      best ? `Your strongest match is ${best.label}${best.role ? ` (shown in your work as ${best.role})` : ''}` : null,
      missingMustHaves(fit.requirements),
      partialMatch(fit.requirements),
      niceToHaves(fit.requirements),
      verdict(fit.overall_fit.score, best?.label ?? null),
    ],
    [
      'Next, prepare for the interview with Interview Questions: it asks about the same requirements',
      'The requirements below show each line of your resume the match rests on',
    ],
  );
}
