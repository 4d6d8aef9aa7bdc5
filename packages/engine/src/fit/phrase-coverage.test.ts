import { describe, expect, it } from 'vitest';
import { AS_OF, testEngine } from '../testing/fixtures.ts';

const engine = testEngine();
const posting = engine.parsePosting(
  'Job title: Cloud Engineer\nRequired Skills\n- Architecting scalable cloud solutions on AWS',
);
const matchOf = (resume: string) =>
  engine.scoreFit(engine.parseResume(resume, { asOf: AS_OF }), posting).requirements[0]!;

describe('termCoverage', () => {
  it('counts a held skill the term names as met, and the qualifying words shown with it as more evidence', () => {
    const named = matchOf('SKILLS\nAWS');
    const qualified = matchOf('SKILLS\nScalable cloud platforms on AWS');
    expect(named).toMatchObject({ status: 'met', missing: [] });
    expect(qualified).toMatchObject({ status: 'met', missing: [] });
    // both listed once in a skills list (same evidence strength): only the shown words 'scalable cloud' differ
    expect(qualified.score).toBeGreaterThan(named.score);
    expect(qualified.score).toBeLessThanOrEqual(1);
  });
});
