import { describe, expect, it } from 'vitest';
import { letterTitle } from './write-cover-letter.ts';
import { AS_OF, POSTING, RESUME_LAYOUT, testEngine } from '../../testing/fixtures.ts';
import { POSTING_DATA_ANALYST, RESUME_DATA_ANALYST, RESUME_MINIMAL } from '../../testing/module-fixtures.ts';
import { findFirstPersonErrors } from '../shared/first-person.ts';

const engine = testEngine();
const letterOf = (resumeText: string, postingText: string, language?: string) =>
  engine.writeCoverLetter({ resumeText, postingText, asOf: AS_OF, language });

/** A resume in the shapes real documents take: a current role written in the present, an older one in the gerund, a template employer. */
const RESUME_NURSE = `Dana Whitfield
dana.whitfield@example.com | (555) 010-2233

EXPERIENCE
Charge Nurse, Lakeside General Hospital
Jan 2019 - Present
- Manages care for 24 patients on a cardiac step-down unit and trains new nurses
- Leads a team of 6 nurses on night shifts

Staff Nurse, Company Name
Jun 2014 - Dec 2018
- Implementing bedside shift reports across 3 units
- Promoted to preceptor after two years

Nurse Volunteer
Present - 2014
- Assisted with vaccination clinics for 300 residents
`;

const POSTING_CLINIC = `Registered Nurse - Cardiac Care

About Harbor Valley Health
Harbor Valley Health is committed to delivering compassionate care close to home.

Responsibilities
- Provide direct patient care on a cardiac unit
- Supervise and mentor nursing staff

Requirements
- Current RN license
- Experience in cardiac care and patient education
- Leadership of nursing teams
`;

const POSTING_NO_COMPANY = `Nurse Educator

Responsibilities
- Teaches bedside skills to new graduate nurses
- Coordinates onboarding for clinical staff

Requirements
- 3+ years of nursing experience
- Experience with bedside shift reports
`;

