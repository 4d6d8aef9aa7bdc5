import { describe, expect, it } from 'vitest';
import { AS_OF, testEngine } from '../../testing/fixtures.ts';

const engine = testEngine();

/** Fictional documents: an English posting and a resume with a line half in Swedish. */
const RESUME = `Sanna Lindqvist
sanna.lindqvist@example.com

EXPERIENCE
Store Supervisor at Nordhem Living
Jun 2020 - Present
- Trained new staff on the checkout system för returns and exchanges
- Cut stock losses by 15% with weekly cycle counts in the inventory software

Sales Associate at Ekholm Home
Jan 2017 - May 2020
- Handled customer orders and supplier calls for 2 departments
`;

const POSTING = `Store Operations Lead

Requirements
- Strong communication skills with customers and suppliers
- Experience training new staff on checkout systems
- Experience with inventory software
`;

describe('English questions quote no resume line in another language', () => {
  it('picks another line, or none, over a line with a Swedish word', () => {
    const texts = Object.values(
      engine.generateInterviewQuestions({ resumeText: RESUME, postingText: POSTING, asOf: AS_OF }),
    )
      .flat()
      .flatMap((q) => [q.question, q.basis, ...(q.guidelines as string[])]);
    expect(texts.filter((t) => /\bför\b/.test(t))).toEqual([]);
    expect(texts.join('\n')).toContain('Cut stock losses by 15%');
  });
});
