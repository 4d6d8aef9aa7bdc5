import { findBulletMarker, isMarkerOnly } from './bullet-markers.ts';
import { COLUMN_GAP } from './column-gap.ts';
import type { PdfBlock } from './pdf-columns.ts';
import type { PdfRow } from './pdf-rows.ts';

const COLUMN_GAP_DX = 1.5; // of the font size: a wider gap between chunks separates fields on the line
const BLANK_LINE_DY = 1.9; // of the font size: a bigger jump is a paragraph, section or column break
const WRAP_LINE_DY = 1.6; // of the font size: a wrapped line follows at most this far below
const SAME_X = 0.6; // of the font size: lines starting this close start at the same indent
const SAME_SIZE = 0.15; // share of the font size: a wrapped line is in the same size
const MIN_WRAPPED_WORDS = 4; // a line wrapped for want of room holds a few words at least
const WRAP_EDGE_SPREAD = 3; // of the font size: two wrapped lines end at least this close to each other
const INDENT_MIN = 1.2; // of the font size: a line this far in from the block's margin is indented...
const INDENT_MAX = 8; // ...and no farther (centred and right-aligned lines are not)

/** One printed line of a block: its text (marker apart), where it starts and ends, and what its first word needs. */
type PdfLine = {
  text: string;
  marker: boolean;
  x0: number;
  textX: number;
  x1: number;
  y: number;
  size: number;
  hasGap: boolean;
  firstWordWidth: number;
  spaceWidth: number;
  firstFont: string;
  lastFont: string;
};

/** A row as a line: chunks joined by a space, or by a column gap where they are far apart; a leading bullet glyph set apart. */
function readRow(row: PdfRow): PdfLine {
  const { chunks, size } = row;
  let text = '';
  let textX = chunks[0]!.x0;
  let marker = false;
  chunks.forEach((chunk, i) => {
    if (i === 0) {
      const found = isMarkerOnly(chunk.text) ? chunk.text : findBulletMarker(chunk.text);
      if (found !== null && chunks.length + chunk.text.length > 1) {
        marker = true;
        text = chunk.text.slice(found.length).trim();
        textX = text ? chunk.x0 + found.length * chunk.charWidth : (chunks[1]?.x0 ?? chunk.x0);
        return;
      }
      text = chunk.text;
      return;
    }
    const gap = chunk.x0 - chunks[i - 1]!.x1;
    if (text === '') textX = chunk.x0;
    text += text === '' ? chunk.text : `${gap > size * COLUMN_GAP_DX ? COLUMN_GAP : ' '}${chunk.text}`;
  });
  const first = chunks.find((c) => c.x0 >= textX - 0.5) ?? chunks[0]!;
  const firstWord = /^\S+/.exec(text)?.[0] ?? '';
  return {
    text,
    marker,
    x0: chunks[0]!.x0,
    textX,
    x1: chunks[chunks.length - 1]!.x1,
    y: row.y,
    size,
    hasGap: text.includes(COLUMN_GAP),
    firstWordWidth: firstWord.length * first.charWidth,
    spaceWidth: first.charWidth,
    firstFont: first.firstFont,
    lastFont: chunks[chunks.length - 1]!.lastFont,
  };
}

