import { composeAdvice, quoteLine, shortList, type Advice } from '../shared/advice.ts';
import type { ResumeAnalysis, ScoreFactor } from '../module-types.ts';

/** What the Resume Audit advice reads. */
export type ResumeAuditAdviceInput = Pick<ResumeAnalysis, 'improvements_to_potential' | 'factors'> & {
  readonly skill_quartile: { readonly top_skills: ReadonlyArray<{ readonly skill: string }> };
  readonly suggested_jobs: {
    readonly next_best_move: { readonly title: string; readonly matched_skills: readonly string[] } | null;
  };
  readonly occupation: { readonly title: string } | null;
};

const them = (items: readonly string[]) => (items.length === 1 ? 'it' : 'them');
/** A factor's example line without its label ("'Worked on...' (weak opening)" -> "'Worked on...'"). */
const example = (missing: readonly string[]) => {
  const line = missing[0]?.replace(/\s*\((?:weak opening|passive voice)\)$/, '').replace(/^'(.*)'$/s, '$1');
  return line ? quoteLine(line) : null;
};

/** The sentence for the improvement of each audit factor, from what the factor found missing. */
const FACTOR_ADVICE: Record<string, (f: ScoreFactor, occupation: string | null) => string | null> = {
  outcomes: (f) =>
    `Add the result to the bullets that have none: what changed because of your work, with a number where you have one${example(f.missing) ? `, starting with ${example(f.missing)}` : ''}`,
  'action-verbs': (f) =>
    `Start each bullet with what you did, not a duty or the passive voice${example(f.missing) ? `: ${example(f.missing)} is one to rewrite` : ''}`,
  'skills-evidence': (f) =>
    f.missing.length > 0
      ? `You list ${shortList(f.missing)} but no role shows ${them(f.missing)}: if you used ${them(f.missing)} at work, say where in a bullet`
      : null,
  'market-skills': (f, occupation) =>
    f.missing.length > 0 && occupation
      ? `Postings for ${occupation} often ask for ${shortList(f.missing)}: if you have used any of them, add it where you used it`
      : null,
  contact: (f) =>
    f.missing.length > 0
      ? `We could not find your ${shortList(f.missing)} at the top: make sure ${f.missing.length === 1 ? 'it is' : 'they are'} there as plain text, so employers can reach you`
      : 'Put your name, e-mail, phone and city at the top',
  sections: (f) =>
    f.missing.length > 0
      ? `Give your resume ${shortList(f.missing.map((m) => `a ${m.toLowerCase()} section`))}${f.missing.length === 1 ? ' under its own heading' : ', each under its own heading'}`
      : null,
  roles: () => 'Give every role its title, employer and dates, so an employer can follow your path',
  length: () => 'Keep two to six bullets a role, each one or two lines long',
};

/** adviseResumeAudit: the biggest gains first (from the audit's own findings), the skills to lead with, a next role to consider. */
export function adviseResumeAudit(audit: ResumeAuditAdviceInput): Advice {
  const byId = new Map(audit.factors.map((f) => [f.id, f]));
  const occupation = audit.occupation?.title ?? null;
  const gains = audit.improvements_to_potential.slice(0, 3).map((i) => {
    const factor = byId.get(i.factor);
    return factor ? (FACTOR_ADVICE[factor.id]?.(factor, occupation) ?? null) : null;
  });
  const top = audit.skill_quartile.top_skills.slice(0, 3).map((s) => s.skill);
  const move = audit.suggested_jobs.next_best_move;
  return composeAdvice(
    [
      ...gains,
      top.length > 0
        ? `Your strongest ${top.length === 1 ? 'skill on the page is' : 'skills on the page are'} ${shortList(top)}: keep ${them(top)} in your summary and near the top`
        : null,
      move && move.matched_skills.length > 0
        ? `A next step to consider: ${move.title}, which uses ${move.matched_skills.length === 1 ? 'one' : move.matched_skills.length} of your skills (see Suggested jobs)`
        : null,
    ],
    [
      'Your resume covers the basics well: next, run Fit Matrix against a posting to see what that employer asks for',
      'Keep each bullet to one line of what you did and what changed because of it',
    ],
  );
}
