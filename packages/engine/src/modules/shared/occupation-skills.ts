import type { Occupation, Skill } from '../../bundle/bundle-types.ts';
import type { EngineData } from '../../engine-data.ts';
import { compareText } from '../../text/compare-text.ts';

/** A skill an occupation lists (O*NET technology skill, or skill / knowledge rated important), with its weight. */
export interface OccupationSkill {
  readonly skill: Skill;
  readonly isTechnology: boolean;
  readonly isHot: boolean;
  readonly isInDemand: boolean;
  /** Rarity across occupations (IDF): 'SQL' counts less than 'pandas'. */
  readonly idf: number;
  /** The IDF raised for in-demand and hot tools, lowered by rating for skills and knowledge: orders an occupation's skills. */
  readonly weight: number;
}

export interface OccupationSkillIndex {
  readonly byCode: ReadonlyMap<string, readonly OccupationSkill[]>;
  /** How many occupations list each skill id. */
  readonly occupationsWith: ReadonlyMap<string, number>;
  readonly idf: (skillId: string) => number;
  /** Skill id -> the occupations that list it. */
  readonly bySkill: ReadonlyMap<string, readonly string[]>;
}

const cache = new WeakMap<EngineData, OccupationSkillIndex>();

/** The skills of every occupation with IDF weights; built once per engine data (a pure function of it). */
export function occupationSkillIndex(data: EngineData): OccupationSkillIndex {
  const cached = cache.get(data);
  if (cached) return cached;
  const occupations = data.bundle.occupations;
  const occupationsWith = new Map<string, number>();
  for (const o of occupations)
    for (const id of new Set([...o.technologySkills.map((t) => t.skillId), ...o.importantSkills.map((s) => s.skillId)]))
      occupationsWith.set(id, (occupationsWith.get(id) ?? 0) + 1);
  const idf = (id: string) => Math.log(1 + occupations.length / (occupationsWith.get(id) ?? 1));
  const byCode = new Map<string, OccupationSkill[]>();
  for (const o of occupations) byCode.set(o.code, skillsOf(o, data, idf));
  const bySkill = new Map<string, string[]>();
  for (const [code, skills] of byCode) {
    for (const s of skills) {
      const list = bySkill.get(s.skill.id);
      if (list) list.push(code);
      else bySkill.set(s.skill.id, [code]);
    }
  }
  const index = { byCode, occupationsWith, idf, bySkill };
  cache.set(data, index);
  return index;
}

function skillsOf(o: Occupation, data: EngineData, idf: (id: string) => number): OccupationSkill[] {
  const out = new Map<string, OccupationSkill>();
  for (const t of o.technologySkills) {
    const skill = data.skills.byId.get(t.skillId);
    if (skill)
      out.set(skill.id, {
        skill,
        isTechnology: true,
        isHot: t.isHot,
        isInDemand: t.isInDemand,
        idf: idf(skill.id),
        weight: idf(skill.id) * (t.isInDemand ? 1.5 : t.isHot ? 1.2 : 1),
      });
  }
  for (const s of o.importantSkills) {
    const skill = data.skills.byId.get(s.skillId);
    if (skill && !out.has(skill.id))
      out.set(skill.id, {
        skill,
        isTechnology: false,
        isHot: false,
        isInDemand: false,
        idf: idf(skill.id),
        weight: idf(skill.id) * (s.importance / 5),
      });
  }
  return [...out.values()].sort((a, b) => b.weight - a.weight || compareText(a.skill.name, b.skill.name));
}

/**
 * The tools an occupation's job postings ask for most (O*NET 'in demand' technology skills, most
 * widely used first); empty when O*NET lists fewer than `min` (nursing, cooking: too few to judge by).
 */
export function inDemandTools(code: string, data: EngineData, min = 5): OccupationSkill[] {
  const skills = occupationSkillIndex(data).byCode.get(code) ?? [];
  const tools = skills
    .filter((s) => s.isTechnology && s.isInDemand)
    .sort((a, b) => b.skill.occupationCount - a.skill.occupationCount || compareText(a.skill.name, b.skill.name));
  return tools.length >= min ? tools : [];
}
