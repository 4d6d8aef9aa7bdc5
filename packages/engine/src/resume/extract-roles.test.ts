import { describe, expect, it } from 'vitest';
import { testEngine } from '../testing/fixtures.ts';
import { extractSections } from './extract-sections.ts';

const engine = testEngine();
const fullRoles = (text: string) => engine.steps.extractRoles(extractSections(`EXPERIENCE\n${text}`)[0]!.lines);
const roles = (text: string) =>
  engine.steps
    .extractRoles(extractSections(`EXPERIENCE\n${text}`)[0]!.lines)
    .map((r) => ({ title: r.title, employer: r.employer, dates: r.dates?.text ?? null, bullets: r.bullets }));

describe('extractRoles', () => {
  it('reads a company line above "Title      Dates" (pdftotext layout) with its bullets', () => {
    const text =
      'ABC Company\nSoftware Engineer                          May 2023 - Present\n \u2022 Led a team of 5 engineers\n \u2022 Wrote clean code\n\nDEF Organization\nSoftware Engineer Intern                    Summer 2022\n \u2022 Built a progress bar';
    expect(roles(text)).toEqual([
      {
        title: 'Software Engineer',
        employer: 'ABC Company',
        dates: 'May 2023 - Present',
        bullets: ['Led a team of 5 engineers', 'Wrote clean code'],
      },
      {
        title: 'Software Engineer Intern',
        employer: 'DEF Organization',
        dates: 'Summer 2022',
        bullets: ['Built a progress bar'],
      },
    ]);
  });

  it('reads "Title, Company \u2014 Location" above a dates line', () => {
    expect(
      roles(
        'CEO/President, Pied Piper \u2014 Palo Alto, CA\nDec 2013 \u2013 Dec 2014\n\u2022 Won Techcrunch Disrupt',
      )[0],
    ).toEqual({
      title: 'CEO/President',
      employer: 'Pied Piper',
      dates: 'Dec 2013 \u2013 Dec 2014',
      bullets: ['Won Techcrunch Disrupt'],
    });
  });

  it('reads "Title at Company (MM/YYYY - MM/YYYY)" and "Company | Title | Dates"', () => {
    expect(roles('Data Analyst at Contoso Ltd (01/2019 - 03/2021)')[0]).toMatchObject({
      title: 'Data Analyst',
      employer: 'Contoso Ltd',
      dates: '01/2019 - 03/2021',
    });
    expect(roles('Globex Corporation | Product Manager | Jan 2020 \u2013 Present')[0]).toMatchObject({
      title: 'Product Manager',
      employer: 'Globex Corporation',
      dates: 'Jan 2020 \u2013 Present',
    });
  });

  it('reads "Title (dates), description" with the description apart, and a dash glued to the title as a bullet', () => {
    const networkManager =
      '- Network Manager / Technical Project Manager (Network Engineering) (2018 - 2020), oversaw the implementation and management of the network.';
    expect(roles(networkManager)[0]).toMatchObject({
      title: 'Network Manager / Technical Project Manager (Network Engineering)',
      dates: '2018 - 2020',
    });
    expect(
      roles('- Network Manager (Network Engineering) (2018 - 2020), oversaw the implementation.')[0],
    ).toMatchObject({ title: 'Network Manager (Network Engineering)' });
    expect(roles('-Cisco Voice Engineer (2020 - 2023)')[0]).toMatchObject({
      title: 'Cisco Voice Engineer',
      dates: '2020 - 2023',
    });
  });

  it("reads a role whose header a paragraph runs on to after the last role's description", () => {
    const paragraph =
      'Isolated supportability issues impacting the program, and devised sound solutions, alternatives, and recommendations for achieving program objectives. United States Navy, Norfolk VA   Aviation Mechanic, 6/1994 - 8/2010 Performed scheduled maintenance across a variety of aircraft models.';
    expect(roles(`Aviation Maintenance Manager, 8/2010 - Present\n${paragraph}`)[1]).toMatchObject({
      title: 'Aviation Mechanic',
      employer: 'United States Navy',
      dates: '6/1994 - 8/2010',
    });
  });

  it('reads a title named in prose', () => {
    expect(
      roles('- Worked as a private detective and investigator from 2019-2022, focusing on surveillance.')[0],
    ).toMatchObject({ title: 'private detective and investigator', dates: 'from 2019-2022' });
    expect(roles('* Previously employed as a Precision Instrument Repairer from 2008 to 2013.')[0]).toMatchObject({
      title: 'Precision Instrument Repairer',
      dates: 'from 2008 to 2013',
    });
  });

  it('reads numbered one-line roles and keeps a long description after the dates as a bullet', () => {
    const found = roles(
      '1. Junior Systems Admin/Engineer (2019 - 2023)\n2. Cooks (2018 - 2019) \u2013 Provided quality culinary dishes under pressure while keeping the kitchen clean and safe for the whole team.',
    );
    expect(found.map((r) => [r.title, r.dates])).toEqual([
      ['Junior Systems Admin/Engineer', '2019 - 2023'],
      ['Cooks', '2018 - 2019'],
    ]);
    expect(found[1]!.bullets[0]).toMatch(/^Provided quality culinary dishes/);
  });

  it('joins a wrapped bullet line to its bullet', () => {
    const found = roles(
      'Acme Inc.\nEngineer        2020 - 2021\n \u2022 Re-architected the editor to be mobile responsive which led to a 10% increase in\n   mobile user engagement',
    );
    expect(found[0]!.bullets).toEqual([
      'Re-architected the editor to be mobile responsive which led to a 10% increase in mobile user engagement',
    ]);
    expect(found[0]!.employer).toBe('Acme Inc');
  });

  it('does not start a role at a bullet that merely mentions a year', () => {
    expect(roles('Engineer, Initech (2018 - 2020)\n\u2022 Won award at AIHacks 2016')).toHaveLength(1);
  });
  it('takes the part beside a clear title as its employer, even when it reads like a title word', () => {
    const found = roles(
      'Senior Data Analyst \u2014 Northwind Health\nMar 2021 \u2013 Present\n\u2022 Built weekly SQL reports',
    );
    expect(found.map((r) => [r.title, r.employer])).toEqual([['Senior Data Analyst', 'Northwind Health']]);
  });

  it('reads a date range split over lines, the title and employer below it, and runs it to Present', () => {
    const found = engine.steps.extractRoles(
      extractSections(
        'EXPERIENCE\nAugust 2010\nto\nCurrent\nCompany Name City , State Aviation Mechanic\nRepaired engines.',
      )[0]!.lines,
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      title: 'Aviation Mechanic',
      employer: null,
      location: null,
      dates: { isCurrent: true },
    });
  });

  it('never takes a placeholder or "Present" for the employer, and keeps the title before the dates', () => {
    expect(roles('English Teacher 08/2016 to 08/2017 Company Name City , State\nPlanned lessons.')[0]).toMatchObject({
      title: 'English Teacher',
      employer: null,
    });
    expect(roles('Data Analyst   June 2020 \u2013\nPresent\nAcme Analytics\n\u2022 Built dashboards')[0]).toMatchObject(
      { title: 'Data Analyst', employer: 'Acme Analytics' },
    );
  });

  it('reads names below the dates when the section prints them there', () => {
    const found = roles(
      '05/2012 to 05/2015\nFinancial Accountant   Northwind Traders\nPrepared reports.\nCustomer care\n09/2011 to 05/2012\nAssistant Accountant   Blue Harbor Labs\nReconciled accounts.',
    );
    expect(found.map((r) => [r.title, r.employer])).toEqual([
      ['Financial Accountant', 'Northwind Traders'],
      ['Assistant Accountant', 'Blue Harbor Labs'],
    ]);
  });

  it('reads "Title" / "Employer" / "dates   place" with icon glyphs, and a title with a role word the lists miss', () => {
    const found = fullRoles(
      'President & CEO\nYahoo!\nz July 2012 \u2013 Ongoing   * Sunnyvale, CA\n\u2022 Led the acquisition\n\nJune 2023 \u2013 present Co-Founder & CTO, Nexus AI \u2013 San Francisco, CA',
    );
    expect(found.map((r) => [r.title, r.employer, r.location])).toEqual([
      ['President & CEO', 'Yahoo!', 'Sunnyvale, CA'],
      ['Co-Founder & CTO', 'Nexus AI', 'San Francisco, CA'],
    ]);
  });

  it('reads a role whose dates lost their dash, and company names with full stops', () => {
    const found = fullRoles(
      'Omnious. Co., Ltd.   Seoul, S.Korea\nSoftware Architect   Jun. 2017 May. 2018\n\u2022 Built pipelines',
    );
    expect(found[0]).toMatchObject({
      title: 'Software Architect',
      employer: 'Omnious. Co., Ltd',
      location: 'Seoul, S.Korea',
      dates: { isRange: true },
    });
  });

  it('reads an undated role named beside a placeholder, and a project line inside a role as no role', () => {
    const found = roles(
      'Shampoo Staff 08/2007 to 01/2014 Company Name City , State\nWashed hair.\nCounselor Company Name City , State\nSupported clients.\nProject 1: Clinic rollout: March 2012 Till date I led it',
    );
    expect(found.map((r) => [r.title, r.dates])).toEqual([
      ['Shampoo Staff', '08/2007 to 01/2014'],
      ['Counselor', null],
    ]);
  });

  it('keeps a role printed twice only once', () => {
    expect(
      roles(
        'Charge Nurse , 07/2018 to 09/2020\nCared for patients.\nCharge Nurse , 07/2018 to 09/2020\nCared for patients.',
      ),
    ).toHaveLength(1);
  });

  it('says how sure it is of each field', () => {
    const [role] = engine.steps.extractRoles(
      extractSections('EXPERIENCE\nSenior Data Analyst at Contoso Ltd   Mar 2021 \u2013 Present')[0]!.lines,
    );
    expect(role!.confidence).toEqual({ title: 'high', employer: 'high', dates: 'high' });
  });

  it('keeps a title printed with a dash or commas inside it whole when every part is a role', () => {
    const titleOf = (header: string) =>
      roles(`${header}\n03/2014 to 05/2016 Company Name - City , State\n• Served customers`)[0]!.title;
    expect(titleOf('Lifeguard - Swim Instructor')).toBe('Lifeguard - Swim Instructor');
    expect(titleOf('Manager, Assistant Manager, Manager-in-Training')).toBe(
      'Manager, Assistant Manager, Manager-in-Training',
    );
    // a part that is an employer keeps the cut
    expect(roles('Staff Nurse - Riverside Hospital\n03/2014 to 05/2016\n• Cared for patients')[0]).toMatchObject({
      title: 'Staff Nurse',
      employer: 'Riverside Hospital',
    });
  });

  it('reads a title in title case that opens with a word in -ing, and roles joined with "&" past ten words', () => {
    const titleOf = (header: string) =>
      roles(`${header}\nMay 2015 to June 2018 Company Name   City , State\n• Ran campaigns`)[0]!.title;
    expect(titleOf('Marketing Coordinator & Senior Account Executive')).toBe(
      'Marketing Coordinator & Senior Account Executive',
    );
    const long = 'Founding Engineer & Platform Reliability Engineer & Data Infrastructure Team Lead';
    expect(
      roles(`Brightline Pay Inc.   Seoul, South Korea\n${long}   Mar. 2021 – Jun. 2023\n• Built the platform`)[0],
    ).toMatchObject({ title: long, employer: 'Brightline Pay Inc' });
    // a description that opens with a verb is still no title
    expect(titleOf('Managed the weekly schedule for twelve staff')).toBeNull();
  });

  it("reads a role the template dated with placeholders ('Month Year – Present', '20XX', 'MM/YYYY') with no dates", () => {
    const text = [
      'Sales Associate',
      'Brindle Outfitters',
      'Month Year \u2013 Present',
      '- Helped customers find sizes.',
      'Cashier | Pellham Grocers | 20XX \u2013 20XX',
      '- Ran the register.',
      'Shift Lead   Tollway Diner   MM/YYYY - MM/YYYY',
      'Host, Tollway Diner, 2019 \u2013 2021',
    ].join('\n');
    expect(roles(text).map((r) => [r.title, r.employer, r.dates])).toEqual([
      ['Sales Associate', 'Brindle Outfitters', null],
      ['Cashier', 'Pellham Grocers', null],
      ['Shift Lead', 'Tollway Diner', null],
      ['Host', 'Tollway Diner', '2019 \u2013 2021'],
    ]);
    expect(engine.parseResume(`EXPERIENCE\n${text}`).experience).toMatchObject({ years: 2, undatedRoles: 3 });
  });

  it('reads a role named above its dates in a section that prints names below the dates', () => {
    const text = [
      'Jan 2021 \u2013 Present',
      'Senior Accountant',
      'Marlowe & Finch LLP, Boston, MA',
      '- Closed the books each month.',
      '',
      'Tidewater Health \u2014 Portland, ME',
      'Charge Nurse',
      'June 2015 \u2013 February 2018',
      '- Led a 12-bed unit.',
    ].join('\n');
    expect(roles(text).map((r) => [r.title, r.employer, r.dates])).toEqual([
      ['Senior Accountant', 'Marlowe & Finch LLP', 'Jan 2021 \u2013 Present'],
      ['Charge Nurse', 'Tidewater Health', 'June 2015 \u2013 February 2018'],
    ]);
  });

  it('takes the part that names a role as the title when a name scores as well as it', () => {
    const [role] = roles(
      'Assistant Store Manager\nCrestline Pharmacy | Apr 2014 - Jul 2016 | Dayton, OH\n- Opened the store.',
    );
    expect(role!.title).toBe('Assistant Store Manager');
  });

  it("reads 'Title' / 'Company' / 'City, ST' above the dates: a place line does not use up the header", () => {
    expect(
      roles('Logistics Coordinator\nHarlan Freight Co.\nColumbus, OH\nJan 2020 \u2013 Present\n- Booked carriers.')[0],
    ).toMatchObject({
      title: 'Logistics Coordinator',
      employer: 'Harlan Freight Co',
    });
  });

  it('gives the positions under an employer printed with its whole span that employer, and drops the heading', () => {
    const text =
      'Ferro Steelworks   2008 \u2013 2012\nSenior Welder   2010 \u2013 2012\nWelder   2008 \u2013 2010\n- Welded frames.';
    expect(roles(text).map((r) => [r.title, r.employer, r.dates])).toEqual([
      ['Senior Welder', 'Ferro Steelworks', '2010 \u2013 2012'],
      ['Welder', 'Ferro Steelworks', '2008 \u2013 2010'],
    ]);
  });

  it("reads years listed one after another ('2014, 2015') as one range, and leaves other lists alone", () => {
    expect(roles('Lakeshore Food Bank\nReno, NV 2014, 2015\n- Sorted donations.')[0]!.dates).toBe('2014, 2015');
    expect(roles('Gatekeeper, Elmfield Cinema   2012, 2013')[0]!.dates).toBe('2012, 2013');
    expect(roles('Gatekeeper, Elmfield Cinema   2012, 2016')[0]!.dates).toBe('2012');
  });
});
