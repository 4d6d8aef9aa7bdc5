import { postingPartOfHeading, type PostingPart } from './posting-headings.ts';

/** One bullet, numbered item or sentence of a posting, with the part it sits in. */
export interface PostingItem {
  readonly text: string;
  readonly part: PostingPart;
  readonly heading: string | null;
  readonly line: number;
}

const MARKUP = /^[#*_=\s>]+|[#*_=\s]+$/g;
const BULLET = /^\s*(?:•|[-*+]\s|\d{1,2}[.)]\s|[a-z][.)]\s)/;

/** 'Required Skills', '## Job title', '**Requirements:**', 'Job title - Cook' (inline). */
export function detectPostingHeading(line: string): { part: PostingPart; heading: string; rest: string } | null {
  if (BULLET.test(line) && !/^\s*\d{1,2}[.)]\s+[A-Z][A-Za-z ]{2,30}:?\s*$/.test(line)) return null;
  const bare = line.replace(MARKUP, '').trim();
  if (!bare) return null;
  const whole = bare.replace(/\s*[:\-\u2013|]+\s*$/, '').replace(MARKUP, '').replace(/^\d{1,2}[.)]\s+/, '');
  const part = bare.length <= 70 ? postingPartOfHeading(whole) : null;
  if (part) return { part, heading: whole, rest: '' };
  const inline = /^([A-Za-z][A-Za-z ']{1,40}?)\s*(?:\*\*)?\s*(?::|\s[-\u2013]\s)\s*(.+)$/.exec(bare);
  if (inline) {
    const inlinePart = postingPartOfHeading(inline[1]!.replace(MARKUP, ''));
    if (inlinePart) return { part: inlinePart, heading: inline[1]!.trim(), rest: inline[2]!.trim() };
  }
  return null;
}

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z(])/)
    .map((s) => s.trim())
    .filter((s) => /[A-Za-z]/.test(s));
}

/**
 * Cuts a normalized posting into items: bullets and numbered lines are items; prose lines are split
 * into sentences; a line that only continues the previous bullet is joined to it.
 */
export function extractPostingItems(text: string): { items: PostingItem[]; hasHeadings: boolean } {
  const items: PostingItem[] = [];
  let part: PostingPart = 'summary';
  let heading: string | null = null;
  let hasHeadings = false;
  text.split('\n').forEach((raw, line) => {
    const found = detectPostingHeading(raw);
    if (found) {
      part = found.part;
      heading = found.heading;
      hasHeadings = true;
      if (found.rest) for (const s of sentences(found.rest)) items.push({ text: s, part, heading, line });
      return;
    }
    const body = raw.replace(MARKUP, '').trim();
    if (!/[A-Za-z]/.test(body)) return;
    const previous = items[items.length - 1];
    const isBullet = BULLET.test(raw);
    if (!isBullet && previous && previous.line === line - 1 && /^\s{2,}|^[a-z]/.test(raw) && !/[.!?:]$/.test(previous.text)) {
      items[items.length - 1] = { ...previous, text: `${previous.text} ${body}` };
      return;
    }
    const clean = raw.replace(BULLET, '').replace(/\*\*/g, '').trim();
    for (const s of isBullet ? [clean] : sentences(clean)) items.push({ text: s, part, heading, line });
  });
  return { items, hasHeadings };
}
