import { describe, expect, it } from 'vitest';
import { testEngine } from '../testing/fixtures.ts';
import { extractSections } from './extract-sections.ts';

const engine = testEngine();
const roles = (text: string) =>
  engine.steps.extractRoles(extractSections(`EXPERIENCE\n${text}`)[0]!.lines).map((r) => ({ title: r.title, employer: r.employer, dates: r.dates?.text ?? null, bullets: r.bullets }));

describe('extractRoles', () => {
  it('reads a company line above "Title      Dates" (pdftotext layout) with its bullets', () => {
    const text = 'ABC Company\nSoftware Engineer                          May 2023 - Present\n \u2022 Led a team of 5 engineers\n \u2022 Wrote clean code\n\nDEF Organization\nSoftware Engineer Intern                    Summer 2022\n \u2022 Built a progress bar';
    expect(roles(text)).toEqual([
      { title: 'Software Engineer', employer: 'ABC Company', dates: 'May 2023 - Present', bullets: ['Led a team of 5 engineers', 'Wrote clean code'] },
      { title: 'Software Engineer Intern', employer: 'DEF Organization', dates: 'Summer 2022', bullets: ['Built a progress bar'] },
    ]);
  });

  it('reads "Title, Company \u2014 Location" above a dates line', () => {
    expect(roles('CEO/President, Pied Piper \u2014 Palo Alto, CA\nDec 2013 \u2013 Dec 2014\n\u2022 Won Techcrunch Disrupt')[0]).toEqual({
      title: 'CEO/President', employer: 'Pied Piper', dates: 'Dec 2013 \u2013 Dec 2014', bullets: ['Won Techcrunch Disrupt'],
    });
  });

  it('reads "Title at Company (MM/YYYY - MM/YYYY)" and "Company | Title | Dates"', () => {
    expect(roles('Data Analyst at Contoso Ltd (01/2019 - 03/2021)')[0]).toMatchObject({ title: 'Data Analyst', employer: 'Contoso Ltd', dates: '01/2019 - 03/2021' });
    expect(roles('Globex Corporation | Product Manager | Jan 2020 \u2013 Present')[0]).toMatchObject({ title: 'Product Manager', employer: 'Globex Corporation', dates: 'Jan 2020 \u2013 Present' });
  });

  it('reads a title named in prose', () => {
    expect(roles('- Worked as a private detective and investigator from 2019-2022, focusing on surveillance.')[0]).toMatchObject({ title: 'private detective and investigator', dates: 'from 2019-2022' });
    expect(roles('* Previously employed as a Precision Instrument Repairer from 2008 to 2013.')[0]).toMatchObject({ title: 'Precision Instrument Repairer', dates: 'from 2008 to 2013' });
  });

  it('reads numbered one-line roles and keeps a long description after the dates as a bullet', () => {
    const found = roles('1. Junior Systems Admin/Engineer (2019 - 2023)\n2. Cooks (2018 - 2019) \u2013 Provided quality culinary dishes under pressure while keeping the kitchen clean and safe for the whole team.');
    expect(found.map((r) => [r.title, r.dates])).toEqual([['Junior Systems Admin/Engineer', '2019 - 2023'], ['Cooks', '2018 - 2019']]);
    expect(found[1]!.bullets[0]).toMatch(/^Provided quality culinary dishes/);
  });

  it('joins a wrapped bullet line to its bullet', () => {
    const found = roles('Acme Inc.\nEngineer        2020 - 2021\n \u2022 Re-architected the editor to be mobile responsive which led to a 10% increase in\n   mobile user engagement');
    expect(found[0]!.bullets).toEqual(['Re-architected the editor to be mobile responsive which led to a 10% increase in mobile user engagement']);
    expect(found[0]!.employer).toBe('Acme Inc');
  });

  it('does not start a role at a bullet that merely mentions a year', () => {
    expect(roles('Engineer, Initech (2018 - 2020)\n\u2022 Won award at AIHacks 2016')).toHaveLength(1);
  });
  it('takes the part beside a clear title as its employer, even when it reads like a title word', () => {
    const found = roles('Senior Data Analyst \u2014 Northwind Health\nMar 2021 \u2013 Present\n\u2022 Built weekly SQL reports');
    expect(found.map((r) => [r.title, r.employer])).toEqual([['Senior Data Analyst', 'Northwind Health']]);
  });
});
