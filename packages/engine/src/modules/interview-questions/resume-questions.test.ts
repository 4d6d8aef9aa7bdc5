import { describe, expect, it } from 'vitest';
import type { ParsedPosting } from '../../posting/parse-posting.ts';
import type { ResumeBullet } from '../shared/bullet-checks.ts';
import type { ParsedResume } from '../../resume/parse-resume.ts';
import { actionOf, behavioralQuestions, listStatements, resumeQuestions } from './resume-questions.ts';

const bullet = (text: string): ResumeBullet => ({ text, section: 'experience', role: null, roleIndex: 0 });

describe('behavioralQuestions', () => {
  it('suggests a different story for each question when the resume has one', () => {
    const posting = {
      responsibilities: ['Mentor and coach junior staff', 'Handle customer complaints with care'],
    } as unknown as ParsedPosting;
    const bullets = [
      bullet('Coached junior staff while resolving customer complaints'),
      bullet('Answered customer calls about late deliveries'),
    ];
    const stories = behavioralQuestions([], posting, bullets).map((q) => q.guidelines.at(-1));
    expect(stories).toEqual([
      "A story your resume already has: 'Coached junior staff while resolving customer complaints'.",
      "A story your resume already has: 'Answered customer calls about late deliveries'.",
    ]);
  });
});

describe('resumeQuestions', () => {
  const resume = {
    roles: [{ title: 'Assistant Production Manager', employer: null, dates: null }],
    experience: { asOf: { year: 2025, month: 6 } },
  } as unknown as ParsedResume;

  it('asks about something the candidate did, not a fact about a customer that happens to hold a number', () => {
    const bullets = [
      bullet('Buyer: International customer which has total 27 brands in Europe'),
      bullet('Prepared cost sheets and negotiated with the buyer'),
    ];
    expect(resumeQuestions(resume, bullets)[0]?.question).toContain(
      "wrote: 'Prepared cost sheets and negotiated with the buyer'.",
    );
  });

  it('quotes a labelled line from its opening verb, and still prefers a line with a figure', () => {
    const bullets = [
      bullet('Led the weekly production meeting for the plant'),
      bullet('Garment training: Received 3 month training in stitching and quality control'),
    ];
    expect(resumeQuestions(resume, bullets)[0]?.question).toContain(
      "wrote: 'Received 3 month training in stitching and quality control'.",
    );
  });

  it("never quotes a unit's header line as something the candidate did: without an action it asks about the typical week", () => {
    const unit = {
      ...resume,
      roles: [{ title: 'Staff Nurse', employer: 'Harbor Clinic', dates: null }],
    } as unknown as ParsedResume;
    const bullets = [bullet('Pediatric Cardiac Care Unit Providing care for 14 beds')];
    const question = resumeQuestions(unit, bullets)[0]?.question;
    expect(question).not.toContain('Pediatric Cardiac Care Unit');
    expect(question).toBe(
      'What did a typical week look like in your time as a Staff Nurse at Harbor Clinic, and what are you proudest of from that time?',
    );
  });
});

describe('actionOf and the lines questions quote', () => {
  it('reads a label over a list as no action, and a label over an action as that action', () => {
    expect(actionOf('Complete Product training: Customer sales process')).toBeNull();
    expect(actionOf('Safety training: Earned the forklift certificate in 2 weeks')).toBe(
      'Earned the forklift certificate in 2 weeks',
    );
    expect(actionOf('Reduced waste: by reusing pallets across 4 sites')).toBe(
      'Reduced waste: by reusing pallets across 4 sites',
    );
  });

  it("never quotes a template's line with a slot left to fill", () => {
    const resume = {
      roles: [
        {
          bullets: [
            'Planned and managed budgets in excess of $ [Amount] for the region',
            'Trained 6 new cashiers on the returns process',
          ],
        },
      ],
      projects: [],
    };
    expect(listStatements(resume as never).map((b) => b.text)).toEqual([
      'Trained 6 new cashiers on the returns process',
    ]);
  });
});
