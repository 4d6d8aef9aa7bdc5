import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeWithEvalData, evalDataDir } from '../../../../../../scripts/bench/eval-data.ts';
import { ashby, greenhouse, lever, LEVER_PAGE } from './ats-connectors.ts';
import type { BoardConfig, Connector } from './board-types.ts';
import { boardsFromEnv } from './board-config.ts';
import { arbeitnow, remotive } from './feed-connectors.ts';
import { htmlToText } from './html-text.ts';
import { parsePayText, yearsAsked } from './infer.ts';
import { adzuna, jsearch, usajobs } from './keyed-connectors.ts';

const fixtures = path.resolve(import.meta.dirname, '../../../../test/fixtures/job-boards');
const fixture = (name: string) => JSON.parse(readFileSync(path.join(fixtures, name), 'utf8')) as unknown;
const board = (source: BoardConfig['source'], slug: string | null = 'acme'): BoardConfig => ({
  id: slug ? `${source}:${slug}` : source,
  source,
  slug,
  name: 'Acme',
});
const keys = {
  query: 'software',
  usajobs: { key: 'k', email: 'me@example.com' },
  adzuna: { appId: 'a', appKey: 'b', country: 'us' },
  jsearch: { key: 'k' },
};

function mapped(connector: Connector, payload: unknown, config: BoardConfig) {
  return connector.map(payload, config);
}

describe('Greenhouse', () => {
  describeWithEvalData('on the recorded sample', 'job-boards/greenhouse/list-jobs-content-true.json', () => {
    it('maps a board dump, decoding the entity-escaped content', () => {
      const payload = JSON.parse(
        readFileSync(path.join(evalDataDir, 'job-boards/greenhouse/list-jobs-content-true.json'), 'utf8'),
      ) as unknown;
      const { jobs, skipped } = mapped(greenhouse, payload, board('greenhouse', 'vaulttec'));
      expect(skipped).toBe(0);
      expect(jobs).toEqual([
        expect.objectContaining({
          source: 'gh',
          sourceId: '127817',
          title: 'Vault Designer',
          company: 'Acme',
          location: 'NYC',
          workMode: 'onsite',
          employmentType: 'FULLTIME',
          applyUrl: 'https://boards.greenhouse.io/vaulttec/jobs/127817',
          salary: null,
          postedAt: new Date('2016-01-14T15:55:28Z'),
        }),
      ]);
      expect(jobs[0]!.description).toBe(
        'This is the job description.\nAny HTML included through the hosted job application editor will be automatically converted into corresponding HTML entities.',
      );
    });
  });

  it('reads pay ranges in cents, the employment-type metadata, and skips a bad item', () => {
    const payload = {
      jobs: [
        {
          id: 1,
          title: 'Account Executive',
          location: { name: 'Remote - US' },
          content: '&lt;p&gt;Sell.&lt;/p&gt;',
          absolute_url: 'https://x.example/1',
          updated_at: '2026-11-01T00:00:00Z',
          metadata: [{ name: 'Employment Type', value: 'Part-time' }],
          pay_input_ranges: [{ min_cents: 8000000, max_cents: 9500000, currency_type: 'USD' }],
        },
        { id: 2, location: { name: 'Nowhere' }, updated_at: '2026-11-01T00:00:00Z' },
      ],
    };
    const { jobs, skipped, errors } = mapped(greenhouse, payload, board('greenhouse'));
    expect(skipped).toBe(1);
    expect(errors[0]).toMatch(/title is missing/);
    expect(jobs[0]).toMatchObject({
      workMode: 'remote',
      employmentType: 'PARTTIME',
      description: 'Sell.',
      salary: { min: 80000, max: 95000, currency: 'USD', period: 'year' },
    });
  });

  it('refuses a payload that is not a board dump', () => {
    expect(() => mapped(greenhouse, { error: 'not found' }, board('greenhouse'))).toThrow(/without a list of jobs/);
  });
});

