import { describe, expect, it } from 'vitest';
import { classifyNotRequirement, findNotRequirementKinds } from './find-not-requirements.ts';
import { extractPostingItems } from './posting-items.ts';

describe('classifyNotRequirement', () => {
  it.each([
    ['Northwind is an equal opportunity employer.', 'eeo'],
    ['All qualified applicants will receive consideration without regard to race, color or religion.', 'eeo'],
    ['Applicants must successfully complete a criminal history investigation.', 'eeo'],
    ['We also maintain a drug-free workplace.', 'eeo'],
    ['This job description is not intended to be an all-inclusive list of duties.', 'eeo'],
    ['Application Deadline: March 3', 'application'],
    ['To apply, send your resume and cover letter to jobs@example.com.', 'application'],
    ['Have you ever been convicted of a felony?', 'application'],
    ['Yes', 'application'],
    ['Tell us why you want this role (Max. 400 words)', 'application'],
    ['The hourly rate for this position is between $14 - $18.', 'pay'],
    ['We offer competitive compensation based on experience.', 'pay'],
    ['Medical, dental, and vision insurance', 'benefits'],
    ['401(k) retirement plan with a 4% match', 'benefits'],
    ['Full-time', 'logistics'],
    ['Monday to Friday', 'logistics'],
    ['Travel may be up to 25%', 'logistics'],
    ['Founded in 2009, the company grew quickly.', 'about'],
    ['Our customers include the largest banks in Europe.', 'about'],
    ['Collaborative, proactive and optimistic personality.', 'trait'],
    ['Minimum of 18 years of age', 'eligibility'],
    ['Applicants must be 21 or older.', 'eligibility'],
    ['Annual pay increases', 'benefits'],
    ['All travel costs are covered by the company', 'benefits'],
    ['"Great teams put the customer first, and great companies put their people first."', 'about'],
    ['This selective program focuses on leadership, ethics and finance.', 'about'],
    ['You thrive in a setting that changes quickly', 'trait'],
    ['You are flexible and can think on your feet', 'trait'],
    ['Comfortable in a dynamic startup environment', 'trait'],
    ['Must be able to remain calm in stressful situations', 'trait'],
    ['Capability to accept responsibility', 'trait'],
    ['Diligent with details and timely execution and delivery of high-quality results.', 'trait'],
    ['Maintains a high level of professionalism', 'trait'],
    ['Able to adapt quickly to change', 'trait'],
    ['Ability to work independently with little supervision', 'trait'],
    ['A strong commitment to quality', 'trait'],
    ['Zuverlässigkeit, Flexibilität und Einsatzbereitschaft', 'trait'],
    ['Sie sind auch unter Zeitdruck freundlich und belastbar', 'trait'],
    ['Du bist teamfähig und arbeitest selbstständig', 'trait'],
    ['Du vill ta ansvar och samarbeta i ett team', 'trait'],
  ] as const)('%s -> %s', (text, kind) => {
    expect(classifyNotRequirement(text)).toBe(kind);
  });

  it.each([
    '5+ years of experience with Python',
    'Must be willing to travel 25% of the time',
    'Experience with health insurance claims processing',
    'Knowledge of payroll and benefits administration',
    'We are looking for someone with strong SQL skills',
    'Excellent written and verbal communication skills',
    'Passion for teaching and 3+ years of classroom experience',
    '18 years of age with a high school diploma or GED is required',
    'The program requires a current teaching licence',
    'Comfortable working in Excel and Google Sheets',
    'Flexible - fast turnaround work and after hours availability',
    'Site reliability engineering and data-driven decision making',
    'Handwerkliches Geschick und körperliche Belastbarkeit',
    'Erfahrung in der Lohnabrechnung und selbstständige Arbeitsweise',
    'Sehr gute Deutschkenntnisse und Zuverlässigkeit',
    'God kommunikativ förmåga och samarbetsvilja på svenska',
    'Patient care experience in a hospital',
    'Patience and care with residents, and CNA certification',
    'Lead recruitment and enrollment of new families in our centres',
  ])('keeps a requirement: %s', (text) => {
    expect(classifyNotRequirement(text)).toBeNull();
  });
});

describe('findNotRequirementKinds', () => {
  it('sets apart a lead-in and its list, a paragraph about the company, and sentences naming the company as subject', () => {
    const text = [
      'Qualifications',
      '- 3+ years of accounting experience',
      '',
      'Applicants must complete the following background investigations:',
      '- Fingerprinting',
      '- Reference review',
      '',
      'Northwind operates 40 stores. Every day, you will help customers find what they need.',
      '',
      'Northwind Corp is a leader in outdoor gear.',
    ].join('\n');
    const { items } = extractPostingItems(text);
    const kinds = findNotRequirementKinds(items, { company: 'Northwind' });
    expect(items.map((i, n) => [i.text, kinds[n]])).toEqual([
      ['3+ years of accounting experience', null],
      ['Applicants must complete the following background investigations:', 'eeo'],
      ['Fingerprinting', 'eeo'],
      ['Reference review', 'eeo'],
      ['Northwind operates 40 stores.', 'about'],
      ['Every day, you will help customers find what they need.', 'about'],
      ['Northwind Corp is a leader in outdoor gear.', 'about'],
    ]);
  });

  it('sets apart the name under a quotation', () => {
    const { items } = extractPostingItems(
      [
        '"Great schools will always put the student first, whatever it costs."',
        'Jane Doe, Sr.',
        'Current teaching licence',
      ].join('\n'),
    );
    expect(findNotRequirementKinds(items, { company: null })).toEqual(['about', 'about', null]);
  });
});
