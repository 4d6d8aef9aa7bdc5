import type { ParsedResume } from '../../resume/parse-resume.ts';
import { findDates } from '../../text/dates.ts';
import { rewritePassive, rewriteWeakOpener } from '../resume-improvement/rewrite-bullet.ts';
import { leadVerbKind } from '../shared/bullet-checks.ts';
import { isGarbled } from '../shared/garbled-text.ts';
import { sayInFirstPerson, type FirstPersonTense } from '../shared/first-person.ts';
import { lowerFirst, stripBullet } from '../shared/text-helpers.ts';
import { roleHeaderLines } from '../shared/role-header-lines.ts';

/** The longest resume line a letter states or quotes, in words: longer ones are run-on layout text. */
export const MAX_LINE_WORDS = 35;
const MIN_LINE_WORDS = 4;
const MAX_CONTINUATIONS = 4;
const SHORT_TAIL_WORDS = 5;
const MAX_LABEL_WORDS = 4;
/** Where one sentence of a line ends and the next begins, after an acronym too ('... and AIX. Catered ...'), not after an initial or 'B.S.'. */
const SENTENCE_BREAK = /(?<=(?:[a-z0-9%)]|(?<![\p{L}.])\p{Lu}{2,})[.!?])\s+(?=[A-Z])/u;

