import { describe, expect, it } from 'vitest';
import type { Requirement } from '../../posting/extract-requirements.ts';
import { letterCompany } from './letter-company.ts';

const posting = (
  company: string | null,
  text: string,
  title: string | null = 'Pastry Chef',
  requirements: string[] = [],
) => ({
  company,
  text,
  title,
  requirements: requirements.map((r, i) => ({ id: `req-${i}`, text: r }) as Requirement),
});

describe('letterCompany', () => {
  it('names the company the posting names', () => {
    expect(
      letterCompany(posting('Golden Crust', 'Pastry Chef\nGolden Crust\nGolden Crust bakes bread for the city.')),
    ).toBe('Golden Crust');
    expect(letterCompany(posting('Crust Bakeries AB', 'Join Crust Bakeries AB in Malmö.'))).toBe('Crust Bakeries AB');
  });

  it('names none rather than a wrong one: a legal form alone, a job board, the role in other words, an employer asked for as experience', () => {
    expect(
      letterCompany(posting('AB', 'We need an AB Testing Specialist. AB tests run weekly.', 'AB Testing Specialist')),
    ).toBeNull();
    expect(letterCompany(posting('LinkedIn', 'Pastry Chef\nLinkedIn\nApply with your LinkedIn profile.'))).toBeNull();
    expect(
      letterCompany(posting('Pastry Engineering', 'Pastry Engineering is a discipline of its own.', 'Pastry Engineer')),
    ).toBeNull();
    const asked = '3 years as a pastry cook at Riverside Bakery';
    expect(
      letterCompany(posting('Riverside Bakery', `Pastry Chef\nRequirements\n- ${asked}`, 'Pastry Chef', [asked])),
    ).toBeNull();
    expect(letterCompany(posting(null, 'Pastry Chef'))).toBeNull();
  });

  it('names none when the posting reader is unsure the name is the employer (a product a sentence describes)', () => {
    const text = 'Pastry Chef\n\nDoughlytics is an app that plans bakery shifts.';
    expect(letterCompany({ ...posting('Doughlytics', text), companyEvidence: 'weak' })).toBeNull();
    expect(letterCompany({ ...posting('Doughlytics', text), companyEvidence: 'strong' })).toBe('Doughlytics');
  });
});
