import { describe, expect, it } from 'vitest';
import { titleHead, titleVariants } from './title-variants.ts';

describe('titleVariants', () => {
  it('keeps a plain title as it is', () => {
    expect(titleVariants('  Data Analyst ')).toEqual(['Data Analyst']);
  });

  it('adds the words before a location, team or employer suffix', () => {
    expect(titleVariants('Data Analyst - New York, NY')).toEqual(['Data Analyst - New York, NY', 'Data Analyst']);
    expect(titleVariants('Nurse – ICU | Boston')).toEqual(['Nurse – ICU | Boston', 'Nurse']);
    expect(titleVariants('Backend Engineer, Payments')).toEqual(['Backend Engineer, Payments', 'Backend Engineer']);
    expect(titleVariants('Software Engineer at Acme')).toEqual(['Software Engineer at Acme', 'Software Engineer']);
    expect(titleVariants('Designer @ Studio')).toEqual(['Designer @ Studio', 'Designer']);
  });

  it('does not cut at a hyphen inside a word or at a slash', () => {
    expect(titleVariants('Pre-K Teacher')).toEqual(['Pre-K Teacher']);
    expect(titleVariants('UI/UX Designer')).toEqual(['UI/UX Designer']);
    expect(titleVariants('Data Analyst')).toEqual(['Data Analyst']);
  });

  it("reads 'Head of X', 'Director of X' and 'VP of X' as 'X Director'", () => {
    expect(titleVariants('Head of Marketing')).toEqual(['Head of Marketing', 'Marketing Director']);
    expect(titleVariants('Vice President of the Sales')).toEqual(['Vice President of the Sales', 'Sales Director']);
    expect(titleVariants('VP of Engineering - Remote')).toEqual([
      'VP of Engineering - Remote',
      'VP of Engineering',
      'Engineering Director',
    ]);
    expect(titleVariants('Chief of Staff')).toEqual(['Chief of Staff']);
  });
});

describe('titleHead', () => {
  it('is the words before a location, team or employer suffix', () => {
    expect(titleHead('Scrum Master Consultant - Greensboro - NC')).toBe('Scrum Master Consultant');
    expect(titleHead('Maintenance Workers, Machinery')).toBe('Maintenance Workers');
    expect(titleHead('Data Analyst')).toBe('Data Analyst');
  });

  it('does not cut inside a parenthesis, and drops it', () => {
    expect(titleHead('Java Developer (Payments - Reports) - CA')).toBe('Java Developer');
    expect(titleHead('Business Analyst (Full-Time - Midtown NYC)')).toBe('Business Analyst');
  });

  it('keeps a list of occupations whole', () => {
    expect(titleHead('Brickmasons, Blockmasons, and Stonemasons')).toBe('Brickmasons, Blockmasons, and Stonemasons');
    expect(titleHead('Forest - Conservation - and Logging Workers')).toBe(
      'Forest - Conservation - and Logging Workers',
    );
    expect(titleHead('Marketing Manager - Medical and Technical Sector')).toBe('Marketing Manager');
  });
});
