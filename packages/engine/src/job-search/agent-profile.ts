import type { EngineData } from '../engine-data.ts';
import type { ParsedResume } from '../resume/parse-resume.ts';
import type { SeniorityLevel } from '../resume/seniority.ts';

/**
 * What the Job Search Agent reads from a resume (docs/product/3-agent-tracker-assistant.md section 7,
 * `/agent/extract-profile`): only what the resume states or the parser counts, never a guess beyond the parser's own.
 */
export interface AgentProfile {
  /** The most recent role's title, or the headline under the name. */
  readonly title: string | null;
  /** Role titles, most recent first, each once. */
  readonly titles: readonly string[];
  readonly occupation: { readonly code: string; readonly title: string } | null;
  /** Vocabulary skills found in the resume, most mentioned first. */
  readonly skills: readonly string[];
  /** Total years covered by the roles' dates (one decimal), overlaps counted once. */
  readonly years: number;
  readonly seniority: SeniorityLevel;
  /** The place in the contact lines, as written. */
  readonly location: string | null;
  /** Employers, most recent first, each once. */
  readonly employers: readonly string[];
  /** Degrees as written ('BSc Computer Science'), first listed first. */
  readonly education: readonly string[];
}

export const AGENT_PROFILE_MAX = { titles: 8, skills: 30, employers: 8, education: 5 } as const;

function unique(items: ReadonlyArray<string | null>, max: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    const value = item?.replace(/\s+/g, ' ').trim();
    if (!value || seen.has(value.toLowerCase())) continue;
    seen.add(value.toLowerCase());
    out.push(value);
    if (out.length === max) break;
  }
  return out;
}

/** The agent's profile of a parsed resume. Pure and deterministic: the same resume, the same profile. */
export function agentProfile(resume: ParsedResume, data: EngineData): AgentProfile {
  const titles = unique(
    resume.roles.map((r) => r.title),
    AGENT_PROFILE_MAX.titles,
  );
  const counts = new Map<string, number>();
  for (const mention of resume.skills) counts.set(mention.skill.name, (counts.get(mention.skill.name) ?? 0) + 1);
  // Most mentioned first; ties keep the order of first mention (Map order), so the result is stable.
  const skills = [...counts.entries()]
    .map(([name, n], i) => ({ name, n, i }))
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .map((s) => s.name);
  const occupation = resume.occupation
    ? {
        code: resume.occupation.code,
        title: data.occupationByCode.get(resume.occupation.code)?.title ?? resume.occupation.matchedTitle,
      }
    : null;
  return {
    title: titles[0] ?? resume.contact.title ?? null,
    titles,
    occupation,
    skills: skills.slice(0, AGENT_PROFILE_MAX.skills),
    years: resume.experience.years,
    seniority: resume.seniority.level,
    location: resume.contact.location,
    employers: unique(
      resume.roles.map((r) => r.employer),
      AGENT_PROFILE_MAX.employers,
    ),
    education: unique(
      resume.education.map((e) => e.degree),
      AGENT_PROFILE_MAX.education,
    ),
  };
}
