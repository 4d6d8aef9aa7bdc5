import type { EngineData } from '../../engine-data.ts';
import { LEVEL_WORDS, ORGANIZATION_WORDS, titleTokens } from '../../lookups/title-words.ts';
import type { ParsedResume } from '../../resume/parse-resume.ts';
import { extractSkills } from '../../skills/extract-skills.ts';
import { lookupSkill } from '../../skills/skill-index.ts';
import { compareText } from '../../text/compare-text.ts';
import { findDates } from '../../text/dates.ts';
import { normalizeText } from '../../text/normalize-text.ts';
import { STOPWORDS } from '../../text/stopwords.ts';
import { tokenize, type Token } from '../../text/tokenize.ts';
import { lookupVerb } from '../shared/verb-lexicon.ts';
import {
  buildClaimFacts,
  CHECKED_DEGREES,
  dateKeys,
  findNumbers,
  hasPhrase,
  hasTitle,
  type ClaimFacts,
} from './claim-facts.ts';

export const CLAIM_KINDS = ['employer', 'title', 'degree', 'date', 'number', 'skill', 'name'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

/** A statement of fact in a generated text that neither the resume nor the allowed texts support. */
export interface UnsupportedClaim {
  readonly kind: ClaimKind;
  readonly text: string;
  /** Offset in the normalized text. */
  readonly index: number;
}

export interface ClaimCheckOptions {
  /** Texts the generated text may also draw on: the posting (for questions), the figures a module computed. */
  readonly allowed?: readonly string[];
  /** Also flag vocabulary skills the resume does not show (resume rewrites and letters: yes; interview questions: no). */
  readonly checkSkills?: boolean;
  /**
   * The texts the generating module writes around the facts itself, in the text's language (a letter's
   * 'Sehr geehrte Damen und Herren,', 'Bei ... umfasst meine Erfahrung:'): their words are never names,
   * as 'Dear' and 'Sincerely' are not.
   */
  readonly formulaTexts?: readonly string[];
}

/** Words of letter formulas and pronouns, and degree words (their level is checked as a degree): capitalised, never names. */
const FORMULA_WORDS: ReadonlySet<string> = new Set(
  'i dear hiring team sincerely regards thank thanks best kind yours truly faithfully hello hi warm warmest respectfully cheers present master masters bachelor bachelors'.split(
    ' ',
  ),
);
/** The words of the module's own texts (see ClaimCheckOptions.formulaTexts). */
const ownWords = (texts: readonly string[]): ReadonlySet<string> =>
  new Set(texts.flatMap((t) => tokenize(t).map((w) => w.norm)));
const CALENDAR_WORDS =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|monday|tuesday|wednesday|thursday|friday|saturday|sunday|spring|summer|fall|autumn|winter)$/i;
/** Lower-case words that may join the parts of a name ('Bank of America', 'University of Texas at Austin'). */
const NAME_JOINERS: ReadonlySet<string> = new Set([
  'of',
  'and',
  'the',
  'at',
  'de',
  'la',
  'du',
  'van',
  'von',
  'for',
  'y',
]);
const EMPLOYER_CUES = /\b(?:at|with|for|join|joining|from|by)\s*$/i;
/** Space, '&', '-', '/', '.' (in 'Inc.') may sit between the words of one name; anything else ends it. */
const NAME_GAP = /^(?:\s|&|-|\/|\.(?=\s[A-Z]))*$/;
const SENTENCE_GAP = /[.!?:;"'“”‘’([{•\n\u2013\u2014]|\s-\s|^\s*-\s/;

const isCapital = (token: Token) => /^\p{Lu}/u.test(token.text);

/** Placeholders the user fills ('[add the result]') are not claims: blanked, keeping offsets. */
function blankPlaceholders(text: string): string {
  return text.replace(/\[[^\]\n]*\]/g, (m) => ' '.repeat(m.length));
}

interface Scan {
  readonly text: string;
  readonly tokens: readonly Token[];
  /** The text between token i-1 and token i. */
  readonly gaps: readonly string[];
  readonly isSentenceStart: readonly boolean[];
}

function scan(text: string): Scan {
  const tokens = tokenize(text);
  const gaps = tokens.map((t, i) => text.slice(i === 0 ? 0 : tokens[i - 1]!.end, t.start));
  const isSentenceStart = tokens.map(
    (_, i) => i === 0 || SENTENCE_GAP.test(gaps[i]!) || /[.!?]$/.test(tokens[i - 1]!.text),
  );
  return { text, tokens, gaps, isSentenceStart };
}

