import { describe, expect, it } from 'vitest';
import { combineFactors } from './score-factors.ts';

const defs = [
  { id: 'a', label: 'A', weight: 60 },
  { id: 'b', label: 'B', weight: 40 },
] as const;
const measure = (score: number, potential: number, isApplicable = true) => ({
  isApplicable,
  score,
  potential,
  matched: ['x'],
  missing: [],
  detail: 'd',
});

describe('combineFactors', () => {
  it('weighs the factors, clamps every score to 0-100 and never puts the potential below the score', () => {
    const c = combineFactors(defs, { a: measure(1, 1), b: measure(0.5, 1) });
    expect(c.score).toBe(80);
    expect(c.potential).toBe(100);
    expect(c.factors.map((f) => f.points)).toEqual([60, 20]);
    expect(
      combineFactors(defs, { a: measure(7, -3), b: measure(-2, 0) }).factors.map((f) => [f.score, f.potential_score]),
    ).toEqual([
      [100, 100],
      [0, 0],
    ]);
  });

  it('gives a factor without basis no weight; the others share it', () => {
    const c = combineFactors(defs, { a: measure(0.5, 0.5), b: measure(0, 0, false) });
    expect(c.score).toBe(50);
    expect(c.factors[1]).toMatchObject({ is_applicable: false, points: 0 });
  });
});
