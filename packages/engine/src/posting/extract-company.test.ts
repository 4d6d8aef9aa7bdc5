import { describe, expect, it } from 'vitest';
import { extractCompany, readCompany } from './extract-company.ts';

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

  it('returns no company rather than a weak guess: a legal form alone, a job board, a department, the job field, a past employer', () => {
    expect(
      extractCompany('Job title\nAB Testing Specialist\n\nWe run experiments on our checkout.', { isSkill }),
    ).toBeNull();
    expect(
      extractCompany('Controls Technician (AG)\n\nYou maintain the lines. Contact AG for details.', { isSkill }),
    ).toBeNull();
    expect(extractCompany('Account Executive\nLinkedIn\nAbout the job\nSell our product.', { isSkill })).toBeNull();
    expect(extractCompany('Backend Developer\nEngineering \u00b7 Remote\nBuild services.', { isSkill })).toBeNull();
    expect(
      extractCompany(
        'Network Operations Engineer\n\nNetwork Operations Engineering is a discipline of running networks.',
        { isSkill, title: 'Network Operations Engineer' },
      ),
    ).toBeNull();
    expect(
      extractCompany('Analyst\n\nRequirements\n- 3 years of work experience as an Analyst at Brightwell Systems', {
        isSkill,
      }),
    ).toBeNull();
    expect(extractCompany('Office Assistant\nNovember 3, 2026\nFile and sort records.', { isSkill })).toBeNull();
    expect(extractCompany('Office Assistant\n$45,000 - $55,000\nFile and sort records.', { isSkill })).toBeNull();
    expect(
      extractCompany('Developer\n\n- Five years working as a developer, preferably at Corvane', { isSkill }),
    ).toBeNull();
  });

  it('still reads the hiring company from "at" outside a past-experience line and from a name before its legal form', () => {
    expect(
      extractCompany('Analyst\n\nJoin a growing team working at Brightwell Systems on logistics.', { isSkill }),
    ).toBe('Brightwell Systems');
    expect(
      extractCompany('Clerk\n\nWe file papers.\nOstra Verken AB handles your data. Questions: Ostra Verken AB.', {
        isSkill,
      }),
    ).toBe('Ostra Verken AB');
  });

  it('says how sure it is: a product name a sentence describes is weak, an About heading, an "at" or a legal form is strong', () => {
    const product =
      'Data Analyst\n\nResponsibilities\n- Build dashboards\n\nGlowmetric is a reporting platform used by schools.';
    expect(readCompany(product, { isSkill })).toEqual({ name: 'Glowmetric', evidence: 'weak' });
    expect(readCompany(`${product}\nYou will work at Glowmetric on reporting.`, { isSkill }).evidence).toBe('strong');
    expect(readCompany('Data Analyst\n\nAbout Glowmetric\nWe build reports.', { isSkill }).evidence).toBe('strong');
    expect(readCompany('Data Analyst\nCompany: Glowmetric\nWe build reports.', { isSkill }).evidence).toBe('strong');
    expect(
      readCompany(
        'Clerk\n\nFernway is a firm that files papers.\nFernway Holdings, LLC is an Affirmative Action/Equal Opportunity Employer',
        {
          isSkill,
        },
      ),
    ).toEqual({ name: 'Fernway', evidence: 'strong' });
    expect(readCompany('Clerk\n\n- File papers', { isSkill })).toEqual({ name: null, evidence: null });
  });

  it('reads a header line that is a known technology as weak evidence (the product the job works on)', () => {
    expect(readCompany('Data Engineer\nSnowflake\nWe build pipelines.', { isSkill: (n) => n === 'Snowflake' })).toEqual(
      {
        name: 'Snowflake',
        evidence: 'weak',
      },
    );
    expect(readCompany('Data Engineer\nRiverbend Foods\nWe build pipelines.', { isSkill }).evidence).toBe('strong');
  });
});

describe('readCompany: a cue that can name someone else is weak', () => {
  it('reads an agency posting for its client as weak evidence, whatever cue names the agency', () => {
    const agency =
      'Data Analyst\nHarrowgate Talent\n\nHarrowgate Talent is recruiting on behalf of our client, a bank.';
    expect(readCompany(agency, { isSkill })).toEqual({ name: 'Harrowgate Talent', evidence: 'weak' });
    expect(
      readCompany('Clerk\nCompany: Pellmoor Search\nOur client is a regional insurer.', { isSkill }).evidence,
    ).toBe('weak');
  });

  it('never takes a place, or a name withheld, from the line under the title', () => {
    expect(extractCompany('Data Analyst\nStockholm\nWe build reports.', { isSkill })).toBeNull();
    expect(extractCompany('Data Analyst\nGreater Tallbridge Area\nWe build reports.', { isSkill })).toBeNull();
    expect(extractCompany('Data Analyst\nConfidential\nWe build reports.', { isSkill })).toBeNull();
    expect(extractCompany('Data Analyst\n\nAbout Munich\nA city of beer.', { isSkill })).toBeNull();
  });

  it('reads a header name said once as weak (a team or product), one said again or named as an organisation as strong', () => {
    expect(readCompany('Backend Engineer\nLedger Core\nWe build payments.', { isSkill }).evidence).toBe('weak');
    expect(readCompany('Backend Engineer\nLedger Core\nLedger Core builds payments.', { isSkill }).evidence).toBe(
      'strong',
    );
    expect(readCompany('Backend Engineer\nOsterly Associates\nWe build payments.', { isSkill }).evidence).toBe(
      'strong',
    );
  });

  it('reads a board page that opens with the company and then the title', () => {
    const page = 'Quillmere Robotics\nControls Engineer\nPittsburgh, PA · 2 weeks ago\nEasy Apply\n\nWe build robots.';
    expect(readCompany(page, { isSkill, title: 'Controls Engineer' }).name).toBe('Quillmere Robotics');
  });
});
