import { describe, expect, it } from 'vitest';
import { filtersFrom, fitTone, money, radiusApplies, snippet, statedPay } from './job-format.ts';

describe('job display rules (docs/product/3-agent-tracker-assistant.md section 9)', () => {
  it('hides the fit badge at 0 and exactly 50, and colours it by band', () => {
    expect([null, 0, 50].map(fitTone)).toEqual([null, null, null]);
    expect([75, 100].map(fitTone)).toEqual(['good', 'good']);
    expect([51, 74.9].map(fitTone)).toEqual(['fair', 'fair']);
    expect([1, 49].map(fitTone)).toEqual(['low', 'low']);
  });

  it('shows pay in k or M with the currency symbol, as the employer stated it', () => {
    expect(money(85000, 'USD')).toBe('$85k');
    expect(money(1_250_000, 'EUR')).toBe('€1.3M');
    expect(money(42.5, 'GBP')).toBe('£42.50');
    expect(money(90000, 'PLN')).toBe('PLN 90k');
    expect(statedPay({ salary_min: 38, salary_max: 42, salary_currency: 'USD', salary_period: 'hour' })).toBe(
      '$38-42 an hour',
    );
    expect(statedPay({ salary_min: 90000, salary_max: 90000, salary_currency: 'USD', salary_period: 'year' })).toBe(
      '$90k a year',
    );
    expect(statedPay({ salary_min: null, salary_max: null, salary_currency: null, salary_period: null })).toBeNull();
  });

  it('cuts the card snippet at 150 characters on a word', () => {
    const long = 'word '.repeat(60);
    expect(snippet(long).length).toBeLessThanOrEqual(151);
    expect(snippet(long).endsWith('…')).toBe(true);
    expect(snippet('Short text.')).toBe('Short text.');
  });

  it("offers the radius only for an 'in <place>' query with remote-only off", () => {
    const base = {
      datePosted: 'month' as const,
      remoteOnly: false,
      employmentTypes: [],
      radiusKm: 0,
      yearsExperience: { min: null, max: null },
    };
    expect(radiusApplies('nurse in Austin', base)).toBe(true);
    expect(radiusApplies('nurse in Austin', { ...base, remoteOnly: true })).toBe(false);
    expect(radiusApplies('remote nurse', base)).toBe(false);
  });

  it('starts the Advanced filters from what the query said', () => {
    const f = filtersFrom({
      query: 'q',
      role: 'nurse',
      occupation: null,
      location_text: null,
      location: null,
      distance_km: 25,
      remote_mode: 'remote',
      freshness: 'week',
      employment_types: ['PARTTIME'],
      years_experience: 3,
      salary_floor: null,
      needs_clarification: false,
      clarifying_questions: [],
    });
    expect(f).toEqual({
      datePosted: 'week',
      remoteOnly: true,
      employmentTypes: ['PARTTIME'],
      radiusKm: 25,
      yearsExperience: { min: null, max: 3 },
    });
  });
});
