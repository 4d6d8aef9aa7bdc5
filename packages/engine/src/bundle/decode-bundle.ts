import type {
  CuratedTitle,
  EducationLevel,
  MatchMode,
  Occupation,
  RawBundle,
  RawOccupationRow,
  RawSkillRow,
  RawWageRow,
  Skill,
  SkillCategory,
  WageRow,
} from './bundle-types.ts';
import { SKILL_CATEGORIES } from './bundle-types.ts';

export interface DecodedBundle {
  readonly skills: readonly Skill[];
  readonly occupations: readonly Occupation[];
  readonly wages: readonly WageRow[];
  readonly curatedTitles: readonly CuratedTitle[];
  readonly wageSource: {
    readonly label: string;
    readonly year: number;
    readonly currency: string;
    readonly topCoded: number;
  };
}

export type DecodeResult = { ok: true; bundle: DecodedBundle } | { ok: false; error: string };

const SUPPORTED_VERSION = 1;
const PERCENTILES = ['p10', 'p25', 'p50', 'p75', 'p90'] as const;

function decodeForm(form: string): { text: string; mode: MatchMode } {
  if (form.startsWith('=')) return { text: form.slice(1), mode: 'exact-case' };
  if (form.startsWith('~')) return { text: form.slice(1), mode: 'list-only' };
  return { text: form, mode: 'any-case' };
}

/** Turns the compact committed JSON into typed records; a malformed bundle is an error value. */
export function decodeBundle(raw: RawBundle): DecodeResult {
  for (const part of [raw.skills, raw.occupations, raw.wages]) {
    if (part?.version !== SUPPORTED_VERSION)
      return { ok: false, error: `unsupported bundle version ${String(part?.version)}` };
  }
  const skills: Skill[] = (raw.skills.skills as RawSkillRow[]).map(
    ([id, name, category, group, flags, occupationCount, forms]) => {
      const canonical = decodeForm(name);
      return {
        id,
        name: canonical.text,
        category: (SKILL_CATEGORIES as readonly string[]).includes(category)
          ? (category as SkillCategory)
          : 'knowledge',
        group,
        isHot: (flags & 1) === 1,
        isInDemand: (flags & 2) === 2,
        occupationCount,
        forms: [canonical, ...forms.map(decodeForm)],
      };
    },
  );
  const labels = new Map<string, string>();
  for (const row of raw.occupations.educationLabels as Array<[string, number, string]>)
    labels.set(`${row[0]}${row[1]}`, row[2]);
  const level = (scale: string, pair: number[]): EducationLevel | null =>
    pair.length === 2 ? { category: pair[0]!, label: labels.get(`${scale}${pair[0]}`) ?? '', share: pair[1]! } : null;
  const zones = new Map(
    (raw.occupations.jobZones as Array<[number, string, string, string]>).map(([zone, name, education, experience]) => [
      zone,
      { name, education, experience },
    ]),
  );
  const rows = raw.occupations.occupations as RawOccupationRow[];
  const occupations: Occupation[] = rows.map(
    ([
      code,
      title,
      description,
      jobZone,
      education,
      experience,
      titles,
      tech,
      importance,
      related,
      titleSources = '',
    ]) => {
      const important: Array<{ skillId: string; importance: number }> = [];
      for (let i = 0; i + 1 < importance.length; i += 2)
        important.push({ skillId: skills[importance[i]!]!.id, importance: importance[i + 1]! / 100 });
      return {
        code,
        title,
        description,
        jobZone: jobZone > 0 ? jobZone : null,
        jobZoneInfo: zones.get(jobZone) ?? null,
        education: level('RL', education),
        experience: level('RW', experience),
        titles,
        titleSources: titles.map((_, i) => Number(titleSources[i] ?? 1)),
        technologySkills: tech.map((n) => ({
          skillId: skills[Math.floor(n / 4)]!.id,
          isHot: (n & 1) === 1,
          isInDemand: (n & 2) === 2,
        })),
        importantSkills: important,
        relatedCodes: related.map((i) => rows[i]![0]),
      };
    },
  );
  const codes = new Set(occupations.map((o) => o.code));
  const curatedTitles: CuratedTitle[] = [];
  for (const [code, ...titles] of (raw.occupations.curatedTitles ?? []) as string[][]) {
    if (!codes.has(code!)) return { ok: false, error: `curated titles name an unknown occupation ${String(code)}` };
    for (const title of titles) curatedTitles.push({ title, code: code! });
  }
  const wages: WageRow[] = (raw.wages.wages as RawWageRow[]).map(([soc, title, group, employment, ...rest]) => {
    const values = rest.slice(0, 5) as Array<number | null>;
    const annual = Object.fromEntries(
      PERCENTILES.map((p, i) => [p, values[i]! === -1 ? raw.wages.topCoded : values[i]!]),
    ) as WageRow['annual'];
    return {
      soc,
      title,
      group: group as WageRow['group'],
      employment,
      annual,
      topCodedPercentiles: PERCENTILES.filter((_, i) => values[i] === -1),
      isHourlyOnly: rest[5] === 1,
    };
  });
  return {
    ok: true,
    bundle: {
      skills,
      occupations,
      wages,
      curatedTitles,
      wageSource: {
        label: raw.wages.source,
        year: raw.wages.year,
        currency: raw.wages.currency,
        topCoded: raw.wages.topCoded,
      },
    },
  };
}
