import { describe, expect, it } from 'vitest';
import { generateDemoCatalogue, loadDemoOccupations, singularTitle } from './demo/demo-catalogue.ts';
import { distanceKm, loadGazetteer } from './gazetteer.ts';
import { dedupeKey, periodOf, yearly } from './job-record.ts';
import { planSearch, relaxations, toIndexFilter } from './search-plan.ts';

const gazetteer = loadGazetteer();

describe('the gazetteer', () => {
  it('resolves the ways people name a city, and refuses a wrong state', () => {
    expect(gazetteer.resolve('Austin, TX')).toMatchObject({ name: 'Austin', region: 'TX', country: 'US' });
    expect(gazetteer.resolve('austin texas')).toMatchObject({ name: 'Austin', region: 'TX' });
    expect(gazetteer.resolve('NYC')).toMatchObject({ name: 'New York', region: 'NY' });
    expect(gazetteer.resolve('Berlin, Germany')).toMatchObject({ name: 'Berlin', country: 'DE' });
    expect(gazetteer.resolve('München')).toMatchObject({ name: 'Munich', country: 'DE' });
    expect(gazetteer.resolve('Austin, CA')).toBeNull();
    expect(gazetteer.resolve('Atlantis')).toBeNull();
    expect(gazetteer.find('Remote - Berlin, Germany')).toMatchObject({ name: 'Berlin' });
    expect(gazetteer.countryOf('Remote (USA)')).toBe('US');
  });

  it('knows about 200 cities, telling apart cities of the same name by their state or country', () => {
    expect(gazetteer.cities.length).toBeGreaterThanOrEqual(200);
    expect(gazetteer.resolve('Portland, ME')).toMatchObject({ region: 'ME', lat: expect.closeTo(43.66, 0) });
    expect(gazetteer.resolve('Portland, Oregon')).toMatchObject({ region: 'OR' });
    expect(gazetteer.resolve('Birmingham, UK')).toMatchObject({ country: 'GB' });
    expect(gazetteer.resolve('Birmingham, AL')).toMatchObject({ country: 'US', region: 'AL' });
    expect(gazetteer.resolve('Oslo, Norway')).toMatchObject({ country: 'NO' });
    expect(gazetteer.resolve('Saint Paul, MN')).toMatchObject({ region: 'MN' });
    expect(gazetteer.find('Hybrid - Hyderabad, Telangana')).toMatchObject({ country: 'IN' });
    // cities added for search only (weight 0) get no demo jobs: the demo catalogue keeps its 68 cities
    expect(gazetteer.cities.filter((c) => c.country === 'US' && c.weight > 0)).toHaveLength(68);
  });

  it('measures distances between its cities', () => {
    const dallas = gazetteer.resolve('Dallas, TX')!;
    const fortWorth = gazetteer.resolve('Fort Worth, TX')!;
    expect(distanceKm(dallas, fortWorth)).toBeGreaterThan(40);
    expect(distanceKm(dallas, fortWorth)).toBeLessThan(60);
  });
});

describe('job records', () => {
  it('gives the same posting from two sources one dedupe key', () => {
    expect(dedupeKey({ title: 'Sr. Data Analyst', company: 'Acme, Inc.', location: 'Austin, TX' })).toBe(
      dedupeKey({ title: 'Data Analyst', company: 'ACME', location: 'Austin, TX; Remote' }),
    );
    expect(dedupeKey({ title: 'Data Analyst', company: 'Acme', location: 'Austin, TX' })).not.toBe(
      dedupeKey({ title: 'Data Engineer', company: 'Acme', location: 'Austin, TX' }),
    );
  });

  it('annualises pay and reads the periods boards write', () => {
    expect(yearly(40, 'hour')).toBe(83200);
    expect(yearly(5000, 'month')).toBe(60000);
    expect(yearly(null, 'year')).toBeNull();
    expect(periodOf('per-hour-wage')).toBe('hour');
    expect(periodOf('1 YEAR')).toBe('year');
    expect(periodOf('Per Year')).toBe('year');
    expect(periodOf('BW')).toBeNull();
    expect(periodOf('whenever')).toBeNull();
  });
});

