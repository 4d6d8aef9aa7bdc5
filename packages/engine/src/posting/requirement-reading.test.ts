import { describe, expect, it } from 'vitest';
import { AS_OF, testEngine } from '../testing/fixtures.ts';

const engine = testEngine();
const labels = (text: string) => engine.parsePosting(text).requirements.map((r) => r.label);

describe('parsePosting requirement reading', () => {
  it('reads no place and no near-duplicate as a requirement, and travel asked in several lines once', () => {
    const found = labels(
      [
        'Field Surveyor',
        '',
        'Requirements',
        '- You have experience with total stations and GNSS receivers',
        '- Strong communication skills',
        '- Communication skills (strong)',
        '- Must be able to travel 75% of the time',
        '- Required to travel 75%',
        '- Candidates must hold a valid Canada driving licence and have access to a car they can use for site visits',
      ].join('\n'),
    );
    expect(found).toContain('total stations and GNSS receivers');
    expect(found.filter((l) => /communication/i.test(l))).toHaveLength(1);
    expect(found.filter((l) => /travel/i.test(l))).toHaveLength(1);
    expect(found).not.toContain('Canada');
    expect(found.some((l) => /^you\b/i.test(l))).toBe(false);
  });

  it("reads two asks joined by ';' as two requirements, a ';' that only qualifies the first as one", () => {
    const found = labels(
      [
        'Growth Marketer',
        '',
        'Requirements',
        '- Strong analytical skills; comfortable with web analytics dashboards and spreadsheets',
        "- Bachelor's degree in Marketing; a master's degree is preferred",
      ].join('\n'),
    );
    expect(found.some((l) => /analytical.*;/.test(l))).toBe(false);
    expect(found).toContain('analytical skills'); // an adjective alone names no skill
    expect(found).toContain('web analytics dashboards and spreadsheets');
    expect(found.filter((l) => /degree/i.test(l))).toHaveLength(1);
  });

  it('never takes a certification or course line for the title', () => {
    const parsed = engine.parsePosting(
      'Certified Kubernetes Administrator (CKA) certification preferred\n\nWe are hiring a Platform Engineer to run our clusters.',
    );
    expect(parsed.title).toBe('Platform Engineer');
    expect(engine.parsePosting('Certified Nursing Assistant\n\nRequirements\n- CNA licence').title).toBe(
      'Certified Nursing Assistant',
    );
  });

  it('marks a company only a product-like sentence names as weak evidence', () => {
    const parsed = engine.parsePosting(
      'Support Analyst\n\nResponsibilities\n- Answer tickets\n\nTicketbloom is a help-desk platform for schools.',
    );
    expect(parsed.company).toBe('Ticketbloom');
    expect(parsed.companyEvidence).toBe('weak');
    const letter = engine.writeCoverLetter({
      resumeText:
        'Dana Reyes\ndana@example.com\n\nExperience\nSupport Agent, Helpwell, 2020 - 2024\n- Answered 40 tickets a day',
      postingText: parsed.text,
      asOf: AS_OF,
    });
    expect(letter.greeting).toBe('Dear Hiring Team,');
  });
});

describe('parsePosting minimum years', () => {
  it('reads the years a description states when no requirement does, never preferred years', () => {
    const posting = (line: string) =>
      engine.parsePosting(`Payroll Clerk\n\nAbout the role\n${line}\n\nRequirements\n- Payroll software\n- Accuracy`);
    expect(posting('The ideal candidate has 3 or more years of experience in payroll.').yearsRequired?.min).toBe(3);
    expect(posting('Ideally you bring 4 years of experience in payroll.').yearsRequired).toBeNull();
  });
});

describe('parsePosting: a duty sentence is not a requirement list', () => {
  it('keeps a sentence whose commas join verbs and objects whole, and still splits a list of skills', () => {
    const found = labels(
      [
        'Reporting Analyst',
        '',
        'Requirements',
        '- Design, build and maintain data pipelines, dashboards and reports for the finance, risk and operations teams.',
        '- You will plan, scope, and deliver features with the product, design and support teams.',
        '- Knowledge of SQL, Tableau, Looker, and dbt',
      ].join('\n'),
    );
    expect(found).toHaveLength(6);
    expect(found.filter((l) => /^(?:Design|risk and operations teams|plan|scope)$/i.test(l))).toEqual([]);
    expect(found).toEqual(expect.arrayContaining(['SQL', 'Tableau', 'Looker', 'dbt']));
  });
});

describe('parsePosting: board wordings', () => {
  it("reads 'What you'll bring' as requirements, and a duty that opens 'Own, build ...' as a duty", () => {
    const posting = engine.parsePosting(
      [
        'Frontend Engineer',
        '',
        "What you'll do",
        '- Own, build and improve our editor and publishing features.',
        '',
        "What you'll bring",
        '- Deep TypeScript knowledge',
        '- Nice to have: experience with Quillcraft or Slate',
      ].join('\n'),
    );
    expect(posting.requirements.map((r) => [r.kind, r.label])).toEqual([
      ['must', 'TypeScript'],
      ['nice', 'Quillcraft or Slate'],
    ]);
    expect(posting.duties.map((d) => d.text)).toEqual(['Own, build and improve our editor and publishing features.']);
  });

  it('takes no Workday field label for the company', () => {
    const text = 'Clinical Nurse Specialist\nlocations\nMarsh Valley Medical Center\ntime type\nFull time\n\nWe care.';
    expect(engine.parsePosting(text).company).toBeNull();
  });
});

describe('parsePosting: tables, field lists and sentences to the reader', () => {
  it('reads a pasted table row as a field, and its header and rule as nothing', () => {
    const posting = engine.parsePosting(
      [
        'Maintenance Technician',
        'Dunmore Foods',
        '',
        '| Requirement | Detail |',
        '|---|---|',
        '| Experience | 4 years in industrial maintenance |',
        '| Certifications | Forklift certification |',
      ].join('\n'),
    );
    expect(posting.requirements.map((r) => r.label)).toEqual(['industrial maintenance', 'Forklift certification']);
    expect(posting.yearsRequired?.min).toBe(4);
  });

  it('reads no notice period as a requirement', () => {
    const text =
      'Java Developer\nCompany: Orvane Tech\nQualification: B.Tech in Computer Science\nNotice Period: Immediate to 30 days\n\nMust Have Skills: Spring Boot';
    expect(engine.parsePosting(text).requirements.map((r) => r.label)).not.toContain('Notice Period');
  });

  it("cuts a second clause to the reader and a 'Bonus if you ...' frame", () => {
    const found = labels(
      [
        'Customer Success Manager',
        '',
        'Who you are',
        "- You're comfortable with Salesforce and Gainsight, and you write clearly.",
        "- Bonus if you've worked with dental or veterinary clients.",
      ].join('\n'),
    );
    expect(found).toEqual(['Salesforce and Gainsight', 'dental or veterinary clients']);
  });
});

describe('parsePosting: lead-ins and board buttons', () => {
  it("reads the list after 'To be successful you will have:' as requirements, and no board button as one", () => {
    const found = labels(
      [
        'Graduate Civil Engineer',
        'Harrier Roads Pty Ltd',
        '',
        'To be successful you will have:',
        '* Working knowledge of AutoCAD Civil 3D',
        "* Current driver's licence",
        '',
        'Apply on company site',
      ].join('\n'),
    );
    expect(found).toEqual(['AutoCAD Civil 3D', "Current driver's licence"]);
  });
});
