import { describe, expect, it } from 'vitest';
import { testEngine } from '../testing/fixtures.ts';

const engine = testEngine();
const CURATED = 'curated title table';

describe('normalizeTitle', () => {
  it.each([
    ['Survey Researchers', '19-3022.00', 1],
    ['Registered Nurse', '29-1141.00', 1],
    ['Sr. Data Scientist', '15-2051.00', 1],
    ['Full Stack Developer (Remote)', '15-1252.00', 1],
    ['Junior Systems Admin/Engineer', '15-1244.00', 1],
  ])('%s -> %s', (title, code, confidence) => {
    expect(engine.normalizeTitle(title)).toMatchObject({ code, confidence });
  });

  it('matches unknown wordings by their words with a lower confidence', () => {
    const match = engine.normalizeTitle('Oracle Business Systems Analyst');
    expect(match?.code).toBe('15-1211.00');
    expect(match).toMatchObject({ method: 'words', source: 'O*NET title words' });
    expect(match!.confidence).toBeLessThan(0.95);
  });

  it('returns null when nothing is close', () => {
    expect(engine.normalizeTitle('Zxqv Blorp')).toBeNull();
    expect(engine.normalizeTitle('Senior (Remote)')).toBeNull();
  });
});

describe('normalizeTitle with the curated title table', () => {
  it('maps titles O*NET shares among many occupations to the one they mean', () => {
    // O*NET lists 'Data Analyst' under nine occupations and 'Back End Engineer' under web developers only
    expect(engine.normalizeTitle('Data Analyst')).toMatchObject({
      code: '15-2051.01',
      matchedTitle: 'Data Analyst',
      confidence: 1,
      method: 'exact',
      source: CURATED,
      titlePart: 'Data Analyst',
    });
    expect(engine.normalizeTitle('Senior Backend Engineer')).toMatchObject({
      code: '15-1252.00',
      matchedTitle: 'Backend Engineer',
      source: CURATED,
    });
  });

  it.each([
    ['Product Designer', '15-1255.00'], // was Mechanical Drafters
    ['UX Designer', '15-1255.00'], // was Software Quality Assurance Analysts and Testers
    ['Cloud Engineer', '15-1299.08'], // was Computer Network Support Specialists
    ['Account Executive', '41-3091.00'], // was Advertising and Promotions Managers
    ['Sales Associate', '41-2031.00'], // was Online Merchants
    ['Project Manager', '13-1082.00'], // was Construction Managers
    ['Administrative Assistant', '43-6014.00'], // was Business Operations Specialists, All Other
    ['Truck Driver', '53-3032.00'], // was Freight Forwarders
    ['Warehouse Associate', '53-7062.00'], // was Packaging and Filling Machine Operators
    ['Paramedic', '29-2043.00'], // was Emergency Medical Technicians
    ['High School Teacher', '25-2031.00'], // was Middle School Teachers (via 'Junior High School Teacher')
    ['Teacher', '25-2021.00'], // was Business Teachers, Postsecondary
    ['Police Officer', '33-3051.00'], // was Chief Executives (via 'Chief Police Officer')
    ['Maintenance Technician', '49-9071.00'], // was Recreational Vehicle Service Technicians
    ['Customer Success Manager', '41-3091.00'], // was First-Line Supervisors of Office and Administrative Support Workers
    ['Financial Analyst', '13-2051.00'],
    ['Recruiter', '13-1071.00'],
    ['Software Engineer', '15-1252.00'],
  ])('%s -> %s', (title, code) => {
    expect(engine.normalizeTitle(title)).toMatchObject({ code, source: CURATED, confidence: 1 });
  });

  it.each([
    ['Sr. Software Engineer II', 'Software Engineer'],
    ['Staff Software Engineer', 'Software Engineer'],
    ['Principal Data Analyst', 'Data Analyst'],
    ['Lead Backend Developer', 'Backend Developer'],
    ['Jr. Accountant', 'Accountant'],
    ['Junior QA Engineer', 'QA Engineer'],
    ['Software Engineer III', 'Software Engineer'],
  ])('drops seniority words: %s is a %s', (title, matchedTitle) => {
    expect(engine.normalizeTitle(title)).toMatchObject({ matchedTitle, source: CURATED });
  });

  it.each([
    ['Senior Data Analyst - New York, NY', 'Data Analyst'],
    ['Registered Nurse (Nights) | Boston, MA', 'Registered Nurse'],
    ['Backend Engineer, Payments (Remote)', 'Backend Engineer'],
    ['Software Engineer at Acme', 'Software Engineer'],
    ['Data Analyst - Contract', 'Data Analyst'],
  ])('drops locations, teams and work arrangements: %s', (title, matchedTitle) => {
    expect(engine.normalizeTitle(title)).toMatchObject({ matchedTitle, source: CURATED });
  });

  it("reads 'Head of X' and 'VP of X' as the director of X", () => {
    expect(engine.normalizeTitle('Head of Marketing')).toMatchObject({
      code: '11-2021.00',
      matchedTitle: 'Marketing Director',
    });
    expect(engine.normalizeTitle('VP of Sales')).toMatchObject({ code: '11-2022.00', matchedTitle: 'Sales Director' });
    expect(engine.normalizeTitle('Director of Operations')).toMatchObject({
      code: '11-1021.00',
      matchedTitle: 'Operations Director',
    });
  });

  it("falls back to O*NET's lists for titles the table does not hold", () => {
    expect(engine.normalizeTitle('Survey Researcher')).toMatchObject({ code: '19-3022.00', source: 'O*NET title' });
    expect(engine.normalizeTitle('Tire Changer')).toMatchObject({
      code: '49-3093.00',
      source: 'O*NET alternate title',
    });
    // a curated word inside a longer title is not enough: the whole title (or its part before a suffix) must be curated
    expect(engine.normalizeTitle('Nurse Anesthetist')?.source).not.toBe(CURATED);
    // an O*NET title with a comma is that occupation, not the curated 'Maintenance Worker' before the comma
    expect(engine.normalizeTitle('Maintenance Workers, Machinery')).toMatchObject({
      code: '49-9043.00',
      source: 'O*NET title',
    });
  });
});

