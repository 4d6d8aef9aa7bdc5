import type { Occupation, RawBundle, Skill } from './bundle/bundle-types.ts';
import { decodeBundle } from './bundle/decode-bundle.ts';
import { buildEngineData, type EngineData } from './engine-data.ts';
import { scoreFit } from './fit/score-fit.ts';
import type { FitResult } from './fit/fit-types.ts';
import { lookupWages, salaryBands, type SalaryBand, type WageLookup } from './lookups/wages.ts';
import { normalizeTitleWithAlternatives, type OccupationMatch } from './posting/normalize-title.ts';
import { parsePosting, type ParsedPosting } from './posting/parse-posting.ts';
import { extractRoles, type Role } from './resume/extract-roles.ts';
import { extractSections, type ResumeLine, type Section } from './resume/extract-sections.ts';
import { parseResume, type ParseResumeOptions, type ParsedResume } from './resume/parse-resume.ts';
import { seniority } from './resume/seniority.ts';
import { yearsOfExperience } from './resume/years-of-experience.ts';
import { extractSkills, type SkillMention, type SkillSource } from './skills/extract-skills.ts';
import { lookupSkill } from './skills/skill-index.ts';
import { normalizeText } from './text/normalize-text.ts';
import type { Result } from './types.ts';

/** The engine bound to one data bundle. Every function is pure: same input, same output. */
export interface Engine {
  readonly parseResume: (text: string, options?: ParseResumeOptions) => ParsedResume;
  readonly parsePosting: (text: string) => ParsedPosting;
  readonly scoreFit: (resume: ParsedResume, posting: ParsedPosting) => FitResult;
  /** A skill by id, canonical name or alias ('k8s', 'postgres', 'js'). */
  readonly lookupSkill: (query: string) => Skill | null;
  /** Vocabulary skills in a free text, with where each was found. */
  readonly findSkills: (text: string) => SkillMention[];
  readonly lookupOccupation: (code: string) => Occupation | null;
  /** A job title normalized to an O*NET occupation, with confidence and the title that matched. */
  readonly normalizeTitle: (title: string) => OccupationMatch | null;
  readonly lookupWages: (code: string) => WageLookup | null;
  readonly salaryBands: (code: string) => SalaryBand[];
  /** The pipeline's steps, for callers that need one of them alone (and for the benchmark). */
  readonly steps: {
    readonly normalizeText: (text: string) => string;
    readonly extractSections: (normalized: string) => Section[];
    readonly extractRoles: (lines: readonly ResumeLine[]) => Role[];
    readonly extractSkills: (sources: readonly SkillSource[]) => SkillMention[];
    readonly yearsOfExperience: typeof yearsOfExperience;
    readonly seniority: typeof seniority;
  };
  readonly data: EngineData;
}

export function engineFromData(data: EngineData): Engine {
  return {
    parseResume: (text, options) => parseResume(text, data, options),
    parsePosting: (text) => parsePosting(text, data),
    scoreFit: (resume, posting) => scoreFit(resume, posting, data),
    lookupSkill: (query) => lookupSkill(data.skills, query),
    findSkills: (text) => extractSkills(normalizeText(text).split('\n').map((t, line) => ({ text: t, section: 'text', line })), data.skills),
    lookupOccupation: (code) => data.occupationByCode.get(code) ?? null,
    normalizeTitle: (title) => normalizeTitleWithAlternatives(title, data.titles),
    lookupWages: (code) => lookupWages(code, data),
    salaryBands: (code) => {
      const wages = lookupWages(code, data);
      return wages ? salaryBands(wages) : [];
    },
    steps: {
      normalizeText,
      extractSections,
      extractRoles: (lines) => extractRoles(lines, data.titles),
      extractSkills: (sources) => extractSkills(sources, data.skills),
      yearsOfExperience,
      seniority,
    },
    data,
  };
}

/** An engine over a given bundle (tests, or a bundle with added tables); a malformed bundle is an error value. */
export function createEngineFromBundle(raw: RawBundle): Result<Engine> {
  const decoded = decodeBundle(raw);
  return decoded.ok ? { ok: true, value: engineFromData(buildEngineData(decoded.bundle)) } : { ok: false, error: decoded.error };
}
