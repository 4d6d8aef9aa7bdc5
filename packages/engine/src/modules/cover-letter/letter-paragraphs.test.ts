import { describe, expect, it } from 'vitest';
import { degreeAsSaid, evidenceSentences } from './letter-paragraphs.ts';
import type { LetterRole } from './letter-roles.ts';
import { LETTER_PHRASES } from './phrases/phrases-by-language.ts';
import type { Evidence } from './pick-evidence.ts';

const evidence = (roleIndex: number, role: LetterRole, clause: string): Evidence => ({
  requirement: 'patient care',
  line: {
    section: 'experience',
    line: roleIndex,
    text: clause,
    role: { index: roleIndex },
  } as unknown as Evidence['line'],
  sentence: clause,
  clause,
  role,
  roleIndex,
  section: 'experience',
});

describe('evidenceSentences', () => {
  it('does not name the same title twice in a row: the earlier role with that title is a similar role', () => {
    const assistant = { title: 'Certified Nursing Assistant', employer: null, isCurrent: false };
    const text = evidenceSentences(
      [
        evidence(0, assistant, 'fostered relationships with patients'),
        evidence(1, assistant, 'provided nursing assistance to residents'),
      ],
      LETTER_PHRASES.en,
    )
      .map((s) => s.text)
      .join(' ');
    expect(text).toBe(
      'As a Certified Nursing Assistant, I fostered relationships with patients. Before that, in a similar role, I provided nursing assistance to residents.',
    );
  });

  it('names an employer once when the earlier role was at the same one', () => {
    const now = { title: 'Maintenance Manager', employer: 'Harrowgate Air', isCurrent: true };
    const then = { title: 'Aircraft Mechanic', employer: 'Harrowgate Air', isCurrent: false };
    const text = evidenceSentences(
      [
        evidence(0, now, 'lead 40 technicians across 3 hangars'),
        evidence(1, then, 'inspected engines before each flight'),
      ],
      LETTER_PHRASES.en,
    )
      .map((s) => s.text)
      .join(' ');
    expect(text).toBe(
      'At Harrowgate Air, where I work as a Maintenance Manager, I lead 40 technicians across 3 hangars. Before that, as an Aircraft Mechanic, I inspected engines before each flight.',
    );
  });

  it('still names a different earlier title, and an earlier employer', () => {
    const text = evidenceSentences(
      [
        evidence(0, { title: 'Charge Nurse', employer: null, isCurrent: true }, 'led a team of five'),
        evidence(1, { title: 'Staff Nurse', employer: null, isCurrent: false }, 'implemented bedside shift reports'),
      ],
      LETTER_PHRASES.en,
    )
      .map((s) => s.text)
      .join(' ');
    expect(text).toContain('Before that, as a Staff Nurse, I implemented bedside shift reports.');
  });

  it('does not say "before that" of a role the candidate still holds', () => {
    const text = evidenceSentences(
      [
        evidence(0, { title: 'Travel Consultant', employer: null, isCurrent: false }, 'adopted local store marketing'),
        evidence(1, { title: 'Travel Manager', employer: null, isCurrent: true }, 'comply with travel legislation'),
      ],
      LETTER_PHRASES.en,
    )
      .map((s) => s.text)
      .join(' ');
    expect(text).toContain('As a Travel Manager, I comply with travel legislation.');
    expect(text).not.toContain('Before that');
  });
});

describe('degreeAsSaid', () => {
  it('joins a field written after a comma to its degree', () => {
    expect(degreeAsSaid("Master's , Business Administration", LETTER_PHRASES.en)).toBe(
      "Master's in Business Administration",
    );
    expect(degreeAsSaid('Masters , Engineering Management', LETTER_PHRASES.en)).toBe(
      "Master's in Engineering Management",
    );
    expect(degreeAsSaid('Bachelors of Arts , Hospitality Management', LETTER_PHRASES.en)).toBe(
      'Bachelor of Arts in Hospitality Management',
    );
  });

  it('keeps other degrees as written, says a bare degree word as a degree, and keeps the resume words in other languages', () => {
    expect(degreeAsSaid('MBA, Finance', LETTER_PHRASES.en)).toBe('MBA, Finance');
    expect(degreeAsSaid('Bachelor of Science in Nursing', LETTER_PHRASES.en)).toBe('Bachelor of Science in Nursing');
    expect(degreeAsSaid('Masters', LETTER_PHRASES.en)).toBe("master's degree");
    expect(degreeAsSaid("Master's , Business Administration", LETTER_PHRASES.es)).toBe(
      "Master's, Business Administration",
    );
  });
});