/** Words a whole sentence does not end on: the line was cut ('... serving 12,000 across'). */
const DANGLING_END =
  /(?:\b(?:a|an|the|of|to|and|or|with|for|in|on|at|by|from|as|including|such as|across|into|via|than|per)|[,;:&(/–—-])$/i;
/** Characters of a misread encoding ('Â', 'ï1⁄4'), a table, a template's brackets or its words: not text to put in a letter. */
const BROKEN = /[ÂÃâï�|[\]{}\u2044]|\t|\b(?:company name|employer name|city,? state)\b/i;
/** The share of capitalised words above which a line reads as a heading ('Engineering Intern Company Name'), not a sentence with names in it. */
const HEADING_CAPITALS = 0.8;
/** Short words that stay lower case in a name or a heading ('Bank of America'). */
const JOINERS = /^(?:of|and|the|for|in|at|on|to|a|an|&)$/i;

/** A run of capitalised words after the opening one ('Manufactured Engineering Intern Company Name'): a heading, not a sentence. */
export function isHeadingLike(text: string): boolean {
  const words = text
    .split(/\s+/)
    .slice(1)
    .filter((w) => /\p{L}/u.test(w) && !JOINERS.test(w));
  return words.length >= 3 && words.filter((w) => /^\p{Lu}/u.test(w)).length / words.length > HEADING_CAPITALS;
}

/** The next line goes on with the sentence: lower case, or a short tail that ends it ('... on Tensor' / 'Processing Units (TPU).'). */
function continues(raw: string | undefined): raw is string {
  if (raw === undefined || stripBullet(raw) !== raw.trim()) return false;
  return /^\s*[a-z(]/.test(raw) || (/[.!?]$/.test(raw.trim()) && raw.trim().split(/\s+/).length <= SHORT_TAIL_WORDS);
}

/**
 * A resume line with the lines that continue it (a bullet wrapped by the layout: the next line goes on
 * in lower case and is neither a bullet nor a role header), so that no sentence is cut where the line
 * broke. A sentence begun on an earlier line, or still going on past the lines joined, is left out.
 */
export function joinContinuation(resume: ParsedResume, line: number, text: string): string {
  const headers = roleHeaderLines(resume);
  let whole = stripBullet(text);
  const previous = resume.lines[line - 1]?.trim() ?? '';
  // 'teaching responsibilities, this position ...': the line starts inside a sentence of the line before
  if (/^[a-z]/.test(whole) && previous && !/[.!?:]$/.test(previous) && !headers.has(line - 1))
    whole = whole.replace(/^[^.!?]*[.!?]\s*/, '');
  let next = line + 1;
  for (; next <= line + MAX_CONTINUATIONS && !/[.!?]$/.test(whole); next++) {
    const raw = resume.lines[next];
    if (headers.has(next) || !continues(raw)) break;
    whole = `${whole} ${raw.trim()}`;
  }
  // still going on: keep only the sentences that ended
  if (!/[.!?]$/.test(whole) && !headers.has(next) && /^\s*[a-z]/.test(resume.lines[next] ?? ''))
    whole = /^.*[.!?](?=\s|$)/.exec(whole)?.[0] ?? '';
  return whole;
}

/** 'Portfolio Management: Created models ...': a short label before the sentence, which the letter leaves out. */
const LABEL = /^[A-Z][\w/&+.'() -]{0,40}:\s+(?=[A-Z])/;

/** The whole sentences of a resume line, its label aside, in order: the letter may use any one of them. */
export function wholeSentences(text: string): string[] {
  const bare = stripBullet(text);
  const label = LABEL.exec(bare);
  const body = label && label[0].split(/\s+/).length <= MAX_LABEL_WORDS + 1 ? bare.slice(label[0].length) : bare;
  return body
    .split(SENTENCE_BREAK)
    .map((s) => wholeSentence(s))
    .filter((s): s is string => s !== null);
}

/**
 * The resume line as one whole sentence a letter can state or quote, or null: its first sentence only
 * (a line that goes on past a full stop carries more than one claim), never a line cut mid-sentence,
 * a label list ('Tools: ...'), a role's header, a run-on of several bullets or text in a broken encoding.
 */
export function wholeSentence(text: string): string | null {
  const first = stripBullet(text).split(SENTENCE_BREAK)[0]!.trim();
  const bare = first.replace(/[.!?]+$/, '').trim();
  const words = bare.split(/\s+/).length;
  if (
    words < MIN_LINE_WORDS ||
    words > MAX_LINE_WORDS ||
    BROKEN.test(bare) ||
    isGarbled(bare) ||
    DANGLING_END.test(bare) ||
    /:/.test(bare)
  )
    return null;
  if ((bare.match(/\(/g) ?? []).length !== (bare.match(/\)/g) ?? []).length || isHeadingLike(bare)) return null;
  // 'Manufactured Building and Mobile Home installers (2009 - 2013)': a date range marks a role's header, not its work
  if (findDates(bare).some((d) => d.isRange)) return null;
  return bare;
}

/** Small counts in words, as a letter writes them: 'a team of 5 engineers' -> 'a team of five engineers' (not 'Python 3', 'Tier 1', '5%'). */
const SMALL_NUMBERS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'] as const;
export function spellSmallNumbers(text: string): string {
  return text.replace(
    /(?<![\w.,$£€#%/+-]|[A-Z][\w.-]* )([1-9])(?= (?!(?:of|to|and|or|am|pm|x|percent)\b)[a-z]{2,})/g,
    (_, digit: string) => SMALL_NUMBERS[Number(digit) - 1]!,
  );
}

/**
 * A whole resume sentence as what 'I' did or do, without the subject ('Led a team of 5 engineers' ->
 * 'led a team of five engineers'): a weak or passive opening made active first (the same claim), then
 * its verbs in the first person at the tense given; parts after ';' that open with a verb joined as a
 * list. Null for a line that does not open with an action.
 */
export function sayLineAsClause(sentence: string, tense: FirstPersonTense): string | null {
  const weak = rewriteWeakOpener(sentence)?.text;
  const active = weak ?? rewritePassive(sentence)?.text ?? sentence;
  const kind = leadVerbKind(active);
  if (kind === 'weak' || kind === 'passive') return null;
  const [first, ...rest] = active.split(/\s*;\s*/);
  const verbLed = rest.every((part) => sayInFirstPerson(part, 'past') !== null);
  const parts = verbLed ? [first!, ...rest.map(lowerFirst)] : [first!];
  const joined = parts.length <= 2 ? parts.join(' and ') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  // a duty made active ('Responsible for managing' -> 'Managed') is still held in a current role
  const said = sayInFirstPerson(joined, tense, { keepPast: !weak });
  return said ? spellSmallNumbers(lowerFirst(said)) : null;
}
