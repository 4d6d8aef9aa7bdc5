import { describe, expect, it } from 'vitest';
import { trimFiller } from './trim-filler.ts';

describe('trimFiller', () => {
  it('removes words that add length, not meaning, and says which', () => {
    const r = trimFiller('Successfully led various projects in order to cut costs')!;
    expect(r.text).toBe('Led projects to cut costs');
    expect(r.rationale).toBe("- Concise: 'in order to' (say 'to'), 'successfully', 'various' add words, not meaning.");
    expect(trimFiller('Met clients on a weekly basis')?.text).toBe('Met clients weekly');
    expect(trimFiller('Led the migration to Go')).toBeNull();
    // a double space is no filler: no change with an empty reason
    expect(trimFiller('Worked on the Users Guide  European institution')).toBeNull();
  });
});
