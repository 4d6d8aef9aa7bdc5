import { describe, expect, it } from 'vitest';
import { AS_OF, testEngine } from '../../testing/fixtures.ts';

const engine = testEngine();

/** Fictional documents: the skills list names 'Analytical skills', which no role shows. */
const RESUME = `Priya Castellane
priya.castellane@example.com

EXPERIENCE
Marketing Coordinator at Bellwether Outdoor
Feb 2021 - Present
- Planned 14 regional trade-show appearances with a budget of $60,000
- Wrote the monthly newsletter for 8,000 subscribers

SKILLS
Analytical skills, Google Analytics, spreadsheets, Canva
`;

const POSTING = `Digital Marketing Specialist

About Quarry Lane Apparel
Quarry Lane Apparel makes durable workwear for people who build things.

Requirements
- Strong analytical skills; comfortable with Google Analytics and spreadsheets
- Experience planning trade shows and events
- Excellent written communication skills
`;

describe('questions refer back to what they name in its number', () => {
  const texts = Object.values(
    engine.generateInterviewQuestions({ resumeText: RESUME, postingText: POSTING, asOf: AS_OF }),
  )
    .flat()
    .flatMap((q) => [q.question, q.basis, ...(q.guidelines as string[])]);

  it("says 'them' of a plural skill the resume lists but no role shows", () => {
    const listed = texts.find((t) => t.startsWith('Your resume lists analytical skills'));
    expect(listed).toBe(
      'Your resume lists analytical skills but does not show them in a role. Tell me about real work you did with them.',
    );
    expect(texts.join('\n')).not.toMatch(/analytical skills[^.]*\bshow it\b/);
  });

  it("keeps 'it' for one activity, whatever it acts on", () => {
    expect(texts.join('\n')).not.toMatch(/planning trade shows and events[^.]*some of them/);
  });
});
