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
const shows = (label: string, skills: Skill[], line: string, wholly = false) =>
  lineShowsRequirement({ label, skills }, line, { wholly });

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

describe('lineShowsRequirement by the skills and terms Fit Matrix matches', () => {
  const client = 'Client focused - excellent customer service and communication';
  const service = [skill('Customer and Personal Service', 'knowledge'), skill('Communication', 'soft')];

  it('takes a line naming every tool of a long requirement, and not one naming only some', () => {
    const tools = [skill('Tableau'), skill('SQL')];
    expect(
      shows(
        'Experience building Tableau dashboards on SQL data for executive audiences',
        tools,
        'Built Tableau reports from SQL views',
      ),
    ).toBe(true);
    expect(
      shows(
        'Experience building Tableau dashboards on SQL data for executive audiences',
        tools,
        'Built Tableau reports for the board',
      ),
    ).toBe(false);
  });

  it('takes a line holding every word of one part of a joined requirement, never one word of a part', () => {
    expect(shows(client, service, 'Serving customers in a polite and professional manner')).toBe(true);
    expect(shows(client, service, 'Focused on weekly sales targets')).toBe(false);
    expect(shows(client, service, 'Served meals on long-haul flights')).toBe(false);
  });

  it('wholly: needs every word, and a single word as written', () => {
    expect(shows('data analyst', [], 'Simplified the model using exploratory factor analysis')).toBe(true);
    expect(shows('data analyst', [], 'Simplified the model using exploratory factor analysis', true)).toBe(false);
    expect(shows('data analyst', [], 'Worked as the data analyst of a 5-person team', true)).toBe(true);
    expect(shows('programming', [], 'Delivered educational programs to 25 growers', true)).toBe(false);
    expect(shows('programming', [], 'Taught programming to 25 students', true)).toBe(true);
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
