import { describe, expect, it } from 'vitest';
import { extractCompany } from './extract-company.ts';

const isSkill = (name: string) => ['alteryx', 'next.js', 'python'].includes(name.toLowerCase());

describe('extractCompany', () => {
  it.each([
    ['Data Engineer\nCompany: Lumen Analytics\nLocation: Austin, TX', 'Lumen Analytics'],
    ['Site Director\nBrightpath Learning\nLocation: Richmond, VA\nPosted: 2 days ago', 'Brightpath Learning'],
    ['Associate Analyst\nThe Harbor Insurance Group\nLocation: Boston, MA', 'The Harbor Insurance Group'],
    ['Job Description\nNorthwind Commerce is seeking an experienced Engineer.', 'Northwind Commerce'],
    ['About Evergreen Outdoor\nWe make tents.\n\nRequirements\n- SQL', 'Evergreen Outdoor'],
    ['Instructor\n\nAt Colibra, we live our values every day.', 'Colibra'],
    [
      'Clerk\n\nDESCRIPTION\nWe process invoices.\nQuartzline Partners, LLC is an Equal Opportunity Employer',
      'Quartzline Partners, LLC',
    ],
    [
      'Head of Content\n\nFounded in 2009, the Fonwise AG rose to lead its market. Fonwise AG runs portals.',
      'Fonwise AG',
    ],
  ])('%s', (text, company) => {
    expect(extractCompany(text, { isSkill })).toBe(company);
  });

  it('takes the name the posting uses over a company page name that adds a country', () => {
    expect(
      extractCompany('Programme Lead\nVoicebox UK\nAbout the job\n\nAbout Voicebox\nVoicebox is a charity.', {
        isSkill,
      }),
    ).toBe('Voicebox');
  });

  it('never takes a team, a technology, a place or a tool named after "with"', () => {
    expect(extractCompany('Frontend Engineer\nDear Next.js Hiring Team,\nI am writing', { isSkill })).toBeNull();
    expect(
      extractCompany('Analyst\n\nRequirements\n- You have experience with Alteryx or other tools', { isSkill }),
    ).toBeNull();
    expect(
      extractCompany('Lab Scientist\n\nWe also operate Reading Rehabilitation at Wyomissing.', { isSkill }),
    ).toBeNull();
    expect(extractCompany('Engineer\n\nRequirements\n- Python is a must', { isSkill })).toBeNull();
  });
});
