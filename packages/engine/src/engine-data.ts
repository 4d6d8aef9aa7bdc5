import type { Occupation, WageRow } from './bundle/bundle-types.ts';
import type { DecodedBundle } from './bundle/decode-bundle.ts';
import { buildTitleIndex, type TitleIndex } from './lookups/title-index.ts';
import { buildSkillIndex, type SkillIndex } from './skills/skill-index.ts';

/** The decoded bundle with the indexes every pipeline step reads. Built once, then read-only. */
export interface EngineData {
  readonly bundle: DecodedBundle;
  readonly skills: SkillIndex;
  readonly titles: TitleIndex;
  readonly occupationByCode: ReadonlyMap<string, Occupation>;
  readonly wageBySoc: ReadonlyMap<string, WageRow>;
}

export function buildEngineData(bundle: DecodedBundle): EngineData {
  return {
    bundle,
    skills: buildSkillIndex(bundle.skills),
    titles: buildTitleIndex(bundle.occupations, bundle.curatedTitles),
    occupationByCode: new Map(bundle.occupations.map((o) => [o.code, o])),
    wageBySoc: new Map(bundle.wages.map((w) => [w.soc, w])),
  };
}
