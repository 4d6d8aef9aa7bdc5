import { describe, expect, it } from 'vitest';
import { buildPageText, type PdfTextItem } from './pdf-lines.ts';

const item = (str: string, x: number, y: number, options: Partial<PdfTextItem> = {}): PdfTextItem => ({
  str, x, y, width: str.length * 5, fontSize: 10, hasEOL: false, ...options,
});

describe('buildPageText', () => {
  it('puts runs on one baseline on one line, with spaces where they are apart', () => {
    expect(buildPageText([item('Acme', 50, 700), item('Corp', 75, 700), item('2019', 200, 700.2)])).toBe('Acme Corp 2019');
  });

  it('does not add a space between touching runs', () => {
    expect(buildPageText([item('Type', 50, 700), item('Script', 70, 700)])).toBe('TypeScript');
  });

  it('starts a new line when the baseline moves or pdf.js marks an end of line', () => {
    expect(buildPageText([item('Jane Doe', 50, 700, { hasEOL: true }), item('Engineer', 50, 700), item('Berlin', 50, 688)])).toBe('Jane Doe\nEngineer\nBerlin');
  });

  it('keeps empty end-of-line markers as line breaks', () => {
    expect(buildPageText([item('One', 50, 700), item('', 0, 0, { hasEOL: true, width: 0 }), item('Two', 80, 700)])).toBe('One\nTwo');
  });

  it('leaves a blank line where the vertical gap is a section break', () => {
    expect(buildPageText([item('Summary text', 50, 700), item('EXPERIENCE', 50, 660), item('Acme', 50, 648)])).toBe('Summary text\n\nEXPERIENCE\nAcme');
  });

  it('returns an empty string for a page without text', () => {
    expect(buildPageText([])).toBe('');
    expect(buildPageText([item('', 0, 0, { hasEOL: true })])).toBe('');
  });
});
