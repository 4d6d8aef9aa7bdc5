// What a job seeker reads carries no internal code or scoring jargon: over every fixture pair, each
// module's advice and every text of its result (ids, O*NET codes kept as data and source citations
// aside) are scanned for O*NET-SOC codes, requirement ids and scoring words (docs/decisions/018).
import { describe, expect, it } from 'vitest';
import { AS_OF, testEngine } from '../testing/fixtures.ts';
import { MODULE_PAIRS } from '../testing/module-fixtures.ts';
import { adviseOn } from './advise-on-result.ts';
import { ANALYSIS_MODULE_KEYS } from './run-module.ts';
import { ADVICE_MAX_SENTENCES, ADVICE_MIN_SENTENCES } from './shared/advice.ts';

const engine = testEngine();

/** Jargon a job seeker should never read, each with what it catches. */
const JARGON: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b\d{2}-\d{4}\.\d{2}\b/, 'an O*NET-SOC code'],
  [/\bO\*NET \d/, 'an O*NET code'],
  [/\breq-\d/, 'a requirement id'],
  [/\d points?\b|\bpoints \(/i, "the scoring word 'points'"],
  [/\bweights?\b/i, "the scoring word 'weight'"],
  [/\blevel (?:entry|junior|mid|senior|lead|expert)\b/i, "a seniority code ('level lead')"],
  [/make the factor full/i, 'a scoring rule'],
];
/** Fields that hold data, not text to read: ids, codes, the named sources (citations), enum values. */
const DATA_FIELDS = new Set([
  'id',
  'code',
  'source',
  'basis',
  'kind',
  'type',
  'status',
  'importance',
  'category',
  'reasons',
  'section',
  'language',
  'period',
  'currency',
  'experience_level',
  'label',
  'field',
  'placeholders',
]);

/** Every text of a result a screen shows, with its path. */
function texts(value: unknown, path = ''): Array<{ path: string; text: string }> {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => texts(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => (DATA_FIELDS.has(k) ? [] : texts(v, path ? `${path}.${k}` : k)));
  return [];
}

describe('advice and result texts on the fixture pairs', () => {
  const runs = MODULE_PAIRS.flatMap((pair) =>
    ANALYSIS_MODULE_KEYS.flatMap((key) => {
      const ran = engine.runModule(key, { resumeText: pair.resume, postingText: pair.posting, asOf: AS_OF });
      return ran.ok ? [{ name: `${pair.name} ${key}`, key, result: ran.value }] : [];
    }),
  );

  it('gives every module three to five sentences', () => {
    expect(runs.length).toBeGreaterThan(100);
    for (const run of runs) {
      const advice = adviseOn(run.key, run.result as never);
      expect(advice.length, run.name).toBeGreaterThanOrEqual(ADVICE_MIN_SENTENCES);
      expect(advice.length, run.name).toBeLessThanOrEqual(ADVICE_MAX_SENTENCES);
      for (const sentence of advice) expect(sentence, run.name).toMatch(/^\S.*[.]$/s);
    }
  });

  it('never shows a code or a scoring word', () => {
    const found: string[] = [];
    for (const run of runs) {
      const shown = [
        ...adviseOn(run.key, run.result as never).map((text, i) => ({ path: `advice[${i}]`, text })),
        ...texts(run.result),
      ];
      for (const { path, text } of shown)
        for (const [pattern, what] of JARGON)
          if (pattern.test(text)) found.push(`${run.name} ${path}: ${what} in '${text.slice(0, 160)}'`);
    }
    expect([...new Set(found)].slice(0, 20)).toEqual([]);
  });
});
