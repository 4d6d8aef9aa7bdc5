import { describe, expect, it } from 'vitest';
import { hasFigure, hasResultClause, leadVerbKind, passiveOpening } from './bullet-checks.ts';

describe('bullet checks', () => {
  it('classifies how a bullet opens', () => {
    expect(leadVerbKind('Led migration of the ledger service')).toBe('strong');
    expect(leadVerbKind('Rebuilt the checkout in React')).toBe('strong');
    expect(leadVerbKind('Responsible for maintaining dashboards')).toBe('weak');
    expect(leadVerbKind('Helped train new nurses')).toBe('weak');
    expect(leadVerbKind('Patient charts were updated in Epic')).toBe('passive');
    expect(leadVerbKind('Was cast in 5 productions')).toBe('passive');
    expect(leadVerbKind('Weekly reports for the finance team')).toBe('none');
  });

  it('finds a passive opening only where a short noun phrase is acted on', () => {
    expect(passiveOpening('The design system was documented in Storybook.')).toEqual({
      subject: 'The design system',
      participle: 'documented',
      rest: ' in Storybook.',
    });
    expect(passiveOpening('Led a team that was formed in 2020')).toBeNull();
    expect(passiveOpening('Reports were automated with Python')).toMatchObject({
      subject: 'Reports',
      participle: 'automated',
    });
  });

  it('sees results with figures and results in words', () => {
    expect(hasFigure('Cut latency by 40%')).toBe(true);
    expect(hasFigure('Mentored twelve engineers')).toBe(true);
    expect(hasFigure('Tuned p99 latency')).toBe(false);
    expect(hasResultClause('Automated the ETL, cutting the nightly run')).toBe(true);
    expect(hasResultClause('Built weekly SQL reports')).toBe(false);
  });
});
