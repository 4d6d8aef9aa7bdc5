import { describe, expect, it } from 'vitest';
import { normalizeDocumentText } from './normalize-text.ts';

describe('normalizeDocumentText', () => {
  it('unifies line breaks, drops NUL and control characters, trims lines and collapses blank runs', () => {
    expect(normalizeDocumentText('\ufeff  Jane Doe  \r\nEngineer\u0000\r\r\n\n\n\nSKILLS\t \fTypeScript\u0007  ')).toBe(
      'Jane Doe\nEngineer\n\nSKILLS\nTypeScript',
    );
  });

  it('keeps non-Latin text, and writes a tab inside a line as a column gap', () => {
    expect(normalizeDocumentText('Name\tJosé Müller — 東京')).toBe('Name   José Müller — 東京');
  });

  it('reads pasted text: CRLF line ends, tabs between fields as column gaps, any bullet glyph as "• "', () => {
    const pasted =
      'Jane Doe\r\nStaff Engineer\t\tJune 2020 \u2013 Present\r\n\u25cf Led the billing migration\r\n\uf0b7 Cut latency by 40%\r\n\u25aa\tMentored 4 engineers\r\n';
    expect(normalizeDocumentText(pasted)).toBe(
      'Jane Doe\nStaff Engineer   June 2020 \u2013 Present\n• Led the billing migration\n• Cut latency by 40%\n• Mentored 4 engineers',
    );
  });

  it('makes invisible and odd glyphs plain: soft hyphens, zero-width spaces, non-breaking hyphens', () => {
    expect(normalizeDocumentText('Sep. 2023 \u00ad Mar. 2024\nhigh\u00adimpact\u200b work\nself\u2011starter')).toBe(
      'Sep. 2023 – Mar. 2024\nhighimpact work\nself-starter',
    );
  });

  it('is idempotent, so saving the same text twice compares equal', () => {
    const once = normalizeDocumentText(' a \r\n\r\n\r\n b\u00a0c ');
    expect(normalizeDocumentText(once)).toBe(once);
  });
});

describe('normalizeDocumentText on hostile input', () => {
  it('stays fast on 10 MB of spaces without a line break (no backtracking)', () => {
    const started = Date.now();
    expect(normalizeDocumentText(`Job${' '.repeat(10 * 1024 * 1024)}end`)).toBe(
      `Job${' '.repeat(10 * 1024 * 1024)}end`,
    );
    expect(normalizeDocumentText(' \t'.repeat(1_000_000))).toBe('');
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