const endsSentence = (text: string) =>
  /[.!?:;]["'”’)]?$/.test(text) && !/\b(?:Inc|Ltd|Co|Corp|LLC|Jr|Sr|St|Dept|vs|etc|e\.g|i\.e|incl)\.$/i.test(text);
/** Starts with a lower-case word (not an e-mail address or a link, which start lower case on a line of their own). */
const startsLower = (text: string) => /^[a-z(&]/.test(text) && !/^\S*[@/]/.test(text);
/** A line without a lower-case letter: a heading ('CONTACT'), which nothing carries on. */
const isCapsHeading = (text: string) => !/\p{Ll}/u.test(text);

/**
 * Whether `next` carries on `line`, wrapped by the layout: it has no marker of its own, is in the same
 * size just one line below, starts at the line's indent or its hanging indent (the text after a marker),
 * and either its first word would not have fitted at the end of `line` within the block's right edge,
 * or `line` ends with a word broken at a hyphen, or it starts in lower case after a line that did not
 * end its sentence. A line that ends a sentence is
 * only carried on under a marker's hanging indent; lines with column gaps (fields) are never joined, nor
 * a line in another font (a bold heading under a paragraph) unless it starts in lower case.
 */
function continues(line: PdfLine, last: PdfLine, next: PdfLine, right: number | null): boolean {
  if (next.marker || next.hasGap || line.hasGap || next.text === '' || isCapsHeading(last.text)) return false;
  if (next.firstFont !== last.lastFont && !startsLower(next.text)) return false;
  if (Math.abs(next.size - last.size) > last.size * SAME_SIZE) return false;
  if (last.y - next.y > last.size * WRAP_LINE_DY) return false;
  const tolerance = last.size * SAME_X;
  const hanging = line.marker && Math.abs(next.x0 - line.textX) <= tolerance;
  const aligned = Math.abs(next.x0 - last.x0) <= tolerance || Math.abs(next.x0 - last.textX) <= tolerance;
  if (!hanging && !aligned) return false;
  // a list of short items (skills in a sidebar) is not wrapped text, however far its longest item reaches
  const wouldNotFit =
    right !== null &&
    last.text.split(/\s+/).length >= MIN_WRAPPED_WORDS &&
    last.x1 + last.spaceWidth + next.firstWordWidth > right - tolerance;
  if (endsSentence(last.text) && !startsLower(next.text)) return hanging && wouldNotFit;
  return wouldNotFit || startsLower(next.text) || /\p{L}-$/u.test(last.text);
}

/** Joins a wrapped line's text: a word broken at a hyphen ('Med-' / 'Surg.', 'AUS-' / 'IFRS') is kept whole, hyphen included. */
const joinWrapped = (text: string, next: string) =>
  /[\p{L}\p{N}]-$/u.test(text) ? `${text}${next}` : `${text} ${next}`;

type Paragraph = { head: PdfLine; last: PdfLine; text: string; blankBefore: boolean };

/**
 * Lines a layout drew without a bullet glyph (wkhtmltopdf draws bullets as shapes) but indented from
 * the block's margin: where a page has no bullet glyph at all, paragraphs that start at one indent
 * (two of them at least: a list, not a centred line) below text at the margin are list items.
 */
function markIndentedItems(paragraphs: Paragraph[]) {
  const margin = Math.min(...paragraphs.map((p) => p.head.x0));
  const perIndent = new Map<number, number>();
  for (const p of paragraphs) perIndent.set(Math.round(p.head.x0), (perIndent.get(Math.round(p.head.x0)) ?? 0) + 1);
  let sawMargin = false;
  for (const p of paragraphs) {
    const indent = p.head.x0 - margin;
    if (indent < p.head.size * INDENT_MIN) sawMargin = true;
    else if (sawMargin && indent <= p.head.size * INDENT_MAX && (perIndent.get(Math.round(p.head.x0)) ?? 0) >= 2)
      p.head.marker = true;
  }
}

/**
 * The right edge that wrapped lines reach in a block: the end of its longest line of several words,
 * when a second such line ends near it too; a block of short items has no such edge (null).
 */
function findWrapEdge(lines: PdfLine[]): number | null {
  const ends = lines
    .filter((l) => !l.hasGap && l.text.split(/\s+/).length >= MIN_WRAPPED_WORDS)
    .map((l) => l.x1)
    .sort((a, b) => b - a);
  if (ends.length < 2) return null;
  const size = lines[0]!.size;
  return ends[0]! - ends[1]! <= size * WRAP_EDGE_SPREAD ? ends[0]! : null;
}

/**
 * A block's rows as text lines: a blank line where the vertical jump is a section break, wrapped lines
 * of one paragraph or bullet joined into one line, bullets written '• '.
 */
export function readBlock(block: PdfBlock, options: { inferIndentedBullets: boolean }): string[] {
  const lines = block.map(readRow);
  const right = findWrapEdge(lines);
  const paragraphs: Paragraph[] = [];
  for (const line of lines) {
    const current = paragraphs[paragraphs.length - 1];
    if (current && continues(current.head, current.last, line, right)) {
      current.text = joinWrapped(current.text, line.text);
      current.last = line;
      continue;
    }
    const blankBefore = !!current && current.last.y - line.y > Math.max(current.last.size, line.size) * BLANK_LINE_DY;
    paragraphs.push({ head: line, last: line, text: line.text, blankBefore });
  }
  if (options.inferIndentedBullets && paragraphs.length > 0) markIndentedItems(paragraphs);
  return paragraphs.flatMap((p) => {
    const text = p.head.marker ? (p.text ? `• ${p.text}` : '') : p.text;
    return p.blankBefore ? ['', text] : [text];
  });
}

/** Whether any row of the page starts with a bullet glyph (then indents are not read as bullets). */
export const hasMarkedRows = (rows: readonly PdfRow[]) => rows.some((row) => readRow(row).marker);
