import { describe, expect, it } from 'vitest';
import { AS_OF, testEngine } from '../../testing/fixtures.ts';
import { POSTING_DATA_ANALYST, POSTING_FRONTEND, RESUME_DATA_ANALYST } from '../../testing/module-fixtures.ts';
import { adviseInterviewQuestions } from './interview-questions-advice.ts';

const engine = testEngine();

describe('adviseInterviewQuestions', () => {
  it('counts the questions and points to a story the resume already has', () => {
    const questions = engine.generateInterviewQuestions({
      resumeText: RESUME_DATA_ANALYST,
      postingText: POSTING_DATA_ANALYST,
      asOf: AS_OF,
    });
    const count = Object.values(questions).flat().length;
    const advice = adviseInterviewQuestions(questions);
    expect(advice[0]).toContain(`each of the ${count} questions below`);
    expect(advice.join(' ')).toMatch(/for SQL and PostgreSQL, tell the one behind 'Built weekly SQL reports/);
    expect(advice.length).toBeGreaterThanOrEqual(3);
    expect(advice.length).toBeLessThanOrEqual(5);
  });
  it('puts the gaps first when the resume does not show what the posting requires', () => {
    const advice = adviseInterviewQuestions(
      engine.generateInterviewQuestions({
        resumeText: RESUME_DATA_ANALYST,
        postingText: POSTING_FRONTEND,
        asOf: AS_OF,
      }),
    );
    expect(advice[1]).toMatch(/^Start with .*React.*: your resume does not fully show them/);
  });
  it('counts a requirement the resume shows only some of as a gap to start with', () => {
    const advice = adviseInterviewQuestions({
      technical: [
        {
          question:
            'The role asks for dbt and Airflow. Your resume shows some of them: how much hands-on experience do you have with dbt?',
          basis: 'The posting would like dbt and Airflow, and your resume shows only some of them.',
          guidelines: [],
        },
      ],
    });
    expect(advice[1]).toBe(
      'Start with dbt and Airflow: your resume does not fully show them, so expect the interviewer to ask, and have an honest answer such as related work or how you would learn them.',
    );
  });
});
