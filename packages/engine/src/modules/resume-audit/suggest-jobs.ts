import type { EngineData } from '../../engine-data.ts';
import { createTitleMatcher } from '../../fit/title-similarity.ts';
import type { ParsedResume } from '../../resume/parse-resume.ts';
import { compareText } from '../../text/compare-text.ts';
import type { ResumeAnalysis, SuggestedJob } from '../module-types.ts';
import type { Figures } from '../shared/figures.ts';
import { occupationSkillIndex, type OccupationSkill } from '../shared/occupation-skills.ts';
import { occupationWages } from '../shared/estimate-salary.ts';
import { joinList } from '../shared/text-helpers.ts';

/**
 * How the match score weighs its two parts (data): skill overlap and closeness to the resume's own
 * roles. The skill part has its full weight only when the resume shows enough skills to compare
 * (`fullSkillCount`); with fewer, closeness to the resume's roles counts for more.
 */
export const SUGGESTION_WEIGHTS = { skills: 0.6, relation: 0.4, fullSkillCount: 6 } as const;
const TOP_JOBS = 6;
/** A next move must match at least this share of the best related occupation's score. */
const NEXT_MOVE_SCORE_SHARE = 0.6;
const TOP_SKILLS = 5;
/** Occupations added from the whole catalogue by skill overlap alone (resumes without titles still get suggestions). */
const BY_SKILLS_ONLY = 10;

interface Candidate {
  readonly code: string;
  readonly relation: number;
  readonly why: string;
}

/** How close a candidate is to the resume's roles (data): the most recent role's occupation counts most. */
export const ROLE_RELATIONS = { recent: 1, recentRelated: 0.7, earlier: 0.7, earlierRelated: 0.5 } as const;

interface OwnOccupations {
  readonly candidates: Candidate[];
  /** Occupation codes of the resume's own roles (never a 'next move'). */
  readonly own: ReadonlySet<string>;
  readonly current: string | null;
}

/** The resume's own occupations (its roles' titles, most recent first) and their O*NET related occupations. */
function relatedCandidates(resume: ParsedResume, data: EngineData): OwnOccupations {
  const matchTitle = createTitleMatcher(data);
  const own = resume.roles.flatMap((r) => {
    const m = r.title ? matchTitle(r.title) : null;
    return m && r.title ? [{ title: r.title, code: m.code }] : [];
  });
  const out = new Map<string, Candidate>();
  const add = (c: Candidate) => {
    const existing = out.get(c.code);
    if (!existing || c.relation > existing.relation) out.set(c.code, c);
  };
  own.forEach((m, i) => {
    const isRecent = i === 0;
    add({
      code: m.code,
      relation: isRecent ? ROLE_RELATIONS.recent : ROLE_RELATIONS.earlier,
      why: `your ${isRecent ? '' : 'earlier '}title '${m.title}'`,
    });
    for (const related of data.occupationByCode.get(m.code)?.relatedCodes ?? []) {
      add({
        code: related,
        relation: isRecent ? ROLE_RELATIONS.recentRelated : ROLE_RELATIONS.earlierRelated,
        why: `related to your ${isRecent ? '' : 'earlier '}title '${m.title}' in O*NET`,
      });
    }
  });
  return { candidates: [...out.values()], own: new Set(own.map((m) => m.code)), current: own[0]?.code ?? null };
}

function skillOverlap(resumeSkills: ReadonlySet<string>, skills: readonly OccupationSkill[], resumeWeight: number) {
  const matched = skills.filter((s) => resumeSkills.has(s.skill.id));
  const weight = matched.reduce((sum, s) => sum + s.idf, 0);
  return { matched, share: resumeWeight > 0 ? Math.min(1, weight / resumeWeight) : 0 };
}

/**
 * suggestJobs: occupations close to the resume, scored 0-100 by how much of the resume's skill weight
 * the occupation lists (O*NET, rarer skills weigh more) and by how close it is to the resume's own
 * roles (same occupation, O*NET related). Each suggestion lists the skills that matched and the
 * occupation's in-demand skills that did not. The next best move is the best-matching related
 * occupation that BLS says pays more than the current one (else the best-matching related one).
 */
