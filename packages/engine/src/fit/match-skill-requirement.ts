import type { Requirement } from '../posting/extract-requirements.ts';
import { contentStems, labelItems } from '../posting/requirement-terms.ts';
import type { ParsedResume } from '../resume/parse-resume.ts';
import { EVIDENCE_STRENGTH, MATCH_THRESHOLDS } from './fit-factors.ts';
import { SECTION_PREFERENCE, termCoverage, wordsOf, type TermCoverage } from './phrase-coverage.ts';
import {
  round2,
  requirementRef,
  type FitEvidence,
  type MatchStatus,
  type RequirementMatch,
} from './requirement-match.ts';
import { withoutEmployerNames, type EvidenceUnit, type ResumeEvidence } from './resume-evidence.ts';

/**
 * A requirement about where one has worked ('Healthcare or insurance domain', 'retail industry background',
 * 'experience in fintech'): an employer's name may show it. Any other is a skill, which a name does not show.
 */
const ASKS_FOR_DOMAIN =
  /\b(?:domains?|industry|industries|sectors?|environments?|settings?|backgrounds?|fields?|markets?|verticals?)\b|\bexperience (?:in|within) (?!using\b|\w+ing\b)/i;

/** Share of a missing requirement's score that scattered words of it still earn. */
const TRACE_WEIGHT = 0.3;

export function toEvidence(unit: EvidenceUnit): FitEvidence {
  const role = unit.role;
  return {
    section: unit.section,
    line: unit.line,
    text: unit.text,
    role: role ? { title: role.title, employer: role.employer, dates: role.dates?.text ?? null } : null,
  };
}

export function statusOf(coverage: number): MatchStatus {
  return coverage >= MATCH_THRESHOLDS.met ? 'met' : coverage >= MATCH_THRESHOLDS.partial ? 'partial' : 'missing';
}

/** Coverage of a label, item by item when it is a list ('all' of 'JavaScript, HTML, CSS'; 'any' of 'Go or Python'). */
function labelCoverage(
  requirement: Requirement,
  evidence: ResumeEvidence,
): { coverage: number; status: MatchStatus; missing: string[]; parts: TermCoverage[] } {
  const { items, mode } = labelItems(requirement.label);
  if (items.length < 2) {
    const stems = requirement.stems.length > 0 ? requirement.stems : requirement.contextStems;
    const part = termCoverage(stems, requirement.skills, evidence);
    const missingSkills = requirement.skills
      .filter((s) => !evidence.skillIds.has(s.id) && part.uncovered.length > 0)
      .map((s) => s.name);
    return {
      coverage: part.coverage,
      status: statusOf(part.coverage),
      missing: missingSkills.length > 0 ? missingSkills : wordsOf(requirement.label, part.uncovered),
      parts: [part],
    };
  }
  const parts = items.map((item) => termCoverage(contentStems(item), requirement.skills, evidence));
  const isMet = (p: TermCoverage) => p.coverage >= MATCH_THRESHOLDS.met;
  if (mode === 'any') {
    const coverage = Math.max(...parts.map((p) => p.coverage));
    return { coverage, status: statusOf(coverage), missing: parts.some(isMet) ? [] : items, parts };
  }
  const coverage = parts.reduce((sum, p) => sum + p.coverage, 0) / parts.length;
  const missing = items.filter((_, i) => !isMet(parts[i]!));
  const status =
    missing.length === 0 ? statusOf(coverage) : coverage >= MATCH_THRESHOLDS.partial ? 'partial' : 'missing';
  return { coverage, status, missing, parts };
}

/**
 * A skill requirement against the resume: each item of the requirement evidenced by a vocabulary skill
 * (aliases count: 'k8s' evidences Kubernetes) or by its words together in one resume line. A met
 * requirement shown in a role and in more than one place counts fully (EVIDENCE_STRENGTH).
 */
export function matchSkillRequirement(
  requirement: Requirement,
  resume: ParsedResume,
  evidence: ResumeEvidence,
): RequirementMatch {
  const shows = ASKS_FOR_DOMAIN.test(requirement.label) ? evidence : withoutEmployerNames(evidence);
  const { coverage, status, missing: notShown, parts } = labelCoverage(requirement, shows);
  const skillHits = [...new Set(parts.flatMap((p) => p.skillHits))];
  const supportLines = new Set<number>(parts.flatMap((p) => p.best.supporting.map((u) => u.line)));
  // lines that name one of the requirement's skills: they lead the evidence over lines that only share a word
  // stem with it ('marketers' for Marketo), so a quote shows the skill in use
  const skillLines = new Set<number>();
  for (const hit of skillHits)
    for (const e of resume.skills.find((m) => m.skill.id === hit.id)?.evidence ?? []) skillLines.add(e.line);
  for (const line of skillLines) supportLines.add(line);
  const support = evidence.units.filter((u) => supportLines.has(u.line));
  const applied = support.some((u) => u.role !== null || u.section === 'experience' || u.section === 'projects');
  const strength =
    EVIDENCE_STRENGTH.base +
    (applied ? EVIDENCE_STRENGTH.applied : 0) +
    (support.length >= 2 ? EVIDENCE_STRENGTH.repeated : 0);
  const found: FitEvidence[] = [];
  const ranked = [...support].sort(
    (a, b) =>
      (SECTION_PREFERENCE[b.section] ?? 0) - (SECTION_PREFERENCE[a.section] ?? 0) ||
      Number(skillLines.has(b.line)) - Number(skillLines.has(a.line)) ||
      a.line - b.line,
  );
  if (status !== 'missing')
    for (const unit of ranked) if (!found.some((f) => f.line === unit.line)) found.push(toEvidence(unit));
  const missing = status === 'met' ? [] : status === 'missing' ? [requirement.label] : notShown;
  const note =
    status === 'met'
      ? `Evidenced${applied ? '' : ' (listed, not shown in a role)'}: '${found[0]?.text.slice(0, 120) ?? requirement.label}'`
      : status === 'partial'
        ? `Partly evidenced; not shown: ${missing.join(', ') || requirement.label}`
        : `No evidence of ${requirement.label} in the resume`;
  const trace = Math.max(...parts.map((p) => p.trace));
  const score = status === 'missing' ? Math.max(coverage, TRACE_WEIGHT * trace) : coverage * strength;
  return {
    requirement: requirementRef(requirement),
    status,
    score: round2(Math.min(1, score)),
    evidence: found.slice(0, 3),
    missing,
    note,
  };
}

/** An education requirement: the resume's highest degree level against the level asked for. */
export function matchEducationRequirement(
  requirement: Requirement,
  resume: ParsedResume,
  evidence: ResumeEvidence,
): RequirementMatch {
  const need = requirement.degree!.level;
  const top = resume.education.filter((e) => e.level !== null).sort((a, b) => b.level! - a.level!)[0];
  const have = top?.level ?? null;
  const score = have === null ? 0 : have >= need ? 1 : have >= 5 && have >= need - 2 ? 0.5 : 0;
  const unit = top ? evidence.units.find((u) => top.lines.includes(u.line)) : undefined;
  const note =
    have === null
      ? `Asks for ${requirement.degree!.label}; no degree found in the resume`
      : score === 1
        ? `${top!.degree ?? top!.levelLabel} meets ${requirement.degree!.label}`
        : `Asks for ${requirement.degree!.label}; the resume shows ${top!.levelLabel}`;
  return {
    requirement: requirementRef(requirement),
    status: statusOf(score),
    score,
    evidence: unit ? [toEvidence(unit)] : [],
    missing: score === 1 ? [] : [requirement.degree!.label],
    note,
  };
}
