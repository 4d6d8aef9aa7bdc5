import { describe, expect, it } from 'vitest';
import { isRoleLikeProject, nameAsWritten, usableEmployer, usableName, usableTitle } from './letter-roles.ts';

describe('usableName and usableTitle', () => {
  it("keep the resume's names as written", () => {
    expect(usableName('Lakeside General Hospital')).toBe('Lakeside General Hospital');
    expect(usableName(' Blue Harbor Labs, ')).toBe('Blue Harbor Labs');
    expect(usableTitle('Senior Software Engineer')).toBe('Senior Software Engineer');
    // a summary's line read as a title
    expect(usableTitle('1 year as an Office Administrator')).toBeNull();
    expect(usableTitle('5+ years in retail banking')).toBeNull();
  });

  it("never take a date word, a template's words or mangled text for a name", () => {
    for (const text of [
      'Present',
      'Current',
      'June 2020',
      '2019',
      'Company Name',
      'Company Name City',
      'City, State',
      'Acme ï1⁄4 City',
      'Motorcycle Mechanic [City Motors',
      null,
      '',
    ])
      expect(usableName(text), String(text)).toBeNull();
  });

  it("refuse a title ending in a plural acronym ('where I work as a CPAs')", () => {
    expect(usableTitle('CPAs')).toBeNull();
    expect(usableTitle('Staff RNs')).toBeNull();
  });
});

describe('isRoleLikeProject', () => {
  it('tells a job read among projects from a project', () => {
    expect(isRoleLikeProject('Company Name City , State Extension Intern', null)).toBe(true);
    expect(isRoleLikeProject('Veterinary Technician Assistant', null)).toBe(true);
    expect(isRoleLikeProject('Recipe recommender (React, Flask)', null)).toBe(false);
  });
});

describe('usableTitle on titles read from real resumes', () => {
  it('refuses a line taken for a title, and says an internship as the intern', () => {
    expect(usableTitle('credible and non-credible.')).toBeNull();
    expect(usableTitle('Internship')).toBe('intern');
    expect(usableTitle('ASSISTANT STORE MANAGER')).toBe('Assistant Store Manager');
    expect(usableTitle('CEO')).toBe('CEO');
  });

  it('says a title without its bracketed note and for one person', () => {
    expect(usableTitle('Bakery Supervisor (night shift)')).toBe('Bakery Supervisor');
    expect(usableTitle('Pastry Bakers')).toBe('Pastry Baker');
    expect(usableTitle('Director of Special Projects')).toBe('Director of Special Projects');
    expect(usableTitle('(Remote)')).toBeNull();
    // a bracket inside the title is part of its name as the resume writes it
    expect(usableTitle('Cake (Wedding) Designer')).toBe('Cake (Wedding) Designer');
  });
});

describe('usableEmployer', () => {
  it('refuses an employer that is a job title, and keeps a real one', () => {
    expect(usableEmployer('Senior Specialist (Bread Line)')).toBeNull();
    expect(usableEmployer('Shift Supervisor')).toBeNull();
    expect(usableEmployer('Riverside Bakery (Leeds)')).toBe('Riverside Bakery (Leeds)');
    expect(usableEmployer('Head Start Program')).toBe('Head Start Program');
    expect(usableEmployer('Present')).toBeNull();
  });
});

describe('nameAsWritten', () => {
  it('takes a company name the reading cut inside a word whole, and leaves a whole name alone', () => {
    expect(nameAsWritten('Source Solutions LLC', 'SpotSource Solutions LLC is a Global Human Capital firm.')).toBe(
      'SpotSource Solutions LLC',
    );
    expect(nameAsWritten('Acmecorp', 'Join Acmecorp. Acmecorp builds payments.')).toBe('Acmecorp');
    expect(nameAsWritten(null, 'text')).toBeNull();
  });
});
