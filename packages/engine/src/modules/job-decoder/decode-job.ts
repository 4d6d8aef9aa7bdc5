import type { EngineData } from '../../engine-data.ts';
import { EXPERIENCE_BANDS, salaryBands } from '../../lookups/wages.ts';
import { parsePosting, type ParsedPosting } from '../../posting/parse-posting.ts';
import { buildClaimFacts } from '../claims/claim-facts.ts';
import { flagClaims } from '../claims/flag-claims.ts';
import type { JobAnalysis, MarketOffers, SalaryRange, SkillNeeded } from '../module-types.ts';
import { countryName } from '../../lookups/country-of.ts';
import { postingCountry } from '../shared/document-country.ts';
import {
  isWageCountry,
  occupationWages,
  SALARY_CONVENTION_FIGURES,
  wageSourceLabel,
} from '../shared/estimate-salary.ts';
import { createFigures, type Figures } from '../shared/figures.ts';
import { joinList, shorten } from '../shared/text-helpers.ts';
import { demandRating, postingSkills, scoreDemand, type JobIndexSignal } from './demand-score.ts';

export interface JobDecoderInput {
  readonly postingText: string;
  /** The location the user typed (optional, docs/product/2-modules.md section 5). */
  readonly location?: string | null;
  /** Postings in the server's job index for this occupation, when it has searched one. */
  readonly index?: JobIndexSignal | null;
}

const SOURCE_NAMES = 'O*NET BLS OEWS SOC US';
const PERCENTILE_NAMES: Readonly<Record<string, string>> = {
  p10: '10th percentile',
  p25: '25th percentile',
  p50: '50th percentile',
  p75: '75th percentile',
  p90: '90th percentile',
};

/** skills_needed: the posting's vocabulary skills with their importance, then requirements the vocabulary does not name. */
export function skillsNeeded(posting: ParsedPosting): SkillNeeded[] {
  const out: SkillNeeded[] = postingSkills(posting).map((s) => ({
    skill: s.skill.name,
    importance: s.importance,
    category: s.skill.category,
    is_hot: s.skill.isHot,
    is_in_demand: s.skill.isInDemand,
    evidence: s.evidence[0]?.context ?? s.skill.name,
  }));
  const named = new Set(posting.skills.map((s) => s.skill.id));
  for (const r of posting.requirements) {
    if (r.type !== 'skill' || r.skills.some((s) => named.has(s.id))) continue;
    out.push({
      skill: r.label,
      importance: r.kind === 'must' ? 'required' : 'preferred',
      category: 'requirement',
      is_hot: false,
      is_in_demand: false,
      evidence: r.text,
    });
  }
  const rank = { required: 0, preferred: 1, mentioned: 2 } as const;
  return out
    .sort((a, b) => rank[a.importance] - rank[b.importance])
    .filter((s, i, all) => all.findIndex((x) => x.skill.toLowerCase() === s.skill.toLowerCase()) === i);
}

function salaryRanges(posting: ParsedPosting, data: EngineData): { ranges: SalaryRange[]; note: string } {
  const country = postingCountry(posting);
  if (!isWageCountry(country)) {
    const stated = posting.salary ? ' The pay the posting states is shown as stated.' : '';
    return {
      ranges: [],
      note: `No BLS figures: the job is in ${countryName(country!)}, and the bundled wages (BLS OEWS) cover US jobs only.${stated} No figure is shown rather than a guess.`,
    };
  }
  if (!posting.occupation)
    return {
      ranges: [],
      note: 'No salary source covers this posting: its title matched no occupation, so no BLS wage row applies. No figure is shown rather than a guess.',
    };
  const coverage = occupationWages(posting.occupation.code, data);
  if (!coverage.isCovered)
    return {
      ranges: [],
      note: `No salary source covers this posting: ${coverage.reason}. No figure is shown rather than a guess.`,
    };
  const source = wageSourceLabel(coverage.wages);
  const ranges = salaryBands(coverage.wages).map((b, i) => ({
    experience_level: b.experienceLevel,
    low: b.low,
    high: b.high,
    currency: b.currency,
    source,
    low_percentile: PERCENTILE_NAMES[EXPERIENCE_BANDS[i]!.low]!,
    high_percentile: PERCENTILE_NAMES[EXPERIENCE_BANDS[i]!.high]!,
  }));
  const topCoded =
    coverage.wages.topCodedPercentiles.length > 0
      ? ` BLS top-codes the ${joinList(coverage.wages.topCodedPercentiles.map((p) => PERCENTILE_NAMES[p]!))}: the figure shown is the cap, the true value is at or above it.`
      : '';
  return {
    ranges,
    note: `${source}: annual wages by percentile, national. Experience levels map to percentiles (entry 10th-25th, mid 25th-50th, senior 50th-75th, expert 75th-90th): a convention, not a BLS figure by experience.${coverage.note ? ` ${coverage.note}.` : ''}${topCoded}`,
  };
}

