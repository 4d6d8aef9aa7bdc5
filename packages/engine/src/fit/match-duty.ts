import type { Duty } from '../posting/parse-posting.ts';
import { contentStems } from '../posting/requirement-terms.ts';
import type { ParsedResume } from '../resume/parse-resume.ts';
import { toEvidence, statusOf } from './match-skill-requirement.ts';
import { SECTION_PREFERENCE, termCoverage, wordsOf } from './phrase-coverage.ts';
import { round2, type RequirementMatch } from './requirement-match.ts';
import type { EvidenceUnit, ResumeEvidence } from './resume-evidence.ts';

/** Verbs and words any duty may hold ('Assist with', 'Participate in', 'May perform'): what the duty is about is in its other words. */
const GENERIC = new Set(
  contentStems(
    'assist assists assisting participate participates participating ensure ensures maintain maintains provide provides perform performs support supports help helps work works serve serves may will shall responsible responsibility duties various multiple other others daily regular regularly ongoing new key all any each every within across including team teams',
    { keepFiller: true },
  ),
);
/** At most this many of a duty's words are weighed (its first ones: what it opens with is what it is). */
const MAX_DUTY_STEMS = 8;

/** A posting's duties are matched against many resumes: their stems are worked out once per duty. */
const STEMS = new WeakMap<Duty, readonly string[]>();

/** What a duty is about, as stems: its text's content words without the generic ones. */
export function dutyStems(duty: Duty): readonly string[] {
  let stems = STEMS.get(duty);
  if (!stems)
    STEMS.set(
      duty,
      (stems = contentStems(duty.text)
        .filter((s) => !GENERIC.has(s))
        .slice(0, MAX_DUTY_STEMS)),
    );
  return stems;
}

/** Where a resume shows work it has done: role lines, projects, the summary (a skills list shows no duty). */
const WORK_SECTIONS: ReadonlySet<string> = new Set(['experience', 'projects', 'summary']);

/** The resume's evidence cut to the lines that show work done, with the vocabulary skills those lines name. */
export function workEvidence(resume: ParsedResume, evidence: ResumeEvidence): ResumeEvidence {
  const units = evidence.units.filter((u) => u.role !== null || WORK_SECTIONS.has(u.section));
  const lines = new Set(units.map((u) => u.line));
  const stemUnits = new Map<string, EvidenceUnit[]>();
  for (const unit of units) for (const s of unit.stems) (stemUnits.get(s) ?? stemUnits.set(s, []).get(s)!).push(unit);
  const skillIds = new Set(
    resume.skills.filter((m) => m.evidence.some((e) => lines.has(e.line))).map((m) => m.skill.id),
  );
  return { units, stemUnits, skillIds };
}

/**
 * A core duty of the posting against the resume's work: shown when one role, project or summary line
 * holds its key words together (or the vocabulary skills it names), with that line as evidence. Duties
 * are no requirement (the posting does not ask for them as such), so they have a factor of their own
 * (docs/decisions/020).
 */
export function matchDuty(duty: Duty, index: number, work: ResumeEvidence): RequirementMatch {
  const part = termCoverage(dutyStems(duty), duty.skills, work);
  const status = statusOf(part.coverage);
  const support = [...part.best.supporting].sort(
    (a, b) => (SECTION_PREFERENCE[b.section] ?? 0) - (SECTION_PREFERENCE[a.section] ?? 0) || a.line - b.line,
  );
  const evidence = status === 'missing' ? [] : support.slice(0, 2).map(toEvidence);
  const missing =
    status === 'met' ? [] : status === 'missing' ? [duty.label] : wordsOf(duty.text, part.uncovered).slice(0, 5);
  const note =
    status === 'met'
      ? `Done before: '${evidence[0]?.text.slice(0, 120) ?? duty.label}'`
      : status === 'partial'
        ? `Partly shown; not shown: ${missing.join(', ') || duty.label}`
        : `No role shows ${duty.label}`;
  return {
    requirement: { id: `duty-${index + 1}`, label: duty.label, text: duty.text, kind: 'must', type: 'skill' },
    status,
    score: round2(part.coverage),
    evidence,
    missing,
    note,
  };
}
