import { describe, expect, it } from 'vitest';
import { resultFigure } from './answer-outline.ts';

describe('resultFigure', () => {
  it('takes the figure with a unit, currency or percent over a headcount', () => {
    expect(resultFigure('Lead a team of 3 marketers running paid search for a $4M pipeline')).toBe('$4M');
    expect(resultFigure('Cut report preparation time by 30% with SQL automation')).toBe('30%');
    expect(resultFigure('Rebuilt the refresh so it runs in 1 hour instead of 6')).toBe('1 hour');
  });

  it('takes a bare number that is no headcount, and none when the only figure counts people', () => {
    expect(resultFigure('Served 12,000 customers a month')).toBe('12,000');
    expect(resultFigure('Managed a team of 3 marketers')).toBeUndefined();
    expect(resultFigure('Wrote the onboarding guide')).toBeUndefined();
  });
});
