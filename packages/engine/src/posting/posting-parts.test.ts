import { describe, expect, it } from 'vitest';
import { testEngine } from '../testing/fixtures.ts';
import { postingPartOfLeadIn } from './posting-headings.ts';
import { extractPostingItems } from './posting-items.ts';

const engine = testEngine();

describe('postingPartOfLeadIn', () => {
  it('reads the part a sentence introducing a list opens', () => {
    expect(postingPartOfLeadIn('We would love to hear from you if you have')).toBe('requirements');
    expect(postingPartOfLeadIn('During your first year, your goals will include')).toBe('responsibilities');
    expect(postingPartOfLeadIn('Bonus points if you have')).toBe('preferred');
    expect(postingPartOfLeadIn('In return, we offer')).toBe('benefits');
  });

  it('leaves other sentences alone', () => {
    expect(postingPartOfLeadIn('Our offices are located in three cities')).toBeNull();
    expect(postingPartOfLeadIn('The following')).toBeNull();
  });
});

describe('posting parts', () => {
  it('a field heading on its own line ("Title: Data Engineer") names that field only, not the lines after it', () => {
    const { items } = extractPostingItems(
      'Location: Tampa, FL\nTitle: Data Engineer\nTS/SCI clearance needed\nWill build data pipelines.',
    );
    expect(items.map((i) => [i.part, i.text])).toEqual([
      ['location', 'Tampa, FL'],
      ['title', 'Data Engineer'],
      ['summary', 'TS/SCI clearance needed'],
      ['summary', 'Will build data pipelines.'],
    ]);
  });

  it('a block heading ("Requirements:") still owns the lines after it', () => {
    const { items } = extractPostingItems('Requirements:\n- 3+ years of SQL\n- Tableau');
    expect(items.map((i) => i.part)).toEqual(['requirements', 'requirements']);
  });

  it('reads requirements under a lead-in sentence, and not the mission above it', () => {
    const posting = engine.parsePosting(
      [
        'Senior Biostatistician',
        'Our mission is to develop therapies that cure disease.',
        'We would love to hear from you if you have:',
        '7+ years of experience in clinical trial statistics',
        'PhD in Biostatistics or a related field',
        'Experience programming in SAS or R',
      ].join('\n'),
    );
    expect(posting.requirements.map((r) => r.type)).toEqual(['experience', 'education', 'skill']);
    expect(posting.requirements.some((r) => /mission/i.test(r.text))).toBe(false);
  });

  it('with headings that name no requirements part, takes the items worded as requirements', () => {
    const posting = engine.parsePosting(
      [
        'Data Engineer',
        'Location: Tampa, FL',
        'Title: Data Engineer',
        'TS/SCI clearance and Security+ certification needed',
        'Will build data pipelines for many sources.',
        'Great team and free lunch.',
      ].join('\n'),
    );
    expect(posting.requirements.map((r) => r.text)).toEqual(['TS/SCI clearance and Security+ certification needed']);
  });
});
