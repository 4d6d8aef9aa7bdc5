import { postingPartOfHeading, postingPartOfLeadIn, type PostingPart } from './posting-headings.ts';
import { splitRunTogether } from './split-run-together.ts';

/** One bullet, numbered item or sentence of a posting, with the part it sits in. */
export interface PostingItem {
  readonly text: string;
  readonly part: PostingPart;
  readonly heading: string | null;
  readonly line: number;
  /** A bullet or numbered line (or a line of a run of short lines), not a sentence of prose. */
  readonly isBullet?: boolean;
  /** Index of the paragraph (run of lines between blank lines) it sits in. */
  readonly block?: number;
  /** A requirement told inside a field line ('Location: ... Applicants must hold a licence'): no requirements heading. */
  readonly inField?: boolean;
}

/** Parts an inline heading names as a one-line field. */
const FIELD_PARTS: ReadonlySet<PostingPart> = new Set(['title', 'location', 'salary', 'logistics']);
/** A sentence that asks something of the applicant. */
const ASKS =
  /\b(?:must (?:hold|have|be|possess)|(?:is|are) required|required to|you (?:will )?need|applicants? (?:should|will) (?:hold|have)|licen[cs]e|certification)\b/i;
const MARKUP = /^[#*_=\s>]+|[#*_=\s]+$/g;
const BULLET = /^\s*(?:•|·|[-*+]\s|\d{1,2}[.)]\s|[a-z][.)]\s)/;

