import type { ResumeDocument } from '../../document/resume-document-types.ts';
import type { EngineData } from '../../engine-data.ts';
import { extractSkills, type SkillMention } from '../../skills/extract-skills.ts';

/** One bullet of a role or project, with where it is and the vocabulary skills it names. */
export interface DocumentBullet {
  readonly section: 'experience' | 'projects';
  readonly item: number;
  readonly bullet: number;
  readonly text: string;
  readonly where: string;
  readonly mentions: readonly SkillMention[];
  /** The role is the current one ('Present' in its dates). */
  readonly isCurrent: boolean;
  readonly hasDates: boolean;
}

export const roleName = (r: ResumeDocument['experience'][number]) =>
  [r.role, r.company].filter(Boolean).join(', ') || 'A role';

const CURRENT = /\b(?:present|current|now|today)\b/i;

/** Every bullet of the document's roles and projects, with the skills the engine's vocabulary finds in it. */
export function documentBullets(doc: ResumeDocument, data: EngineData): DocumentBullet[] {
  const out: DocumentBullet[] = [];
  doc.experience.forEach((r, item) =>
    r.bullets.forEach((text, bullet) =>
      out.push({
        section: 'experience',
        item,
        bullet,
        text,
        where: roleName(r),
        mentions: skillsIn(text, data),
        isCurrent: CURRENT.test(r.dates),
        hasDates: r.dates.trim() !== '',
      }),
    ),
  );
  doc.projects.forEach((p, item) =>
    p.bullets.forEach((text, bullet) =>
      out.push({
        section: 'projects',
        item,
        bullet,
        text,
        where: p.name || 'A project',
        mentions: skillsIn(text, data),
        isCurrent: false,
        hasDates: false,
      }),
    ),
  );
  return out;
}

export const skillsIn = (text: string, data: EngineData, isList = false): SkillMention[] =>
  extractSkills([{ text, section: 'experience', line: 0, isList }], data.skills);

/** The skill ids the document's skills list names (each item read as a list item). */
export function listedSkillIds(doc: ResumeDocument, data: EngineData): Map<string, number> {
  const out = new Map<string, number>();
  doc.skills.forEach((item, i) => {
    for (const m of skillsIn(item, data, true)) if (!out.has(m.skill.id)) out.set(m.skill.id, i);
  });
  return out;
}