function numberAndDateClaims(text: string, facts: ClaimFacts): UnsupportedClaim[] {
  const out: UnsupportedClaim[] = [];
  const dateSpans: Array<[number, number]> = [];
  for (const line of lineOffsets(text)) {
    for (const mention of findDates(line.text)) {
      dateSpans.push([line.start + mention.index, line.start + mention.index + mention.length]);
      if (!dateKeys(mention).every((k) => facts.dates.has(k)))
        out.push({ kind: 'date', text: mention.text, index: line.start + mention.index });
    }
  }
  for (const n of findNumbers(text)) {
    if (dateSpans.some(([s, e]) => n.index >= s && n.index < e)) continue;
    if (!facts.numbers.has(n.value)) out.push({ kind: 'number', text: n.text, index: n.index });
  }
  return out;
}

function lineOffsets(text: string): Array<{ start: number; text: string }> {
  const out: Array<{ start: number; text: string }> = [];
  let start = 0;
  for (const line of text.split('\n')) {
    out.push({ start, text: line });
    start += line.length + 1;
  }
  return out;
}

function degreeClaims(text: string, facts: ClaimFacts): UnsupportedClaim[] {
  const out: UnsupportedClaim[] = [];
  for (const degree of CHECKED_DEGREES) {
    const m = degree.pattern.exec(text);
    if (m && !facts.degreeLevels.has(degree.level)) out.push({ kind: 'degree', text: m[0], index: m.index });
  }
  return out;
}

/**
 * Job titles: runs of words whose title form is an O*NET title or alternate title ('data analyst',
 * 'Senior Software Engineer'), with the level words before them. A one-word title counts only when
 * capitalised inside a sentence ('as Engineer'), not as an ordinary word.
 */
function titleClaims(s: Scan, facts: ClaimFacts, data: EngineData, formula: ReadonlySet<string>): UnsupportedClaim[] {
  const out: UnsupportedClaim[] = [];
  const heads = titleHeads(data);
  const forms = s.tokens.map((t) => tokenTitleForms(t.norm));
  const isLevel = s.tokens.map((t) => LEVEL_WORDS.has(t.norm) || t.norm === 'sr' || t.norm === 'jr');
  const joins = (i: number) => /^[\s&/-]*$/.test(s.gaps[i]!);
  let i = 0;
  while (i < s.tokens.length) {
    let found = -1;
    if (forms[i]!.length > 0) {
      // grow the n-gram from i while its words are joined; keep the longest that is an O*NET title ending in a title word
      let key = '';
      let words = 0;
      for (let j = i; j < s.tokens.length && j <= i + 5 && (j === i || joins(j)); j++) {
        if (forms[j]!.length === 0) continue;
        key = key ? `${key} ${forms[j]!.join(' ')}` : forms[j]!.join(' ');
        words += forms[j]!.length;
        if (!heads.has(forms[j]![forms[j]!.length - 1]!) || !data.titles.exact.has(key)) continue;
        if (words >= 2 || (isCapital(s.tokens[i]!) && !s.isSentenceStart[i] && !formula.has(s.tokens[i]!.norm)))
          found = j;
      }
    }
    if (found < 0) {
      i++;
      continue;
    }
    let start = i;
    while (start > 0 && isLevel[start - 1] && joins(start)) start--;
    const mention = s.text.slice(s.tokens[start]!.start, s.tokens[found]!.end);
    if (!hasTitle(facts, mention)) out.push({ kind: 'title', text: mention, index: s.tokens[start]!.start });
    i = found + 1;
  }
  return out;
}

/** Title tokens of one word, cached (a pure function of the word). */
const formCache = new Map<string, string[]>();
function tokenTitleForms(word: string): string[] {
  let forms = formCache.get(word);
  if (!forms) {
    forms = titleTokens(word);
    if (formCache.size < 50_000) formCache.set(word, forms);
  }
  return forms;
}

/** The last words of every O*NET title key: an n-gram can only be a title if it ends in one. */
const headCache = new WeakMap<EngineData, ReadonlySet<string>>();
function titleHeads(data: EngineData): ReadonlySet<string> {
  let heads = headCache.get(data);
  if (!heads) {
    heads = new Set([...data.titles.exact.keys()].map((k) => k.slice(k.lastIndexOf(' ') + 1)));
    headCache.set(data, heads);
  }
  return heads;
}

