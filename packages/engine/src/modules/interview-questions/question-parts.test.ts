import { describe, expect, it } from 'vitest';
import type { ParsedResume } from '../../resume/parse-resume.ts';
import { resumeRole, roleRef, roleSubject, roleTime } from './question-parts.ts';

describe('how a question names a role', () => {
  it('says the title without its bracketed note, and leaves out an employer that is no employer', () => {
    expect(roleSubject({ title: 'Pastry Chef (weekends only)', employer: 'Riverside Bakery' })).toBe(
      'As a Pastry Chef at Riverside Bakery, you',
    );
    expect(roleRef({ title: 'Baker', employer: 'Senior Specialist (Bread Line)' })).toBe('Baker');
    expect(roleTime({ title: 'Baker', employer: 'Present' })).toBe('your time as a Baker');
    expect(roleTime({ title: null, employer: 'Riverside Bakery' })).toBe('your time at Riverside Bakery');
    expect(roleSubject({ title: '(temp)', employer: null })).toBe('You');
    expect(roleRef({ title: 'Cake (Wedding) Designer', employer: null })).toBe('Cake (Wedding) Designer');
  });
  it("names a role whose title is said in lower case ('Internship' -> 'intern') with its title, never 'As an, you'", () => {
    expect(roleSubject({ title: 'Internship', employer: 'Harbor Museum' })).toBe('As an intern at Harbor Museum, you');
    expect(roleTime({ title: 'Internship', employer: null })).toBe('your time as an intern');
  });
});

describe('a role header read oddly is not quoted', () => {
  const sure = { employer: 'high' };
  const guess = { employer: 'low' };

  it('leaves out an employer the reading marked a guess, and says a plural title for one person', () => {
    expect(roleTime({ title: 'Plumbers', employer: 'Helper to Pipelayers', confidence: guess })).toBe(
      'your time as a Plumber',
    );
    expect(roleSubject({ title: 'Plumber', employer: 'Harbor Pipes', confidence: sure })).toBe(
      'As a Plumber at Harbor Pipes, you',
    );
  });

  it('leaves out a title that opens in lower case (a piece of a header, not a title)', () => {
    expect(roleRef({ title: 'hand', employer: 'Packers and packagers', confidence: guess })).toBe('');
    expect(roleSubject({ title: 'hand', employer: 'Harbor Packing', confidence: sure })).toBe('At Harbor Packing, you');
  });

  it("finds the resume's own role, with its confidence, for a fit's evidence", () => {
    const role = {
      title: 'Plumbers',
      employer: 'Helper to Pipelayers',
      confidence: { title: 'high', employer: 'low', dates: 'medium' },
    };
    const resume = { roles: [role] } as unknown as ParsedResume;
    expect(roleTime(resumeRole(resume, { title: 'Plumbers', employer: 'Helper to Pipelayers' }))).toBe(
      'your time as a Plumber',
    );
    expect(roleTime(resumeRole(resume, { title: 'Welder', employer: 'Dock Works' }))).toBe(
      'your time as a Welder at Dock Works',
    );
  });
});