describe('Lever', () => {
  it('maps postings with lists, workplace type, salary interval and the configured company', () => {
    const { jobs, skipped } = mapped(lever, fixture('lever.json'), board('lever'));
    expect(skipped).toBe(1);
    expect(jobs[0]).toMatchObject({
      source: 'lever',
      title: 'Senior Data Analyst',
      company: 'Acme',
      location: 'Austin, TX',
      workMode: 'hybrid',
      employmentType: 'FULLTIME',
      applyUrl: 'https://jobs.lever.co/acme/5ac21346/apply',
      salary: { min: 110000, max: 135000, currency: 'USD', period: 'year' },
      postedAt: new Date(1763900000000),
    });
    expect(jobs[0]!.description).toContain('5+ years of experience in analytics');
    expect(jobs[1]).toMatchObject({
      workMode: 'remote',
      employmentType: 'CONTRACTOR',
      applyUrl: 'https://jobs.lever.co/acme/7f3b1c2d',
      salary: { min: 40, max: 55, period: 'hour' },
    });
  });

  it('reads pages of 100 with skip and asks for the next page only after a full one', () => {
    const [first] = lever.requests(board('lever'));
    expect(first!.url).toBe('https://api.lever.co/v0/postings/acme?mode=json&skip=0&limit=100');
    const full = Array.from({ length: LEVER_PAGE }, (_, i) => ({ id: String(i) }));
    expect(lever.next!(first!, full)?.url).toBe('https://api.lever.co/v0/postings/acme?mode=json&skip=100&limit=100');
    expect(lever.next!({ url: lever.next!(first!, full)!.url }, full)?.url).toContain('skip=200');
    expect(lever.next!(first!, full.slice(1))).toBeNull();
    expect(lever.next!(first!, { error: 'not an array' })).toBeNull();
  });
});

describe('Ashby', () => {
  it('maps listed jobs with their salary component, skips unlisted ones and a bad date', () => {
    const { jobs, skipped, errors } = mapped(ashby, fixture('ashby.json'), board('ashby'));
    expect(skipped).toBe(2);
    expect(errors).toEqual(['publishedAt is not a date']);
    expect(jobs.map((j) => j.title)).toEqual(['Machine Learning Engineer', 'Intern, Product Design']);
    expect(jobs[0]).toMatchObject({
      workMode: 'onsite',
      employmentType: 'FULLTIME',
      salary: { min: 180000, max: 240000, currency: 'USD', period: 'year' },
      applyUrl: 'https://jobs.ashbyhq.com/acme/b4a1e1b2/application',
    });
    expect(jobs[1]).toMatchObject({
      workMode: 'remote',
      employmentType: 'INTERN',
      salary: null,
      applyUrl: 'https://jobs.ashbyhq.com/acme/d6c3',
    });
  });
});

describe('Arbeitnow', () => {
  it('maps German job types, remote and hybrid, and seconds since the epoch', () => {
    const { jobs, skipped } = mapped(arbeitnow, fixture('arbeitnow.json'), board('arbeitnow', null));
    expect(skipped).toBe(1);
    expect(jobs[0]).toMatchObject({
      sourceId: 'backend-developer-berlin-123',
      company: 'Beispiel GmbH',
      workMode: 'onsite',
      employmentType: 'FULLTIME',
      postedAt: new Date(1763880000 * 1000),
    });
    expect(jobs[0]!.description).toBe('Wir suchen Verstärkung: Node.js, PostgreSQL & Docker.');
    expect(jobs[1]).toMatchObject({ workMode: 'remote', employmentType: 'INTERN', location: 'München' });
    expect(jobs[2]).toMatchObject({ workMode: 'hybrid' });
    expect(arbeitnow.requests(board('arbeitnow', null)).map((r) => r.url)).toEqual([
      'https://www.arbeitnow.com/api/job-board-api?page=1',
      'https://www.arbeitnow.com/api/job-board-api?page=2',
      'https://www.arbeitnow.com/api/job-board-api?page=3',
    ]);
  });
});

describe('Remotive', () => {
  it('maps remote jobs with the link back, free-text pay, and UTC dates without a zone', () => {
    const { jobs, skipped } = mapped(remotive, fixture('remotive.json'), board('remotive', null));
    expect(skipped).toBe(1);
    expect(jobs[0]).toMatchObject({
      location: 'Remote (USA)',
      workMode: 'remote',
      employmentType: 'FULLTIME',
      applyUrl: 'https://remotive.com/remote-jobs/software-dev/frontend-engineer-1901001',
      salary: { min: 120000, max: 150000, currency: 'USD', period: 'year' },
      postedAt: new Date('2026-11-22T12:30:00Z'),
    });
    expect(jobs[1]).toMatchObject({ employmentType: 'CONTRACTOR', salary: null });
  });
});

