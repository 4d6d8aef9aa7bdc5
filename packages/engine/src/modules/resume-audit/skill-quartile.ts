import type { EngineData } from '../../engine-data.ts';
import type { OccupationMatch } from '../../posting/normalize-title.ts';
import type { ParsedResume } from '../../resume/parse-resume.ts';
import type { SkillMention } from '../../skills/extract-skills.ts';
import { compareText } from '../../text/compare-text.ts';
import type { SkillPosition } from '../module-types.ts';
import { occupationSkillIndex } from '../shared/occupation-skills.ts';

/** What makes a skill strong, as data: points out of 100 for each criterion it meets. */
export const SKILL_CRITERIA = [
  { id: 'applied', label: 'shown in a role or project', points: 35 },
  { id: 'repeated', label: 'mentioned more than once', points: 15 },
  { id: 'recent', label: 'in the most recent role', points: 10 },
  { id: 'occupation', label: 'listed by O*NET for the matched occupation', points: 20 },
  { id: 'hot', label: "an O*NET 'hot' technology", points: 10 },
  { id: 'in-demand', label: 'in demand in postings for the matched occupation', points: 10 },
] as const;

const QUARTILE_LABELS = [
  'Top 25% of your skills',
  'Upper middle 25% of your skills',
  'Lower middle 25% of your skills',
  'Bottom 25% of your skills',
] as const;
const MAX_SHOWN = 5;

/** The skills worth ranking: tools and knowledge anywhere; soft skills only where the candidate lists them. */
function rankedMentions(resume: ParsedResume): SkillMention[] {
  return resume.skills.filter(
    (m) => m.skill.category !== 'soft' || m.evidence.some((e) => e.section === 'skills' || e.section === 'summary'),
  );
}

export interface SkillQuartile {
  readonly all: readonly SkillPosition[];
  readonly top_skills: readonly SkillPosition[];
  readonly bottom_skills: readonly SkillPosition[];
  readonly basis: string;
}

/**
 * skillQuartile: each skill of the resume scored by its evidence (used in a role, repeated, recent)
 * and its demand in the matched occupation (O*NET), ranked, and cut into quartiles among the resume's
 * own skills. It says which skills the resume sells best, not how the candidate ranks in a market.
 */
export function skillQuartile(
  resume: ParsedResume,
  occupation: OccupationMatch | null,
  data: EngineData,
): SkillQuartile {
  const listed = new Map(
    (occupation ? (occupationSkillIndex(data).byCode.get(occupation.code) ?? []) : []).map((s) => [s.skill.id, s]),
  );
  const recent = resume.roles[0];
  const recentLines = new Set(recent ? [...recent.headerLines, ...recent.bulletLines] : []);
  const scored = rankedMentions(resume).map((m) => {
    const inOccupation = listed.get(m.skill.id);
    const met: Record<(typeof SKILL_CRITERIA)[number]['id'], boolean> = {
      applied: m.evidence.some((e) => e.section === 'experience' || e.section === 'projects'),
      repeated: m.evidence.length > 1,
      recent: m.evidence.some((e) => recentLines.has(e.line)),
      occupation: inOccupation !== undefined,
      hot: m.skill.isHot,
      'in-demand': inOccupation?.isInDemand === true,
    };
    const score = SKILL_CRITERIA.reduce((sum, c) => sum + (met[c.id] ? c.points : 0), 0);
    return { m, score, met };
  });
  scored.sort(
    (a, b) =>
      b.score - a.score || b.m.evidence.length - a.m.evidence.length || compareText(a.m.skill.name, b.m.skill.name),
  );
  const all = scored.map(({ m, score, met }, rank): SkillPosition => {
    const quantile = (Math.floor((rank * 4) / scored.length) + 1) as SkillPosition['quantile'];
    return {
      skill: m.skill.name,
      quantile,
      label: QUARTILE_LABELS[quantile - 1]!,
      score,
      matched: SKILL_CRITERIA.filter((c) => met[c.id]).map((c) => c.label),
      missing: SKILL_CRITERIA.filter((c) => !met[c.id]).map((c) => `not ${c.label}`),
    };
  });
  const top = all.filter((s) => s.quantile === 1).slice(0, MAX_SHOWN);
  const bottom =
    all.length >= 4
      ? all
          .filter((s) => s.quantile === 4)
          .reverse()
          .slice(0, MAX_SHOWN)
      : [];
  const title = occupation ? (data.occupationByCode.get(occupation.code)?.title ?? occupation.matchedTitle) : null;
  return {
    all,
    top_skills: top,
    bottom_skills: bottom,
    basis: `Your skills ranked against each other by evidence in the resume (used in a role, repeated, recent) and by demand${title ? ` for ${title} (O*NET)` : ''}, then cut into quarters. Bottom skills are the ones the resume sells least, not skills you lack.`,
  };
}
