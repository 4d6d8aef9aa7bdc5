import type { WageRow } from '../../bundle/bundle-types.ts';
import { countryName } from '../../lookups/country-of.ts';
import type { EngineData } from '../../engine-data.ts';
import { bandForYears, lookupWages, type WageLookup } from '../../lookups/wages.ts';
import type { Salary } from '../../posting/extract-salary.ts';
import type { OccupationMatch } from '../../posting/normalize-title.ts';
import type { SalaryExpectation } from '../module-types.ts';
import type { Figures } from './figures.ts';

const PERCENTILE_LABEL: Readonly<Record<keyof WageRow['annual'], string>> = {
  p10: '10th',
  p25: '25th',
  p50: '50th',
  p75: '75th',
  p90: '90th',
};

export type WageCoverage =
  | { readonly isCovered: true; readonly wages: WageLookup; readonly note: string | null }
  | { readonly isCovered: false; readonly reason: string };

/**
 * The BLS wages that cover an occupation: its own SOC row; where BLS has no row for it, the broad or
 * minor group (said so). An occupation whose own row has no annual percentiles (BLS reports some only
 * by the hour) is not covered: its group's figures would describe other jobs (docs/decisions/038 section 7).
 */
export function occupationWages(code: string, data: EngineData): WageCoverage {
  const soc = code.slice(0, 7);
  const own = data.wageBySoc.get(soc);
  const label = data.bundle.wageSource.label;
  if (own && own.annual.p50 === null && own.annual.p25 === null && own.annual.p75 === null) {
    return {
      isCovered: false,
      reason: `${label} publishes no annual wage percentiles for ${own.title}${own.isHourlyOnly ? ' (it reports hourly wages only, which the bundle does not carry)' : ''}`,
    };
  }
  const wages = lookupWages(code, data);
  if (!wages) return { isCovered: false, reason: `no ${label} row covers this occupation` };
  return {
    isCovered: true,
    wages,
    note:
      wages.soc === soc
        ? null
        : `BLS has no row for this exact occupation; these are the figures of its ${wages.level} group, ${wages.title}`,
  };
}

/** The BLS source label of a lookup: 'BLS OEWS May 2024, SOC 15-1252 Software Developers'. */
export const wageSourceLabel = (wages: WageLookup) => `${wages.source}, SOC ${wages.soc} ${wages.title}`;

/** A band's range and its midpoint (rounded to 100) from the BLS percentiles; the one end BLS gives when the other is missing. */
function bandRange(wages: WageLookup, years: number) {
  const band = bandForYears(years);
  const low = wages.annual[band.low];
  const high = wages.annual[band.high];
  const estimate = low !== null && high !== null ? Math.round((low + high) / 200) * 100 : (low ?? high);
  return { band, low, high, estimate };
}

function blsSentence(wages: WageLookup, years: number, figures: Figures): string | null {
  const { band, low, high, estimate } = bandRange(wages, years);
  if (estimate === null) return null;
  const top = (p: keyof WageRow['annual']) => (wages.topCodedPercentiles.includes(p) ? ' or more' : '');
  const span =
    low !== null && high !== null
      ? `${figures.money(low, wages.currency)} (${PERCENTILE_LABEL[band.low]} percentile) to ${figures.money(high, wages.currency)}${top(band.high)} (${PERCENTILE_LABEL[band.high]} percentile)`
      : `${figures.money(estimate, wages.currency)} (the only percentile of the band BLS publishes)`;
  return `${figures.cite(wageSourceLabel(wages))}: annual wages for the ${band.level.toLowerCase()} band run ${span}`;
}

/** The figures of the band convention and band labels, which salary texts cite (for the claim check's allowed texts). */
export const SALARY_CONVENTION_FIGURES = '0 2 5 10 25 50 75 90 10th 25th 50th 75th 90th';
const BAND_CONVENTION =
  'Experience bands map to BLS percentiles (entry 10th-25th, mid 25th-50th, senior 50th-75th, expert 75th-90th): a convention, not a BLS figure by experience. US national figures (BLS covers US jobs only), not adjusted for location.';

/** The country a salary text names, for the claim check's allowed texts ('Turkey (TR)'). */
export const salaryCountryText = (salary: SalaryExpectation): string =>
  salary.country ? countryName(salary.country) : '';

/** The only country the bundled wages (BLS OEWS) cover. */
export const WAGE_COUNTRY = 'US';

