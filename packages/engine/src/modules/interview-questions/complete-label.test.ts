import { describe, expect, it } from 'vitest';
import type { Skill } from '../../bundle/bundle-types.ts';
import { completeLabel } from './complete-label.ts';
import { requirementTopic } from './requirement-topic.ts';

describe('completeLabel', () => {
  it('takes a label cut inside a phrase on to the end of its clause', () => {
    expect(completeLabel('patience and a talent', 'Patience and a talent for storytelling.')).toBe(
      'patience and a talent for storytelling',
    );
    expect(
      completeLabel('a degree or equivalent years of', 'A degree or equivalent years of practice is preferred'),
    ).toBe('a degree or equivalent years of practice');
    expect(completeLabel('the ability to plan', 'Comes with the ability to plan, cook, and serve a banquet')).toBe(
      'the ability to plan, cook, and serve a banquet',
    );
    expect(completeLabel('weekend avail', 'Flexible - weekend availability')).toBe('weekend availability');
  });

  it('leaves a label that ends where its phrase ends, or starts a new clause', () => {
    expect(completeLabel('bread baking', 'Strong bread baking skills')).toBe('bread baking');
    expect(completeLabel('work alone', 'Ability to work alone, while keeping the team informed')).toBe('work alone');
    expect(completeLabel('Spreadsheet software', 'Spreadsheet software including pivot tables')).toBe(
      'Spreadsheet software',
    );
    expect(completeLabel('knife care', undefined)).toBe('knife care');
    expect(completeLabel('knife care', 'Something else entirely')).toBe('knife care');
  });

  it('falls back to the last whole part when the clause is too long, and gives up on a word cut in another text', () => {
    expect(
      completeLabel(
        'Care of tools and benches, with proven',
        'Care of tools and benches, with proven skill in keeping every workshop in the building tidy and safe.',
      ),
    ).toBe('Care of tools and benches');
    expect(
      completeLabel(
        'A trade diploma in joinery or equivalent years of',
        'A trade diploma in joinery or equivalent years of hands-on workshop experience',
      ),
    ).toBe('A trade diploma in joinery');
    expect(completeLabel('Tischl, Schrein', 'Erfahrung als Tischlermeister/Schreinermeister')).toBe('');
  });
});

describe('requirementTopic on a cut label', () => {
  const posting = { company: 'Northwind Bakery', location: { text: 'Leeds', workplace: null } } as const;
  const topic = (label: string, text: string) => requirementTopic({ label, text, skills: [] as Skill[] }, posting);

  it('names the whole phrase, or asks nothing', () => {
    expect(topic('teamwork and a drive', 'Teamwork and a drive for results')).toBe('teamwork and a drive for results');
    expect(topic('Tischl, Schrein', 'Erfahrung als Tischlermeister/Schreinermeister')).toBeNull();
  });
});
