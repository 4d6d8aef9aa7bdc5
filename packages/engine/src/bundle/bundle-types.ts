/** The committed JSON bundle as built by scripts/build-engine-data.ts (see its header for fields). */
export type RawSkillRow = [
  id: string,
  name: string,
  category: string,
  group: string,
  flags: number,
  occupationCount: number,
  forms: string[],
];
export type RawOccupationRow = [
  code: string,
  title: string,
  description: string,
  jobZone: number,
  education: number[],
  experience: number[],
  titles: string[],
  tech: number[],
  importance: number[],
  related: number[],
  /** One digit per title: how many sources list it for this occupation (absent in bundles built before it). */
  titleSources?: string,
];
export type RawWageRow = [
  soc: string,
  title: string,
  group: string,
  employment: number,
  p10: number | null,
  p25: number | null,
  p50: number | null,
  p75: number | null,
  p90: number | null,
  hourlyOnly: number,
];

export interface RawBundle {
  readonly skills: { readonly version: number; readonly skills: readonly unknown[] };
  readonly occupations: {
    readonly version: number;
    readonly educationLabels: readonly unknown[];
    readonly jobZones: readonly unknown[];
    readonly occupations: readonly unknown[];
    /** Rows [code, ...titles] of the hand-curated title table (absent in bundles built before it). */
    readonly curatedTitles?: readonly unknown[];
  };
  readonly wages: {
    readonly version: number;
    readonly source: string;
    readonly year: number;
    readonly currency: string;
    readonly topCoded: number;
    readonly wages: readonly unknown[];
  };
}

export const SKILL_CATEGORIES = ['technology', 'soft', 'knowledge'] as const;
export type SkillCategory = (typeof SKILL_CATEGORIES)[number];

/** How a surface form may match: any case; exact case; exact case and only inside a list. */
export type MatchMode = 'any-case' | 'exact-case' | 'list-only';

export interface SkillForm {
  readonly text: string;
  readonly mode: MatchMode;
}

export interface Skill {
  readonly id: string;
  readonly name: string;
  readonly category: SkillCategory;
  /** O*NET commodity title ('Web platform development software'), 'O*NET skill', 'language', ... */
  readonly group: string;
  readonly isHot: boolean;
  readonly isInDemand: boolean;
  /** How many O*NET occupations list this technology (0 for skills outside O*NET's technology list). */
  readonly occupationCount: number;
  readonly forms: readonly SkillForm[];
}

export interface EducationLevel {
  readonly category: number;
  readonly label: string;
  /** Share of incumbents (percent) at this level, from O*NET. */
  readonly share: number;
}

export interface Occupation {
  readonly code: string;
  readonly title: string;
  readonly description: string;
  readonly jobZone: number | null;
  /** O*NET's description of the job zone: the preparation typical of it (also where education data is missing). */
  readonly jobZoneInfo: { readonly name: string; readonly education: string; readonly experience: string } | null;
  /** The most common required education among incumbents; null where O*NET has no survey data (use jobZoneInfo). */
  readonly education: EducationLevel | null;
  readonly experience: EducationLevel | null;
  readonly titles: readonly string[];
  /** How many sources (O*NET alternate-title sources and reported titles; 1 for an ESCO label) list each of `titles` here, in the same order. */
  readonly titleSources: readonly number[];
  readonly technologySkills: ReadonlyArray<{
    readonly skillId: string;
    readonly isHot: boolean;
    readonly isInDemand: boolean;
  }>;
  /** O*NET skills and knowledge rated at least 3 of 5 in importance, most important first. */
  readonly importantSkills: ReadonlyArray<{ readonly skillId: string; readonly importance: number }>;
  readonly relatedCodes: readonly string[];
}

/** A common job title from the hand-curated table (scripts/engine-data/curated-titles.ts) and its O*NET occupation. */
export interface CuratedTitle {
  readonly title: string;
  readonly code: string;
}

export interface WageRow {
  readonly soc: string;
  readonly title: string;
  readonly group: 'total' | 'major' | 'minor' | 'broad' | 'detailed';
  readonly employment: number;
  /** Annual wage percentiles in USD; null where BLS publishes none; topCoded marks values at or above the BLS cap. */
  readonly annual: {
    readonly p10: number | null;
    readonly p25: number | null;
    readonly p50: number | null;
    readonly p75: number | null;
    readonly p90: number | null;
  };
  readonly topCodedPercentiles: readonly ('p10' | 'p25' | 'p50' | 'p75' | 'p90')[];
  readonly isHourlyOnly: boolean;
}