/** 'Required Skills', '## Job title', '**Requirements:**', 'Job title - Cook' (inline). */
export function detectPostingHeading(
  line: string,
  options: { exactOnly?: boolean } = {},
): { part: PostingPart; heading: string; rest: string } | null {
  if (BULLET.test(line) && !/^\s*\d{1,2}[.)]\s+[A-Z][A-Za-z ]{2,30}:?\s*$/.test(line)) return null;
  const bare = line.replace(MARKUP, '').trim();
  if (!bare) return null;
  const whole = bare
    .replace(/\s*[:\-\u2013|]+\s*$/, '')
    .replace(MARKUP, '')
    .replace(/^\d{1,2}[.)]\s+/, '');
  const isMarked = /[:]\s*$|^\s*(?:#|\*\*)/.test(line) || (bare === bare.toUpperCase() && /[A-Z]/.test(bare));
  const part =
    bare.length <= 70 && !/[.!?]$/.test(whole)
      ? postingPartOfHeading(whole, { exactOnly: options.exactOnly && !isMarked })
      : null;
  if (part) return { part, heading: whole, rest: '' };
  // a heading asked as a question ('WHY SHOULD YOU BE INTERESTED?', 'What's in it for you?'): by its exact wording only
  const asked =
    bare.length <= 70 && /\?$/.test(whole)
      ? postingPartOfHeading(whole.replace(/\s*\?$/, ''), { exactOnly: true })
      : null;
  if (asked) return { part: asked, heading: whole, rest: '' };
  // a sentence introducing a list ('We would love to hear from you if you have:')
  const leadIn = bare.length <= 120 && /:\s*$/.test(bare) ? postingPartOfLeadIn(whole) : null;
  if (leadIn) return { part: leadIn, heading: whole, rest: '' };
  const inline =
    /^([A-Za-z\u00c0-\u00ff][A-Za-z\u00c0-\u00ff ']{1,40}?)\s*(?:\*\*)?\s*(?::|\s[-\u2013]\s)\s*(.+)$/.exec(bare);
  if (inline) {
    const inlinePart = postingPartOfHeading(inline[1]!.replace(MARKUP, ''));
    if (inlinePart) return { part: inlinePart, heading: inline[1]!.trim(), rest: inline[2]!.trim() };
  }
  return null;
}

/** A sentence ends at '.', '!' or '?' before a capital, but not after an abbreviation ('(e.g. Pandas, R)', 'Dr. Lee'). */
const SENTENCE_END =
  /(?<=[.!?])(?<!\b(?:e\.g|eg|i\.e|ie|incl|approx|vs|Dr|Mr|Mrs|Ms|Prof|Sr|Jr|St|No)\.)\s+(?=[A-Z(\u00c0-\u00de])/;

function sentences(text: string): string[] {
  return text
    .split(SENTENCE_END)
    .map((s) => s.trim())
    .filter((s) => /[A-Za-z\u00c0-\u00ff]/.test(s));
}

/** A line of a run of short lines with no end punctuation: a list whose bullets were lost (pasted from a web page). */
function isListLine(lines: readonly string[], i: number): boolean {
  const short = (l: string | undefined) =>
    l !== undefined && l.trim().length > 0 && l.trim().length <= 160 && !/[:]$/.test(l.trim());
  return short(lines[i]) && (short(lines[i - 1]) || short(lines[i + 1])) && /^ \S/.test(lines[i]!);
}

const CONNECTORS = /^(?:of|and|for|the|in|to|with|&|-|\u2013|\/|und|och|et|de)$/;

/** 'Strategic Relationships' on its own line before a list: a sub-heading within a part, no item of it. */
function isSubheading(body: string, lines: readonly string[], line: number): boolean {
  const words = body.split(/\s+/);
  if (words.length > 5 || /[.!?,;:]$/.test(body) || !/^\S/.test(lines[line]!)) return false;
  if (!words.every((w) => /^[A-Z\u00c0-\u00de]/.test(w) || CONNECTORS.test(w))) return false;
  const isAfterBlank = line > 0 && !lines[line - 1]!.trim();
  return isAfterBlank && line + 1 < lines.length && !lines[line + 1]!.trim();
}

/** The normalizer cuts lines over 1,000 characters at a space; a scraped paragraph is read whole again. */
function unwrap(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const last = out[out.length - 1];
    if (last !== undefined && last.length >= 900 && line.trim()) out[out.length - 1] = `${last} ${line}`;
    else out.push(line);
  }
  return out;
}

const TABLE_ROW = /^\s*\|(.+)\|\s*$/;
/**
 * A row of a pasted table read as a field ('| Experience | 4 years |' -> 'Experience: 4 years'); its rule
 * ('|---|---|') and its header ('| Requirement | Detail |', first of the table) say nothing.
 */
function tableRowAsField(line: string, index: number, all: readonly string[]): string {
  const row = TABLE_ROW.exec(line);
  if (!row) return line;
  const cells = row[1]!.split('|').map((c) => c.trim());
  if (cells.every((c) => /^:?-*:?$/.test(c))) return '';
  const isHeader = !TABLE_ROW.test(all[index - 1] ?? '') && /^\s*\|[\s:|-]+\|\s*$/.test(all[index + 1] ?? '');
  const isFirst = !TABLE_ROW.test(all[index - 1] ?? '');
  if (
    isHeader ||
    (isFirst &&
      cells.every((c) => /^(?:requirements?|details?|description|item|field|value|criteria|category)$/i.test(c)))
  )
    return '';
  return cells.length === 2 && cells[0] && cells[1] ? `${cells[0]}: ${cells[1]}` : cells.filter(Boolean).join(', ');
}

/**
 * Cuts a normalized posting into items: bullets and numbered lines are items; prose lines are split
 * into sentences; a line that only continues the previous bullet is joined to it; a run-together line
 * (scraped HTML) is first cut back into its items.
 */
export function extractPostingItems(
  text: string,
  options: {
    isKnownWord?: (word: string) => boolean;
    /** splitRunTogether, if the caller keeps its answers. */ splitLine?: (line: string) => string[];
  } = {},
): { items: PostingItem[]; hasHeadings: boolean } {
  const isKnown = options.isKnownWord ?? (() => false);
  const splitLine = options.splitLine ?? ((line: string) => splitRunTogether(line, isKnown));
  const items: PostingItem[] = [];
  let part: PostingPart = 'summary';
  let heading: string | null = null;
  let hasHeadings = false;
  let block = 0;
  const lines = unwrap(text.split('\n').map(tableRowAsField));
  lines.forEach((whole, line) => {
    if (!whole.trim()) {
      block++;
      return;
    }
    const split = splitLine(whole);
    const isRunTogether = split.length > 1;
    const pieces = isRunTogether ? split.flatMap(sentences) : split;
    // a line inside a list ('Outstanding interpersonal skills') is a heading only by an exact wording
    const isInsideList = !isRunTogether && !!lines[line - 1]?.trim() && !!lines[line + 1]?.trim();
    for (const raw of pieces) {
      const found = detectPostingHeading(raw, { exactOnly: isInsideList });
      if (found) {
        hasHeadings = true;
        // a field on its line ('Title: Data Engineer', 'Location: Tampa, FL') names that field only, not what follows
        if (found.rest && FIELD_PARTS.has(found.part)) {
          // a later sentence that asks something of the applicant ('Applicants must hold a driving licence') is a requirement
          sentences(found.rest).forEach((s, i) =>
            items.push(
              i > 0 && found.part !== 'title' && ASKS.test(s)
                ? { text: s, part: 'requirements', heading: found.heading, line, block, inField: true }
                : { text: s, part: found.part, heading: found.heading, line, block },
            ),
          );
          continue;
        }
        part = found.part;
        heading = found.heading;
        if (found.rest) for (const s of sentences(found.rest)) items.push({ text: s, part, heading, line, block });
        continue;
      }
      const body = raw.replace(MARKUP, '').trim();
      if (!/[A-Za-z\u00c0-\u00ff]/.test(body)) continue;
      if (!isRunTogether && isSubheading(body, lines, line)) {
        heading = body;
        continue;
      }
      const previous = items[items.length - 1];
      const isBullet = BULLET.test(raw) || isRunTogether || isListLine(lines, line);
      if (
        !isBullet &&
        previous &&
        previous.line === line - 1 &&
        /^\s{2,}|^[a-z]/.test(raw) &&
        !/[.!?:]$/.test(previous.text)
      ) {
        items[items.length - 1] = { ...previous, text: `${previous.text} ${body}` };
        continue;
      }
      const clean = raw.replace(BULLET, '').replace(/\*\*/g, '').trim();
      for (const s of isBullet ? [clean] : sentences(clean))
        items.push({ text: s, part, heading, line, isBullet, block });
    }
  });
  return { items, hasHeadings };
}
