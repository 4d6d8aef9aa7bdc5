import { composeAdvice, quoteLine, shortList, type Advice } from '../shared/advice.ts';
import type { ChangeReason, ImprovementResult, ResumeChange } from '../module-types.ts';

/** What the Resume Improvement advice reads: the changes (engine's or a model's) and their flags. */
export type ResumeImprovementAdviceInput = {
  readonly changes: ReadonlyArray<Pick<ResumeChange, 'old_phrase' | 'new_phrase' | 'reasons'>>;
  readonly flags: ImprovementResult['flags'];
};

/** What each rewrite rule fixes, said of the bullets it applies to. */
const PROBLEMS: Partial<Record<ChangeReason, { one: string; many: string }>> = {
  'weak-verb': {
    one: 'opens with a duty or a vague verb instead of what you did',
    many: 'open with a duty or a vague verb instead of what you did',
  },
  'passive-voice': {
    one: 'hides who did the work behind the passive voice',
    many: 'hide who did the work behind the passive voice',
  },
  'mixed-tense': {
    one: 'is in another tense than the rest of its role',
    many: 'are in another tense than the rest of their role',
  },
  'filler-words': { one: 'carries words that add nothing', many: 'carry words that add nothing' },
};

const isSkillsChange = (c: Pick<ResumeChange, 'reasons'>) => c.reasons.includes('missing-keyword');

/** The skills a skills-list change adds (its new list minus its old one). */
function addedSkills(change: Pick<ResumeChange, 'old_phrase' | 'new_phrase'>): string[] {
  const items = (text: string) =>
    text
      .split(/[,;|•]/)
      .map((s) => s.trim())
      .filter(Boolean);
  const old = new Set(items(change.old_phrase).map((s) => s.toLowerCase()));
  return items(change.new_phrase).filter((s) => !old.has(s.toLowerCase()));
}

function commonProblem(rewrites: ResumeImprovementAdviceInput['changes']): string | null {
  const counts = new Map<ChangeReason, number>();
  for (const c of rewrites) for (const r of c.reasons) if (PROBLEMS[r]) counts.set(r, (counts.get(r) ?? 0) + 1);
  const [reason, count] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!reason || !count) return null;
  const first = rewrites.find((c) => c.reasons.includes(reason));
  const which = count === 1 ? 'One bullet' : `${count} bullets`;
  const problem = PROBLEMS[reason]!;
  const quoted = first ? quoteLine(first.old_phrase, 70) : null;
  return `${which} ${count === 1 ? problem.one : problem.many}${quoted ? (count === 1 ? `: ${quoted}` : `, such as ${quoted}`) : ''}`;
}

/** adviseResumeImprovement: which rewrites to take first and why, the outcomes to add, the skills to list. */
export function adviseResumeImprovement(result: ResumeImprovementAdviceInput): Advice {
  const rewrites = result.changes.filter((c) => !isSkillsChange(c));
  const skills = [...new Set(result.changes.filter(isSkillsChange).flatMap(addedSkills))];
  const outcomes = rewrites.filter((c) => c.reasons.includes('missing-outcome')).length;
  const flagged = result.flags.length;
  return composeAdvice(
    [
      flagged > 0
        ? `${flagged === 1 ? 'One suggestion names' : `${flagged} suggestions name`} something your resume does not show: check ${flagged === 1 ? 'it' : 'them'} before you use ${flagged === 1 ? 'it' : 'them'}`
        : null,
      rewrites.length > 0
        ? `Start with the ${rewrites.length === 1 ? 'rewritten bullet' : `${rewrites.length} rewritten bullets`} below: each keeps your facts and reads more directly`
        : 'Your bullets already open with what you did, in one tense per role: no rewrite is needed',
      commonProblem(rewrites),
      outcomes > 0
        ? `${outcomes === 1 ? 'One bullet says' : `${outcomes} bullets say`} what you did but not what changed: if you know the result (time saved, errors cut, money made), add it in your own words`
        : null,
      skills.length > 0
        ? `Add ${shortList(skills)} to your skills list: the posting asks for ${skills.length === 1 ? 'it' : 'them'} and your bullets already show ${skills.length === 1 ? 'it' : 'them'}`
        : null,
    ],
    [
      'Take only the changes that are true to your work, then update your resume',
      'Next, run Fit Matrix to see how the improved resume matches the posting',
    ],
  );
}
