import { parseHTML } from 'linkedom';
import { COLUMN_GAP } from './extraction/column-gap.ts';

const SKIP = new Set([
  'SCRIPT',
  'STYLE',
  'NOSCRIPT',
  'TEMPLATE',
  'SVG',
  'IFRAME',
  'HEAD',
  'BUTTON',
  'SELECT',
  'OPTION',
  'TEXTAREA',
  'CANVAS',
  'OBJECT',
]);
/** Blocks set apart by a blank line. */
const SPACED = new Set([
  'P',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'UL',
  'OL',
  'TABLE',
  'BLOCKQUOTE',
  'PRE',
  'DL',
  'HR',
  'SECTION',
  'ARTICLE',
]);
/** Blocks on their own line. */
const BLOCK = new Set([
  'DIV',
  'HEADER',
  'FOOTER',
  'MAIN',
  'ASIDE',
  'NAV',
  'FORM',
  'FIELDSET',
  'FIGURE',
  'FIGCAPTION',
  'ADDRESS',
  'TR',
  'DT',
  'DD',
  'LI',
  'CAPTION',
  'DETAILS',
  'SUMMARY',
  'BODY',
  'HTML',
]);

/**
 * Children are walked through first-child / next-sibling links: linkedom builds a new child list on every
 * `childNodes` read, so indexing it in a loop made a page of 20,000 siblings take minutes.
 */
type DomNode = {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  firstChild: DomNode | null;
  nextSibling: DomNode | null;
};

/** 'blank-line': paragraphs and lists apart (web pages); 'line': one paragraph per line, headings apart (Word documents). */
export type TextLayout = { paragraphs: 'blank-line' | 'line' };

/** A table cell this short and on one line is a field ('Title | Dates'); rows of such cells are read as one line. */
const SHORT_CELL_CHARS = 60;
/** Tables nested deeper than this are read cell after cell on the row's line (each level costs a copy of its text). */
const MAX_LAID_OUT_TABLE_DEPTH = 2;

const LINE = 1;
const GAP = 2;
type Piece = string | typeof LINE | typeof GAP;

/** Each line's spaces collapsed; a tab is only ever a column gap between table cells, kept until the end. */
const cleanLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/ +/g, ' ').trim())
    .join('\n');
const CELL_GAP = '\t';

/**
 * A Word table row, read as its layout shows it: cells that are all short single lines (a job title and
 * its dates, a label and its value) make one line with a column gap between them; otherwise (a
 * two-column resume laid out in a table) each cell is its own block, left to right.
 */
function walkRow(row: DomNode, out: Piece[], layout: TextLayout, depth: number) {
  const cells: string[] = [];
  for (let cell = row.firstChild; cell; cell = cell.nextSibling) {
    if (!/^T[DH]$/i.test(cell.nodeName)) continue;
    const pieces: Piece[] = [];
    for (let child = cell.firstChild; child; child = child.nextSibling) walk(child, pieces, layout, depth);
    const text = cleanLines(join(pieces))
      .replace(/\n{3,}/g, '\n\n')
      .trim();
    if (text) cells.push(text);
  }
  const isFieldRow = cells.every((c) => !c.includes('\n') && c.length <= SHORT_CELL_CHARS);
  if (isFieldRow) out.push(LINE, cells.join(CELL_GAP), LINE);
  else for (const cell of cells) out.push(GAP, cell, GAP);
}

function walk(node: DomNode, out: Piece[], layout: TextLayout, tableDepth = 0) {
  if (node.nodeType === 3) {
    const text = node.textContent ?? '';
    // In a Word document, spaces are what the author typed: a tab or a run of spaces lays out columns ('Title    Dates')
    out.push(
      layout.paragraphs === 'line'
        ? text.replace(/\t|[ \u00a0]{3,}/g, CELL_GAP).replace(/[^\S\t]+/g, ' ')
        : text.replace(/\s+/g, ' '),
    );
    return;
  }
  if (node.nodeType !== 1 && node.nodeType !== 9 && node.nodeType !== 11) return;
  const tag = node.nodeName.toUpperCase();
  if (SKIP.has(tag)) return;
  if (tag === 'BR') {
    out.push('\n');
    return;
  }
  if (tag === 'TR' && layout.paragraphs === 'line' && tableDepth <= MAX_LAID_OUT_TABLE_DEPTH) {
    walkRow(node, out, layout, tableDepth);
    return;
  }
  const depth = tag === 'TABLE' ? tableDepth + 1 : tableDepth;
  const compact = layout.paragraphs === 'line' && (tag === 'P' || tag === 'UL' || tag === 'OL');
  const boundary = SPACED.has(tag) && !compact ? GAP : BLOCK.has(tag) || compact ? LINE : null;
  if (boundary) out.push(boundary);
  if (tag === 'LI') out.push('• ');
  if (tag === 'TD' || tag === 'TH') out.push(' ');
  for (let child = node.firstChild; child; child = child.nextSibling) walk(child, out, layout, depth);
  // An empty paragraph is the author's spacing: keep it as a blank line.
  if (tag === 'P' && layout.paragraphs === 'line' && (node.textContent ?? '').trim() === '') out.push(GAP);
  if (boundary) out.push(boundary);
}

/** Joins pieces: runs of boundaries become the strongest of them (a line break or a blank line). */
function join(pieces: Piece[]): string {
  let text = '';
  let pending = 0;
  for (const piece of pieces) {
    if (typeof piece === 'number') {
      pending = Math.max(pending, piece);
      continue;
    }
    if (pending > 0 && piece.trim() === '' && piece !== '\n') continue;
    if (pending > 0 && text) text += '\n'.repeat(pending);
    pending = 0;
    text += piece;
  }
  return text;
}

/** Text of a DOM node with the structure kept as line breaks: blocks and list items on their own lines. */
export function nodeToText(node: unknown, layout: TextLayout = { paragraphs: 'blank-line' }): string {
  const pieces: Piece[] = [];
  walk(node as DomNode, pieces, layout);
  return cleanLines(join(pieces))
    .replace(/ ?\t ?/g, COLUMN_GAP)
    .replace(/^•$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function parseFragment(html: string) {
  const { document } = parseHTML(`<!doctype html><html><head></head><body>${html}</body></html>`);
  return document.body;
}

/** Whether the text holds a tag: a '<' and a letter with a '>' anywhere after it (one linear scan, no backtracking). */
function hasTag(html: string): boolean {
  const start = html.search(/<[a-z]/i);
  return start >= 0 && html.indexOf('>', start) > start;
}

/** An HTML fragment, parsed (entity-escaped HTML, `&lt;p&gt;`, common in JSON-LD, is unescaped first). */
export function parseHtmlFragment(html: string): unknown {
  const source = !hasTag(html) && /&lt;[a-z/]/i.test(html) ? (parseFragment(html).textContent ?? '') : html;
  return parseFragment(source);
}

/** An HTML fragment as text with line breaks. */
export function htmlToText(html: string, layout: TextLayout = { paragraphs: 'blank-line' }): string {
  return nodeToText(parseHtmlFragment(html), layout);
}
