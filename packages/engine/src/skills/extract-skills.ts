import type { Skill } from '../bundle/bundle-types.ts';
import type { TextSpan } from '../types.ts';
import { findDates } from '../text/dates.ts';
import { tokenize, type Token } from '../text/tokenize.ts';
import type { FormEntry, SkillIndex } from './skill-index.ts';
import { compareText } from '../text/compare-text.ts';
import { foldCase } from '../text/normalize-text.ts';
import { judgeCandidate, needsContext, type Candidate, type MatchContext } from './judge-context.ts';

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
  /** Why it matched: the form, how, and the context that allowed an ambiguous name ('matched 'k8s' (Kubernetes)'). */
  readonly why: string;
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

const ACRONYM = /^[A-Z][A-Z0-9]+$/;

/**
 * An acronym form ('SAN', 'DOE', 'APPS') written as a word is a word: a capitalised 'San', 'Doe' or 'Calm'
 * only in a skills list, a lowercase 'apps' or 'dem' only as a list item.
 */
function acceptsAcronym(spelling: string, token: Token, inList: boolean, isList: boolean): boolean {
  if (token.text === spelling) return true;
  if (/^[A-Z][a-z]/.test(token.text)) return isList;
  return inList;
}

function accepts(
  entry: FormEntry,
  text: string,
  tokens: readonly Token[],
  start: number,
  sizes: number[],
  isList: boolean,
): boolean {
  if (entry.mode === 'any-case') {
    const spelling = entry.spelling[0]!;
    // a name with a context rule is judged by it ('Epic' next to charting is the EHR vendor)
    return (
      entry.spelling.length > 1 ||
      !ACRONYM.test(spelling) ||
      needsContext(entry.skill) ||
      acceptsAcronym(spelling, tokens[start]!, isList || sizes[start]! <= MAX_LIST_ITEM_TOKENS, isList)
    );
  }
  for (let k = 0; k < entry.spelling.length; k++) if (tokens[start + k]!.text !== entry.spelling[k]) return false;
  const inList = isList || sizes[start]! <= MAX_LIST_ITEM_TOKENS;
  if (entry.mode === 'list-only') {
    const before = text.slice(0, tokens[start]!.start);
    const after = text.slice(tokens[start + entry.spelling.length - 1]!.end);
    return (
      (isList ? sizes[start]! <= MAX_LIST_ITEM_TOKENS : sizes[start]! === entry.spelling.length) &&
      !/[-&/'.]$/.test(before) &&
      !/^[-+#&'/]/.test(after)
    );
  }
  return inList || !isSentenceStart(text, tokens, start);
}

/** Text that holds no skill: dates ('Spring 2023'), web and e-mail addresses ('https://'), HTML entities ('&amp;'). */
const NOT_PROSE =
  /\b(?:https?:\/\/|www\.)\S+|\S+@\S+\.[a-z]{2,}|\b[\w-]+\.(?:com|org|edu|gov)(?:\/\S*)?|&[a-z]+;|&#\d+;/gi;

function proseTokens(text: string): Token[] {
  const spans = [
    ...findDates(text).map((d) => ({ index: d.index, length: d.length })),
    ...[...text.matchAll(NOT_PROSE)].map((m) => ({ index: m.index, length: m[0].length })),
  ];
  const tokens = tokenize(text);
  return spans.length === 0
    ? tokens
    : tokens.filter((t) => !spans.some((d) => t.start >= d.index && t.end <= d.index + d.length));
}

interface Found extends Candidate {
  readonly entry: FormEntry;
}

/** Dictionary matches of one source, longest first, on word boundaries; ambiguous forms obey their case/list rules. */
function findCandidates(source: SkillSource, index: SkillIndex): Found[] {
  const tokens = proseTokens(source.text);
  const sizes = listItemSizes(source.text, tokens);
  const found: Found[] = [];
  let i = 0;
  while (i < tokens.length) {
    let node = index.trie.children.get(tokens[i]!.norm);
    let best: { entry: FormEntry; length: number } | null = null;
    for (let j = i; node;) {
      const entry = node.entries.find((e) => accepts(e, source.text, tokens, i, sizes, source.isList === true));
      if (entry) best = { entry, length: j - i + 1 };
      j++;
      node = j < tokens.length ? node.children.get(tokens[j]!.norm) : undefined;
    }
    if (!best) {
      i++;
      continue;
    }
    found.push({
      entry: best.entry,
      skill: best.entry.skill,
      formKey: best.entry.key,
      start: tokens[i]!.start,
      end: tokens[i + best.length - 1]!.end,
    });
    i += best.length;
  }
  return found;
}

/** How many candidates pass a test, in all and per skill. */
function countBySkill(
  candidates: readonly Found[],
  test: (candidate: Found) => boolean,
): { total: number; bySkill: Map<Skill, number> } {
  const bySkill = new Map<Skill, number>();
  let total = 0;
  for (const candidate of candidates) {
    if (!test(candidate)) continue;
    total += 1;
    bySkill.set(candidate.skill, (bySkill.get(candidate.skill) ?? 0) + 1);
  }
  return { total, bySkill };
}

const MODE_NOTES: Readonly<Record<FormEntry['mode'], string>> = {
  'any-case': '',
  'exact-case': ', in exact case',
  'list-only': ', in exact case in a list',
};

/** Why a match was credited: the text and the skill, the form it matched when that differs, how, and the context that allowed it. */
function whyOf(text: string, entry: FormEntry, skill: Skill, context: string | null): string {
  const form = foldCase(entry.form) === foldCase(text) ? '' : ` (form '${entry.form}')`;
  return `'${text}' read as ${skill.name}${form}${MODE_NOTES[entry.mode]}${context ? `; context: ${context}` : ''}`;
}

/**
 * extractSkills: dictionary matching of every skill form over the sources (findCandidates), then each
 * match judged in its context (judge-context.ts: an ambiguous name needs its evidence nearby, a
 * disowned one is dropped). Each mention lists where it was found and why it matched.
 */
export function extractSkills(sources: readonly SkillSource[], index: SkillIndex): SkillMention[] {
  const perSource = sources.map((source) => findCandidates(source, index));
  const at = new Map<string, number>();
  sources.forEach((s, i) => at.set(`${s.section}\u0000${s.line}`, i));
  const neighbours = (s: SkillSource) =>
    [s.line - 1, s.line + 1].map((l) => at.get(`${s.section}\u0000${l}`)).filter((i): i is number => i !== undefined);
  const found = new Map<string, { skill: Skill; evidence: SkillEvidence[] }>();
  sources.forEach((source, i) => {
    if (perSource[i]!.length === 0) return;
    const near = neighbours(source);
    const window = [source.text, ...near.map((n) => sources[n]!.text)].join('\n');
    // Counted once per line, so a line of thousands of mentions stays linear: how many plain technology
    // mentions and language mentions there are, and how many of each are of one skill.
    const technologies = countBySkill(
      [...perSource[i]!, ...near.flatMap((n) => perSource[n]!)],
      (c) => c.skill.category === 'technology' && !needsContext(c.skill),
    );
    const languages = countBySkill(perSource[i]!, (c) => c.skill.group === 'language');
    for (const candidate of perSource[i]!) {
      const context: MatchContext = {
        text: source.text,
        section: source.section,
        window,
        hasTechnologyNearby: technologies.total > (technologies.bySkill.get(candidate.skill) ?? 0),
        hasOtherLanguage: languages.total > (languages.bySkill.get(candidate.skill) ?? 0),
      };
      const verdict = judgeCandidate(candidate, context);
      if (!verdict.isCredited) continue;
      const skill = (verdict.redirectTo && index.byId.get(verdict.redirectTo)) || candidate.skill;
      const mention = found.get(skill.id) ?? { skill, evidence: [] };
      const text = source.text.slice(candidate.start, candidate.end);
      mention.evidence.push({
        section: source.section,
        line: source.line,
        start: candidate.start,
        end: candidate.end,
        text,
        context: source.text.trim(),
        why: whyOf(text, candidate.entry, skill, verdict.context),
      });
      found.set(skill.id, mention);
    }
  });
  return [...found.values()].sort(
    (a, b) => b.evidence.length - a.evidence.length || compareText(a.skill.name, b.skill.name),
  );
}