/** Is a capitalised word at the start of a sentence an ordinary word ('Led', 'The', 'Thank')? */
const isOrdinaryStart = (token: Token, formula: ReadonlySet<string>) =>
  STOPWORDS.has(token.norm) ||
  formula.has(token.norm) ||
  lookupVerb(token.norm) !== null ||
  /(?:ed|ing|ly)$/.test(token.norm);

/**
 * Names: runs of capitalised words ('Northwind Payments Inc', 'Bank of America'). Words that start a
 * sentence, letter formulas, months and vocabulary skills are not names by themselves; a one-word name
 * that opens a sentence is not checked (it cannot be told from an ordinary word). A name the facts do
 * not contain is an employer when it reads as an organisation or follows 'at', 'with', 'for'.
 */
function nameClaims(s: Scan, facts: ClaimFacts, data: EngineData, formula: ReadonlySet<string>): UnsupportedClaim[] {
  const out: UnsupportedClaim[] = [];
  const isNameWord = (i: number) =>
    isCapital(s.tokens[i]!) && !formula.has(s.tokens[i]!.norm) && !CALENDAR_WORDS.test(s.tokens[i]!.text);
  let i = 0;
  while (i < s.tokens.length) {
    if (!isNameWord(i) || (s.isSentenceStart[i] && isOrdinaryStart(s.tokens[i]!, formula))) {
      i++;
      continue;
    }
    const opensSentence = s.isSentenceStart[i]!;
    let end = i;
    for (let j = i + 1; j < s.tokens.length; j++) {
      if (!NAME_GAP.test(s.gaps[j]!) || s.isSentenceStart[j]) break;
      if (isNameWord(j)) end = j;
      else if (!(
        NAME_JOINERS.has(s.tokens[j]!.text) &&
        j + 1 < s.tokens.length &&
        isNameWord(j + 1) &&
        NAME_GAP.test(s.gaps[j + 1]!)
      ))
        break;
    }
    // one capitalised word opening a sentence cannot be told from an ordinary word ('Walk me through'): not checked
    if (opensSentence && end === i) {
      i++;
      continue;
    }
    // a run the facts do not contain whole may join names the facts have ('Registered Nurse at Riverbend Health'): check its parts
    const whole = s.tokens.slice(i, end + 1);
    const split = hasPhrase(facts, s.text.slice(whole[0]!.start, whole[whole.length - 1]!.end))
      ? []
      : splitAtJoiners(whole);
    // 'Evidence for Go', 'Asks for Bachelor's': a lone word opening the sentence before a joiner is an ordinary word
    const parts = opensSentence && split[0]?.length === 1 && split[0][0] === whole[0] ? split.slice(1) : split;
    for (const words of parts) {
      const name = s.text.slice(words[0]!.start, words[words.length - 1]!.end);
      if (hasPhrase(facts, name)) continue;
      const isSkill =
        lookupSkill(data.skills, name) !== null || words.every((w) => lookupSkill(data.skills, w.text) !== null);
      if (isSkill) continue;
      const last = words[words.length - 1]!.norm.replace(/[^a-z]/g, '');
      const cued = EMPLOYER_CUES.test(s.text.slice(Math.max(0, words[0]!.start - 12), words[0]!.start));
      const isTitle = data.titles.exact.has(titleTokens(name).join(' '));
      const kind: ClaimKind = isTitle ? 'title' : ORGANIZATION_WORDS.has(last) || cued ? 'employer' : 'name';
      if (!(kind === 'title' && hasTitle(facts, name))) out.push({ kind, text: name, index: words[0]!.start });
    }
    i = end + 1;
  }
  return out;
}

/** The capitalised parts of a name run split at its joiners ('at', 'of', 'and'), when the whole is not known. */
function splitAtJoiners(words: readonly Token[]): Token[][] {
  const parts: Token[][] = [[]];
  for (const w of words) {
    if (NAME_JOINERS.has(w.text)) parts.push([]);
    else parts[parts.length - 1]!.push(w);
  }
  return parts.filter((p) => p.length > 0);
}

