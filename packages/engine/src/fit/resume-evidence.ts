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
}

export interface ResumeEvidence {
  readonly units: readonly EvidenceUnit[];
  /** Every content stem of the resume with the units it appears in. */
  readonly stemUnits: ReadonlyMap<string, readonly EvidenceUnit[]>;
  readonly skillIds: ReadonlySet<string>;
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
      units.push({
        section: section.kind,
        line: line.index,
        text,
        stems: new Set(positions.keys()),
        positions,
        role: roleOfLine.get(line.index) ?? null,
      });
    }
  }
  const stemUnits = new Map<string, EvidenceUnit[]>();
  for (const unit of units) {
    for (const stem of unit.stems) {
      const list = stemUnits.get(stem);
      if (list) list.push(unit);
      else stemUnits.set(stem, [unit]);
    }
  }
  return { units, stemUnits, skillIds: new Set(resume.skills.map((s) => s.skill.id)) };
}
