import type { PdfTextItem } from './pdf-lines.ts';

/** Runs on one baseline that sit close together: a word, a phrase, a field. Wide gaps start a new chunk. */
export type PdfChunk = {
  x0: number;
  x1: number;
  y: number;
  text: string;
  size: number;
  charWidth: number;
  firstFont: string;
  lastFont: string;
};
/** Everything printed on one baseline of a page, left to right, in chunks. */
export type PdfRow = { y: number; size: number; chunks: PdfChunk[] };

const SAME_LINE_DY = 0.5; // of the font size: baselines closer than this are one line
const CHUNK_GAP_DX = 1.0; // of the font size: a wider gap starts a new chunk (a field, or another column)
const WORD_GAP_DX = 0.15; // of the font size: a wider gap is a space
const DUPLICATE_DX = 0.2; // of the font size: the same run drawn again this close is fake bold, drawn once

const sizeOf = (item: PdfTextItem) => Math.max(item.fontSize || 10, 1);

/** Items with text, top of the page first, then left to right (pdf.js y grows upwards). */
const byPosition = (a: PdfTextItem, b: PdfTextItem) => b.y - a.y || a.x - b.x;

function addToChunk(chunk: PdfChunk, item: PdfTextItem, size: number, spaceBefore: boolean) {
  const gap = item.x - chunk.x1;
  const spaced = /\s$/.test(chunk.text) || /^\s/.test(item.str);
  chunk.text += (gap > size * WORD_GAP_DX || spaceBefore) && !spaced ? ` ${item.str}` : item.str;
  chunk.x1 = Math.max(chunk.x1, item.x + item.width);
  chunk.size = Math.max(chunk.size, size);
  chunk.lastFont = item.fontName ?? '';
}

function newChunk(item: PdfTextItem, size: number): PdfChunk {
  const visible = item.str.trimEnd().length || 1;
  return {
    x0: item.x,
    x1: item.x + item.width,
    y: item.y,
    text: item.str,
    size,
    charWidth: item.width / Math.max(item.str.length, visible),
    firstFont: item.fontName ?? '',
    lastFont: item.fontName ?? '',
  };
}

/**
 * One baseline's items (sorted left to right) as chunks. A space run only leaves a space (a stretched
 * one, as react-pdf draws between fields, leaves its gap); a run drawn twice on itself (fake bold) counts once.
 */
function buildRow(items: PdfTextItem[]): PdfRow {
  items.sort((a, b) => a.x - b.x);
  const chunks: PdfChunk[] = [];
  let last: PdfTextItem | null = null;
  let spaceBefore = false;
  for (const item of items) {
    const size = sizeOf(item);
    if (item.str.trim() === '') {
      spaceBefore = true;
      continue;
    }
    if (last && last.str === item.str && Math.abs(last.x - item.x) < size * DUPLICATE_DX) continue;
    last = item;
    const chunk = chunks[chunks.length - 1];
    if (chunk && item.x - chunk.x1 <= size * CHUNK_GAP_DX) addToChunk(chunk, item, size, spaceBefore);
    else chunks.push(newChunk(item, size));
    spaceBefore = false;
  }
  for (const chunk of chunks) chunk.text = chunk.text.trim();
  const top = items.find((item) => item.str.trim() !== '') ?? items[0]!;
  return { y: top.y, size: Math.max(...items.map(sizeOf)), chunks: chunks.filter((c) => c.text !== '') };
}

/**
 * Groups a page's text items into rows by baseline, whatever order the content stream drew them in:
 * items whose baselines are closer than half the font size share a row; within a row they are read
 * left to right and cut into chunks where the horizontal gap is wider than a character or so. Items
 * without visible text (spaces, end-of-line markers) only leave their gap. Sorting is n log n.
 */
export function groupRows(items: readonly PdfTextItem[]): PdfRow[] {
  const visible = items.filter(
    (item) => item.str !== '' && Number.isFinite(item.x) && Number.isFinite(item.y) && item.dir !== 'ttb',
  );
  visible.sort(byPosition);
  const rows: PdfRow[] = [];
  let group: PdfTextItem[] = [];
  let top = 0;
  let size = 0; // the smallest text in the row: a small line just under a big name is a line of its own
  for (const item of visible) {
    if (group.length > 0 && top - item.y >= SAME_LINE_DY * Math.min(size, sizeOf(item))) {
      rows.push(buildRow(group));
      group = [];
    }
    if (group.length === 0) {
      top = item.y;
      size = 0;
    }
    group.push(item);
    if (item.str.trim() !== '') size = size === 0 ? sizeOf(item) : Math.min(size, sizeOf(item));
  }
  if (group.length > 0) rows.push(buildRow(group));
  return rows.filter((row) => row.chunks.length > 0);
}
