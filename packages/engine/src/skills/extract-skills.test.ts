import { describe, expect, it } from 'vitest';
import { testEngine } from '../testing/fixtures.ts';

const engine = testEngine();
const names = (text: string) =>
  engine
    .findSkills(text)
    .map((m) => m.skill.name)
    .sort();

describe('extractSkills', () => {
  it('matches aliases to one canonical skill', () => {
    expect(names('Ran k8s clusters')).toEqual(['Kubernetes']);
    expect(names('Wrote JS and TS, stored data in postgres')).toEqual(['JavaScript', 'PostgreSQL', 'TypeScript']);
    expect(engine.findSkills('Kubernetes, k8s')[0]!.evidence.map((e) => e.text)).toEqual(['Kubernetes', 'k8s']);
  });

  it('respects word boundaries and prefers the longest form', () => {
    expect(names('JavaScript developer')).toEqual(['JavaScript']);
    expect(names('Microsoft SQL Server administration')).toEqual(['Microsoft SQL Server']);
  });

  it('matches one-letter and word-like names only in a list, in their exact case', () => {
    expect(names('Languages: C, R, Go')).toEqual(['C', 'Go', 'R']);
    expect(names('Go to market strategy for R&D in P&C insurance with grade C results')).toEqual([]);
    expect(names('Languages: c, r')).toEqual([]);
    expect(names('C++ and C# services')).toEqual(['C#', 'C++']);
  });

  it('takes English-word names (Swift, React) in exact case, not at the start of a sentence', () => {
    expect(names('Built iOS apps in Swift')).toContain('Swift');
    expect(names('Swift delivery of orders. We react to feedback')).toEqual([]);
  });

  it('never reads words inside dates as skills', () => {
    expect(names('Project X (Spring 2023)')).not.toContain('Spring');
  });

  it('credits ADP as payroll software, not the payroll company a file is sent to', () => {
    expect(names('Processed biweekly payroll in ADP for 300 employees')).toContain('ADP');
    expect(names('Tools: ADP, Kronos, Excel')).toContain('ADP');
    expect(names('Each night the batch sends the transfer files to ADP for funding')).not.toContain('ADP');
    expect(names('Skills: Access, Adp, SQL, Benefits')).not.toContain('ADP');
  });

  it("never reads an alias that opens with 'a' or 'an' (a phrase of prose, not a name)", () => {
    expect(names('Worked as a computer operator and used a computer every day')).toEqual([]);
    expect(names('Learned a programming language at night school')).not.toContain('APL');
  });

  it('does not read a system or a schedule called programming as writing code', () => {
    expect(names('Worked on the hotel computer programming systems for check-in')).not.toContain('Programming');
    expect(names('Planned the station programming schedule each week')).not.toContain('Programming');
    expect(names('Taught computer programming to first-year students')).toContain('Programming');
  });

  it('is deterministic', () => {
    const text = 'Python, Django, PostgreSQL, Redis, Docker, AWS, k8s';
    expect(engine.findSkills(text)).toEqual(engine.findSkills(text));
  });
});

describe('extractSkills: ambiguous names need their context (ambiguous-terms.ts)', () => {
  it.each([
    ['Relocated from San Francisco to San Jose', 'SAN'],
    ['Fluent in English and Spanish', 'Fluent Design System'],
    ['Bachelor of Science in Nursing, 2014', 'Science'],
    ['Sous Chef, Harbor Bistro', 'Chef'],
    ['Puppet shows for the reading corner', 'Puppet'],
    ['Spring Festival volunteer', 'Spring'],
    ['Barista: a cup of java for every guest', 'Java'],
    ['Worked at Oracle on cloud sales', 'Oracle'],
    ['Shell Oil refinery turnarounds', 'Shell'],
    ['Excel at communicating with families', 'Microsoft Excel'],
    ['Americans with Disabilities Act training', 'Act!'],
    ['Czech Republic and Slovak distributors', 'Czech'],
    ['Our epic launch week', 'EPIC'],
    ['Read https://example.com/jobs for details', 'HTTP'],
    ['Active TS/SCI clearance with polygraph', 'TypeScript'],
    ['TS clearance and Security+ needed', 'TypeScript'],
  ])('%s: no %s', (text, skill) => {
    expect(names(text)).not.toContain(skill);
  });

  it.each([
    ['Managed SAN storage and NAS arrays', 'SAN'],
    ['Built components with Fluent UI and React', 'Fluent Design System'],
    ['Automated servers with Chef and Terraform', 'Chef'],
    ['Java services on Spring Boot and Spring', 'Spring'],
    ['Oracle, PostgreSQL, MySQL', 'Oracle'],
    ['Bash and Shell scripting', 'Shell'],
    ['Languages: Czech (native), English (C1)', 'Czech'],
    ['Node.js, Express, MongoDB', 'Express'],
    ['Front-end work in TS and React', 'TypeScript'],
    ['TypeScript services', 'TypeScript'],
  ])('%s: %s', (text, skill) => {
    expect(names(text)).toContain(skill);
  });

  it("reads 'Epic' next to clinical words as the EHR vendor, and says why", () => {
    const [epic] = engine.findSkills('Charted assessments in Epic').filter((m) => m.skill.name === 'Epic Systems');
    expect(epic!.evidence[0]!.why).toMatch(/^'Epic' read as Epic Systems; context: clinical words/);
  });

  it("credits SEO to the practice, and a vendor's product only when named", () => {
    expect(names('SEO and SEM campaigns')).toContain('Search engine optimization (SEO)');
    expect(names('SEO and SEM campaigns')).not.toContain('Moz SEO');
    expect(names('Keyword research in Moz')).toContain('Moz SEO');
  });

  it('tells Angular from AngularJS', () => {
    expect(names('Angular 15 and TypeScript')).toEqual(['Angular', 'TypeScript']);
    expect(names('Maintained an AngularJS 1.5 app')).toEqual(['AngularJS']);
  });

  it('reads a plural of a generic name as the generic skill, not a product that lists it', () => {
    expect(names('Electronic Health Records documentation')).toEqual(['EHR']);
  });

  it('does not read an acronym written as a word in prose (San, Doe, apps)', () => {
    expect(names('Reported to Jane Doe on mobile apps')).toEqual([]);
  });

  it('does not credit what a clause disowns, and credits what replaced it', () => {
    expect(names('Led the migration away from AngularJS to Angular')).toEqual(['Angular']);
    expect(names('Replaced Excel reports with Tableau dashboards')).toEqual(['Tableau']);
    expect(names('No experience with Java yet; built Python tools')).toEqual(['Python']);
  });

  it('says why each match was credited', () => {
    expect(engine.findSkills('Ran k8s clusters')[0]!.evidence[0]!.why).toBe("'k8s' read as Kubernetes");
    expect(engine.findSkills('Languages: Go, Python')[0]!.evidence[0]!.why).toMatch(
      /^'Go' read as Go, in exact case in a list; context: software words/,
    );
  });
});
