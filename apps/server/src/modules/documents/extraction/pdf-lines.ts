import { joinDateLines, restoreLostRangeDash } from './date-lines.ts';
import { orderBlocks } from './pdf-columns.ts';
import { dropIconGlyphs } from './pdf-icons.ts';
import { hasMarkedRows, readBlock } from './pdf-paragraphs.ts';
import { groupRows } from './pdf-rows.ts';
import { dropLatexMacros, normalizeGlyphs } from './text-glyphs.ts';

export { COLUMN_GAP } from './column-gap.ts';

/** A positioned text run from pdf.js (unpdf's extractTextItems): baseline x, y (y grows upwards), width, size. */
export type PdfTextItem = {
  str: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
  hasEOL: boolean;
  dir?: string;
  fontName?: string;
};

/**
 * Rebuilds a page's text from the positions of its runs, not the order the content stream drew them:
 * runs on one baseline make a line, read left to right, with a column gap ('Title   Dates') where
 * fields stand apart; a page laid out in columns or with a sidebar is read one column at a time
 * (pdf-columns.ts); lines wrapped inside one paragraph or bullet are joined, bullets written '• '
 * (and, on a page without any bullet glyph, indented items made bullets: some tools draw bullets as
 * shapes); a date range broken over lines is joined; icon-font glyphs are dropped and odd glyphs made
 * plain. n log n in the items.
 */
export function buildPageText(items: readonly PdfTextItem[]): string {
  const rows = groupRows(dropIconGlyphs(items));
  if (rows.length === 0) return '';
  const inferIndentedBullets = !hasMarkedRows(rows);
  const lines = orderBlocks(rows).flatMap((block, i) => [
    ...(i > 0 ? [''] : []),
    ...readBlock(block, { inferIndentedBullets }),
  ]);
  return joinDateLines(lines.map((line) => normalizeGlyphs(dropLatexMacros(restoreLostRangeDash(line)))))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
