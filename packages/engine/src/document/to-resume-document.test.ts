import { describe, expect, it } from 'vitest';
import { defaultEngine } from '../index.ts';
import { formatDates, toResumeDocument } from './to-resume-document.ts';

const engine = defaultEngine();
const read = (lines: string[]) =>
  toResumeDocument(engine.parseResume(lines.join('\n'), { asOf: { year: 2026, month: 11 } }));

describe('toResumeDocument', () => {
  it('writes every role with the same date form and keeps bullets without their markers', () => {
    const { doc } = read([
      'Ana Silva',
      'ana@example.com',
      '',
      'Experience',
      'Nurse | City Hospital | 2019 - Present',
      '- Led discharge teaching for 20 patients a week',
      'Aide | Care Home | 03/2015 - 12/2018',
    ]);
    expect(doc.experience.map((e) => e.dates)).toEqual(['2019 – Present', 'Mar 2015 – Dec 2018']);
    expect(doc.experience[0]!.bullets).toEqual(['Led discharge teaching for 20 patients a week']);
  });

  it('adds nothing the resume does not say: missing fields are empty and marked low', () => {
    const { doc, confidence } = read(['Experience', 'Cashier | Corner Shop | 2020 - 2021']);
    expect(doc.contact).toEqual({ name: '', title: '', email: '', phone: '', location: '', website: '' });
    expect(doc.experience[0]).toMatchObject({ role: 'Cashier', company: 'Corner Shop' });
    expect(doc.summary).toBe('');
    expect(confidence.contact.email).toBe('low');
    expect(confidence.summary).toBe('low');
  });

  it('keeps certifications and other recognised sections as the builder extra sections, in order', () => {
    const { doc } = read([
      'Ana Silva',
      '',
      'Certifications',
      'BLS (American Heart Association)',
      '',
      'Awards',
      'Nurse of the Year 2022',
      '',
      'Interests',
      'Trail running',
    ]);
    expect(doc.extraSections.map((x) => [x.key, x.label, x.type])).toEqual([
      ['certifications', 'Certifications', 'entries'],
      ['awards', 'Awards', 'entries'],
      ['interests', 'Interests', 'bullets'],
    ]);
    expect(doc.sectionOrder.slice(-3)).toEqual(['extra:certifications', 'extra:awards', 'extra:interests']);
    expect(Object.keys(doc.sectionMeta)).toContain('extra:interests');
  });

  it('keeps a role read from a volunteering section in that section, not repeated under Experience', () => {
    const { doc, confidence } = read([
      'Tomas Reyes',
      '',
      'Experience',
      'Warehouse Lead | Brightdock Logistics | 2019 - 2024',
      '- Ran the night shift of 12 pickers',
      '',
      'Volunteer Experience',
      'Mentor | Harbor Youth Coding Club | 2021 - 2023',
    ]);
    expect(doc.experience.map((e) => e.company)).toEqual(['Brightdock Logistics']);
    expect(confidence.experience).toHaveLength(1);
    expect(doc.extraSections.map((x) => x.key)).toEqual(['volunteering']);
    expect(JSON.stringify(doc.extraSections)).toContain('Harbor Youth Coding Club');
  });

  it('formats a lone date and no date', () => {
    expect(formatDates(null)).toBe('');
    const { doc } = read(['Experience', 'Intern | Lab | May 2018']);
    expect(doc.experience[0]?.dates).toBe('May 2018');
  });
});