export function suggestJobs(
  resume: ParsedResume,
  data: EngineData,
  figures: Figures,
): ResumeAnalysis['suggested_jobs'] {
  const index = occupationSkillIndex(data);
  const resumeSkills = new Set(resume.skills.map((m) => m.skill.id));
  // the weight of the resume's skills that some occupation lists (a skill no occupation lists cannot be matched)
  const resumeWeight = [...resumeSkills]
    .filter((id) => index.occupationsWith.has(id))
    .reduce((sum, id) => sum + index.idf(id), 0);
  const roles = relatedCandidates(resume, data);
  const candidates = new Map(roles.candidates.map((c) => [c.code, c]));
  if (resumeSkills.size > 0) {
    // every occupation listing one of the resume's skills, by the weight of the skills it lists (inverted index)
    const shares = new Map<string, number>();
    for (const id of resumeSkills)
      for (const code of index.bySkill.get(id) ?? []) shares.set(code, (shares.get(code) ?? 0) + index.idf(id));
    const bySkills = [...shares]
      .map(([code, weight]) => ({ code, share: resumeWeight > 0 ? weight / resumeWeight : 0 }))
      .sort((a, b) => b.share - a.share || compareText(a.code, b.code))
      .slice(0, BY_SKILLS_ONLY);
    for (const o of bySkills)
      if (!candidates.has(o.code)) candidates.set(o.code, { code: o.code, relation: 0, why: 'skills in common' });
  }
  const skillWeight =
    SUGGESTION_WEIGHTS.skills *
    Math.min(
      1,
      [...resumeSkills].filter((id) => index.occupationsWith.has(id)).length / SUGGESTION_WEIGHTS.fullSkillCount,
    );
  const scored = [...candidates.values()].flatMap((c) => {
    const occupation = data.occupationByCode.get(c.code);
    if (!occupation) return [];
    const skills = index.byCode.get(c.code) ?? [];
    const { matched, share } = skillOverlap(resumeSkills, skills, resumeWeight);
    const score = Math.round(100 * (skillWeight * share + (1 - skillWeight) * c.relation));
    // what to add: the occupation's in-demand tools (the most specific to it first), then hot tools, then its important skills
    const missing = skills
      .filter((s) => !resumeSkills.has(s.skill.id) && (s.isInDemand || s.isHot || !s.isTechnology))
      .sort(
        (a, b) =>
          Number(b.isInDemand) - Number(a.isInDemand) ||
          Number(b.isHot) - Number(a.isHot) ||
          b.weight - a.weight ||
          compareText(a.skill.name, b.skill.name),
      )
      .slice(0, 5);
    const job: SuggestedJob = {
      title: occupation.title,
      match_score: Math.max(0, Math.min(100, score)),
      code: c.code,
      relation: c.why,
      matched_skills: matched.map((s) => s.skill.name),
      missing_skills: missing.map((s) => s.skill.name),
    };
    return [{ job, relation: c.relation, matched: matched.length }];
  });
  scored.sort(
    (a, b) => b.job.match_score - a.job.match_score || b.matched - a.matched || compareText(a.job.code, b.job.code),
  );
  const top = scored.slice(0, TOP_JOBS);
  const current = roles.current;
  // the next move: a related occupation (not one of the resume's own) that matches well; one BLS says pays
  // more than the current occupation first, else the best match
  const median = (code: string) => {
    const wages = occupationWages(code, data);
    return wages.isCovered ? wages.wages.annual.p50 : null;
  };
  const currentMedian = current ? median(current) : null;
  const others = scored
    .filter((s) => !roles.own.has(s.job.code) && s.relation > 0)
    .map((s) => ({ ...s, median: median(s.job.code) }));
  const bar = (others[0]?.job.match_score ?? 0) * NEXT_MOVE_SCORE_SHARE;
  const eligible = others.filter((s) => s.job.match_score >= bar);
  const move =
    eligible.find((s) => currentMedian !== null && s.median !== null && s.median > currentMedian) ??
    eligible[0] ??
    null;
  const counts = new Map<string, { skill: string; jobs: number; is_in_resume: boolean }>();
  for (const { job } of top) {
    for (const s of index.byCode.get(job.code) ?? []) {
      const entry = counts.get(s.skill.id) ?? {
        skill: s.skill.name,
        jobs: 0,
        is_in_resume: resumeSkills.has(s.skill.id),
      };
      counts.set(s.skill.id, { ...entry, jobs: entry.jobs + 1 });
    }
  }
  const topSkills = [...counts.values()]
    .sort((a, b) => b.jobs - a.jobs || Number(b.is_in_resume) - Number(a.is_in_resume) || compareText(a.skill, b.skill))
    .slice(0, TOP_SKILLS);
  const pay =
    move?.median != null
      ? `; BLS median pay ${figures.money(move.median, 'USD')} a year${currentMedian !== null ? ` (your current occupation: ${figures.money(currentMedian, 'USD')})` : ''}`
      : '';
  const moveWhy = move
    ? `${capitalizeFirst(move.job.relation)}; uses ${figures.number(move.job.matched_skills.length)} of your skills${move.job.matched_skills.length > 0 ? ` (${joinList(move.job.matched_skills.slice(0, 4))})` : ''}${pay}${move.job.missing_skills.length > 0 ? `; skills to add: ${joinList(move.job.missing_skills.slice(0, 3))}` : ''}.`
    : '';
  return {
    top_jobs: top.map((s) => s.job),
    top_skills: topSkills,
    next_best_move: move ? { ...move.job, why: moveWhy } : null,
    basis: `Occupations from O*NET: your roles' own occupations, the ones O*NET lists as related, and those sharing the most skills with your resume. Match score = ${figures.number(Math.round(skillWeight * 100))}% share of your skills the occupation lists (rarer skills weigh more) + ${figures.number(Math.round((1 - skillWeight) * 100))}% closeness to your own roles${skillWeight < SUGGESTION_WEIGHTS.skills ? ` (the resume shows few skills, so closeness counts more)` : ''}.`,
  };
}

const capitalizeFirst = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text);
