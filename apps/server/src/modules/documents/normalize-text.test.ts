import { describe, expect, it } from 'vitest';
import { normalizeDocumentText } from './normalize-text.ts';

describe('normalizeDocumentText', () => {
  it('unifies line breaks, drops NUL and control characters, trims lines and collapses blank runs', () => {
    expect(normalizeDocumentText('\ufeff  Jane Doe  \r\nEngineer\u0000\r\r\n\n\n\nSKILLS\t \fTypeScript\u0007  ')).toBe('Jane Doe\nEngineer\n\nSKILLS\nTypeScript');
  });

  it('keeps tabs inside lines and non-Latin text', () => {
    expect(normalizeDocumentText('Name\tJosé Müller — 東京')).toBe('Name\tJosé Müller — 東京');
  });

  it('is idempotent, so saving the same text twice compares equal', () => {
    const once = normalizeDocumentText(' a \r\n\r\n\r\n b\u00a0c ');
    expect(normalizeDocumentText(once)).toBe(once);
  });
});

describe('normalizeDocumentText on hostile input', () => {
  it('stays fast on 10 MB of spaces without a line break (no backtracking)', () => {
    const started = Date.now();
    expect(normalizeDocumentText(`Job${' '.repeat(10 * 1024 * 1024)}end`)).toBe(`Job${' '.repeat(10 * 1024 * 1024)}end`);
    expect(normalizeDocumentText(' \t'.repeat(1_000_000))).toBe('');
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