function marketOffers(index: JobIndexSignal | null): MarketOffers {
  const noRate = 'No source publishes application success rates, so none is shown.';
  if (!index)
    return {
      total_offers: null,
      demand_trend: null,
      success_rate: null,
      source: null,
      note: `No job index was searched for this analysis. ${noRate}`,
      offers: [],
    };
  const previous = index.previousOffers ?? null;
  const trend =
    previous === null
      ? null
      : index.totalOffers > previous * 1.1
        ? 'rising'
        : index.totalOffers < previous * 0.9
          ? 'falling'
          : 'steady';
  return {
    total_offers: index.totalOffers,
    demand_trend: trend,
    success_rate: null,
    source: index.source,
    note: `${trend === null ? 'No earlier count to compare with, so no trend. ' : 'Trend: this window against the previous one (more than 10% up is rising, more than 10% down falling). '}${noRate}`,
    offers: (index.offers ?? [])
      .slice(0, 10)
      .map((o) => ({ title: o.title, company: o.company ?? null, location: o.location ?? null, url: o.url ?? null })),
  };
}

function summaryOf(
  posting: ParsedPosting,
  occupationTitle: string | null,
  skills: readonly SkillNeeded[],
  figures: Figures,
): string {
  const must = posting.requirements.filter((r) => r.kind === 'must');
  const nice = posting.requirements.filter((r) => r.kind === 'nice');
  const parts: string[] = [];
  const title = posting.title ? `${posting.title}${posting.company ? ` at ${posting.company}` : ''}` : 'This posting';
  parts.push(
    `${title}${occupationTitle && posting.occupation ? ` (the occupation ${occupationTitle} in O*NET)` : ' (no matching O*NET occupation)'}.`,
  );
  if (must.length + nice.length > 0) {
    parts.push(
      `It lists ${figures.number(must.length)} must-have${must.length === 1 ? '' : 's'}${
        must.length > 0
          ? ` (${must
              .slice(0, 4)
              .map((r) => shorten(r.label, 40))
              .join('; ')}${must.length > 4 ? '; more' : ''})`
          : ''
      } and ${figures.number(nice.length)} nice-to-have${nice.length === 1 ? '' : 's'}.`,
    );
  } else parts.push('It lists no explicit requirements.');
  const required = skills.filter((s) => s.importance === 'required' && s.category !== 'requirement');
  if (required.length > 0)
    parts.push(`Required tools and skills: ${joinList(required.slice(0, 6).map((s) => s.skill))}.`);
  const asks = [
    posting.yearsRequired ? `${posting.yearsRequired.text} of experience` : null,
    posting.education ? `${posting.education.label}${posting.education.isRequired ? '' : ' (preferred)'}` : null,
  ].filter((x): x is string => !!x);
  if (asks.length > 0) parts.push(`Asks for ${joinList(asks)}.`);
  const place = posting.location.text;
  const workplace = posting.location.workplace;
  const where = [workplace && !(place ?? '').toLowerCase().includes(workplace) ? workplace : null, place].filter(
    (x): x is string => !!x,
  );
  if (where.length > 0) parts.push(`Workplace: ${where.join(', ')}.`);
  if (posting.salary)
    parts.push(
      `States pay of ${posting.salary.text}${/\b(?:year|hour|month|annum|annually|hourly|monthly)\b/i.test(posting.salary.text) ? '' : ` per ${posting.salary.period}`}.`,
    );
  return parts.join(' ');
}

