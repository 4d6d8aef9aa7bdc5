import { ANALYSIS_MODULE_KEYS, adviseOn, defaultEngine } from '@cp/engine';
import { describe, expect, it } from 'vitest';
import { POSTING, RESUME } from './analysis-fixtures.ts';
import { toStoredResult } from './analysis.service.ts';
import { adviceForResult } from './run-advice.ts';

describe('adviceForResult', () => {
  it("gives each module's stored result (text or object) the engine's advice for it", () => {
    for (const key of ANALYSIS_MODULE_KEYS) {
      const ran = defaultEngine().runModule(key, {
        resumeText: RESUME,
        postingText: POSTING,
        asOf: { year: 2025, month: 6 },
      });
      if (!ran.ok) throw new Error(ran.error.detail);
      const advice = adviceForResult(key, toStoredResult(key, ran.value));
      expect(advice, key).toEqual([...adviseOn(key, ran.value as never)]);
      expect(advice!.length, key).toBeGreaterThanOrEqual(3);
    }
  });

  it('has none for an invalid result or a module without analysis advice', () => {
    expect(adviceForResult('Module 3', '{"not":"a fit"}')).toBeNull();
    expect(adviceForResult('Module 6', { score: 7 })).toBeNull();
  });
});