/** Vocabulary skills named in the text, with their offsets. */
function findSkillSpans(text: string, data: EngineData): Array<{ skillId: string; text: string; index: number }> {
  let offset = 0;
  const sources = text.split('\n').map((line, i) => {
    const source = { text: line, section: 'generated', line: i, start: offset };
    offset += line.length + 1;
    return source;
  });
  return extractSkills(sources, data.skills).flatMap((m) =>
    m.evidence.map((e) => ({ skillId: m.skill.id, text: e.text, index: sources[e.line]!.start + e.start })),
  );
}

/**
 * A skill named inside a longer phrase of the resume is the resume's phrase, not a claim: 'The Financial Edge'
 * in 'as The Financial Edge Administrator' when the resume holds that title. The phrase starts where the
 * skill does (an article aside) and runs on for a few words.
 */
function insideResumePhrase(text: string, span: { text: string; index: number }, facts: ClaimFacts): boolean {
  const article = /^(?:a|an|the)\s+/i.exec(span.text)?.[0].length ?? 0;
  const words = tokenize(text.slice(span.index + article, span.index + article + 120));
  const own = tokenize(span.text.slice(article)).length;
  for (let n = Math.max(own + 1, 2); n <= Math.min(words.length, 8); n++) {
    if (hasPhrase(facts, text.slice(span.index + article + words[0]!.start, span.index + article + words[n - 1]!.end)))
      return true;
  }
  return false;
}

/** A skill name made of the module's own words only ('Zeit' in 'Vielen Dank für Ihre Zeit') is the module's word, not a claim. */
function skillClaims(
  text: string,
  spans: ReturnType<typeof findSkillSpans>,
  facts: ClaimFacts,
  own: ReadonlySet<string>,
): UnsupportedClaim[] {
  const isOwn = (t: string) => own.size > 0 && tokenize(t).every((w) => own.has(w.norm));
  return spans
    .filter(
      (s) =>
        !facts.skillIds.has(s.skillId) &&
        !hasPhrase(facts, s.text) &&
        !isOwn(s.text) &&
        !insideResumePhrase(text, s, facts),
    )
    .map((s) => ({ kind: 'skill', text: s.text, index: s.index }));
}

/** A character that is neither a word nor a space: a masked span separates the words around it. */
const MASK = '\u0001';

/** The text with its skill names masked: 'Apache JMeter and Microsoft Azure' is two tools, not one organisation's name. */
function maskSpans(text: string, spans: ReadonlyArray<{ text: string; index: number }>): string {
  let out = text;
  for (const s of spans) out = out.slice(0, s.index) + MASK.repeat(s.text.length) + out.slice(s.index + s.text.length);
  return out;
}

/** The claims of a generated text checked against prepared facts (see buildClaimFacts). */
export function checkClaims(
  input: string,
  facts: ClaimFacts,
  data: EngineData,
  options: Pick<ClaimCheckOptions, 'checkSkills' | 'formulaTexts'> = {},
): UnsupportedClaim[] {
  const text = blankPlaceholders(normalizeText(input));
  const skills = findSkillSpans(text, data);
  const masked = scan(maskSpans(text, skills));
  const own = ownWords(options.formulaTexts ?? []);
  const formula = own.size === 0 ? FORMULA_WORDS : new Set([...FORMULA_WORDS, ...own]);
  const claims = [
    ...numberAndDateClaims(text, facts),
    ...degreeClaims(text, facts),
    ...titleClaims(masked, facts, data, formula),
    ...nameClaims(masked, facts, data, formula),
  ];
  if (options.checkSkills) claims.push(...skillClaims(text, skills, facts, own));
  const seen = new Set<string>();
  return claims
    .sort((a, b) => a.index - b.index || compareText(a.kind, b.kind))
    .filter((c) => {
      // a span flagged as a title is not flagged again as a name
      const key = c.text.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/**
 * findUnsupportedClaims: the employers, titles, degrees, dates and numbers (and, with checkSkills,
 * vocabulary skills) that a generated text states but the resume does not contain: not in its parsed
 * entities, not in its text, not in the allowed texts. Bracketed placeholders ('[add the result]')
 * are for the user to fill and are not claims.
 */
export function findUnsupportedClaims(
  text: string,
  resume: ParsedResume | null,
  data: EngineData,
  options: ClaimCheckOptions = {},
): UnsupportedClaim[] {
  return checkClaims(text, buildClaimFacts(resume, data, options.allowed ?? []), data, options);
}
