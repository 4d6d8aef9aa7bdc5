import { describe, expect, it } from 'vitest';
import { testEngine } from '../testing/fixtures.ts';
import { rolesOutsideExperience } from './roles-outside-experience.ts';
import { extractSections } from './extract-sections.ts';

const engine = testEngine();
const rolesOf = (text: string) =>
  rolesOutsideExperience(extractSections(text), engine.data.titles).map((r) => r.dates?.text ?? null);

describe('rolesOutsideExperience', () => {
  it('reads a line that opens with a range of dates in an Additional Information section as a role', () => {
    const text =
      'Jane Roe\n\nEXPERIENCE\nBaker   2010 - 2015\n\nADDITIONAL INFORMATION\n2003-2006-Riverbend Bakery LLC-Owned and ran a small bakery with my brother.\nFluent in Spanish.';
    expect(rolesOf(text)).toEqual(['2003-2006']);
  });

  it('reads the name printed between dashes after the dates as the employer, the description apart', () => {
    const text =
      'Jane Roe\n\nEXPERIENCE\nBaker   2010 - 2015\n\nADDITIONAL INFORMATION\n2003-2006-Riverbend Bakery Co.-Owned and ran a small bakery with my brother.\n2000 - 2002 - Hill Street Diner - Cooked breakfast for a busy counter.';
    const roles = rolesOutsideExperience(extractSections(text), engine.data.titles);
    expect(roles.map((r) => [r.employer, r.dates?.text ?? null])).toEqual([
      ['Riverbend Bakery Co', '2003-2006'],
      ['Hill Street Diner', '2000 - 2002'],
    ]);
  });

  it('leaves sections with a purpose of their own alone: an activity dated in Accomplishments is no job', () => {
    const text =
      'Jane Roe\n\nEXPERIENCE\nBaker   2010 - 2015\n\nACCOMPLISHMENTS\n2003-2006 President of the student bakery club';
    expect(rolesOf(text)).toEqual([]);
  });

  it('reads a role printed among education entries, its date on its line or on the line above', () => {
    const text = [
      'Jane Roe',
      '',
      'EDUCATION',
      '2016',
      'Bachelor of Arts : Journalism Westbrook University - City , State',
      '2015',
      'Summer Intern : Copy Desk Harbor Daily News - City , State',
      'Marketing Assistant , March 2014 Riverside Cultural Association   City , State Planned events and wrote the newsletter for members',
    ].join('\n');
    const roles = rolesOutsideExperience(extractSections(text), engine.data.titles);
    expect(roles.map((r) => [r.title, r.dates?.text ?? null])).toEqual([
      ['Summer Intern', '2015'],
      ['Marketing Assistant', 'March 2014'],
    ]);
    expect(roles[1]!.employer).toBe('Riverside Cultural Association');
  });
  it("gives a field printed after a role's colon to the title, as an education entry prints a degree's field", () => {
    const text = [
      'Jane Roe',
      '',
      'EDUCATION',
      '2015',
      'Online Intern : Graphic Design Lakeside Magazine - City , State',
      '2014',
      'Summer Intern : Copy Desk Harbor Daily News - City , State',
    ].join('\n');
    const roles = rolesOutsideExperience(extractSections(text), engine.data.titles);
    expect(roles.map((r) => [r.title, r.employer])).toEqual([
      ['Online Intern : Graphic Design', 'Lakeside Magazine'],
      ['Summer Intern', 'Copy Desk Harbor Daily News'],
    ]);
  });
});
