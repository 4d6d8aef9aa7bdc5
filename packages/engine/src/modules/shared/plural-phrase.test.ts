import { describe, expect, it } from 'vitest';
import { isPluralPhrase, pronounsOf } from './plural-phrase.ts';

describe('isPluralPhrase', () => {
  it('reads a plural head noun or a list as several things', () => {
    for (const phrase of [
      'analytical skills',
      'strong written communication skills',
      'Excel and Word',
      'SQL, Tableau',
      'financial statements',
      'years of experience',
      'CPR certifications',
      'programming languages',
    ])
      expect(isPluralPhrase(phrase), phrase).toBe(true);
  });

  it('reads a name, an uncountable noun, a singular head and an ability as one thing', () => {
    for (const phrase of [
      'Kubernetes',
      'Google Analytics',
      'logistics',
      'project management',
      'knowledge of accounting principles',
      'experience with dashboards',
      'the ability to plan events',
      'planning trade shows and events',
      'handling customer complaints',
      'BLS certification',
      "'selbstständige Arbeitsweise'",
    ])
      expect(isPluralPhrase(phrase), phrase).toBe(false);
  });

  it('gives the words that refer back to the phrase', () => {
    expect(pronounsOf('analytical skills')).toEqual({ it: 'them', partOf: 'some of them', isIt: 'are they' });
    expect(pronounsOf('SQL')).toEqual({ it: 'it', partOf: 'part of it', isIt: 'is it' });
  });
});
