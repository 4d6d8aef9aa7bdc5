import { describe, expect, it } from 'vitest';
import { AS_OF, testEngine } from '../../testing/fixtures.ts';

const engine = testEngine();
const letterOf = (resumeText: string, postingText: string) =>
  engine.writeCoverLetter({ resumeText, postingText, asOf: AS_OF });

const RESUME_BAKER = `Sam Rivera
sam.rivera@example.com | (555) 010-4455

EXPERIENCE
Bakery Supervisor, Riverside Bakery
Jan 2020 - Dec 2024
- Planned weekly menus for 3 shops and cut waste by 15%
- Trained 6 new bakers in food safety

EDUCATION
Bachelor of Science in Hospitality Management, RIVERSIDE STATE UNIVERSITY, 2015
`;

const POSTING_BAKERY = `Bakery Manager 2025-2026

Company: The Golden Crust Company
We run twelve family bakeries.

Requirements
- Menu planning
- Experience training staff in food safety
- Bachelor's degree in hospitality or related field
`;

const POSTING_FAR = `Tax Accountant

Requirements
- CPA license
- 5+ years of corporate tax returns
`;

describe('the letter around its evidence', () => {
  const letter = letterOf(RESUME_BAKER, POSTING_BAKERY);

  it("closes on the posting's top requirement the evidence meets, through the role the evidence comes from", () => {
    expect(letter.paragraphs.at(-1)).toBe(
      'I would welcome the chance to discuss how my work as a Bakery Supervisor would support your focus on training staff in food safety. Thank you for your time and consideration.',
    );
    expect(letter.flags).toEqual([]);
  });

  it('keeps the general close when the resume meets none of the requirements', () => {
    expect(letterOf(RESUME_BAKER, POSTING_FAR).paragraphs.at(-1)).toBe(
      'I would welcome the chance to discuss how my experience fits your needs. Thank you for your time and consideration.',
    );
  });

  it("greets the company without its 'The', names the title without the posting's year and a school in capitals in title case", () => {
    expect(letter.greeting).toBe('Dear Golden Crust Company Hiring Team,');
    expect(letter.paragraphs[0]).toMatch(
      /^I am applying for the Bakery Manager position at The Golden Crust Company\./,
    );
    expect(letter.letter).toContain(
      'I hold a Bachelor of Science in Hospitality Management from Riverside State University.',
    );
  });
});
