import { describe, expect, it } from 'vitest';
import { AS_OF, POSTING, RESUME_LAYOUT, testEngine } from '../../testing/fixtures.ts';
import { POSTING_DATA_ANALYST, RESUME_DATA_ANALYST } from '../../testing/module-fixtures.ts';

const engine = testEngine();

describe('suggestImprovements (module 4)', () => {
  const result = engine.suggestImprovements({ resumeText: RESUME_DATA_ANALYST, postingText: POSTING_DATA_ANALYST, asOf: AS_OF });
  const byOld = new Map(result.changes.map((c) => [c.old_phrase, c]));

  it('fixes a weak verb and a missing outcome in one change, one rationale line each', () => {
    expect(byOld.get('Responsible for maintaining Tableau dashboards for regional managers.')).toMatchObject({
      new_phrase: 'Maintained Tableau dashboards for regional managers, resulting in [add the result, e.g. decisions it informed or time saved].',
      reasons: ['weak-verb', 'missing-outcome'],
      rationale: expect.stringMatching(/^- Weak verb: .*\n- Missing outcome: /),
    });
  });

  it("uses the posting's word for a skill the resume already names another way", () => {
    expect(byOld.get('Automated the Python ETL from Postgres into the warehouse, cutting the nightly run from 3 hours to 40 minutes.')).toMatchObject({
      new_phrase: 'Automated the Python ETL from PostgreSQL into the warehouse, cutting the nightly run from 3 hours to 40 minutes.',
      reasons: ['missing-keyword'],
    });
  });

  it('adds to the skills list and the summary only skills the resume shows elsewhere', () => {
    expect(byOld.get('SQL, Python, pandas, Tableau, Excel, statistics, Airflow')?.new_phrase).toBe('SQL, Python, pandas, Tableau, Excel, statistics, Airflow, PostgreSQL');
    expect(byOld.get('Data analyst with 6 years of experience turning operational data into decisions.')?.new_phrase).toBe('Data analyst with 6 years of experience turning operational data into decisions, working with PostgreSQL, SQL and Tableau.');
    // Power BI is required but the resume never shows it: never added
    expect(result.changes.some((c) => c.new_phrase.includes('Power BI'))).toBe(false);
  });

  it('keeps old phrases verbatim and flags nothing', () => {
    for (const c of result.changes) expect(RESUME_DATA_ANALYST).toContain(c.old_phrase);
    expect(result.flags).toEqual([]);
  });

  it('works without a posting (no keyword changes), and leaves a strong line alone', () => {
    const generic = engine.suggestImprovements({ resumeText: RESUME_LAYOUT, asOf: AS_OF });
    expect(generic.changes.every((c) => !c.reasons.includes('missing-keyword'))).toBe(true);
    expect(generic.changes.map((c) => c.old_phrase)).not.toContain('Mentored 4 engineers and ran weekly code reviews');
    const targeted = engine.suggestImprovements({ resumeText: RESUME_LAYOUT, postingText: POSTING, asOf: AS_OF });
    expect(targeted.changes.find((c) => c.old_phrase.startsWith('Cut p99'))?.new_phrase).toBe('Cut p99 latency by 40% by tuning PostgreSQL indexes and adding Redis caching');
  });
});
