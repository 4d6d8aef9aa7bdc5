import { describe, expect, it } from 'vitest';
import { AS_OF, POSTING, RESUME_LAYOUT, testEngine } from '../../testing/fixtures.ts';
import { POSTING_NURSE, RESUME_MARKDOWN, RESUME_NURSE } from '../../testing/module-fixtures.ts';
import { INTERVIEW_CATEGORIES } from './question-templates.ts';

const engine = testEngine();
const questionsOf = (resumeText: string, postingText: string) =>
  engine.generateInterviewQuestions({ resumeText, postingText, asOf: AS_OF });
const allTexts = (qs: ReturnType<typeof questionsOf>) =>
  Object.values(qs).flatMap((list) => list.flatMap((q) => [q.question, q.basis, ...q.guidelines]));

const POSTING_TEAM_LEAD = `Engineering Team Lead
Company: Copperleaf Systems
Location: Denver, CO

Requirements
- Mentoring and coaching engineers
- Professional
- Monday to Friday, 9am to 5pm
- Experience with Go
- Copperleaf Systems

Benefits
- We offer dental insurance
`;

const RESUME_LEAD = `Ava Lindqvist
ava@example.com

EXPERIENCE
Senior Engineer - Harrow Labs
Jan 2020 - Present
- Migrated the billing service from PHP to Go with zero downtime
- Mentored two junior developers through their first year
- Cut build times by 35% by caching dependencies
`;

describe('generateInterviewQuestions (module 5)', () => {
  const backend = questionsOf(RESUME_LAYOUT, POSTING);

  it('is a map of category -> [{question, guidelines}]', () => {
    expect(Object.keys(backend).every((k) => (Object.values(INTERVIEW_CATEGORIES) as string[]).includes(k))).toBe(true);
    for (const list of Object.values(backend))
      for (const q of list)
        expect(q).toMatchObject({
          question: expect.any(String),
          guidelines: expect.any(Array),
          basis: expect.any(String),
          flags: [],
        });
  });

  it('asks a technical question per must-have skill, from the resume line that shows it, and says why in plain words', () => {
    const technical = backend[INTERVIEW_CATEGORIES.technical]!;
    expect(technical.map((q) => q.basis)).toEqual(
      expect.arrayContaining([
        'The posting requires Go or Python, and your resume shows it in your work: expect to be asked for detail.',
      ]),
    );
    expect(technical.find((q) => q.question.includes('Kubernetes and Docker'))!.guidelines[0]).toMatch(
      /^Start from what your resume says: 'Led migration of the ledger service/,
    );
    for (const text of allTexts(backend)) expect(text).not.toMatch(/\breq-\d|\bweight|\bscore/i);
  });

  it('turns gaps into questions and soft requirements into behavioral ones', () => {
    const nurse = questionsOf(RESUME_NURSE, POSTING_NURSE);
    expect(nurse[INTERVIEW_CATEGORIES.gaps]!.map((q) => q.question)).toContain(
      'The role asks for BLS certification, which your resume does not list. Do you hold it, or when could you get it?',
    );
    const behavioral = nurse[INTERVIEW_CATEGORIES.behavioral]!;
    expect(behavioral.map((q) => q.basis)).toContain(
      "The posting asks: 'Excellent communication and teamwork skills'.",
    );
    expect(behavioral.find((q) => q.question.includes('unhappy customer'))!.guidelines.at(-1)).toMatch(
      /^A story your resume already has: /,
    );
  });

  it('asks only about real skills and duties, never the company, the schedule, benefits or a filler word', () => {
    const texts = allTexts(questionsOf(RESUME_LEAD, POSTING_TEAM_LEAD)).join('\n');
    expect(texts).not.toMatch(/Copperleaf|Monday|dental|asks for Professional\b/i);
  });

  it('picks the story closest in meaning: a mentoring question gets the mentoring bullet', () => {
    const leadership = questionsOf(RESUME_LEAD, POSTING_TEAM_LEAD)[INTERVIEW_CATEGORIES.behavioral]!.find((q) =>
      q.question.includes('helped a colleague grow'),
    )!;
    expect(leadership.guidelines.at(-1)).toBe(
      "A story your resume already has: 'Mentored two junior developers through their first year' (Senior Engineer at Harrow Labs).",
    );
  });

  it("asks about the resume's own roles and a break between them", () => {
    const resumeQs = questionsOf(RESUME_MARKDOWN, POSTING)[INTERVIEW_CATEGORIES.resume]!;
    expect(resumeQs[0]!.question).toBe(
      "As a Frontend Developer at Brightline Labs, you wrote: 'Rebuilt the checkout in React and TypeScript, raising conversion by 12%'. What exactly was your part, and how do you know it worked?",
    );
    expect(resumeQs.map((q) => q.question)).toContain(
      'Your resume shows a break between Aug 2020 and Jan 2022. What did you do in that time?',
    );
  });
});

