import { describe, expect, it } from 'vitest';
import { AS_OF, testEngine } from '../../testing/fixtures.ts';

const engine = testEngine();

/** A fictional resume whose employer and school are named as bodies that take 'the'. */
const RESUME_SAILOR = `Morgan Tillery
morgan.tillery@example.com | (555) 010-4477

EXPERIENCE
Logistics Officer at United States Navy
Mar 2019 - Present
- Manages spare-parts inventory for 3 supply depots using SAP
- Leads a team of 12 supply specialists across two shifts

EDUCATION
Bachelor of Science in Supply Chain Management, University of Westmarch, 2018

SKILLS
SAP, Excel, inventory control
`;

const POSTING_DEPOT = `Inventory Manager

About Lindenport Freight
Lindenport Freight is committed to moving goods reliably across the region.

Requirements
- Experience with SAP
- Inventory control and team leadership
- Bachelor's degree in supply chain management
`;

describe("an organisation named by its kind or its state takes 'the' in generated sentences", () => {
  it('in the English letter', () => {
    const { letter } = engine.writeCoverLetter({ resumeText: RESUME_SAILOR, postingText: POSTING_DEPOT, asOf: AS_OF });
    expect(letter).toMatch(/\b(?:at|At) the United States Navy\b/);
    expect(letter).not.toMatch(/\b(?:at|At) United States Navy\b/);
    expect(letter).not.toMatch(/\bfrom University of Westmarch\b/);
  });

  it('in the interview questions', () => {
    const questions = engine.generateInterviewQuestions({
      resumeText: RESUME_SAILOR,
      postingText: POSTING_DEPOT,
      asOf: AS_OF,
    });
    const texts = Object.values(questions).flatMap((list) => list.flatMap((q) => [q.question, ...q.guidelines]));
    expect(texts.join('\n')).toMatch(/\bthe United States Navy\b/);
    expect(texts.join('\n')).not.toMatch(/\b(?:at|At) United States Navy\b/);
  });

  it('not in a letter in another language, which quotes the name as written', () => {
    const { letter } = engine.writeCoverLetter({
      resumeText: RESUME_SAILOR,
      postingText: POSTING_DEPOT,
      asOf: AS_OF,
      language: 'es',
    });
    expect(letter).not.toMatch(/\bthe United States Navy\b/);
  });
});