describe('normalizeTitle: the words before a location or team suffix', () => {
  it("reach O*NET's titles too, not only the curated table", () => {
    // the whole title once matched 'NC Operator', a lathe and turning machine occupation
    expect(engine.normalizeTitle('Scrum Master Consultant - Greensboro - NC')).toMatchObject({
      ...engine.normalizeTitle('Scrum Master Consultant'),
      explanation: expect.stringContaining("(from 'Scrum Master Consultant - Greensboro - NC')"),
    });
    expect(engine.normalizeTitle('Scrum Master Consultant - Greensboro - NC')?.code).not.toBe('51-4034.00');
    expect(engine.normalizeTitle('Help Desk Analyst - Full Time - 3rd shift')).toMatchObject({
      code: '15-1232.00',
      matchedTitle: 'Help Desk Analyst',
      method: 'exact',
    });
    expect(engine.normalizeTitle('Security Incident Handler - Tier 3')?.code).toBe('15-1212.00'); // was 'Tier', hand packers
  });

  it('come after the whole title, which keeps an O*NET title with a comma its own occupation', () => {
    expect(engine.normalizeTitle('Maintenance Workers, Machinery')).toMatchObject({
      code: '49-9043.00',
      source: 'O*NET title',
    });
    expect(engine.normalizeTitle('Brickmasons, Blockmasons, and Stonemasons')?.code).toMatch(/^47-202[12]\.00$/);
  });

  it('give way to the whole title when they are one word or do not end like a title', () => {
    // 'Director' alone is film and stage directors; 'Human Resources' alone is a specialist's title
    expect(engine.normalizeTitle('Director - Quality Engineering')?.code).not.toBe('27-2012.00');
    expect(engine.normalizeTitle('Human Resources - Compensation Manager')).toMatchObject({
      code: '11-3121.00',
      method: 'words',
    });
  });
});

describe('normalizeTitle: level words that are part of a title', () => {
  it.each([
    ['Junior High School Teacher', '25-2022.00'], // Middle School Teachers, not the curated 'High School Teacher'
    ['Junior High Teacher', '25-2022.00'],
    ['Head Cook', '35-1011.00'], // Chefs and Head Cooks, not 'Cooks, All Other'
    ['Head Cook - Weekends', '35-1011.00'],
  ])('%s -> %s', (title, code) => {
    expect(engine.normalizeTitle(title)?.code).toBe(code);
  });

  it('still drops a level word that only gives a level', () => {
    expect(engine.normalizeTitle('Senior Police Officer')).toMatchObject({
      code: '33-3051.00',
      matchedTitle: 'Police Officer',
    });
    expect(engine.normalizeTitle('Junior Accountant')?.code).toBe(engine.normalizeTitle('Accountant')?.code);
  });
});