describe('questions on postings as they are scraped (issue 10)', () => {
  const RESUME_CLERK = `Jordan Reyes
jordan@example.com

EXPERIENCE
Accounts Payable Clerk - Millbrook Supply
Jan 2021 - Present
- Processed 300 vendor invoices a week and matched them to purchase orders
- Answered vendor inquiries by phone and email
`;
  const GLUED = `Bill Review Manager
QUALIFICATIONS:RN license in the State of TexasDiploma or Bachelors of Science in Nursing, requiredProficient in MS Office SuiteKnowledge of Fee Schedules, Rules and R&amp;C Guidelines
`;

  it('never flags a term the question takes from the posting, even from a run-together line', () => {
    const flags = Object.values(questionsOf(RESUME_CLERK, GLUED)).flatMap((list) => list.flatMap((q) => q.flags));
    expect(flags).toEqual([]);
  });

  it('names a duty worded as a verb phrase grammatically', () => {
    const posting = `HR Coordinator

Requirements
- Remains current in HR trends and employment law
- Accept responsibility for confidential records
`;
    const texts = allTexts(questionsOf(RESUME_CLERK, posting)).join('\n');
    expect(texts).toContain('the ability to remain current in HR trends');
    expect(texts).not.toMatch(/\b(?:for|with) (?:Remains|remains|accept)\b/);
  });

  it("keeps a field the posting puts before 'experience' in its place ('1+ years of analytical experience')", () => {
    const posting = `Business Analyst

Requirements
- Bachelor's degree and 1+ years of related analytical experience required
`;
    const texts = allTexts(questionsOf(RESUME_CLERK, posting)).join('\n');
    expect(texts).toContain('1+ years of analytical experience');
    expect(texts).not.toMatch(/experience in (?:related )?analytical\b/);
  });
});

describe('a posting in another language (issue 10)', () => {
  const POSTING_DE = `Servicetechniker (m/w/d)
Wir suchen eine Fachkraft für die Wartung und Pflege der Anlagen in unserem Werk.
Ihr Profil:
- Erfahrung mit Wartung und Pflege von Heizungsanlagen
- Handwerkliches Geschick und körperliche Belastbarkeit
- Führerschein Klasse B
`;

  it('quotes none of it in an English question, and asks about working in its language instead', () => {
    const qs = questionsOf(RESUME_NURSE, POSTING_DE);
    const texts = allTexts(qs);
    expect(texts.some((t) => /Belastbarkeit|Wartung|Erfahrung/.test(t))).toBe(false);
    expect(Object.values(qs).flat()[0]).toBeDefined();
    expect(texts).toContain(
      'The posting is written in German. How comfortable are you working in German every day, and could you answer part of this interview in it?',
    );
  });
  it("starts a partly shown skill's answer from a resume line, never from a role's header line", () => {
    const qs = questionsOf(
      'EXPERIENCE\nMarketing Manager, Clearview Analytics (2019 - 2024)\n- Ran webinars for a $2M pipeline\nSKILLS\nGoogle Analytics',
      'Job title: Marketing Manager\nRequirements\n- Strong analytical skills; comfortable with Google Analytics and spreadsheets',
    );
    const texts = allTexts(qs).join('\n');
    expect(texts).toContain("Start from the closest evidence in your resume: 'Google Analytics'");
    expect(texts).not.toContain('Clearview Analytics (2019');
  });
});
