import { describe, expect, it } from 'vitest';
import { AS_OF, testEngine } from '../../testing/fixtures.ts';
import { POSTING_DATA_ANALYST, RESUME_DATA_ANALYST } from '../../testing/module-fixtures.ts';
import { adviseResumeImprovement } from './resume-improvement-advice.ts';

const improvement = testEngine().suggestImprovements({
  resumeText: RESUME_DATA_ANALYST,
  postingText: POSTING_DATA_ANALYST,
  asOf: AS_OF,
});

describe('adviseResumeImprovement', () => {
  it('counts the rewrites, names the commonest problem with a real bullet, the outcomes and the skills to list', () => {
    const advice = adviseResumeImprovement(improvement);
    const rewrites = improvement.changes.filter((c) => !c.reasons.includes('missing-keyword')).length;
    expect(advice[0]).toBe(
      `Start with the ${rewrites} rewritten bullets below: each keeps your facts and reads more directly.`,
    );
    expect(advice.join(' ')).toMatch(
      /One bullet (?:opens with a duty|hides who did the work)[^.]*: '(?:Responsible for|Reports were)/,
    );
    expect(advice.join(' ')).toContain('Add PostgreSQL to your skills list');
    expect(advice.length).toBeLessThanOrEqual(5);
  });
  it('says no rewrite is needed when there is none, and warns first about flagged suggestions', () => {
    expect(adviseResumeImprovement({ changes: [], flags: [] })[0]).toMatch(/no rewrite is needed/);
    const flagged = adviseResumeImprovement({
      changes: [],
      flags: [{ kind: 'employer', text: 'Globex', field: 'changes[0].new_phrase', message: '' }],
    });
    expect(flagged[0]).toMatch(/^One suggestion names something your resume does not show/);
  });
});