describe('USAJOBS', () => {
  describeWithEvalData('on the recorded search', 'job-boards/usajobs/usajobs-search-2016-06.json', () => {
    it('maps every item of a real search answer with grades of pay', () => {
      const payload = JSON.parse(
        readFileSync(path.join(evalDataDir, 'job-boards/usajobs/usajobs-search-2016-06.json'), 'utf8'),
      ) as unknown;
      const { jobs, skipped } = mapped(usajobs(keys), payload, board('usajobs', null));
      expect(skipped).toBe(0);
      expect(jobs).toHaveLength(8);
      expect(jobs[0]).toMatchObject({
        title: 'IT Specialist (INET) (Web Developer)',
        company: 'Consumer Financial Protection Bureau',
        location: 'Washington DC, District of Columbia',
        country: 'US',
        lat: 38.8904,
        lng: -77.032,
        employmentType: 'FULLTIME',
      });
      expect(jobs.every((j) => j.applyUrl?.startsWith('https://www.usajobs.gov'))).toBe(true);
      expect(jobs.filter((j) => j.salary).every((j) => j.salary!.currency === 'USD' && j.salary!.min! > 0)).toBe(true);
    });
  });

  it('asks nothing without its key, and sends the key in headers', () => {
    expect(usajobs({ query: 'x' }).requests(board('usajobs', null))).toEqual([]);
    expect(usajobs(keys).requests(board('usajobs', null))[0]!.headers).toEqual({
      'user-agent': 'me@example.com',
      'authorization-key': 'k',
    });
  });
});

describe('Adzuna and JSearch', () => {
  it('map Adzuna results: highlights stripped, currency from the country, contract types', () => {
    const { jobs, skipped } = mapped(adzuna(keys), fixture('adzuna.json'), board('adzuna', null));
    expect(skipped).toBe(1);
    expect(jobs[0]).toMatchObject({
      title: 'Software Engineer',
      company: 'Widget Corp',
      location: 'Denver, Colorado',
      lat: 39.7392,
      employmentType: 'FULLTIME',
      salary: { min: 95000, max: 120000, currency: 'USD', period: 'year' },
    });
    expect(jobs[1]).toMatchObject({ employmentType: 'CONTRACTOR', workMode: 'remote', salary: null });
  });

  it('map JSearch data: hourly pay, remote flag, highlights in the description', () => {
    const { jobs, skipped } = mapped(jsearch(keys), fixture('jsearch.json'), board('jsearch', null));
    expect(skipped).toBe(1);
    expect(jobs[0]).toMatchObject({
      employmentType: 'FULLTIME',
      workMode: 'onsite',
      location: 'Chicago, IL',
      salary: { min: 60, max: 75, period: 'hour', currency: 'USD' },
    });
    expect(jobs[0]!.description).toContain('Qualifications:\n- React');
    expect(jobs[1]).toMatchObject({ employmentType: 'CONTRACTOR', workMode: 'remote', salary: null });
    expect(
      mapped(
        jsearch(keys),
        { data: { jobs: [(fixture('jsearch.json') as { data: unknown[] }).data[0]] } },
        board('jsearch', null),
      ).jobs,
    ).toHaveLength(1);
  });
});

describe('helpers', () => {
  it('turn board HTML into text and read years and pay', () => {
    expect(htmlToText('<p>One &amp; two</p><ul><li>A</li><li>B</li></ul><script>x()</script>')).toBe(
      'One & two\n\n- A\n- B',
    );
    expect(yearsAsked('You have 5+ years of professional experience')).toBe(5);
    expect(yearsAsked('Founded 30 years ago')).toBeNull();
    expect(parsePayText('€60k–80k')).toEqual({ min: 60000, max: 80000, currency: 'EUR', period: 'year' });
    expect(parsePayText('competitive')).toBeNull();
  });

  it('read JOB_BOARDS and add the keyed boards whose keys are set', () => {
    const env = {
      JOB_BOARDS: 'greenhouse:acme-inc, lever:beta,remotive',
      USAJOBS_API_KEY: 'k',
      USAJOBS_EMAIL: 'me@example.com',
      ADZUNA_APP_ID: undefined,
      ADZUNA_APP_KEY: undefined,
      JSEARCH_API_KEY: undefined,
    };
    expect(boardsFromEnv(env).map((b) => [b.id, b.name])).toEqual([
      ['greenhouse:acme-inc', 'Acme Inc'],
      ['lever:beta', 'Beta'],
      ['remotive', 'Remotive'],
      ['usajobs', 'USAJOBS'],
    ]);
    expect(() => boardsFromEnv({ ...env, JOB_BOARDS: 'greenhouse' })).toThrow(/needs a board/);
    expect(() => boardsFromEnv({ ...env, JOB_BOARDS: 'linkedin' })).toThrow(/unknown source/);
  });
});
