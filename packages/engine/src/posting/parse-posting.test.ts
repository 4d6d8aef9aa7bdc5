import { describe, expect, it } from 'vitest';
import { POSTING, testEngine } from '../testing/fixtures.ts';

const engine = testEngine();

describe('parsePosting', () => {
  const posting = engine.parsePosting(POSTING);

  it('normalizes the title to an O*NET occupation with the title that matched', () => {
    // the work arrangement is no part of the title: the posting's location says remote
    expect(posting.title).toBe('Senior Backend Engineer');
    expect(posting.occupation).toMatchObject({
      code: '15-1252.00',
      matchedTitle: 'Backend Engineer',
      method: 'exact',
      source: 'curated title table',
    });
  });

  it('splits must-haves from nice-to-haves by heading, and types each requirement', () => {
    expect(posting.requirements.map((r) => [r.kind, r.type, r.label])).toEqual([
      ['must', 'experience', 'backend development'],
      ['must', 'skill', 'Go or Python'],
      ['must', 'skill', 'Kubernetes and Docker'],
      ['must', 'skill', 'PostgreSQL'],
      ['must', 'education', "Bachelor's degree in Computer Science or related field"],
      ['nice', 'skill', 'Kafka'],
      ['nice', 'skill', 'AWS certification'],
    ]);
  });

  it('gives skills an importance from where they are asked for', () => {
    const importance = Object.fromEntries(posting.skills.map((s) => [s.skill.name, s.importance]));
    expect(importance).toMatchObject({
      Kubernetes: 'required',
      Docker: 'required',
      PostgreSQL: 'required',
      'Apache Kafka': 'preferred',
    });
  });

  it('reads years, education, location and salary', () => {
    expect(posting.yearsRequired).toEqual({ min: 5, text: '5+ years' });
    expect(posting.education).toMatchObject({ level: 6, isRequired: true });
    expect(posting.location).toEqual({ text: 'Remote (US)', workplace: 'remote', workMode: 'remote', country: null });
    expect(posting.workMode).toBe('remote');
    expect(posting.salary).toEqual({
      min: 150000,
      max: 180000,
      currency: 'USD',
      period: 'year',
      text: '$150,000 - $180,000 per year',
      bound: 'range',
    });
    expect(posting.company).toBe('Acmecorp');
  });

  it('uses cue phrases when there are no headings', () => {
    const plain = engine.parsePosting(
      'Data Analyst\nYou must have 3 years of experience with SQL.\nTableau experience is a plus.\nWe offer great coffee.',
    );
    expect(plain.requirements.map((r) => [r.kind, r.type])).toEqual([
      ['must', 'experience'],
      ['nice', 'skill'],
    ]);
  });

  it('reads markdown headings, inline headings and role-specific years', () => {
    const text =
      '## Job title\nSurvey Researchers\n\n## Required Skills\n1. Analysis: Ability to analyze system errors.\n2. Excellent Time management skills\n\n## Required Experience\n1. Minimum 3 years of experience working as Survey Researchers.\n2. At least 5 years in a Tire repairers and changers role is necessary.';
    const p = engine.parsePosting(text);
    expect(p.occupation?.code).toBe('19-3022.00');
    expect(p.requirements.map((r) => r.label)).toEqual([
      'Analysis',
      'Time management',
      'Survey Researchers',
      'Tire repairers and changers',
    ]);
    expect(p.requirements[3]!.experience).toEqual([
      { years: 5, role: 'Tire repairers and changers', field: null, text: '5 years', scope: 'role', orDegree: false },
    ]);
  });

  it("prefers the company's own cues to 'with X', which names tools as often as companies", () => {
    const p = engine.parsePosting(
      'Frontend Engineer\nLumen Studios is hiring a Frontend Engineer.\n\nRequirements\n- Experience with GraphQL',
    );
    expect(p.company).toBe('Lumen Studios');
  });

  it('sets apart what is no requirement, so a company, a city, a schedule or boilerplate never becomes one', () => {
    const text = [
      'Data Analyst',
      'Northwind Commerce',
      'Location: Austin, TX',
      '',
      'About the job',
      'Northwind Commerce is a retailer with 40 stores in Austin, TX.',
      '',
      'Requirements',
      '- 5+ years of professional experience',
      '- Strong SQL and Tableau skills',
      '- Full-time',
      '- Monday-Friday',
      '- Northwind Commerce',
      '- Austin',
      '',
      'Benefits: medical, dental, and vision insurance; 401(k)',
      '',
      'Northwind Commerce is an equal opportunity employer.',
      'Application Deadline: May 2. To apply, send your resume to jobs@northwind.example.',
    ].join('\n');
    const p = engine.parsePosting(text);
    expect(p.company).toBe('Northwind Commerce');
    expect(p.requirements.map((r) => [r.kind, r.type, r.label])).toEqual([
      ['must', 'experience', 'years of experience'],
      ['must', 'skill', 'SQL and Tableau'],
    ]);
    expect(p.requirements[0]!.experience[0]).toMatchObject({ years: 5, field: null, scope: 'general' });
    expect(p.yearsRequired).toEqual({ min: 5, text: '5+ years' });
    expect(p.keyTerms.map((t) => t.term)).not.toEqual(expect.arrayContaining(['Northwind Commerce']));
    expect(p.keyTerms.some((t) => /austin|northwind/i.test(t.term))).toBe(false);
    expect(p.notRequirements.map((n) => n.kind)).toEqual(
      expect.arrayContaining(['logistics', 'about', 'benefits', 'eeo', 'application']),
    );
    expect(p.employmentType).toBe('full-time');
    expect(p.location.country).toBe('US');
  });

  it("reads a '2+ years managing people' need as years of management, not of total experience", () => {
    const p = engine.parsePosting(
      'Engineering Manager\n\nRequirements\n- 8+ years of software engineering experience\n- 2+ years managing people',
    );
    expect(p.requirements.flatMap((r) => r.experience).map((n) => [n.years, n.scope, n.field])).toEqual([
      [8, 'field', 'software engineering'],
      [2, 'management', 'people management'],
    ]);
  });

  it('reads German and Swedish headings and cue words', () => {
    const de = engine.parsePosting(
      'Sachbearbeiter (m/w/d)\n\nIhre Aufgaben\n• Lohnabrechnung\n\nIhr Profil\n• Kenntnisse in MS Office\n• Erfahrung mit SAP ist von Vorteil\n\nWir bieten\n• Jobrad',
    );
    expect(de.requirements.map((r) => [r.kind, r.label])).toEqual([
      ['must', 'Kenntnisse in MS Office'],
      ['nice', 'Erfahrung mit SAP ist von Vorteil'],
    ]);
    const sv = engine.parsePosting(
      'Utbildare\n\nKVALIFIKATIONER\nDu har erfarenhet av bygglov.\nMeriterande är om du har kunskap om yrkeshögskolan.',
    );
    expect(sv.requirements.map((r) => r.kind)).toEqual(['must', 'nice']);
  });

  it('keeps a degree required when only a higher one is preferred, and reads a sub-heading as no item', () => {
    const p = engine.parsePosting(
      "Teacher\n\nQualifications\n\nCore\n\n- Bachelor's degree in English (Master's preferred)\n- Ability to coach a sport is desired",
    );
    expect(p.requirements.map((r) => [r.kind, r.type])).toEqual([
      ['must', 'education'],
      ['nice', 'skill'],
    ]);
  });

  it('reads a heading asked as a question, and keeps an age out of the requirements', () => {
    const p = engine.parsePosting(
      'Tutor\n\nRequirements\n- Current teaching licence\n- Minimum of 18 years of age\n\nWHY SHOULD YOU BE INTERESTED?\n- A mentor in your first term\n- Small classes',
    );
    expect(p.requirements.map((r) => r.text)).toEqual(['Current teaching licence']);
    expect(p.notRequirements.map((n) => [n.text, n.kind])).toEqual([
      ['Minimum of 18 years of age', 'eligibility'],
      ['A mentor in your first term', 'benefits'],
      ['Small classes', 'benefits'],
    ]);
  });

  it('lists the core duties apart from the requirements (which fit weighs), with their labels and skills', () => {
    const p = engine.parsePosting(
      'Data Analyst\n\nResponsibilities\n- Build weekly SQL reports for the finance team\n- Equal opportunity employer\n\nRequirements\n- 3+ years of experience as a data analyst',
    );
    expect(p.duties.map((d) => [d.text, d.skills.map((s) => s.name)])).toEqual([
      ['Build weekly SQL reports for the finance team', ['SQL']],
    ]);
    expect(p.duties[0]!.label).toBe('Build weekly SQL reports');
    expect(p.requirements.map((r) => r.text)).toEqual(['3+ years of experience as a data analyst']);
  });

  it('reads a responsibilities item worded as a requirement as one, and keeps the duties apart', () => {
    const p = engine.parsePosting(
      'Welding Instructor\n\nResponsibilities\n- Teach welding safety to apprentices\n- Experience in teaching welding courses\n- Excellent written and verbal communication skills\n- Journeyman welding certification is a plus\n\nRequirements\n- High school diploma',
    );
    expect(p.requirements.map((r) => [r.kind, r.text])).toEqual([
      ['must', 'Experience in teaching welding courses'],
      ['must', 'Excellent written and verbal communication skills'],
      ['nice', 'Journeyman welding certification is a plus'],
      ['must', 'High school diploma'],
    ]);
    expect(p.duties.map((d) => d.text)).toEqual(['Teach welding safety to apprentices']);
  });

  it("reads a 'Job Summary and Qualifications' section as duties with requirements among them", () => {
    const p = engine.parsePosting(
      'Job title: CDI Educator\n\nJob Summary And Qualifications\n- Review documentation data and identify root causes\n- Excellent personal computer skills (MS Office, Excel, EMR)\n',
    );
    expect(p.duties.map((d) => d.text)).toEqual(['Review documentation data and identify root causes']);
    expect(p.requirements.map((r) => [r.kind, r.text])).toEqual([
      ['must', 'Excellent personal computer skills (MS Office, Excel, EMR)'],
    ]);
  });

  it("keeps a sentence whole after 'e.g.', and a requirement must when only a bracketed detail is preferred", () => {
    const p = engine.parsePosting(
      'Data Scientist\n\nApply if you\nHave 4+ years of programming experience (Python preferred);\nAre fluent in a statistics language (eg. Pandas, MATLAB, R);',
    );
    expect(p.requirements.map((r) => [r.kind, r.text])).toEqual([
      ['must', 'Have 4+ years of programming experience (Python preferred);'],
      ['must', 'Are fluent in a statistics language (eg. Pandas, MATLAB, R);'],
    ]);
  });

  it("reads 'Key attributes' inside a list as a heading, not a requirement", () => {
    const p = engine.parsePosting(
      'Video Producer\n\nRequirements\n3+ years of video production\nKey attributes\nClient focused - excellent customer service skills',
    );
    expect(p.requirements.map((r) => r.text)).toEqual([
      '3+ years of video production',
      'Client focused - excellent customer service skills',
    ]);
  });

  it('drops a personal trait from a list of requirement phrases', () => {
    const p = engine.parsePosting(
      'Content Lead\n\nRequirements\n- Passion for mobile games, sharp writing skills, and fluent German',
    );
    expect(p.requirements.map((r) => r.text)).toEqual(['sharp writing skills', 'fluent German']);
  });

  it('reads a requirement that is needed only in some cases as a nice-to-have', () => {
    const p = engine.parsePosting(
      'Electrician\n\nRequirements\n- Journeyman electrical license required\n- A forklift certificate may be required for some sites',
    );
    expect(p.requirements.map((r) => [r.kind, r.text])).toEqual([
      ['must', 'Journeyman electrical license required'],
      ['nice', 'A forklift certificate may be required for some sites'],
    ]);
  });

  it('keeps personal qualities in a German profile out of the requirements, and the knowledge it asks for in', () => {
    const p = engine.parsePosting(
      'Sachbearbeiter (m/w/d)\n\nIhr Profil\n- Kenntnisse in DATEV und MS Office\n- Zuverlässigkeit, Flexibilität und Teamfähigkeit',
    );
    expect(p.requirements.map((r) => r.text)).toEqual(['Kenntnisse in DATEV und MS Office']);
    expect(p.notRequirements.map((n) => [n.kind, n.text])).toContainEqual([
      'trait',
      'Zuverlässigkeit, Flexibilität und Teamfähigkeit',
    ]);
  });

  it('reads a description that lists what the job holder does, verb line after verb line, as duties', () => {
    const text =
      'Data Scientist\n\nJob Description:\nBuild churn models from billing data;\nOwn data quality controls and metrics;\nMentor two junior analysts.\n\nApply if you:\nHave 3+ years of Python experience';
    expect(engine.parsePosting(text).duties.map((d) => d.text)).toEqual([
      'Build churn models from billing data;',
      'Own data quality controls and metrics;',
      'Mentor two junior analysts.',
    ]);
    const prose =
      'Data Scientist\n\nJob Description:\nBuild churn models from billing data;\nOur team is small and friendly.\n\nApply if you:\nHave 3+ years of Python experience';
    expect(engine.parsePosting(prose).duties).toEqual([]);
  });

  it('is deterministic', () => {
    expect(engine.parsePosting(POSTING)).toEqual(posting);
  });
});

