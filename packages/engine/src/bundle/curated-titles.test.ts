import { describe, expect, it } from 'vitest';
import { createEngineFromBundle } from '../engine.ts';
import { testEngine } from '../testing/fixtures.ts';
import { DEFAULT_BUNDLE } from './default-bundle.ts';

const rows = (DEFAULT_BUNDLE.occupations.curatedTitles ?? []) as string[][];
const occupationCodes = new Set((DEFAULT_BUNDLE.occupations.occupations as string[][]).map((row) => row[0]));

describe("the bundle's curated title table", () => {
  it('holds a few hundred common titles', () => {
    const titles = rows.flatMap(([, ...t]) => t);
    expect(titles.length).toBeGreaterThanOrEqual(150);
    expect(titles.length).toBeLessThanOrEqual(400);
    expect(titles).toEqual(
      expect.arrayContaining(['Data Analyst', 'Backend Engineer', 'Registered Nurse', 'Truck Driver', 'Teacher']),
    );
  });

  it("names only occupations in the bundle's occupations", () => {
    const unknown = rows.map(([code]) => code).filter((code) => !occupationCodes.has(code));
    expect(unknown).toEqual([]);
  });

  it('normalizes every curated title, and every title with a seniority word, to its own code', () => {
    const engine = testEngine();
    const wrong: string[] = [];
    for (const [code, ...titles] of rows) {
      for (const title of titles.flatMap((t) => [t, `Senior ${t}`])) {
        const match = engine.normalizeTitle(title);
        if (!match || match.code !== code || match.source !== 'curated title table')
          wrong.push(`${title}: ${match?.code ?? 'null'} instead of ${String(code)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('makes a bundle whose table names an unknown occupation an error value', () => {
    const broken = {
      ...DEFAULT_BUNDLE,
      occupations: { ...DEFAULT_BUNDLE.occupations, curatedTitles: [...rows, ['99-9999.99', 'Wizard']] },
    };
    expect(createEngineFromBundle(broken)).toEqual({
      ok: false,
      error: 'curated titles name an unknown occupation 99-9999.99',
    });
  });
});
