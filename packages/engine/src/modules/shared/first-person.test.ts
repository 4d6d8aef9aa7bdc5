import { describe, expect, it } from 'vitest';
import { findFirstPersonErrors, openingVerbForm, sayInFirstPerson } from './first-person.ts';

describe('sayInFirstPerson', () => {
  it("says a base-form verb after 'and' that only compromise lists in the opening verb's tense, and no noun", () => {
    expect(sayInFirstPerson('Supervise the kitchen crew and ensure food safety on every shift', 'past')).toBe(
      'supervised the kitchen crew and ensured food safety on every shift',
    );
    expect(sayInFirstPerson('Manage the front desk and assure that guests are seated', 'past')).toBe(
      'managed the front desk and assured that guests are seated',
    );
    expect(sayInFirstPerson('Manage accounts and payroll for 40 staff', 'past')).toBe(
      'managed accounts and payroll for 40 staff',
    );
  });

  it('says the opening verb in the tense asked for, and keeps what was done in the past', () => {
    expect(sayInFirstPerson('Led a team of 5 engineers', 'past')).toBe('led a team of 5 engineers');
    expect(sayInFirstPerson('Led a team of 5 engineers', 'present')).toBe('led a team of 5 engineers');
    expect(sayInFirstPerson('Led a team of 5 engineers', 'present', { keepPast: false })).toBe(
      'lead a team of 5 engineers',
    );
    expect(sayInFirstPerson('Manages care for 20 patients', 'present')).toBe('manage care for 20 patients');
    expect(sayInFirstPerson('Manages care for 20 patients', 'past')).toBe('managed care for 20 patients');
    expect(sayInFirstPerson('Called or write to suppliers to confirm orders', 'past')).toBe(
      'called or wrote to suppliers to confirm orders',
    );
    expect(sayInFirstPerson('Repairs or replaces worn parts', 'present')).toBe('repair or replace worn parts');
    expect(sayInFirstPerson('Implementing new intake workflows', 'present')).toBe('implement new intake workflows');
    expect(sayInFirstPerson('Oversees daily operations', 'past')).toBe('oversaw daily operations');
    expect(sayInFirstPerson('Co-leads the design guild', 'past')).toBe('co-led the design guild');
  });

  it('conjugates the verbs joined to the opening one, not nouns that look like verbs', () => {
    expect(sayInFirstPerson('Manages budgets and trains staff', 'present')).toBe('manage budgets and train staff');
    expect(sayInFirstPerson('Designs, builds and tests APIs', 'past')).toBe('designed, built and tested APIs');
    expect(sayInFirstPerson('Analyzed and participate in training workshops', 'past')).toBe(
      'analyzed and participated in training workshops',
    );
    expect(sayInFirstPerson('Prepares budgets and reports for the board', 'past')).toBe(
      'prepared budgets and reports for the board',
    );
    expect(sayInFirstPerson('Handles billing and collections', 'present')).toBe('handle billing and collections');
  });

  it("says what was done to the candidate with 'was', and refuses what is not an action by the candidate", () => {
    expect(sayInFirstPerson('Promoted to shift lead after one year', 'past')).toBe(
      'was promoted to shift lead after one year',
    );
    expect(sayInFirstPerson('Promoted products on social media', 'past')).toBe('promoted products on social media');
    expect(sayInFirstPerson('Adopted by three research labs', 'past')).toBeNull();
    expect(sayInFirstPerson('Hiring and training of personnel', 'past')).toBeNull();
    expect(sayInFirstPerson('Tasks consisted of system upkeep', 'past')).toBeNull();
    expect(sayInFirstPerson('Python developer with five years', 'past')).toBeNull();
    expect(sayInFirstPerson('NeurIPS workshop paper on agents', 'past')).toBeNull();
  });

  it('names the form of an opening verb', () => {
    expect(
      ['Managing a team', 'Develop tools', 'Leads sales', 'Seasoned leader', 'Backend engineer'].map(openingVerbForm),
    ).toEqual(['gerund', 'base', 'third', 'past', null]);
  });
});

describe('findFirstPersonErrors', () => {
  it("finds 'I' with a third-person or -ing verb, and 'I' with a participle that only reads as passive", () => {
    expect(
      findFirstPersonErrors(
        'At Acme, I manages care. I implementing tools, and I also leads a team. I promoted to lead.',
      ).map((e) => [e.text, e.kind]),
    ).toEqual([
      ['I manages', 'third-person'],
      ['I implementing', 'gerund'],
      ['I also leads', 'third-person'],
      ['I promoted', 'passive'],
    ]);
  });

  it('accepts correct first person, auxiliaries, and a Roman numeral after a name', () => {
    expect(
      findFirstPersonErrors(
        'I manage a team. I am implementing tools. I bring Python. I process claims. I was promoted to lead. Phase I trials ran.',
      ),
    ).toEqual([]);
  });
});
