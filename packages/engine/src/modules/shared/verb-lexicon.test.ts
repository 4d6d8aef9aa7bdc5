import { describe, expect, it } from 'vitest';
import { isPastTense, lookupVerb } from './verb-lexicon.ts';

describe('verb lexicon', () => {
  it('knows the forms of regular and irregular verbs', () => {
    expect(lookupVerb('Led')).toMatchObject({ base: 'lead', past: 'led', gerund: 'leading', isStrong: true });
    expect(lookupVerb('administering')).toMatchObject({ base: 'administer', past: 'administered' });
    expect(lookupVerb('planning')).toMatchObject({ base: 'plan', past: 'planned' });
    expect(lookupVerb('running')).toMatchObject({ past: 'ran' });
    expect(lookupVerb('managing')).toMatchObject({ past: 'managed', gerund: 'managing' });
    expect(lookupVerb('helped')).toMatchObject({ isStrong: false });
    expect(lookupVerb('kubernetes')).toBeNull();
  });

  it('tells a past tense from other words', () => {
    expect(isPastTense('Rebuilt')).toBe(false);
    expect(isPastTense('Catalogued')).toBe(true);
    expect(isPastTense('cut')).toBe(true);
    expect(isPastTense('speed')).toBe(false);
    expect(isPastTense('Led')).toBe(true);
  });
});
