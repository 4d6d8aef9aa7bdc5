// Education layouts that templates print: a graduation label before the date, a school word before the name,
// dotted and capital-letter degrees, a school on one line and its degree on the next. Fictional schools.
import { describe, expect, it } from 'vitest';
import { degreeLevel, entryLevel, extractEducation } from './extract-education.ts';

const educationOf = (...texts: string[]) =>
  extractEducation(texts.map((text, index) => ({ index, text }))).map((e) => [
    e.institution,
    e.degree,
    e.dates?.text ?? null,
  ]);

describe('extractEducation: layouts', () => {
  it("reads 'Expected May 2027' and 'Graduated: June 2022' under a degree as its date, not as an entry", () => {
    expect(
      educationOf(
        'Northbrook Institute of Technology',
        'Master of Business Administration',
        'Expected May 2027',
        'Rivermouth College',
        'BSc Computer Science',
        'Graduated: June 2022',
      ),
    ).toEqual([
      ['Northbrook Institute of Technology', 'Master of Business Administration', 'May 2027'],
      ['Rivermouth College', 'BSc Computer Science', 'June 2022'],
    ]);
  });

  it("never reads 'Class of 2009' as a degree", () => {
    expect(educationOf('Class of 2009 \u2014 Ridgeview High School')).toEqual([
      ['Ridgeview High School', null, '2009'],
    ]);
  });

  it('reads a school whose language prints the school word before its name', () => {
    expect(
      educationOf(
        'Westbrook University   2016 \u2013 2020',
        'Bachelor of Science in Nursing',
        'Universidad Complutense de Madrid',
        'Master in Economics, 2021',
        '2013 \u2013 2017   BSc Mechanical Engineering, Politechnika Warszawska',
      ),
    ).toEqual([
      ['Westbrook University', 'Bachelor of Science in Nursing', '2016 \u2013 2020'],
      ['Universidad Complutense de Madrid', 'Master in Economics', '2021'],
      ['Politechnika Warszawska', 'BSc Mechanical Engineering', '2013 \u2013 2017'],
    ]);
  });

  it("starts a new entry at a dotted 'M.B.A.' after a school named on its own", () => {
    expect(
      educationOf('Harrow State University \u2014 M.B.A. (Expected 2027)', 'Lakeview College, B.A., 2019'),
    ).toEqual([
      ['Harrow State University', 'M.B.A.', '2027'],
      ['Lakeview College', 'B.A.', '2019'],
    ]);
  });

  it("gives 'BA (Hons)', 'B.A., Economics' and 'MA English' their levels", () => {
    expect(entryLevel('BA (Hons) Economics')?.level).toBe(6);
    expect(entryLevel('B.A., Economics')?.level).toBe(6);
    expect(entryLevel('MA English Literature')?.level).toBe(8);
    expect(entryLevel('Bachelor of Arts')?.level).toBe(6);
    // only an entry's degree is read in capitals: in a posting's sentence 'MS' is as likely Microsoft
    expect(entryLevel('MS Office Specialist')).toBeNull();
    expect(degreeLevel('Degree in a related field and MS Excel')).toBeNull();
  });

  it("never takes a degree before a comma for part of the school's name ('High School Diploma, Lincoln Park High School')", () => {
    expect(educationOf('High School Diploma, Lincoln Park High School, 2014')).toEqual([
      ['Lincoln Park High School', 'High School Diploma', '2014'],
    ]);
  });
});
