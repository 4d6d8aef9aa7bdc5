import { parseHTML } from 'linkedom';

const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'IFRAME', 'HEAD', 'BUTTON', 'SELECT', 'OPTION', 'TEXTAREA', 'CANVAS', 'OBJECT']);
/** Blocks set apart by a blank line. */
const SPACED = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'UL', 'OL', 'TABLE', 'BLOCKQUOTE', 'PRE', 'DL', 'HR', 'SECTION', 'ARTICLE']);
/** Blocks on their own line. */
const BLOCK = new Set(['DIV', 'HEADER', 'FOOTER', 'MAIN', 'ASIDE', 'NAV', 'FORM', 'FIELDSET', 'FIGURE', 'FIGCAPTION', 'ADDRESS', 'TR', 'DT', 'DD', 'LI', 'CAPTION', 'DETAILS', 'SUMMARY', 'BODY', 'HTML']);

type DomNode = { nodeType: number; nodeName: string; textContent: string | null; childNodes: ArrayLike<DomNode> };

/** 'blank-line': paragraphs and lists apart (web pages); 'line': one paragraph per line, headings apart (Word documents). */
export type TextLayout = { paragraphs: 'blank-line' | 'line' };

const LINE = 1;
const GAP = 2;
type Piece = string | typeof LINE | typeof GAP;

function walk(node: DomNode, out: Piece[], layout: TextLayout) {
  if (node.nodeType === 3) {
    out.push((node.textContent ?? '').replace(/\s+/g, ' '));
    return;
  }
  if (node.nodeType !== 1 && node.nodeType !== 9 && node.nodeType !== 11) return;
  const tag = node.nodeName.toUpperCase();
  if (SKIP.has(tag)) return;
  if (tag === 'BR') {
    out.push('\n');
    return;
  }
  const compact = layout.paragraphs === 'line' && (tag === 'P' || tag === 'UL' || tag === 'OL');
  const boundary = SPACED.has(tag) && !compact ? GAP : BLOCK.has(tag) || compact ? LINE : null;
  if (boundary) out.push(boundary);
  if (tag === 'LI') out.push('• ');
  if (tag === 'TD' || tag === 'TH') out.push(' ');
  for (let i = 0; i < node.childNodes.length; i += 1) walk(node.childNodes[i]!, out, layout);
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
  return join(pieces)
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/^•$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function parseFragment(html: string) {
  const { document } = parseHTML(`<!doctype html><html><head></head><body>${html}</body></html>`);
  return document.body;
}

/** An HTML fragment as text with line breaks. Entity-escaped HTML (`&lt;p&gt;`, common in JSON-LD) is unescaped first. */
export function htmlToText(html: string, layout: TextLayout = { paragraphs: 'blank-line' }): string {
  const source = !/<[a-z][^>]*>/i.test(html) && /&lt;[a-z/]/i.test(html) ? parseFragment(html).textContent ?? '' : html;
  return nodeToText(parseFragment(source), layout);
}
