import { describe, expect, it } from 'vitest';
import { extractSections } from './extract-sections.ts';

const kinds = (text: string) => extractSections(text).map((s) => [s.kind, s.heading]);

describe('extractSections', () => {
  it('recognises headings in many wordings and cases', () => {
    const text = [
      'Jane Roe',
      'jane@example.com',
      'PROFESSIONAL SUMMARY',
      'Engineer.',
      'Employment History',
      'Engineer, Acme (2020 - 2022)',
      'academic background',
      'BSc Physics',
      'Technical Skills:',
      'Go, SQL',
      'Selected Projects',
      'Tracker',
      'Licenses & Certifications',
      'CKA',
    ].join('\n');
    expect(kinds(text)).toEqual([
      ['contact', null],
      ['summary', 'PROFESSIONAL SUMMARY'],
      ['experience', 'Employment History'],
      ['education', 'academic background'],
      ['skills', 'Technical Skills'],
      ['projects', 'Selected Projects'],
      ['certifications', 'Licenses & Certifications'],
    ]);
  });

  it('reads a heading the list does not spell out by its words, and leaves a mixed or unrelated one unread', () => {
    const text = [
      'Jane Roe',
      'jane@example.com',
      'Professional Experiences',
      'Engineer, Acme (2020 - 2022)',
      'Military Service',
      'Radio Operator, US Army (2012 - 2016)',
      'Academic Credentials',
      'BSc Physics',
      'Volunteer and Leadership Experience',
      'Coach, Youth League (2018 - 2019)',
      'Additional Skills',
      'Go, SQL',
    ].join('\n');
    expect(kinds(text)).toEqual([
      ['contact', null],
      ['experience', 'Professional Experiences'],
      ['experience', 'Military Service'],
      ['education', 'Academic Credentials'],
      ['other', 'Volunteer and Leadership Experience'],
      ['skills', 'Additional Skills'],
    ]);
    expect(kinds('Jane Roe\nEducation & Experience\nBSc Physics')).toEqual([['contact', null]]);
  });

  it("keeps 'Certificate : Field' under Education as an entry, not a new section", () => {
    const text =
      'Jane Roe\nEducation\nBachelor of Arts : History , 2009 Westbrook College\nCertificate : Phlebotomy , 2012 Red Cross';
    expect(kinds(text)).toEqual([
      ['contact', null],
      ['education', 'Education'],
    ]);
  });

  it('reads markdown and bold headings, and inline "Heading: content"', () => {
    const sections = extractSections(
      '## Work Experience\nDev (2019 - 2020)\n**Education**\nBA History\nSkills: Python, Excel',
    );
    expect(sections.map((s) => s.kind)).toEqual(['experience', 'education', 'skills']);
    expect(sections[2]!.lines.map((l) => l.text)).toEqual(['Python, Excel']);
  });

  it('keeps a deeper markdown heading (a company under ## Experience) as content', () => {
    const sections = extractSections('## Experience\n### Pied Piper \u2014 CEO\n2013-12 \u2013 2014-12\n## Skills\nC');
    expect(sections.map((s) => s.kind)).toEqual(['experience', 'skills']);
    expect(sections[0]!.lines[0]!.text).toBe('### Pied Piper \u2014 CEO');
  });

  it('treats an unknown all-caps heading after a known one as another section', () => {
    expect(kinds('EXPERIENCE\nDev (2019 - 2020)\nVOLUNTEER WORK AND MORE\nTeacher').map(([k]) => k)).toEqual([
      'experience',
      'other',
    ]);
  });

  it('keeps "Tools: ..." inside a skills section as content', () => {
    const sections = extractSections('SKILLS\nLanguages: Go\nTools: Docker, AWS');
    expect(sections).toHaveLength(1);
    expect(sections[0]!.lines).toHaveLength(2);
  });

  it('puts the lines above the first heading into contact and, when prose, summary', () => {
    const sections = extractSections(
      'John Doe\nSoftware engineer obsessed with building products people love\nhello@example.com  123-456-7890\nEDUCATION\nBS',
    );
    expect(sections.map((s) => s.kind)).toEqual(['contact', 'summary', 'education']);
    expect(sections[0]!.lines.map((l) => l.text)).toEqual(['John Doe', 'hello@example.com  123-456-7890']);
  });

  it('does not take a summary that names ASP.NET for a contact line', () => {
    expect(kinds('Jane Doe\nASP.NET developer who builds web apps for banks\nEDUCATION\nBS').map(([k]) => k)).toEqual([
      'contact',
      'summary',
      'education',
    ]);
  });

  it('classifies the blocks of a resume without headings', () => {
    const text = [
      'Richard Roe',
      'richard@example.com | (912) 555-4321',
      '',
      'Engineer who likes compression and builds fast, reliable storage systems for media companies.',
      '',
      'CEO at Pied Piper, Palo Alto, CA (12/2013 - 12/2014)',
      '\u2022 Built the algorithm',
      '',
      'Bachelor of Information Technology, University of Oklahoma',
      'Jun 2011 - Jan 2014',
      '',
      'HTML, CSS, Javascript, Mpeg, MP4, GIF',
    ].join('\n');
    expect(extractSections(text).map((s) => s.kind)).toEqual([
      'contact',
      'summary',
      'experience',
      'education',
      'skills',
    ]);
  });
  it("reads a heading repeated on the next page ('EXPERIENCE (continued)') as that section", () => {
    expect(kinds('EXPERIENCE\nEngineer, Acme (2020 - 2022)\nEXPERIENCE (continued)\nIntern, Initech (2019)')).toEqual([
      ['experience', 'EXPERIENCE'],
      ['experience', 'EXPERIENCE (continued)'],
    ]);
  });

  it('does not take a wrapped sentence end for a heading, nor a role printed in capitals for a section', () => {
    const sections = extractSections(
      'Work History\nPerformed daily assessments, including the narrative of the patient daily\nactivities.\nASSISTANT DIRECTOR OF LAW\nMarch 1986 to August 1988 Company Name\nEducation\nJD 1983',
    );
    expect(sections.map((s) => s.kind)).toEqual(['experience', 'education']);
  });

  it('reads more wordings, in other languages too', () => {
    expect(
      kinds(
        'Jane Roe\nSkill Highlights\nSQL\nBerufserfahrung\nDev (2019 - 2020)\nDoświadczenie zawodowe\nDev (2018 - 2019)\nEğitim\nBSc',
      ).map(([k]) => k),
    ).toEqual(['contact', 'skills', 'experience', 'experience', 'education']);
  });
});
