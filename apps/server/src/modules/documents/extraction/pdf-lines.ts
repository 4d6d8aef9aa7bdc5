/** A positioned text run from pdf.js (unpdf's extractTextItems), in content-stream order. */
export type PdfTextItem = { str: string; x: number; y: number; width: number; fontSize: number; hasEOL: boolean };

const SAME_LINE_DY = 0.5; // of the font size: baselines closer than this are one line
const BLANK_LINE_DY = 1.9; // of the font size: a bigger jump is a paragraph, section or column break
const WORD_GAP_DX = 0.15; // of the font size: a horizontal gap wider than this is a space
const COLUMN_GAP_DX = 1.5; // of the font size: a wider one separates fields or columns on the line
/** How a column gap is written: several spaces, as pdftotext -layout does and the resume parser reads fields. */
export const COLUMN_GAP = '   ';

/**
 * Rebuilds a page's lines from positioned items: a new line where pdf.js marks an end of line or the
 * baseline moves, a blank line where the vertical jump is well over one line height (a new section),
 * and spaces where runs on one line are apart. A wide horizontal space, whether left between runs or
 * drawn as one stretched space run (as react-pdf lays out 'email   phone   city' or 'Title   dates'),
 * is kept as a column gap so the fields stay apart. Keeps the content-stream order, which is reading
 * order for the PDFs resume tools write.
 */
export function buildPageText(items: readonly PdfTextItem[]): string {
  const lines: string[] = [];
  let current = '';
  let prev: PdfTextItem | null = null;
  let lineY: number | null = null;
  let breakPending = false;

  for (const item of items) {
    if (item.str === '') {
      if (item.hasEOL) breakPending = true;
      continue;
    }
    if (prev) {
      const size = Math.max(item.fontSize || prev.fontSize || 10, 1);
      const newLine = breakPending || prev.hasEOL || Math.abs(item.y - prev.y) >= size * SAME_LINE_DY;
      if (newLine) {
        lines.push(current.trimEnd());
        current = '';
        if (lineY !== null && Math.abs(lineY - item.y) > size * BLANK_LINE_DY) lines.push('');
        lineY = item.y;
      } else {
        const gap = item.x - (prev.x + prev.width);
        if (gap > size * COLUMN_GAP_DX) current = current.trimEnd() + COLUMN_GAP;
        else if (gap > size * WORD_GAP_DX && !/\s$/.test(current) && !/^\s/.test(item.str)) current += ' ';
      }
    } else {
      lineY = item.y;
    }
    const isWideSpace = item.str.trim() === '' && current.trim() !== '' && item.width > Math.max(item.fontSize || 10, 1) * COLUMN_GAP_DX;
    current = isWideSpace ? current.trimEnd() + COLUMN_GAP : current + item.str;
    prev = item;
    breakPending = false;
  }
  if (current) lines.push(current.trimEnd());
  return lines.join('\n').replace(/\n{3,}/g, '\n\n').trim();
}
