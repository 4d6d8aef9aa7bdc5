import type { EngineData } from '../engine-data.ts';
import { occupationRelation, titleOverlap, type TitleMatcher } from '../fit/title-similarity.ts';
import { MATCH_SOURCES, type OccupationMatch } from '../posting/normalize-title.ts';
import type { ParsedResume } from '../resume/parse-resume.ts';
import { lookupSkill } from '../skills/skill-index.ts';
import { extractSkills } from '../skills/extract-skills.ts';
import { normalizeText } from '../text/normalize-text.ts';

/** What the job search needs of a resume: its latest title and occupation, canonical skills, years. */
export interface JobSeekerProfile {
  readonly title: string | null;
  readonly occupationCode: string | null;
  readonly skills: readonly string[];
  readonly years: number;
}

/** The fields of an indexed job the fit reads (all stored in the index, no parsing at search time). */
export interface JobForFit {
  readonly title: string;
  readonly occupationCode: string | null;
  readonly skills: readonly string[];
  readonly yearsMin: number | null;
}

export interface JobFit {
  /** 0-100, whole points. */
  readonly score: number;
  /** One sentence per factor, strongest first: what matched and what did not. */
  readonly reasons: readonly string[];
  readonly matchedSkills: readonly string[];
  readonly missingSkills: readonly string[];
}

/** Points out of 100 when every factor applies; a factor without basis gives its weight to the others. */
export const JOB_FIT_WEIGHTS = { title: 40, skills: 45, experience: 15 } as const;
const MAX_JOB_SKILLS = 10;

export function jobSeekerProfile(resume: ParsedResume): JobSeekerProfile {
  const latest = resume.roles.find((r) => r.title)?.title ?? null;
  return {
    title: latest,
    occupationCode: resume.occupation?.code ?? null,
    skills: [...new Set(resume.skills.map((m) => m.skill.name))],
    years: resume.experience.years,
  };
}

function canonicalSkills(names: readonly string[], data: EngineData): string[] {
  const out: string[] = [];
  for (const name of names) {
    const canonical = lookupSkill(data.skills, name)?.name ?? name;
    if (!out.includes(canonical)) out.push(canonical);
    if (out.length === MAX_JOB_SKILLS) break;
  }
  return out;
}

/** An occupation the index or the resume already names (no title matching needed). */
const known = (code: string, title: string): OccupationMatch => ({
  code,
  matchedTitle: title,
  confidence: 1,
  method: 'exact',
  source: MATCH_SOURCES.title,
  titlePart: title,
  explanation: '',
});

const listOf = (items: readonly string[], max = 3) =>
  items.slice(0, max).join(', ') + (items.length > max ? ` and ${items.length - max} more` : '');

/**
 * How well a resume fits an indexed job, deterministic and explained: the occupation of the job title
 * against the resume's latest role (same, related, same group, else shared title words), the share of
 * the job's listed skills the resume shows, and the years the job asks for against the resume's.
 */
export function scoreJobFit(
  profile: JobSeekerProfile,
  job: JobForFit,
  data: EngineData,
  matchTitle: TitleMatcher,
): JobFit {
  const reasons: Array<{ weight: number; text: string }> = [];
  let points = 0;
  let applicable = 0;

  // Title / occupation
  const jobOccupation: OccupationMatch | null = job.occupationCode
    ? known(job.occupationCode, job.title)
    : matchTitle(job.title);
  const mine: OccupationMatch | null = profile.occupationCode
    ? known(profile.occupationCode, profile.title ?? '')
    : null;
  if (profile.title || mine) {
    applicable += JOB_FIT_WEIGHTS.title;
    const relation = occupationRelation(mine, jobOccupation, data);
    const overlap = profile.title ? titleOverlap(job.title, profile.title) : 0;
    const share = Math.max(relation.score, overlap);
    points += share * JOB_FIT_WEIGHTS.title;
    const yours = profile.title ? ` (${profile.title})` : '';
    if (relation.score >= 1) reasons.push({ weight: 3, text: `Same occupation as your latest role${yours}.` });
    else if (relation.score > 0)
      reasons.push({ weight: 2, text: `A ${relation.relation} to your latest role${yours}.` });
    else if (overlap >= 0.5) reasons.push({ weight: 2, text: `The title shares words with your latest role${yours}.` });
    else reasons.push({ weight: 0, text: `A different line of work from your latest role${yours}.` });
  }

  // Skills
  const wanted = canonicalSkills(job.skills, data);
  const have = new Set(profile.skills.map((s) => s.toLowerCase()));
  const matchedSkills = wanted.filter((s) => have.has(s.toLowerCase()));
  const missingSkills = wanted.filter((s) => !have.has(s.toLowerCase()));
  if (wanted.length > 0) {
    applicable += JOB_FIT_WEIGHTS.skills;
    points += (matchedSkills.length / wanted.length) * JOB_FIT_WEIGHTS.skills;
    if (matchedSkills.length > 0)
      reasons.push({
        weight: 1 + matchedSkills.length / wanted.length,
        text: `${matchedSkills.length} of ${wanted.length} listed skills are on your resume: ${listOf(matchedSkills)}.`,
      });
    if (missingSkills.length > 0) reasons.push({ weight: 0.5, text: `Not on your resume: ${listOf(missingSkills)}.` });
  }

  // Experience
  if (job.yearsMin !== null && job.yearsMin > 0) {
    applicable += JOB_FIT_WEIGHTS.experience;
    const share = Math.min(1, profile.years / job.yearsMin);
    points += share * JOB_FIT_WEIGHTS.experience;
    const years = Math.round(profile.years * 10) / 10;
    reasons.push(
      share >= 1
        ? { weight: 1, text: `Asks for ${job.yearsMin}+ years; your resume shows ${years}.` }
        : { weight: 0.4, text: `Asks for ${job.yearsMin}+ years; your resume shows ${years}.` },
    );
  }

  const score = applicable === 0 ? 0 : Math.round((points / applicable) * 100);
  return {
    score,
    reasons: reasons.sort((a, b) => b.weight - a.weight).map((r) => r.text),
    matchedSkills,
    missingSkills,
  };
}

/** What the job index stores of a board job for the fit: up to 10 skills it names (technologies first) and its title's occupation. */
export function enrichBoardJob(
  title: string,
  description: string,
  data: EngineData,
  matchTitle: TitleMatcher,
): { skills: string[]; occupationCode: string | null } {
  const mentions = extractSkills(
    normalizeText(`${title}\n${description}`)
      .split('\n')
      .map((text, line) => ({ text, section: 'text', line })),
    data.skills,
  );
  const tech = mentions.filter((m) => m.skill.category === 'technology').map((m) => m.skill.name);
  const other = mentions.filter((m) => m.skill.category !== 'technology').map((m) => m.skill.name);
  return { skills: [...new Set([...tech, ...other])].slice(0, 10), occupationCode: matchTitle(title)?.code ?? null };
}
