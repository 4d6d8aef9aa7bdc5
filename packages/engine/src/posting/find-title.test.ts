import { describe, expect, it } from 'vitest';
import { testEngine } from '../testing/fixtures.ts';
import { cleanTitle, isCertificationLine } from './find-title.ts';

const engine = testEngine();

describe('cleanTitle', () => {
  it.each([
    ['Senior Technical Instructor with verification', 'Senior Technical Instructor'],
    ['Travel Nurse Instructor - Los Angeles Metro Area (On-Site)', 'Travel Nurse Instructor'],
    ['Site Director at Lakeside School with verification', 'Site Director'],
    ['Staff Engineer | Northwind', 'Staff Engineer'],
    ['Head of Content (m/f)', 'Head of Content (m/f)'],
    ['Senior Data Analyst - Healthcare Analytics', 'Senior Data Analyst'],
    ['Teacher - Mathematics - Middle School 2025-2026', 'Teacher - Mathematics - Middle School 2025-2026'],
    ['Backend Engineer (Req #44812)', 'Backend Engineer'],
    ['Registered Nurse, Remote', 'Registered Nurse'],
  ])('%s -> %s', (line, title) => {
    expect(cleanTitle(line)).toBe(title);
  });
});

describe('parsePosting title', () => {
  it("prefers a 'Job Title:' field, then the first line, then the role it is hiring", () => {
    expect(engine.parsePosting('Acme Careers\n\nJob Title: Payroll Specialist\n\nRequirements\n- Payroll').title).toBe(
      'Payroll Specialist',
    );
    expect(engine.parsePosting('Programme Lead - North West & Yorkshire\nVoicebox\n\nAbout the job').title).toBe(
      'Programme Lead',
    );
    expect(
      engine.parsePosting(
        'Job Description\n\nNumbright is seeking an experienced and strategic Executive Director to lead the organization.',
      ).title,
    ).toBe('Executive Director');
  });
});

describe('isCertificationLine', () => {
  it.each([
    ['Certified Kubernetes Administrator (CKA) certification preferred', true],
    ['Intro to Data Analysis course', true],
    ['Course: Spreadsheet Basics', true],
    ['CPR and First Aid Certification', true],
    ['Certified Nursing Assistant', false],
    ['Course Instructor', false],
    ['Training Coordinator', false],
    ['Program Manager', false],
    ['Licensed Practical Nurse', false],
  ])('%s -> %s', (line, expected) => {
    expect(isCertificationLine(line)).toBe(expected);
  });
});

describe('parsePosting on a board page that opens with the company', () => {
  it('reads the title from the second line and the company from the first', () => {
    const posting = engine.parsePosting(
      'Quillmere Robotics\nControls Engineer\nPittsburgh, PA · 2 weeks ago · 40 applicants\nEasy Apply\n\nAbout the job\nWe build robots.\n\nQualifications\n- PLC programming',
    );
    expect([posting.title, posting.company]).toEqual(['Controls Engineer', 'Quillmere Robotics']);
  });
  it('keeps a first line that is the title', () => {
    expect(engine.parsePosting('Controls Engineer\nQuillmere Robotics\n\nWe build robots.').title).toBe(
      'Controls Engineer',
    );
  });
});
