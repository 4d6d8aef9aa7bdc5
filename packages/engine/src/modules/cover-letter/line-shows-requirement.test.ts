import { describe, expect, it } from 'vitest';
import type { Skill } from '../../bundle/bundle-types.ts';
import { sayInFirstPerson } from '../shared/first-person.ts';
import { lineShowsRequirement } from './line-shows-requirement.ts';

const skill = (name: string, category: Skill['category'] = 'technology'): Skill => ({
  id: name,
  name,
  category,
  group: '',
  isHot: false,
  isInDemand: false,
  occupationCount: 0,
  forms: [{ text: name, mode: 'any-case' }],
});
const shows = (label: string, skills: Skill[], line: string) => lineShowsRequirement({ label, skills }, line);

describe('lineShowsRequirement (the letter pairs a requirement with a line only when the line shows it)', () => {
  it('needs the tool the requirement names in the line', () => {
    expect(
      shows(
        'HubSpot or Marketo',
        [skill('HubSpot'), skill('Marketo')],
        'Rebuilt the lead scoring model in HubSpot with sales',
      ),
    ).toBe(true);
    expect(
      shows(
        'HubSpot or Marketo',
        [skill('HubSpot'), skill('Marketo')],
        'Lead a team of 3 marketers running paid search',
      ),
    ).toBe(false);
    expect(
      shows('Salesforce reporting', [skill('Salesforce')], 'Responsible for the monthly board report on pipeline'),
    ).toBe(false);
    expect(
      shows('Salesforce reporting', [skill('Salesforce')], 'Tracked leads in Salesforce and reported weekly'),
    ).toBe(true);
  });

  it('needs half of the words of a requirement without a tool, a word family counted once', () => {
    expect(
      shows('Leadership of nursing teams', [skill('Leadership', 'soft')], 'Leads a team of 6 nurses on night shifts'),
    ).toBe(true);
    expect(
      shows(
        'Leadership of nursing teams',
        [skill('Leadership', 'soft')],
        'Implemented bedside shift reports across 3 units',
      ),
    ).toBe(false);
  });
});

describe('a verb done again (re-) is the verb it repeats', () => {
  it("says 'Rebuilt' in the first person", () => {
    expect(sayInFirstPerson('Rebuilt the lead scoring model in HubSpot', 'past')).toBe(
      'rebuilt the lead scoring model in HubSpot',
    );
    expect(sayInFirstPerson('Redesigns the onboarding flow', 'present')).toBe('redesign the onboarding flow');
  });
});
