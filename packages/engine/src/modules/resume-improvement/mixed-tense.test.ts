import { describe, expect, it } from 'vitest';
import { mixesTenses } from './mixed-tense.ts';

describe('mixesTenses', () => {
  it('finds a clause after a semicolon in another tense, whatever its case', () => {
    expect(mixesTenses('Owned the daily running of the depot; work closely with the fleet office.')).toBe(true);
    expect(mixesTenses('Prepared and filed the weekly reports; train new clerks on the ledger.')).toBe(true);
    expect(mixesTenses('Prepared and processed, submitted the weekly reports; train new clerks on the ledger.')).toBe(
      true,
    );
  });
  it('accepts a line in one tense, and a clause that opens with no action', () => {
    expect(mixesTenses('Owned the daily running of the depot; worked closely with the fleet office.')).toBe(false);
    expect(mixesTenses('Plan the weekly rota; train new clerks on the ledger.')).toBe(false);
    expect(mixesTenses('Rebuilt the depot rota. Tools: Excel and Access.')).toBe(false);
  });
  it("reads a past form the verb lexicon does not hold by compromise ('Awarded')", () => {
    expect(mixesTenses('Handle customer returns. Awarded employee of the month twice.')).toBe(true);
    expect(mixesTenses('Handled customer returns. Awarded employee of the month twice.')).toBe(false);
  });

  it("reads a base form the verb lexicon lacks ('Ensure', 'strategize') as a present clause, and a noun as none", () => {
    expect(mixesTenses('Supervised the shop floor. Ensure safety rules are followed.')).toBe(true);
    expect(mixesTenses('Coordinated launch events; strategize with marketing on dates.')).toBe(true);
    expect(mixesTenses('Ran the help desk. Tickets closed within 2 days.')).toBe(false);
  });
});
