import type { WageRow } from '../bundle/bundle-types.ts';
import type { EngineData } from '../engine-data.ts';

export interface WageLookup {
  /** The SOC row used: the occupation's own, or its broad / minor group when BLS has no detailed row. */
  readonly soc: string;
  readonly title: string;
  readonly level: WageRow['group'];
  readonly employment: number;
  readonly annual: WageRow['annual'];
  readonly topCodedPercentiles: WageRow['topCodedPercentiles'];
  readonly currency: string;
  readonly source: string;
  readonly year: number;
}

/** BLS OEWS wages for an O*NET-SOC code ('15-1252.00' -> SOC '15-1252'), falling back to its broad then minor group. */
export function lookupWages(code: string, data: EngineData): WageLookup | null {
  const soc = code.slice(0, 7);
  const candidates = [soc, `${soc.slice(0, 6)}0`, `${soc.slice(0, 5)}00`];
  for (const key of candidates) {
    const row = data.wageBySoc.get(key);
    if (row && row.annual.p50 !== null) {
      const { label, year, currency } = data.bundle.wageSource;
      return {
        soc: row.soc,
        title: row.title,
        level: row.group,
        employment: row.employment,
        annual: row.annual,
        topCodedPercentiles: row.topCodedPercentiles,
        currency,
        source: label,
        year,
      };
    }
  }
  return null;
}

export const EXPERIENCE_BANDS = [
  { level: 'Entry level (0-2 years)', minYears: 0, low: 'p10', high: 'p25' },
  { level: 'Mid level (2-5 years)', minYears: 2, low: 'p25', high: 'p50' },
  { level: 'Senior (5-10 years)', minYears: 5, low: 'p50', high: 'p75' },
  { level: 'Expert (10+ years)', minYears: 10, low: 'p75', high: 'p90' },
] as const;

export interface SalaryBand {
  readonly experienceLevel: string;
  readonly low: number | null;
  readonly high: number | null;
  readonly currency: string;
  readonly source: string;
}

/**
 * Salary ranges by experience level from the BLS percentiles (entry p10-p25, mid p25-p50, senior
 * p50-p75, expert p75-p90): a convention stated with the source, not a BLS statistic by experience.
 */
export function salaryBands(wages: WageLookup): SalaryBand[] {
  const source = `${wages.source}, SOC ${wages.soc} ${wages.title}`;
  return EXPERIENCE_BANDS.map((b) => ({
    experienceLevel: b.level,
    low: wages.annual[b.low],
    high: wages.annual[b.high],
    currency: wages.currency,
    source,
  }));
}

/** The band for a number of years of experience. */
export function bandForYears(years: number): (typeof EXPERIENCE_BANDS)[number] {
  return [...EXPERIENCE_BANDS].reverse().find((b) => years >= b.minYears) ?? EXPERIENCE_BANDS[0];
}
