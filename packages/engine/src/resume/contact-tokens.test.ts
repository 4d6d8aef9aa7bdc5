import { describe, expect, it } from 'vitest';
import { findContactTokens, locationOf } from './contact-tokens.ts';

const phonesIn = (text: string) =>
  findContactTokens(text)
    .tokens.filter((t) => t.kind === 'phone')
    .map((t) => t.text);

describe('findContactTokens: phones', () => {
  it.each([
    '(415) 555-0142',
    '415-555-0142',
    '415.555.0142',
    '415 555 0142',
    '4155550142',
    '+1 (415) 555-0142',
    '1-800-555-0199',
    '+44 20 7946 0958',
    '+44 (0)20 7946 0958',
    '+33 1 23 45 67 89',
    '+91 98765 43210',
    '020 7946 0958',
    '07700 900123',
    '555-0142',
  ])('reads %s', (phone) => {
    expect(phonesIn(`call ${phone} today`)).toEqual([phone]);
  });

  it.each([
    '2019',
    '2019 - 2021',
    '2019-2021',
    '10/2019 - 03/2021',
    '06.2019 - 09.2021',
    '78701',
    'Austin, TX 78701',
    '40%',
    '$120,000',
    '1,234,567 users',
    '3.8 GPA',
  ])('does not take %s for a phone', (text) => {
    expect(phonesIn(text)).toEqual([]);
  });
});

describe('findContactTokens', () => {
  it('finds the e-mail, phone and link of a line separated by single spaces, and leaves the rest in pieces', () => {
    const { tokens, pieces } = findContactTokens(
      'jane.doe@example.com 555-123-4567 Austin, TX linkedin.com/in/janedoe',
    );
    expect(tokens.map((t) => [t.kind, t.text])).toEqual([
      ['email', 'jane.doe@example.com'],
      ['phone', '555-123-4567'],
      ['url', 'linkedin.com/in/janedoe'],
    ]);
    expect(pieces).toEqual(['Austin, TX']);
  });

  it('reads links with or without a scheme, and not the domain of an e-mail', () => {
    const { tokens } = findContactTokens('https://janedoe.dev, www.janedoe.me; github.com/jdoe. jane@janedoe.io');
    expect(tokens.map((t) => t.text)).toEqual([
      'https://janedoe.dev',
      'www.janedoe.me',
      'github.com/jdoe',
      'jane@janedoe.io',
    ]);
  });

  it('does not take ASP.NET, B.Tech or Node.js for links', () => {
    expect(findContactTokens('ASP.NET developer, B.Tech in Computer Science, Node.js').tokens).toEqual([]);
  });
});

describe('locationOf', () => {
  it('reads "City, ST" and "City, Country", with a zip code after it', () => {
    expect(locationOf('Austin, TX')).toBe('Austin, TX');
    expect(locationOf('Austin, TX 78701')).toBe('Austin, TX');
    expect(locationOf('Berlin, Germany')).toBe('Berlin, Germany');
  });

  it('does not take a line of skills, or a title that mentions remote work, for a location', () => {
    expect(locationOf('Python SQL Tableau')).toBeNull();
    expect(locationOf('Senior Data Engineer (Remote)')).toBeNull();
  });
});
