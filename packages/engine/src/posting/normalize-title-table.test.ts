// Job titles as people write them on resumes and postings (software, data, product, nursing, teaching, sales,
// design, marketing, operations, accounting, graduates, executives, career changers) and the O*NET-SOC
// occupation each belongs to. Titles written for this table, in the shapes real documents use.
import { describe, expect, it } from 'vitest';
import { testEngine } from '../testing/fixtures.ts';

const engine = testEngine();

describe('normalizeTitle: real-world titles -> O*NET-SOC', () => {
  it.each([
    // software, data
    ['Software Engineer', '15-1252.00'],
    ['Software Engineer (new grad)', '15-1252.00'],
    ['New Grad Software Engineer', '15-1252.00'],
    ['Software Engineering Intern', '15-1252.00'],
    ['Senior Full-Stack Developer', '15-1252.00'],
    ['Full Stack Software Engineer | Fintech', '15-1252.00'],
    ['DevOps Engineer', '15-1252.00'],
    ['Frontend Engineer', '15-1254.00'],
    ['Junior Web Developer', '15-1254.00'],
    ['QA Engineer', '15-1253.00'],
    ['Machine Learning Engineer', '15-2051.00'],
    ['Staff Machine Learning Engineer', '15-2051.00'],
    ['Data Scientist/ ML Engineer', '15-2051.00'],
    ['Data Scientist / Machine Learning Engineer', '15-2051.00'],
    ['Senior Data Scientist & Team Lead', '15-2051.00'],
    ['Data Analyst', '15-2051.01'],
    ['Associate Data Analyst', '15-2051.01'],
    ['Data Engineer', '15-1243.00'],
    ['Engineering Manager', '11-3021.00'],
    ['Chief Technology Officer', '11-3021.00'],
    ['IT Support Specialist', '15-1232.00'],
    // product, design
    ['Product Manager', '11-3021.00'],
    ['Senior Product Manager', '11-3021.00'],
    ['Technical Product Manager', '11-3021.00'],
    ['Product Manager, Growth', '11-3021.00'],
    ['Product Marketing Manager', '11-2021.00'],
    ['Head of Product', '11-3021.00'],
    ['UX/UI Designer', '15-1255.00'],
    ['UI/UX Designer', '15-1255.00'],
    ['Product Designer', '15-1255.00'],
    ['Graphic Designer', '27-1024.00'],
    // marketing
    ['Marketing Coordinator', '13-1161.00'],
    ['Marketing Coordinator / Social Media', '13-1161.00'],
    ['Digital Marketing Manager', '11-2021.00'],
    ['Growth Marketing Manager', '11-2021.00'],
    ['Content Marketing Manager', '11-2021.00'],
    ['Director of Marketing', '11-2021.00'],
    ['Marketing Director', '11-2021.00'],
    ['SEO Specialist', '13-1161.01'],
    ['Marketing Specialist', '13-1161.00'],
    // sales, customers
    ['Account Executive', '41-3091.00'],
    ['Enterprise Account Executive', '41-3091.00'],
    ['Customer Success Manager', '41-3091.00'],
    ['Sales Development Representative', '41-3091.00'],
    ['Solutions Engineer', '41-9031.00'],
    ['VP of Sales', '11-2022.00'],
    ['Customer Support Specialist', '43-4051.00'],
    // nursing, health
    ['Registered Nurse', '29-1141.00'],
    ['Charge Nurse', '29-1141.00'],
    ['Med-Surg RN', '29-1141.00'],
    ['Medical-Surgical Registered Nurse', '29-1141.00'],
    ['Staff Nurse', '29-1141.00'],
    ['Travel Nurse', '29-1141.00'],
    ['RN, BSN', '29-1141.00'],
    ['Licensed Practical Nurse', '29-2061.00'],
    // teaching
    ['Teacher', '25-2021.00'],
    ['Elementary School Teacher', '25-2021.00'],
    ['Middle School Math Teacher', '25-2022.00'],
    ['Math Teacher', '25-2031.00'],
    ['High School English Teacher', '25-2031.00'],
    ['Kindergarten Teacher', '25-2012.00'],
    ['Adjunct Professor', '25-1199.00'],
    ['Facilitator for Adult Education Classes', '13-1151.00'],
    ['Facilitator for Parenting Classes', '13-1151.00'],
    // operations, accounting
    ['Operations Manager', '11-1021.00'],
    ['Operations Coordinator', '13-1199.00'],
    ['Project Manager', '13-1082.00'],
    ['Supply Chain Manager', '11-3071.04'],
    ['Staff Accountant', '13-2011.00'],
    ['Assistant Accountant', '13-2011.00'],
    ['Senior Accountant', '13-2011.00'],
    ['Financial Accountant', '13-2011.00'],
    ['Accounts Payable Clerk', '43-3031.00'],
    ['Financial Analyst', '13-2051.00'],
    ['Controller', '11-3031.01'],
    // executives, founders
    ['Chief Executive Officer', '11-1011.00'],
    ['CEO & Founder', '11-1011.00'],
    ['Co-Founder & CEO', '11-1011.00'],
    ['Chief Operating Officer', '11-1011.00'],
    ['VP of Engineering', '11-3021.00'],
  ])('%s -> %s', (title, code) => {
    expect(engine.normalizeTitle(title)?.code).toBe(code);
  });

  it('explains each match: which title, from which source, from which part', () => {
    expect(engine.normalizeTitle('Data Scientist/ ML Engineer')).toMatchObject({
      titlePart: 'Data Scientist',
      explanation:
        "'Data Scientist' (from 'Data Scientist/ ML Engineer') is 'Data Scientist' in the curated title table, O*NET 15-2051.00",
    });
    expect(engine.normalizeTitle('Registered Nurse')!.explanation).toBe(
      "'Registered Nurse' is 'Registered Nurse' in the curated title table, O*NET 29-1141.00",
    );
  });

  it('never reads a complement as the job (a class is not a Class A truck)', () => {
    expect(String(engine.normalizeTitle('Coordinator for Driver Education Classes')?.code)).not.toMatch(/^53-/);
  });
});