describe('writeCoverLetter (module 9)', () => {
  const letter = letterOf(RESUME_LAYOUT, POSTING);

  it('is a send-ready letter: greeting, 3-4 short paragraphs, closing, signature with the contact line, nothing in brackets', () => {
    expect(letter.letter).toBe(
      [letter.greeting, '', letter.paragraphs.join('\n\n'), '', letter.closing, letter.signature].join('\n'),
    );
    expect(letter.greeting).toBe('Dear Acmecorp Hiring Team,');
    expect(letter.paragraphs).toHaveLength(4);
    expect(letter.signature).toBe('Maria Lopez\nmaria.lopez@example.com | (415) 555-0142');
    expect(letter.placeholders).toEqual([]);
    expect(letter.letter).not.toMatch(/[[\]]/);
  });

  it('ends on its closing paragraph, not a bare sign-off, when the resume gives neither a name nor a contact line (never an invented name)', () => {
    const resume = `EXPERIENCE\nSenior Software Engineer - Northwind Payments Inc\nJan 2020 - Present\n- Cut p99 latency by 40% by tuning Postgres indexes\n`;
    const nameless = letterOf(resume, POSTING);
    expect(nameless.signature).toBe('');
    expect(nameless.closing).toBe('');
    expect(nameless.letter.trimEnd()).toMatch(/Thank you for your time and consideration\.$/);
    expect(nameless.letter).not.toMatch(/Sincerely/);
  });

  it("opens on the role and why it appeals, in the posting's own words", () => {
    expect(letter.paragraphs[0]).toBe(
      'I am applying for the Senior Backend Engineer position at Acmecorp. I am a backend engineer who ships reliable payment systems. I am especially drawn to the chance to build the payment platform at Acmecorp.',
    );
    expect(letter.posting_evidence).toEqual([
      {
        sentence: 'I am especially drawn to the chance to build the payment platform at Acmecorp.',
        posting_text: 'We are hiring a Senior Backend Engineer to build the payment platform at Acmecorp.',
      },
    ]);
  });

  it("builds its middle from the resume's evidence for the top requirements, in the first person, each sentence with its line", () => {
    expect(letter.paragraphs[1]).toBe(
      'At Northwind Payments Inc, where I work as a Senior Software Engineer, I led migration of the ledger service from a monolith to Go microservices on Kubernetes (k8s). I also cut p99 latency by 40% by tuning Postgres indexes and adding Redis caching. Before that, at Blue Harbor Labs, where I worked as a Software Engineer, I built REST APIs in Python and Django serving 2M requests a day.',
    );
    expect(letter.evidence.map((e) => e.requirement)).toEqual(['Kubernetes and Docker', 'PostgreSQL', 'Go or Python']);
    for (const e of letter.evidence) expect(letter.paragraphs[1]).toContain(e.sentence);
    expect(letter.paragraphs[2]).toBe(
      'I also have hands-on experience with Docker, and my skills include AWS. I hold a B.S. in Computer Science from the University of Texas at Austin.',
    );
  });

  it('names no company when the posting names none, and makes a weak opening the action it names', () => {
    const unnamed = letterOf(RESUME_DATA_ANALYST, POSTING_DATA_ANALYST);
    expect(unnamed.greeting).toBe('Dear Hiring Team,');
    expect(unnamed.placeholders).toEqual([]);
    // 'Responsible for maintaining' in a current role: what the candidate does now
    expect(unnamed.paragraphs[1]).toContain('I also maintain Tableau dashboards for regional managers.');
  });

  it('writes in correct first person: present for the current role, past for earlier ones, small counts in words', () => {
    const nurse = letterOf(RESUME_NURSE, POSTING_CLINIC);
    expect(findFirstPersonErrors(nurse.letter)).toEqual([]);
    expect(nurse.paragraphs[1]).toBe(
      'At Lakeside General Hospital, where I work as a Charge Nurse, I lead a team of six nurses on night shifts. I also manage care for 24 patients on a cardiac step-down unit and train new nurses.',
    );
    expect(nurse.flags).toEqual([]);
  });

  it("never writes a template word or 'Present' as an employer, and describes a job by its title, never as 'my own projects'", () => {
    const nurse = letterOf(RESUME_NURSE, POSTING_NO_COMPANY);
    expect(nurse.letter).not.toMatch(/Company Name|\bat Present\b|own projects/);
    expect(nurse.letter).toContain(
      'Before that, as a Staff Nurse, I implemented bedside shift reports across three units.',
    );
  });

  it("draws the 'why' from the posting's commitment, and from the role's work when there is no company", () => {
    expect(letterOf(RESUME_NURSE, POSTING_CLINIC).paragraphs[0]).toContain(
      'I am drawn to Harbor Valley Health and its commitment to delivering compassionate care close to home.',
    );
    const unnamed = letterOf(RESUME_NURSE, POSTING_NO_COMPANY);
    expect(unnamed.greeting).toBe('Dear Hiring Team,');
    expect(unnamed.paragraphs[0]).toContain(
      'I am especially drawn to the chance to teach bedside skills to new graduate nurses.',
    );
  });

  it('signs with the name and contact line; with the contact line alone when the name is a heading; and states nothing for a bare resume', () => {
    expect(letterOf(RESUME_NURSE, POSTING_CLINIC).signature).toBe(
      'Dana Whitfield\ndana.whitfield@example.com | (555) 010-2233',
    );
    const headed = letterOf(RESUME_NURSE.replace('Dana Whitfield', 'CHARGE NURSE'), POSTING_CLINIC);
    expect(headed.signature).toBe('dana.whitfield@example.com | (555) 010-2233');
    const bare = letterOf(RESUME_MINIMAL, POSTING);
    expect(bare.paragraphs.length).toBeGreaterThanOrEqual(3);
    expect(bare.signature).toBe('Alex Kim');
    expect(bare.flags).toEqual([]);
  });

  it('says which language it wrote, and when it could not write the one asked for', () => {
    expect(letter.language).toBe('en');
    expect(letterOf(RESUME_LAYOUT, POSTING, 'Spanish').language).toBe('es');
    const japanese = letterOf(RESUME_LAYOUT, POSTING, 'Japanese');
    expect(japanese.language).toBe(
      "en (the built-in engine writes English, Spanish, French, German, Italian and Portuguese; 'Japanese' needs the language model)",
    );
    expect({ ...japanese, language: 'en' }).toEqual(letter);
  });
});

describe('letterTitle', () => {
  it('says a title written in capitals in title case, keeping acronyms and short words', () => {
    expect(letterTitle('ENVIRONMENTAL ENGINEER/SCIENTIST')).toBe('Environmental Engineer/Scientist');
    expect(letterTitle('SENIOR SQL DEVELOPER II')).toBe('Senior SQL Developer II');
    expect(letterTitle('DIRECTOR OF HR AND IT')).toBe('Director of HR and IT');
  });

  it('names one role when the posting hires several, and leaves other titles alone', () => {
    expect(letterTitle('Becker Instructors')).toBe('Becker Instructor');
    expect(letterTitle('Sales Associates')).toBe('Sales Associate');
    expect(letterTitle('Head of Operations')).toBe('Head of Operations');
    expect(letterTitle('IT Business Analyst')).toBe('IT Business Analyst');
    expect(letterTitle('Data Analyst (m/w/d)')).toBe('Data Analyst');
    expect(letterTitle('Solution Architects')).toBe('Solution Architect');
    expect(letterTitle('Pastry Chef - Main Kitchen 2025/26')).toBe('Pastry Chef - Main Kitchen');
    expect(letterTitle('Head Baker 2026')).toBe('Head Baker');
  });

  it("keeps a plural that names the role's field, after 'of' or 'for', or a word that is no role", () => {
    expect(letterTitle('Director of Investments')).toBe('Director of Investments');
    expect(letterTitle('Manager for Special Events')).toBe('Manager for Special Events');
    expect(letterTitle('VP of Projects')).toBe('VP of Projects');
    expect(letterTitle('Digital Projects')).toBe('Digital Projects');
  });
});
