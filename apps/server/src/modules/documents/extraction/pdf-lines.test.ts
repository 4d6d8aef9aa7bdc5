import { describe, expect, it } from 'vitest';
import { buildPageText, COLUMN_GAP, type PdfTextItem } from './pdf-lines.ts';
import { isStrayPageText } from './pdf-text.ts';

const item = (str: string, x: number, y: number, options: Partial<PdfTextItem> = {}): PdfTextItem => ({
  str,
  x,
  y,
  width: str.length * 5,
  fontSize: 10,
  hasEOL: false,
  ...options,
});

describe('buildPageText', () => {
  it('puts runs on one baseline on one line, with spaces where they are apart', () => {
    expect(buildPageText([item('Acme', 50, 700), item('Corp', 75, 700), item('2019', 100, 700.2)])).toBe(
      'Acme Corp 2019',
    );
  });

  it('does not add a space between touching runs', () => {
    expect(buildPageText([item('Type', 50, 700), item('Script', 70, 700)])).toBe('TypeScript');
  });

  it('keeps a wide gap between runs as a column gap, so fields on one line stay apart', () => {
    expect(buildPageText([item('Software Engineer', 60, 645), item('May 2023 - Present', 450, 645)])).toBe(
      `Software Engineer${COLUMN_GAP}May 2023 - Present`,
    );
  });

  it('reads a space run stretched across a gap (react-pdf) as a column gap, and a normal one as a space', () => {
    const contact = [
      item('hello@openresume.com', 76, 709, { width: 118.9, fontSize: 11 }),
      item(' ', 194.9, 709, { width: 42.1, fontSize: 11 }),
      item('123-456-7890', 237.1, 709, { width: 67.8, fontSize: 11 }),
    ];
    expect(buildPageText(contact)).toBe(`hello@openresume.com${COLUMN_GAP}123-456-7890`);
    expect(
      buildPageText([item('•', 66, 627, { width: 4 }), item(' ', 70, 627, { width: 6 }), item('Led a team', 76, 627)]),
    ).toBe('• Led a team');
  });

  it('does not turn a stretched space at the start of a line into an indent', () => {
    expect(buildPageText([item(' ', 60, 700, { width: 40 }), item('Skills', 100, 700)])).toBe('Skills');
  });

  it('starts a new line where the baseline moves, and reads lines top to bottom whatever order they were drawn in', () => {
    expect(
      buildPageText([item('Berlin', 50, 676), item('Jane Doe', 50, 700, { hasEOL: true }), item('Engineer', 50, 688)]),
    ).toBe('Jane Doe\nEngineer\nBerlin');
  });

  it('reads runs on one baseline left to right, whatever order they were drawn in', () => {
    expect(
      buildPageText([item('Two', 80, 700), item('', 0, 0, { hasEOL: true, width: 0 }), item('One', 50, 700)]),
    ).toBe('One Two');
  });

  it('leaves a blank line where the vertical gap is a section break', () => {
    expect(buildPageText([item('Summary text', 50, 700), item('EXPERIENCE', 50, 660), item('Acme', 50, 648)])).toBe(
      'Summary text\n\nEXPERIENCE\nAcme',
    );
  });

  it('keeps a small line under a big name apart from it', () => {
    expect(
      buildPageText([
        item('Jane Doe', 200, 795, { fontSize: 32, width: 140 }),
        item('DevOps Engineer', 230, 781, { fontSize: 8, width: 60 }),
      ]),
    ).toBe('Jane Doe\nDevOps Engineer');
  });

  it('draws fake bold (the same run twice, a hair apart) once', () => {
    expect(buildPageText([item('Skills', 50, 700), item('Skills', 50.3, 700)])).toBe('Skills');
  });

  it('returns an empty string for a page without text', () => {
    expect(buildPageText([])).toBe('');
    expect(buildPageText([item('', 0, 0, { hasEOL: true })])).toBe('');
  });
});

describe('isStrayPageText', () => {
  it('takes a page number, a page count or a stamp of digits for a scan, and keeps any words', () => {
    expect(['2', 'Page 2 of 3', '- 3 -', '12/03/2024', 'p. 4'].every(isStrayPageText)).toBe(true);
    expect(['EDUCATION\nTU Berlin', 'References on request', 'Skills: SQL'].some(isStrayPageText)).toBe(false);
  });
});
