import { describe, expect, it } from 'vitest';
import type { Skill } from '../../bundle/bundle-types.ts';
import { requirementTopic } from './requirement-topic.ts';

const posting = { company: 'Northwind Commerce', location: { text: 'Toronto, ON', workplace: null } } as const;
const topic = (label: string, skills: string[] = []) =>
  requirementTopic({ label, skills: skills.map((name) => ({ name }) as Skill) }, posting);

describe('requirementTopic', () => {
  it('keeps real skills and duties, cleaned for a sentence', () => {
    expect(topic('Kubernetes and Docker')).toBe('Kubernetes and Docker');
    expect(topic('Python', ['Python'])).toBe('Python');
    expect(topic('Patience and ability to work effectively with diverse groups of')).toBe(
      'patience and ability to work effectively with diverse groups',
    );
    expect(topic('MLS (ASCP) (')).toBe('MLS (ASCP)');
    expect(topic('Scaling GPU clusters')).toBe('scaling GPU clusters');
    expect(topic("Bachelor's degree in English (Master's")).toBe("Bachelor's degree in English");
    expect(topic('coach a sport is desired')).toBe('the ability to coach a sport');
    expect(topic('Excel and Word', ['Excel', 'Word'])).toBe('Excel and Word');
    expect(topic('Requires knowledge of the principles of instruction')).toBe('the principles of instruction');
    expect(topic('English, English', ['English'])).toBe('English');
    expect(topic('Meet state specific guidelines')).toBe('the ability to meet state specific guidelines');
    expect(topic('build relationships with families')).toBe('the ability to build relationships with families');
    expect(topic('process improvement')).toBe('process improvement');
    expect(topic('conflict resolution')).toBe('conflict resolution');
    expect(topic('detail oriented')).toBe('detail oriented');
    expect(topic('Experimental Design')).toBe('Experimental Design');
  });

  it("names the head of asks joined by ';', not the clause that qualifies it", () => {
    expect(topic('analytical skills; this includes comfort with pivot tables and forecasting')).toBe(
      'analytical skills',
    );
    expect(topic('Inventory control; including cycle counts')).toBe('Inventory control');
  });

  it('tells a verb phrase from a noun phrase with compromise, and keeps a capital only where it belongs', () => {
    expect(topic('Remains current in HR trends')).toBe('the ability to remain current in HR trends');
    expect(topic('Maintains confidentiality of records')).toBe('the ability to maintain confidentiality of records');
    expect(topic('work within deadlines')).toBe('the ability to work within deadlines');
    expect(topic('accept responsibility')).toBe('the ability to accept responsibility');
    expect(topic('multi-task and manage multiple situations effectively')).toBe(
      'the ability to multi-task and manage multiple situations effectively',
    );
    expect(topic('successfully multitask and maintain a high level of accuracy')).toBe(
      'the ability to successfully multitask and maintain a high level of accuracy',
    );
    expect(topic('track record in development')).toBe('track record in development');
    expect(topic('report analysis')).toBe('report analysis');
    expect(topic('lead generation')).toBe('lead generation');
    expect(topic('Previous experience and passion')).toBe('previous experience and passion');
    expect(topic('English native speaker')).toBe('English native speaker');
    expect(topic('Kubernetes experience')).toBe('Kubernetes experience');
    expect(topic('Kubernetes and Docker')).toBe('Kubernetes and Docker');
    expect(topic('Client focused - excellent customer service and communication')).toBe(
      'excellent customer service and communication',
    );
    expect(topic('selbstständige und strukturierte Arbeitsweise')).toBe(
      "'selbstständige und strukturierte Arbeitsweise'",
    );
  });

  it('drops filler words, the company, the city, logistics, boilerplate and sentence fragments', () => {
    expect(topic('professional')).toBeNull();
    expect(topic('Schedule')).toBeNull();
    expect(topic('Job Type')).toBeNull();
    expect(topic('Northwind Commerce')).toBeNull();
    expect(topic('Toronto')).toBeNull();
    expect(topic('Monday to Friday')).toBeNull();
    expect(topic('We Offer Competitive Compensation Based On Qualifications')).toBeNull();
    expect(topic('as an Instructor or similar role')).toBeNull();
    expect(topic('If you are passionate about teaching and making a positive')).toBeNull();
    expect(topic('> credentials')).toBeNull();
    expect(topic('build relationships with families and create a dynamic')).toBeNull();
    expect(topic('Reasonable accommodations may be made')).toBeNull();
    expect(topic('including regulatory T cells')).toBeNull();
    expect(topic('Certification and Licensure Requirements')).toBeNull();
    expect(topic('travel 100% of the time')).toBeNull();
    expect(topic('State Police Criminal History Investigation')).toBeNull();
    expect(topic('vision benefits')).toBeNull();
    expect(topic('Second round online interviews')).toBeNull();
    expect(topic('All qualified applicants will receive consideration')).toBeNull();
    expect(topic('N, State of TexasDiploma, Bachelors of Science, Nursing, OR NurseExperience')).toBeNull();
  });
});