describe('the demo catalogue', () => {
  const occupations = loadDemoOccupations();
  const now = new Date('2026-11-24T08:00:00Z');

  it('is the same for the same seed, and marks every job demo', () => {
    const a = generateDemoCatalogue({ occupations, cities: gazetteer.cities, now, count: 300 });
    const b = generateDemoCatalogue({ occupations, cities: gazetteer.cities, now, count: 300 });
    expect(a).toEqual(b);
    expect(new Set(a.map((j) => j.occupationCode)).size).toBeGreaterThan(100);
    expect(a.every((j) => j.source === 'demo' && j.applyUrl === null && /demo listing/.test(j.description))).toBe(true);
    expect(a.every((j) => j.postedAt <= now && j.postedAt.getTime() > now.getTime() - 46 * 86400_000)).toBe(true);
    const paid = a.filter((j) => j.salary);
    expect(paid.length / a.length).toBeGreaterThan(0.5);
    expect(paid.length / a.length).toBeLessThan(0.8);
  });

  it('writes singular job titles from O*NET titles', () => {
    expect(singularTitle('Software Developers')).toBe('Software Developer');
    expect(singularTitle('Secretaries and Administrative Assistants, Except Legal, Medical, and Executive')).toBe(
      'Administrative Assistant',
    );
    expect(singularTitle('Software Quality Assurance Analysts and Testers')).toBe('Software Quality Assurance Analyst');
    expect(singularTitle('Registered Nurses')).toBe('Registered Nurse');
    expect(singularTitle('Cashiers')).toBe('Cashier');
    expect(singularTitle('Training and Development Specialists')).toBe('Training and Development Specialist');
  });
});

describe('the search plan', () => {
  const base = {
    query: 'nurse',
    role: 'registered nurse',
    occupation: null,
    location_text: 'Austin, TX',
    location: { name: 'Austin', region: 'TX', country: 'US', lat: 30.27, lng: -97.74 },
    distance_km: null,
    remote_mode: null,
    freshness: 'today' as const,
    employment_types: ['INTERN' as const],
    years_experience: 3,
    salary_floor: { amount: 90000, currency: 'USD' },
    needs_clarification: false,
    clarifying_questions: [],
  };

  it('loosens in the stated order: date, distance, years, types, pay, place', () => {
    const steps = relaxations(planSearch(base, undefined, false)).map((s) => s.say);
    expect(steps).toEqual([
      'Widened the date from the last 24 hours to any time.',
      'Widened the area around Austin to 100 km.',
      'Dropped the years-of-experience filter.',
      'Included all employment types, not only intern.',
      'Dropped the pay floor of USD 90,000 a year.',
      'Searched beyond Austin, TX.',
    ]);
  });

  it('lets the Advanced filters rule when honoured, and maps the date to hours', () => {
    const plan = planSearch(
      base,
      {
        datePosted: 'week',
        remoteOnly: true,
        employmentTypes: [],
        radiusKm: 25,
        yearsExperience: { min: null, max: null },
      },
      true,
    );
    expect(plan).toMatchObject({ since: 'week', remoteOnly: true, place: null, types: [], yearsMax: null });
    const now = new Date('2026-11-24T00:00:00Z');
    const filter = toIndexFilter(plan, now);
    expect(filter.since?.toISOString()).toBe('2026-11-17T00:00:00.000Z');
    expect(filter.workMode).toBe('remote');
    expect(filter.tsquery).toBe("'registered' & 'nurse'");
    expect(filter.field).toBe('head');
    expect(toIndexFilter(plan, now, 'any')).toMatchObject({ tsquery: "'registered' | 'nurse'", field: 'all' });
  });
});
