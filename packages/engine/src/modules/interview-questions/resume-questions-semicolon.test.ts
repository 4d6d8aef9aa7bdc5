import { describe, expect, it } from 'vitest';
import { AS_OF, testEngine } from '../../testing/fixtures.ts';

const engine = testEngine();

const RESUME = `Jonah Abernathy
jonah.abernathy@example.com

EXPERIENCE
Store Analyst at Fenwick Provisions
Mar 2020 - Present
- Presented weekly sales findings to 9 store managers
- Built a pivot-table forecast that cut overstock by 12%
`;

const POSTING = `Operations Analyst

Requirements
- Strong analytical skills; this includes comfort with pivot tables and forecasting
- Excellent communication skills; including presenting findings to store managers
`;

describe("requirements whose asks are joined by ';'", () => {
  const questions = Object.values(
    engine.generateInterviewQuestions({ resumeText: RESUME, postingText: POSTING, asOf: AS_OF }),
  ).flat();

  it('quote the ask a question is about, not the whole line', () => {
    const texts = questions.flatMap((q) => [q.question, q.basis, ...(q.guidelines as string[])]);
    expect(texts.filter((t) => /'[^']*;[^']*'/.test(t))).toEqual([]);
    expect(texts.filter((t) => /\b(?:for|requires|asks for) [^'.?]*;/.test(t))).toEqual([]);
    expect(questions.map((q) => q.basis)).toContain("The posting asks: 'Excellent communication skills'.");
  });
});
