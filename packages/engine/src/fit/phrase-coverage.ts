import type { Skill } from '../bundle/bundle-types.ts';
import { contentStems } from '../posting/requirement-terms.ts';
import { stem } from '../text/stem.ts';
import { tokenize } from '../text/tokenize.ts';
import type { EvidenceUnit, ResumeEvidence } from './resume-evidence.ts';

/** Evidence from experience counts before a skills list; earlier lines before later ones. */
export const SECTION_PREFERENCE: Readonly<Record<string, number>> = {
  experience: 3,
  projects: 2,
  summary: 1,
  skills: 1,
  certifications: 1,
  education: 1,
  other: 0,
};
const preference = (unit: EvidenceUnit) => SECTION_PREFERENCE[unit.section] ?? 0;

/** Most distinct stems of a short phrase found close together in a line (within the phrase's length + 3 words). */
function coveredNearby(unit: EvidenceUnit, stems: readonly string[]): number {
  const hits: Array<{ pos: number; stem: string }> = [];
  for (const s of stems) for (const pos of unit.positions.get(s) ?? []) hits.push({ pos, stem: s });
  if (stems.length > 4) return new Set(hits.map((h) => h.stem)).size;
  hits.sort((a, b) => a.pos - b.pos);
  const window = stems.length + 3;
  let best = 0;
  for (let i = 0; i < hits.length; i++) {
    const seen = new Set<string>();
    for (let j = i; j < hits.length && hits[j]!.pos - hits[i]!.pos < window; j++) seen.add(hits[j]!.stem);
    best = Math.max(best, seen.size);
  }
  return best;
}

export interface BestUnit {
  readonly unit: EvidenceUnit | null;
  readonly covered: number;
  /** Every line that covers as much as the best one. */
  readonly supporting: readonly EvidenceUnit[];
}

/** The resume line covering most of the stems close together. */
export function bestUnit(stems: readonly string[], evidence: ResumeEvidence): BestUnit {
  const counts = new Map<EvidenceUnit, number>();
  for (const s of stems)
    for (const unit of evidence.stemUnits.get(s) ?? [])
      if (!counts.has(unit)) counts.set(unit, coveredNearby(unit, stems));
  let unit: EvidenceUnit | null = null;
  let covered = 0;
  for (const [candidate, n] of counts) {
    const better =
      n > covered ||
      (n === covered &&
        unit !== null &&
        (preference(candidate) > preference(unit) ||
          (preference(candidate) === preference(unit) && candidate.line < unit.line)));
    if (better) [unit, covered] = [candidate, n];
  }
  return { unit, covered, supporting: [...counts].filter(([, n]) => n === covered && n > 0).map(([u]) => u) };
}

/** True when one resume line has at least two thirds of a short term's words close together. */
export function coversPhrase(stems: readonly string[], evidence: ResumeEvidence): boolean {
  return stems.length > 0 && bestUnit(stems, evidence).covered * 3 >= stems.length * 2;
}

/**
 * Coverage of a term whose every named vocabulary skill is in the resume (met, with its qualifiers unshown);
 * the words of it shown as well earn the rest, in proportion ('scalable' and 'cloud' of 'scalable cloud solutions on AWS').
 */
const SKILL_NAMED_COVERAGE = 0.8;
const CREDENTIAL_STEMS: ReadonlySet<string> = new Set(
  ['certification', 'certified', 'certificate', 'license', 'licensure', 'accreditation', 'accredited', 'clearance'].map(
    stem,
  ),
);

export interface TermCoverage {
  /** 0-1: share of the term's words evidenced (by a vocabulary skill, or together in one line). */
  readonly coverage: number;
  /** Share of its words found anywhere, however scattered: a trace, not evidence. */
  readonly trace: number;
  readonly best: BestUnit;
  readonly skillHits: readonly Skill[];
  readonly uncovered: readonly string[];
}

/**
 * How far the resume evidences a term: stems covered by a vocabulary skill the resume has (aliases
 * count: 'k8s' covers Kubernetes), plus stems found close together in its best line. One word of a
 * short phrase ('management' of 'Time Management') is no evidence of it.
 */
export function termCoverage(
  stems: readonly string[],
  skills: readonly Skill[],
  evidence: ResumeEvidence,
): TermCoverage {
  const wanted = new Set(stems);
  const covered = new Set<string>();
  const skillHits: Skill[] = [];
  let named = 0;
  for (const skill of skills) {
    const forms = skill.forms
      .map((f) => contentStems(f.text))
      .filter((fs) => fs.length > 0 && fs.every((s) => wanted.has(s)));
    if (forms.length === 0) continue;
    named++;
    if (!evidence.skillIds.has(skill.id)) continue;
    skillHits.push(skill);
    for (const fs of forms) fs.forEach((s) => covered.add(s));
  }
  const best = bestUnit(stems, evidence);
  if (best.unit && (best.covered >= 2 || stems.length === 1))
    for (const s of stems) if (best.unit.stems.has(s)) covered.add(s);
  const spread = stems.filter((s) => evidence.stemUnits.has(s)).length;
  const length = Math.max(1, stems.length);
  // every vocabulary skill the term names is in the resume: the rest of its words only qualify it
  // ('Architecting solutions on AWS'), unless they ask for a credential ('AWS certification')
  const namesOnlyHeldSkills =
    named > 0 && skillHits.length === named && !stems.some((s) => CREDENTIAL_STEMS.has(s) && !covered.has(s));
  const shown = covered.size / length;
  const coverage = Math.max(
    shown,
    stems.length > 3 ? (0.85 * spread) / length : 0,
    namesOnlyHeldSkills ? SKILL_NAMED_COVERAGE + (1 - SKILL_NAMED_COVERAGE) * shown : 0,
  );
  return {
    coverage: Math.min(1, coverage),
    trace: spread / length,
    best,
    skillHits,
    uncovered: stems.filter((s) => !covered.has(s)),
  };
}

/** The words of a label whose stems are in the given list. */
export function wordsOf(label: string, stems: readonly string[]): string[] {
  const wanted = new Set(stems);
  return tokenize(label)
    .filter((t) => wanted.has(stem(t.norm)))
    .map((t) => t.text);
}
