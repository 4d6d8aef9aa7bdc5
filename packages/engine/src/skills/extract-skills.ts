import type { Skill } from '../bundle/bundle-types.ts';
import type { TextSpan } from '../types.ts';
import { findDates } from '../text/dates.ts';
import { tokenize, type Token } from '../text/tokenize.ts';
import type { FormEntry, SkillIndex } from './skill-index.ts';
import { compareText } from '../text/compare-text.ts';

/** A piece of text to search, with where it came from (section, line) for the evidence. */
export interface SkillSource {
  readonly text: string;
  readonly section: string;
  readonly line: number;
  /** Treat the whole source as a list (a skills section): ambiguous names like 'Go' or 'R' may match. */
  readonly isList?: boolean;
}

export interface SkillEvidence extends TextSpan {
  readonly section: string;
  readonly line: number;
  /** The whole line the skill was found in. */
  readonly context: string;
}

export interface SkillMention {
  readonly skill: Skill;
  readonly evidence: readonly SkillEvidence[];
}

const LIST_SEPARATORS = /[,;|•·()[\]{}:\u2013/]|\s-\s|\band\b|\bor\b|&/g;
const MAX_LIST_ITEM_TOKENS = 4;

/** Token ranges of the list items of a line (text between separators). */
function listItemSizes(text: string, tokens: readonly Token[]): number[] {
  const cuts = [0, ...[...text.matchAll(LIST_SEPARATORS)].map((m) => m.index), text.length].sort((a, b) => a - b);
  const sizes = new Array<number>(tokens.length).fill(0);
  let segment = 0;
  const counts: number[] = [];
  const segmentOf = tokens.map((t) => {
    while (segment + 1 < cuts.length && t.start >= cuts[segment + 1]!) segment++;
    counts[segment] = (counts[segment] ?? 0) + 1;
    return segment;
  });
  segmentOf.forEach((s, i) => (sizes[i] = counts[s]!));
  return sizes;
}

function isSentenceStart(text: string, tokens: readonly Token[], i: number): boolean {
  if (i === 0) return true;
  const between = text.slice(tokens[i - 1]!.end, tokens[i]!.start);
  return /[.!?]\s*$/.test(between) || /^\s*[\d]+[.)]\s*$/.test(text.slice(0, tokens[i]!.start));
}

function accepts(entry: FormEntry, text: string, tokens: readonly Token[], start: number, sizes: number[], isList: boolean): boolean {
  if (entry.mode === 'any-case') return true;
  for (let k = 0; k < entry.spelling.length; k++) if (tokens[start + k]!.text !== entry.spelling[k]) return false;
  const inList = isList || sizes[start]! <= MAX_LIST_ITEM_TOKENS;
  if (entry.mode === 'list-only') {
    const before = text.slice(0, tokens[start]!.start);
    const after = text.slice(tokens[start + entry.spelling.length - 1]!.end);
    return (isList ? sizes[start]! <= MAX_LIST_ITEM_TOKENS : sizes[start]! === entry.spelling.length) && !/[-&/'.]$/.test(before) && !/^[-+#&'/]/.test(after);
  }
  return inList || !isSentenceStart(text, tokens, start);
}

/**
 * extractSkills: dictionary matching of every skill form over the sources, longest match first,
 * on word boundaries; ambiguous forms obey their case/list rules. Each mention lists where it was found.
 */
export function extractSkills(sources: readonly SkillSource[], index: SkillIndex): SkillMention[] {
  const found = new Map<string, { skill: Skill; evidence: SkillEvidence[] }>();
  for (const source of sources) {
    // words inside dates ('Spring 2023', 'May 2020') are never skills
    const dates = findDates(source.text);
    const tokens = tokenize(source.text).filter((t) => !dates.some((d) => t.start >= d.index && t.end <= d.index + d.length));
    const sizes = listItemSizes(source.text, tokens);
    let i = 0;
    while (i < tokens.length) {
      let node = index.trie.children.get(tokens[i]!.norm);
      let best: { entry: FormEntry; length: number } | null = null;
      for (let j = i; node; ) {
        const entry = node.entries.find((e) => accepts(e, source.text, tokens, i, sizes, source.isList === true));
        if (entry) best = { entry, length: j - i + 1 };
        j++;
        node = j < tokens.length ? node.children.get(tokens[j]!.norm) : undefined;
      }
      if (!best) {
        i++;
        continue;
      }
      const first = tokens[i]!;
      const last = tokens[i + best.length - 1]!;
      const mention = found.get(best.entry.skill.id) ?? { skill: best.entry.skill, evidence: [] };
      mention.evidence.push({ section: source.section, line: source.line, start: first.start, end: last.end, text: source.text.slice(first.start, last.end), context: source.text.trim() });
      found.set(best.entry.skill.id, mention);
      i += best.length;
    }
  }
  return [...found.values()].sort((a, b) => b.evidence.length - a.evidence.length || compareText(a.skill.name, b.skill.name));
}
