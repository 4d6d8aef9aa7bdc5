// Which O*NET occupation a resume's data titles map to, and why. O*NET's Alternate Titles file lists
// 'Data Engineer' under three occupations: 15-1243.00 Database Architects (named by two of its sources),
// 15-2051.00 Data Scientists and 15-2041.00 Statisticians (one source each). The title index prefers the
// occupation most sources name, so a data engineer is a Database Architect by O*NET's own lists, and the
// curated table agrees. 'Machine Learning Engineer' is listed once each under Data Scientists, Computer and
// Information Research Scientists and Computer Systems Engineers/Architects; the curated table settles it on
// Data Scientists, with 'ML Engineer'.
import { describe, expect, it } from 'vitest';
import { buildTitleIndex } from '../lookups/title-index.ts';
import { normalizeTitle } from '../posting/normalize-title.ts';
import { AS_OF, testEngine } from '../testing/fixtures.ts';

const engine = testEngine();
const occupationOf = (title: string) =>
  engine.parseResume(`EXPERIENCE\n${title} | Fernwood Analytics | Jan 2021 - Present\n- Built the warehouse.`, {
    asOf: AS_OF,
  }).occupation?.code;

describe('the occupation of a resume with a data title', () => {
  it.each([
    ['Data Engineer', '15-1243.00'],
    ['Senior Data Engineer', '15-1243.00'],
    ['Big Data Engineer', '15-1243.00'],
    ['Data Scientist', '15-2051.00'],
    ['ML Engineer', '15-2051.00'],
    ['Machine Learning Engineer', '15-2051.00'],
  ])('%s -> %s', (title, code) => {
    expect(occupationOf(title)).toBe(code);
  });

  it("follows O*NET's own lists for 'Data Engineer' without the curated table: the occupation most sources name", () => {
    const onetOnly = buildTitleIndex(engine.data.bundle.occupations);
    expect(normalizeTitle('Data Engineer', onetOnly)).toMatchObject({ code: '15-1243.00', method: 'exact' });
  });
});
