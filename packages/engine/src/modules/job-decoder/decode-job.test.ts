import { describe, expect, it } from 'vitest';
import { POSTING, testEngine } from '../../testing/fixtures.ts';
import { POSTING_COOK, POSTING_DATA_ANALYST, POSTING_NURSE, POSTING_VAGUE } from '../../testing/module-fixtures.ts';
import { demandRating } from './demand-score.ts';

const engine = testEngine();

describe('demandRating', () => {
  it('uses the spec texts at its thresholds', () => {
    expect(demandRating(80)).toBe('Highly competitive market with strong demand.');
    expect(demandRating(79)).toBe('Moderate demand with steady opportunities.');
    expect(demandRating(50)).toBe('Moderate demand with steady opportunities.');
    expect(demandRating(49)).toBe('Limited demand—target applications strategically.');
    expect(demandRating(null)).toBe('No source covers the demand for this posting.');
  });
});

describe('decodeJob (module 2)', () => {
  const job = engine.decodeJob({ postingText: POSTING_DATA_ANALYST });

  it('derives the demand score from named signals, each with its value and source', () => {
    const employment = job.demand_signals.find((s) => s.id === 'employment')!;
    expect(employment).toMatchObject({
      is_applicable: true,
      source: 'BLS OEWS May 2024, SOC 15-2051 Data Scientists',
      value: 233440,
    });
    expect(job.demand_signals.find((s) => s.id === 'hot-skills')).toMatchObject({ is_applicable: true, value: 1 });
    expect(job.demand_signals.find((s) => s.id === 'index-postings')).toMatchObject({ is_applicable: false });
    expect(job.demand_score).toBe(Math.round(job.demand_signals.reduce((sum, s) => sum + s.points, 0)));
    expect(job.demand_rating).toBe(demandRating(job.demand_score));
  });

  it('counts matching postings of the index when the server passes them, with a trend', () => {
    const withIndex = engine.decodeJob({
      postingText: POSTING_DATA_ANALYST,
      index: {
        totalOffers: 60,
        previousOffers: 40,
        source: 'Local job index, last 30 days',
        offers: [{ title: 'Data Analyst', company: 'Quartz Health' }],
      },
    });
    expect(withIndex.market_offers).toMatchObject({
      total_offers: 60,
      demand_trend: 'rising',
      success_rate: null,
      source: 'Local job index, last 30 days',
      offers: [{ title: 'Data Analyst', company: 'Quartz Health', location: null, url: null }],
    });
    expect(withIndex.demand_signals.find((s) => s.id === 'index-postings')).toMatchObject({
      is_applicable: true,
      score: 100,
    });
    expect(job.market_offers).toMatchObject({
      total_offers: null,
      demand_trend: null,
      note: expect.stringMatching(/^No job index was searched/),
    });
  });

  it('gives salary ranges by experience level from BLS percentiles, and the stated salary with its own source', () => {
    expect(job.salary_ranges.map((r) => [r.experience_level, r.low_percentile, r.high_percentile])).toEqual([
      ['Entry level (0-2 years)', '10th percentile', '25th percentile'],
      ['Mid level (2-5 years)', '25th percentile', '50th percentile'],
      ['Senior (5-10 years)', '50th percentile', '75th percentile'],
      ['Expert (10+ years)', '75th percentile', '90th percentile'],
    ]);
    expect(job.salary_ranges.every((r) => r.source === 'BLS OEWS May 2024, SOC 15-2051 Data Scientists')).toBe(true);
    expect(job.stated_salary).toMatchObject({ low: 95000, high: 120000, source: 'Job posting (stated salary)' });
    expect(engine.decodeJob({ postingText: POSTING_COOK }).stated_salary).toMatchObject({
      period: 'hour',
      low: 18,
      high: 22,
    });
  });

  it('lists the skills needed with importance, required first', () => {
    expect(job.skills_needed.slice(0, 6).every((s) => s.importance === 'required')).toBe(true);
    expect(job.skills_needed.map((s) => s.skill)).toEqual(
      expect.arrayContaining(['SQL', 'Tableau', 'pandas', 'dbt and Airflow']),
    );
    // a place in the location line is not a skill ('San Antonio' is not SAN storage)
    expect(engine.decodeJob({ postingText: POSTING_NURSE }).skills_needed.map((s) => s.skill)).not.toContain('SAN');
  });

  it('summarises the posting from its own text, naming the company only when it does', () => {
    expect(engine.decodeJob({ postingText: POSTING }).summary).toMatch(
      /^Senior Backend Engineer at Acmecorp \(the occupation /,
    );
    expect(job.summary).toMatch(/^Senior Data Analyst \(the occupation Business Intelligence Analysts in O\*NET\)/);
    expect(job.summary).not.toMatch(/\d{2}-\d{4}/); // no occupation codes in what the user reads
    expect(job.summary).toMatch(/States pay of \$95,000 - \$120,000 a year\./);
  });

  it('echoes the optional location against the posting, and says the figures are national', () => {
    expect(engine.decodeJob({ postingText: POSTING, location: 'Austin, TX' }).location).toMatchObject({
      requested: 'Austin, TX',
      posting: 'Remote (US)',
      workplace: 'remote',
      note: expect.stringMatching(/US national/),
    });
  });

  it('has no score and no ranges when no source covers the posting', () => {
    const vague = engine.decodeJob({ postingText: POSTING_VAGUE });
    expect(vague).toMatchObject({ demand_score: null, salary_ranges: [], occupation: null });
    expect(vague.salary_note).toMatch(/^No salary source covers this posting/);
  });
});