describe('a years line that names tools', () => {
  it('asks for the years and for each tool it names, each its own requirement', () => {
    const p = engine.parsePosting(
      'Senior Data Analyst\n\nRequirements\n- 4+ years in analytics, expert SQL and Python',
    );
    expect(p.requirements.map((r) => [r.kind, r.label])).toEqual([
      ['must', 'analytics'],
      ['must', 'Python'],
      ['must', 'SQL'],
    ]);
  });
});

describe('a sentence of requirements split at its semicolons', () => {
  const p = engine.parsePosting(
    'Accounting Clerk\n\nQualifications\nThis position requires a high school diploma; keen attention to detail; knowledge of commonly-used concepts, practices, and procedures within the accounting field; experience with accounting software; and a high degree of professionalism.\n- Excel, Word, and PowerPoint',
  );
  const labels = p.requirements.map((r) => r.label);

  it('keeps a list of common nouns that share one field as one requirement, and asks for what a degree of something names', () => {
    expect(labels).toContain('commonly-used concepts, practices, and procedures within the accounting field');
    expect(labels).toContain('professionalism');
    expect(labels).not.toContain('practices');
  });

  it('still splits a list of named tools', () => {
    expect(labels).toEqual(expect.arrayContaining(['Excel', 'Word', 'PowerPoint']));
  });
});
