import { describe, expect, it } from 'vitest';
import { testEngine } from '../../testing/fixtures.ts';
import { estimateSalary, occupationWages } from './estimate-salary.ts';
import { createFigures } from './figures.ts';

const engine = testEngine();
const match = (title: string) => engine.normalizeTitle(title);

describe('estimateSalary', () => {
  it('takes the BLS band of the years of experience, with the source named', () => {
    const s = estimateSalary(
      { occupation: match('Software Engineer'), occupationSource: 'the title', years: 8 },
      engine.data,
      createFigures(),
    );
    const wages = engine.lookupWages('15-1252.00')!;
    expect(s).toMatchObject({
      basis: 'bls-percentiles',
      currency: 'USD',
      source: 'BLS OEWS May 2024, SOC 15-1252 Software Developers',
      low: wages.annual.p50,
      high: wages.annual.p75,
      period: 'year',
      experience_level: 'Senior (5-10 years)',
    });
    expect(s.estimate).toBe(Math.round((wages.annual.p50! + wages.annual.p75!) / 200) * 100);
    expect(s.analysis).toMatch(/50th percentile.*75th percentile.*midpoint/);
  });

  it('prefers the salary the posting states, and names the posting as source', () => {
    const salary = {
      min: 150000,
      max: 180000,
      currency: 'USD',
      period: 'year' as const,
      text: '$150,000 - $180,000 per year',
    };
    const s = estimateSalary(
      { occupation: match('Software Engineer'), occupationSource: 'the title', years: 3, postingSalary: salary },
      engine.data,
      createFigures(),
    );
    expect(s).toMatchObject({
      estimate: 165000,
      basis: 'posting',
      source: 'Job posting (stated salary)',
      low: 150000,
      high: 180000,
    });
    expect(s.analysis).toMatch(/For comparison, BLS OEWS May 2024/);
  });

  it('gives no figure where no source covers the case, and says why (docs/decisions/038 section 7)', () => {
    const actors = estimateSalary(
      { occupation: match('Actor'), occupationSource: 'the title', years: 9 },
      engine.data,
      createFigures(),
    );
    expect(actors).toMatchObject({ estimate: null, source: null, currency: null, basis: 'none' });
    expect(actors.analysis).toMatch(/^No salary source covers this case: .*Actors \(it reports hourly wages only/);
    expect(actors.analysis).not.toMatch(/SOC \d/);
    const unknown = estimateSalary(
      { occupation: null, occupationSource: 'the resume (it names no job title)', years: 0 },
      engine.data,
      createFigures(),
    );
    expect(unknown).toMatchObject({ estimate: null, basis: 'none' });
  });

  it('never uses a group row for an occupation BLS reports only by the hour', () => {
    expect(occupationWages('27-2011.00', engine.data)).toMatchObject({ isCovered: false });
    expect(engine.lookupWages('27-2011.00')?.soc).toBe('27-2010'); // the core lookup falls back; the module does not
  });

  it('shows no BLS figure for a job outside the US, and says no source covers its country', () => {
    const s = estimateSalary(
      { occupation: match('Software Engineer'), occupationSource: 'the title', years: 8, country: 'TR' },
      engine.data,
      createFigures(),
    );
    expect(s).toMatchObject({ estimate: null, source: null, basis: 'none', country: 'TR' });
    expect(s.analysis).toMatch(
      /^No salary source covers Turkey \(TR\): the bundled wages \(BLS OEWS\) cover US jobs only/,
    );
  });

  it("uses a non-US posting's stated pay, labelled with its country and without a BLS comparison", () => {
    const salary = {
      min: 120000,
      max: 150000,
      currency: 'PLN',
      period: 'year' as const,
      text: '120 000 - 150 000 PLN',
    };
    const s = estimateSalary(
      {
        occupation: match('Software Engineer'),
        occupationSource: 'the title',
        years: 5,
        postingSalary: salary,
        country: 'PL',
      },
      engine.data,
      createFigures(),
    );
    expect(s).toMatchObject({
      estimate: 135000,
      currency: 'PLN',
      basis: 'posting',
      source: 'Job posting (stated salary)',
      country: 'PL',
    });
    expect(s.analysis).toMatch(/for a job in Poland \(PL\).*No BLS comparison/);
    expect(s.analysis).not.toMatch(/For comparison/);
  });

  it('labels BLS figures with their country', () => {
    expect(
      estimateSalary(
        { occupation: match('Software Engineer'), occupationSource: 'the title', years: 3, country: 'US' },
        engine.data,
        createFigures(),
      ),
    ).toMatchObject({ basis: 'bls-percentiles', country: 'US' });
    expect(
      estimateSalary(
        { occupation: match('Software Engineer'), occupationSource: 'the title', years: 3 },
        engine.data,
        createFigures(),
      ).analysis,
    ).toMatch(/US national figures/);
  });
});
