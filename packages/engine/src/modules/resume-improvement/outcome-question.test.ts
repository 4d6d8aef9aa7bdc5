import { describe, expect, it } from 'vitest';
import { outcomeQuestion } from './outcome-question.ts';

describe('outcomeQuestion', () => {
  it('asks what changed, by what the line is about, and never for a line that states its result', () => {
    expect(outcomeQuestion('Trained new hires on the point-of-sale system')).toBe(
      '- Outcome: what changed because of this? For example how many people, or how fast they got up to speed. If you know, add it in your own words.',
    );
    expect(outcomeQuestion('Automated the nightly invoice export for finance')).toMatch(/time saved or errors cut/);
    expect(outcomeQuestion('Cut p99 latency by 40% by tuning indexes')).toBeNull();
    expect(outcomeQuestion('Automated the ETL, cutting the nightly run')).toBeNull();
  });
});
