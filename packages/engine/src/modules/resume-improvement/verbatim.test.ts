import { describe, expect, it } from 'vitest';
import { findVerbatim } from './verbatim.ts';

describe('findVerbatim', () => {
  it('quotes the original text, not the normalized copy the engine reads', () => {
    const original =
      'EXPERIENCE\n\u25CF Led the team\u2019s \u201Cplatform\u201D migration \u2014 on time\n* Wrote docs';
    expect(findVerbatim(original, 'Led the team\'s "platform" migration \u2013 on time')).toBe(
      'Led the team\u2019s \u201Cplatform\u201D migration \u2014 on time',
    );
    expect(findVerbatim(original, 'Wrote docs')).toBe('Wrote docs');
    expect(findVerbatim(original, 'Never written')).toBeNull();
  });
});