/**
 * decodeJob (module 2, Job Decoder): the posting summarised; demand from named signals with the spec's
 * rating text; salary ranges by experience level from BLS percentiles (with source); the skills it
 * needs with importance; market offers from the server's job index when one was searched (empty, with
 * the reason, otherwise); the optional location against the posting's.
 */
export function decodeJob(input: JobDecoderInput, data: EngineData): JobAnalysis {
  return decodeParsedJob(parsePosting(input.postingText, data), data, input);
}

export function decodeParsedJob(
  posting: ParsedPosting,
  data: EngineData,
  input: Omit<JobDecoderInput, 'postingText'> = {},
): JobAnalysis {
  const figures = createFigures();
  const occupation = posting.occupation ? (data.occupationByCode.get(posting.occupation.code) ?? null) : null;
  const index = input.index ?? null;
  const demand = scoreDemand(posting, index, data, figures);
  const skills = skillsNeeded(posting);
  const salary = salaryRanges(posting, data);
  const requested = input.location?.trim() || null;
  const location = {
    requested,
    posting: posting.location.text,
    workplace: posting.location.workplace,
    note: isWageCountry(postingCountry(posting))
      ? `Salary figures are US national (BLS OEWS); no regional wage table is bundled${requested ? `, so '${requested}' does not change them` : ''}.${posting.location.workplace === 'remote' ? ' The posting is remote.' : ''}`
      : `The job is in ${countryName(postingCountry(posting)!)}: no BLS figures apply (they cover US jobs only).${posting.location.workplace === 'remote' ? ' The posting is remote.' : ''}`,
  };
  const summary = summaryOf(posting, occupation?.title ?? null, skills, figures);
  const stated = posting.salary
    ? {
        low: posting.salary.min,
        high: posting.salary.max,
        currency: posting.salary.currency,
        period: posting.salary.period,
        text: posting.salary.text,
        source: 'Job posting (stated salary)',
      }
    : null;
  const country = postingCountry(posting);
  const cited = [
    posting.text,
    country ? countryName(country) : '',
    SOURCE_NAMES,
    SALARY_CONVENTION_FIGURES,
    data.bundle.wageSource.label,
    occupation?.title ?? '',
    posting.occupation?.code ?? '',
    requested ?? '',
    index?.source ?? '',
    ...salary.ranges.map((r) => `${r.source} ${r.low ?? ''} ${r.high ?? ''}`),
    ...demand.signals.map((s) => s.source ?? ''),
    figures.all(),
  ];
  const facts = buildClaimFacts(null, data, cited);
  const flags = flagClaims(
    [
      { field: 'summary', text: summary },
      { field: 'salary_note', text: salary.note },
      { field: 'location.note', text: location.note },
      ...demand.signals.map((s, i) => ({ field: `demand_signals[${i}].detail`, text: s.detail })),
    ],
    facts,
    data,
  );
  return {
    summary,
    demand_score: demand.score,
    demand_rating: demandRating(demand.score),
    demand_signals: demand.signals,
    salary_ranges: salary.ranges,
    salary_note: salary.note,
    stated_salary: stated,
    skills_needed: skills,
    market_offers: marketOffers(index),
    location,
    occupation:
      posting.occupation && occupation
        ? {
            code: posting.occupation.code,
            title: occupation.title,
            matched_title: posting.occupation.matchedTitle,
            confidence: posting.occupation.confidence,
          }
        : null,
    flags,
  };
}
