import { describe, expect, it } from 'vitest';
import { etagOf, matchesIfNoneMatch } from './etag.ts';

describe('ETags', () => {
  it('are the same for the same body and differ for another', () => {
    expect(etagOf({ a: 1 })).toBe(etagOf({ a: 1 }));
    expect(etagOf({ a: 1 })).not.toBe(etagOf({ a: 2 }));
    expect(etagOf({ a: 1 })).toMatch(/^W\/"[\w-]{27}"$/);
  });

  it('match If-None-Match weakly, in a list, or by *', () => {
    const tag = etagOf({ a: 1 });
    expect(matchesIfNoneMatch(tag, tag)).toBe(true);
    expect(matchesIfNoneMatch(tag.replace(/^W\//, ''), tag)).toBe(true);
    expect(matchesIfNoneMatch(`"x", ${tag}`, tag)).toBe(true);
    expect(matchesIfNoneMatch('*', tag)).toBe(true);
    expect(matchesIfNoneMatch('"x"', tag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, tag)).toBe(false);
  });
});
