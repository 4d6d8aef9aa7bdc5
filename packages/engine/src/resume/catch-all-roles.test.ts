import { describe, expect, it } from 'vitest';
import { testEngine } from '../testing/fixtures.ts';
import { rolesInCatchAll } from './catch-all-roles.ts';
import { extractSections } from './extract-sections.ts';

const engine = testEngine();
const rolesOf = (text: string) => rolesInCatchAll(extractSections(text), engine.data.titles).map((r) => r.dates?.text ?? null);

describe('rolesInCatchAll', () => {
  it('reads a line that opens with a range of dates in an Additional Information section as a role', () => {
    const text = 'Jane Roe\n\nEXPERIENCE\nBaker   2010 - 2015\n\nADDITIONAL INFORMATION\n2003-2006-Riverbend Bakery LLC-Owned and ran a small bakery with my brother.\nFluent in Spanish.';
    expect(rolesOf(text)).toEqual(['2003-2006']);
  });

  it('leaves sections with a purpose of their own alone: an activity dated in Accomplishments is no job', () => {
    const text = 'Jane Roe\n\nEXPERIENCE\nBaker   2010 - 2015\n\nACCOMPLISHMENTS\n2003-2006 President of the student bakery club';
    expect(rolesOf(text)).toEqual([]);
  });
});
