import { stem } from '../text/stem.ts';
import { STOPWORDS } from '../text/stopwords.ts';
import { tokenize } from '../text/tokenize.ts';
import type { Role } from '../resume/extract-roles.ts';
import type { ParsedResume } from '../resume/parse-resume.ts';
import type { SectionKind } from '../resume/section-headings.ts';

/** One line of the resume as evidence: where it is, what it says, its content stems. */
export interface EvidenceUnit {
  readonly section: SectionKind;
  readonly line: number;
  readonly text: string;
  readonly stems: ReadonlySet<string>;
  /** Word positions of each content stem in the line, for phrase proximity. */
  readonly positions: ReadonlyMap<string, readonly number[]>;
  /** The role the line belongs to (header or bullet), if any. */
  readonly role: Role | null;
  /**
   * Stems a role header line holds only in its employer's name ('analy' of 'Brightline Analytics'): evidence
   * of a domain or industry ('Meridian Health Insurance' for insurance), never of a skill.
   */
  readonly employerStems: ReadonlySet<string>;
}

export interface ResumeEvidence {
  readonly units: readonly EvidenceUnit[];
  /** Every content stem of the resume with the units it appears in. */
  readonly stemUnits: ReadonlyMap<string, readonly EvidenceUnit[]>;
  readonly skillIds: ReadonlySet<string>;
}

/** The stems of a line whose every word is part of the employer's name in it. */
function employerOnly(
  text: string,
  employer: string | null,
  positions: ReadonlyMap<string, readonly number[]>,
): ReadonlySet<string> {
  const name = tokenize(employer ?? '').map((t) => t.norm);
  const words = tokenize(text).map((t) => t.norm);
  if (name.length === 0) return new Set();
  const start = words.findIndex((_, i) => name.every((w, j) => words[i + j] === w));
  if (start < 0) return new Set();
  const inName = (pos: number) => pos >= start && pos < start + name.length;
  return new Set([...positions].filter(([, at]) => at.every(inName)).map(([s]) => s));
}

/** The evidence without the words of employers' names: what shows a skill (a domain may lie in a name). */
export function withoutEmployerNames(evidence: ResumeEvidence): ResumeEvidence {
  const known = withoutNames.get(evidence);
  if (known) return known;
  const made = stripEmployerNames(evidence);
  withoutNames.set(evidence, made);
  return made;
}
const withoutNames = new WeakMap<ResumeEvidence, ResumeEvidence>();

function stripEmployerNames(evidence: ResumeEvidence): ResumeEvidence {
  if (!evidence.units.some((u) => u.employerStems.size > 0)) return evidence;
  const units = evidence.units.map((u): EvidenceUnit => {
    if (u.employerStems.size === 0) return u;
    const positions = new Map([...u.positions].filter(([s]) => !u.employerStems.has(s)));
    return { ...u, stems: new Set(positions.keys()), positions, employerStems: new Set() };
  });
  return { units, stemUnits: indexStems(units), skillIds: evidence.skillIds };
}

function indexStems(units: readonly EvidenceUnit[]): Map<string, EvidenceUnit[]> {
  const stemUnits = new Map<string, EvidenceUnit[]>();
  for (const unit of units) {
    for (const stem of unit.stems) {
      const list = stemUnits.get(stem);
      if (list) list.push(unit);
      else stemUnits.set(stem, [unit]);
    }
  }
  return stemUnits;
}

/** Indexes a parsed resume's lines (outside the contact block) for requirement matching. */
export function buildResumeEvidence(resume: ParsedResume): ResumeEvidence {
  const roleOfLine = new Map<number, Role>();
  for (const role of resume.roles)
    for (const line of [...role.headerLines, ...role.bulletLines]) roleOfLine.set(line, role);
  const units: EvidenceUnit[] = [];
  for (const section of resume.sections) {
    if (section.kind === 'contact') continue;
    for (const line of section.lines) {
      const text = line.text
        .replace(/^\s*(?:•|[-*+]\s|\d{1,2}[.)]\s)/, '')
        .replace(/\*\*/g, '')
        .trim();
      if (!/[A-Za-z]/.test(text)) continue;
      const positions = new Map<string, number[]>();
      tokenize(text).forEach((token, i) => {
        if (STOPWORDS.has(token.norm) || /^\d+(?:\.\d+)?$/.test(token.norm)) return;
        const s = stem(token.norm);
        const list = positions.get(s);
        if (list) list.push(i);
        else positions.set(s, [i]);
      });
      const role = roleOfLine.get(line.index) ?? null;
      const isHeader = role !== null && role.headerLines.includes(line.index);
      units.push({
        section: section.kind,
        line: line.index,
        text,
        stems: new Set(positions.keys()),
        positions,
        role,
        employerStems: isHeader ? employerOnly(text, role.employer, positions) : new Set(),
      });
    }
  }
  return { units, stemUnits: indexStems(units), skillIds: new Set(resume.skills.map((s) => s.skill.id)) };
}