/** Whether BLS figures apply to a document's country: in the US, or where the country is not known. */
export const isWageCountry = (country: string | null | undefined): boolean => !country || country === WAGE_COUNTRY;

export interface SalaryInput {
  readonly occupation: OccupationMatch | null;
  /** How the occupation was found, for the text ('the most recent title', 'the posting title'). */
  readonly occupationSource: string;
  readonly years: number;
  readonly postingSalary?: Salary | null;
  /** The job's (or else the resume's) country, ISO alpha-2; null when unknown. BLS figures apply only in the US. */
  readonly country?: string | null;
}

/**
 * A salary expectation with its named source: the posting's stated range when it has one (BLS for
 * comparison, in the US only), else the BLS OEWS percentiles of the occupation for the experience band,
 * for a US job (or one whose country is unknown); when no source covers the case (a job outside the US
 * with no stated pay), no figure at all and the reason (docs/decisions/038 section 7: never guess). Every figure
 * carries its source and the country it applies to.
 */
export function estimateSalary(input: SalaryInput, data: EngineData, figures: Figures): SalaryExpectation {
  const years = figures.number(input.years);
  const band = bandForYears(input.years);
  const country = input.country ?? null;
  const isBlsCountry = isWageCountry(country);
  const coverage = input.occupation && isBlsCountry ? occupationWages(input.occupation.code, data) : null;
  const bls = coverage?.isCovered ? blsSentence(coverage.wages, input.years, figures) : null;
  const blsNote = coverage?.isCovered && coverage.note ? ` ${figures.cite(coverage.note)}.` : '';
  const stated = input.postingSalary;
  if (stated) {
    const midpoint = Math.round((stated.min + stated.max) / 2);
    const range =
      stated.min === stated.max
        ? figures.money(stated.min, stated.currency)
        : `${figures.money(stated.min, stated.currency)} - ${figures.money(stated.max, stated.currency)}`;
    const comparison =
      bls && stated.period === 'year'
        ? ` For comparison, ${bls} (${years} years of experience in the resume).${blsNote} ${BAND_CONVENTION}`
        : '';
    const where = country ? ` for a job in ${countryName(country)}` : '';
    const noBls = isBlsCountry ? '' : ` No BLS comparison: BLS wages cover US jobs only.`;
    return {
      estimate: midpoint,
      currency: stated.currency,
      source: 'Job posting (stated salary)',
      country,
      analysis: `The posting states ${range} per ${stated.period}${where}; the estimate is its midpoint.${comparison}${noBls}`,
      low: stated.min,
      high: stated.max,
      period: stated.period,
      basis: 'posting',
      experience_level: band.level,
    };
  }
  if (!isBlsCountry) {
    return none(
      `No salary source covers ${countryName(country!)}: the bundled wages (BLS OEWS) cover US jobs only, and no stated pay applies. No figure is shown rather than a guess.`,
      band.level,
      country,
    );
  }
  if (!input.occupation || !coverage) {
    return none(
      `No salary source covers this case: ${input.occupationSource} could not be matched to an occupation, so no BLS wage row applies. No figure is shown rather than a guess.`,
      band.level,
      country,
    );
  }
  if (!coverage.isCovered) {
    return none(
      `No salary source covers this case: ${figures.cite(coverage.reason)}. No figure is shown rather than a guess.`,
      band.level,
    );
  }
  const { low, high, estimate } = bandRange(coverage.wages, input.years);
  if (estimate === null || !bls)
    return none(
      `No salary source covers this case: ${figures.cite(wageSourceLabel(coverage.wages))} has no percentiles for the ${band.level.toLowerCase()} band.`,
      band.level,
    );
  return {
    estimate,
    currency: coverage.wages.currency,
    source: wageSourceLabel(coverage.wages),
    country: WAGE_COUNTRY,
    analysis: `${bls}; the estimate ${figures.money(estimate, coverage.wages.currency)} is the band's midpoint, for ${years} years of experience in the resume and the occupation matched from ${input.occupationSource}.${blsNote} ${BAND_CONVENTION}`,
    low,
    high,
    period: 'year',
    basis: 'bls-percentiles',
    experience_level: band.level,
  };
}

function none(analysis: string, level: string, country: string | null = null): SalaryExpectation {
  return {
    estimate: null,
    currency: null,
    source: null,
    country,
    analysis,
    low: null,
    high: null,
    period: null,
    basis: 'none',
    experience_level: level,
  };
}
