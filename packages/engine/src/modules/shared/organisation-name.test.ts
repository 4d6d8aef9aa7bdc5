import { describe, expect, it } from 'vitest';
import { takesThe, withThe } from './organisation-name.ts';

describe('withThe', () => {
  it("says 'the' before a body named by its kind or by the state it belongs to", () => {
    const cases: Array<[string, string]> = [
      ['United States Navy', 'the United States Navy'],
      ['University of Westmarch', 'the University of Westmarch'],
      ['Department of Coastal Affairs', 'the Department of Coastal Affairs'],
      ['City of Lindenport', 'the City of Lindenport'],
      ['Ministry of Harbours', 'the Ministry of Harbours'],
      ['State of Norland', 'the State of Norland'],
      ['Office of the Fair Trader', 'the Office of the Fair Trader'],
      ['Royal Air Force', 'the Royal Air Force'],
      ['National Parks Service', 'the National Parks Service'],
      ['U.S. Coast Guard', 'the U.S. Coast Guard'],
      ['Royal Bank of Eastland', 'the Royal Bank of Eastland'],
    ];
    for (const [name, said] of cases) expect(withThe(name), name).toBe(said);
  });

  it("keeps a company's or a school's own name as it is", () => {
    for (const name of [
      'Northwind Labs',
      'Karolinska Institute',
      'Harbor State University',
      'National Grid',
      'Royal Mail',
      'Bank of Eastland',
      'The Lindenport Group',
      'Federal Express Logistics',
      'Ministry Brands',
    ])
      expect(takesThe(name), name).toBe(false);
  });
});
