import { describe, expect, it } from 'vitest';
import { matchesOf } from './match-all.ts';

describe('matchesOf', () => {
  it('gives the matches matchAll gives, with their places', () => {
    const pattern = /\d{4}/g;
    const text = 'From 2019 to 2021, then 2023';
    expect(matchesOf(pattern, text).map((m) => [m[0], m.index])).toEqual(
      [...text.matchAll(pattern)].map((m) => [m[0], m.index]),
    );
    // the pattern is left ready for the next call
    expect(pattern.lastIndex).toBe(0);
    expect(matchesOf(pattern, text)).toHaveLength(3);
  });

  it('moves past empty matches, a whole code point under the u flag', () => {
    expect(matchesOf(/x*/g, 'ab')).toHaveLength(3);
    expect(matchesOf(/x*/gu, '😀a')).toHaveLength(3);
  });

  it('refuses a pattern without the g flag', () => {
    expect(() => matchesOf(/\d/, '1')).toThrow();
  });
});
