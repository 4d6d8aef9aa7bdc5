import { describe, expect, it } from 'vitest';
import { AS_OF, testEngine } from '../../testing/fixtures.ts';
import { postingTeam } from './letter-closing.ts';

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

const RESUME_AIRLINE = `Dana Lee
dana.lee@example.com | (555) 010-7788

EXPERIENCE
Passenger Services Officer, Harbor Airlines
Jan 2019 - Dec 2024
- Served customers in a polite and professional manner at the check-in counters
- Helped colleagues meet daily targets on busy shifts

SKILLS
Customer service, client relations, excellent communication, teamwork
`;

const POSTING_DESK = `Guest Relations Agent

Requirements
- Client focused - excellent customer service and communication
- Fluent in Japanese
`;

describe('the letter around its evidence', () => {
  it('closes on a met requirement a line of the letter shows, even when the line was picked as the recent work', () => {
    const desk = letterOf(RESUME_AIRLINE, POSTING_DESK);
    expect(desk.paragraphs.at(-1)).toMatch(
      /^I would welcome the chance to discuss how my work as a Passenger Services Officer would support your focus on .*customer service/,
    );
    expect(desk.flags).toEqual([]);
  });

  it('keeps the general close when the met requirement is shown only outside the letter (a skills list)', () => {
    const listed = letterOf(
      RESUME_AIRLINE.replace('Served customers in a polite and professional manner at', 'Staffed'),
      POSTING_DESK,
    );
    expect(listed.paragraphs.at(-1)).toBe(
      'I would welcome the chance to discuss how my experience fits your needs. Thank you for your time and consideration.',
    );
  });

  it("names the posting's team when it names no requirement the resume's work shows", () => {
    const team = letterOf(RESUME_BAKER, `${POSTING_FAR}\nYou will join our Corporate Tax team in the city office.\n`);
    expect(team.paragraphs.at(-1)).toBe(
      'I would welcome the chance to discuss how I could contribute to your Corporate Tax team. Thank you for your time and consideration.',
    );
    // a description is not a team's name
    expect(postingTeam('You will join our growing team of accountants.')).toBeNull();
    expect(postingTeam('You will join our dedicated team.')).toBeNull();
    expect(postingTeam('Come and join our award winning team.')).toBeNull();
    expect(postingTeam('As part of the Claims Operations team you will review files.')).toBe('Claims Operations');
  });

  it('names no requirement in another language in an English close', () => {
    const de = letterOf(
      RESUME_BAKER,
      `Bäckereileiter\n\nAnforderungen\n- Planung der Menüs und Schulung der Mitarbeiter\n- Menu planning\n`,
    );
    expect(de.paragraphs.at(-1)).not.toMatch(/Planung|Schulung/);
  });

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
