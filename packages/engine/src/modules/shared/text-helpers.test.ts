import { describe, expect, it } from 'vitest';
import { article } from './text-helpers.ts';

describe('article', () => {
  it("says an initialism letter by letter and a word in capitals as a word ('a FOUNDING DIRECTOR')", () => {
    expect(article('MBA')).toBe('an');
    expect(article('HR Manager')).toBe('an');
    expect(article('R.N.')).toBe('an');
    expect(article('FOUNDING & INITIAL DIRECTOR')).toBe('a');
    expect(article('SENIOR NURSE')).toBe('a');
    expect(article('Owner')).toBe('an');
    expect(article('Manager')).toBe('a');
  });
});
