import { describe, expect, it } from 'vitest';
import type { CoverLetter } from '../../packages/engine/src/index.ts';
import { findLetterDefects, namedCompanies, type LetterContext } from './letter-defects.ts';

/** A letter in the module's shape from its paragraphs (fixture texts written for these tests). */
function letterOf(
  paragraphs: string[],
  options: {
    greeting?: string;
    signature?: string;
    evidence?: CoverLetter['evidence'];
    flags?: CoverLetter['flags'];
  } = {},
): CoverLetter {
  const greeting = options.greeting ?? 'Dear Hiring Team,';
  const signature = options.signature ?? 'Dana Whitfield';
  return {
    letter: [greeting, '', paragraphs.join('\n\n'), '', 'Sincerely,', signature].join('\n'),
    greeting,
    paragraphs,
    closing: 'Sincerely,',
    signature,
    placeholders: [],
    evidence: options.evidence ?? [],
    language: 'en',
    flags: options.flags ?? [],
  };
}

const CONTEXT: LetterContext = {
  company: 'Harbor Valley Health',
  postingText: 'Registered Nurse at Harbor Valley Health',
  name: 'Dana Whitfield',
  resumeText: 'Dana Whitfield\n- Led a team of six nurses',
  roleBullets: ['Led a team of six nurses'],
};
const CLEAN = letterOf(
  [
    'I am applying for the Registered Nurse position at Harbor Valley Health.',
    'At Lakeside General Hospital, where I work as a Charge Nurse, I lead a team of six nurses.',
    'Thank you for your time.',
  ],
  { greeting: 'Dear Harbor Valley Health Hiring Team,' },
);
const kinds = (letter: CoverLetter, context: LetterContext = CONTEXT) =>
  findLetterDefects(letter, context).map((d) => d.kind);

describe('findLetterDefects', () => {
  it('finds nothing in a clean letter', () => {
    expect(findLetterDefects(CLEAN, CONTEXT)).toEqual([]);
  });

  it('finds the wrong company: another name than the label, any name when the posting names none, a name the posting lacks', () => {
    const wrong = letterOf(['I am applying for the Nurse position at Nursing Careers.', 'Thanks.'], {
      greeting: 'Dear Nursing Careers Hiring Team,',
    });
    expect(namedCompanies(wrong)).toEqual(['Nursing Careers', 'Nursing Careers']);
    const abbreviated = letterOf(
      ["I am applying for the Teacher position at St. Catherine's School. I teach.", 'Thanks.'],
      { greeting: "Dear St. Catherine's School Hiring Team," },
    );
    expect(namedCompanies(abbreviated)).toEqual(["St. Catherine's School", "St. Catherine's School"]);
    expect(kinds(wrong)).toEqual(['wrong-company']);
    expect(kinds(CLEAN, { ...CONTEXT, company: null })).toEqual(['wrong-company']);
    expect(kinds(CLEAN, { ...CONTEXT, company: undefined, postingText: 'We need a nurse.' })).toEqual([
      'wrong-company',
    ]);
  });

  it('finds a letter not signed with the name the resume has', () => {
    expect(kinds({ ...CLEAN, signature: 'CHARGE NURSE' })).toEqual(['unsigned']);
    expect(kinds({ ...CLEAN, signature: 'Dana Whitfield, RN\ndana@example.com' })).toEqual([]);
  });

  it('finds placeholders, ungrammatical first person, repeated and cut sentences', () => {
    expect(
      kinds(letterOf(['[Add a sentence on why you want the role.] I am applying.', 'At Company Name, I lead a team.'])),
    ).toEqual(['placeholder', 'placeholder', 'present-employer']);
    expect(kinds(letterOf(['I manages care for patients. I implementing charts.', 'Thanks.']))).toEqual([
      'first-person',
      'first-person',
    ]);
    expect(kinds(letterOf(['I lead a team of six nurses.', 'I lead a team of six nurses.']))).toEqual([
      'repeated-sentence',
    ]);
    expect(kinds(letterOf(['I coordinated discharge planning for patients and the', 'My resume has more.']))).toEqual([
      'cut-sentence',
      'cut-sentence',
    ]);
    expect(kinds(letterOf(['My experience includes: «Served meals to residents across».', 'Thanks.']))).toEqual([
      'cut-sentence',
    ]);
  });

  it('finds a resume line the resume continues on its next line', () => {
    const context = { ...CONTEXT, resumeText: '- Coordinated discharge planning for patients on\nthe cardiac unit.' };
    const letter = letterOf(['I coordinated discharge planning for patients on.', 'Thanks.'], {
      evidence: [{ requirement: 'discharge', resume_line: 'Coordinated discharge planning for patients on' }],
    });
    expect(kinds(letter, context)).toContain('cut-sentence');
  });

  it("finds invented claims, 'Present' as an employer, a job as 'my own projects' and the stiff skills line", () => {
    expect(
      kinds({ ...CLEAN, flags: [{ kind: 'employer', text: 'Mercy Hospital', field: 'letter', message: '' }] }),
    ).toEqual(['invented']);
    expect(kinds(letterOf(['Before that, at Present, I led a team.', 'Thanks.']))).toEqual(['present-employer']);
    const own = letterOf(['In my own projects, I led a team of six nurses.', 'Thanks.'], {
      evidence: [
        {
          requirement: 'leadership',
          resume_line: 'Led a team of six nurses',
          sentence: 'In my own projects, I led a team of six nurses.',
        },
      ],
    });
    expect(kinds(own)).toEqual(['own-projects']);
    expect(kinds(letterOf(['I also bring AWS, which the role asks for.', 'Thanks.']))).toEqual(['stiff']);
  });

  it('finds a sentence without a subject, another language quoted in an English letter, and a benefit said as the work', () => {
    expect(kinds(letterOf(['Detail-oriented nurse with eight years on busy wards.', 'Thanks.']))).toEqual([
      'subjectless',
    ]);
    // (the company is not the context's: only the sentence split after 'St.' is checked here)
    expect(kinds(letterOf(["I am applying for the Teacher position at St. Catherine's School.", 'Thanks.']))).toEqual([
      'wrong-company',
    ]);
    expect(kinds(letterOf(['I am drawn to your Erfahrung mit Wartung und Pflege.', 'Thanks.']))).toEqual([
      'foreign-fragment',
    ]);
    const perks = {
      ...letterOf(['I am especially drawn to the chance to enjoy a competitive salary and benefits.', 'Thanks.']),
      posting_evidence: [
        {
          sentence: 'I am especially drawn to the chance to enjoy a competitive salary and benefits.',
          posting_text: 'You will enjoy a competitive salary and benefits.',
        },
      ],
    };
    expect(kinds(perks)).toEqual(['not-a-duty']);
  });
});
