// Quality of the written rewrites (Resume Improvement, module 4) and interview questions (module 5) on the
// writing cases of a split (scripts/bench/writing-cases.ts: every real-world resume x posting, RJDB rows).
// Counts the defects issue 10 names; every goal is 0 except the synonym-only count, which should stay small.
//   node --import tsx scripts/bench/quality-rewrites.ts [--split dev|holdout] [--verbose]   (tune on dev only)
import path from 'node:path';
import nlp from 'compromise';
import type { Engine, ParsedResume } from '../../packages/engine/src/index.ts';
import { findNumbers } from '../../packages/engine/src/modules/claims/claim-facts.ts';
import {
  draftQuestions,
  questionsFromDrafts,
} from '../../packages/engine/src/modules/interview-questions/generate-questions.ts';
import type { ImprovementResult, InterviewQuestions } from '../../packages/engine/src/modules/module-types.ts';
import { suggestParsedImprovements } from '../../packages/engine/src/modules/resume-improvement/suggest-improvements.ts';
import { findGarbled } from '../../packages/engine/src/modules/shared/garbled-text.ts';
import { normalizeText } from '../../packages/engine/src/text/normalize-text.ts';
import { fitOf, loadWritingCases, type WritingCase } from './writing-cases.ts';

export interface Defect {
  readonly case: string;
  readonly text: string;
  readonly detail: string;
}

export interface CaseOutput {
  readonly case: WritingCase;
  readonly improvement: ImprovementResult;
  readonly questions: InterviewQuestions;
}

export interface RewriteReport {
  readonly cases: number;
  readonly changes: number;
  readonly questions: number;
  readonly placeholders: readonly Defect[];
  readonly notBullets: readonly Defect[];
  readonly numbersChanged: readonly Defect[];
  readonly synonymOnly: readonly Defect[];
  readonly brokenPunctuation: readonly Defect[];
  readonly internalLabels: readonly Defect[];
  readonly claims: readonly Defect[];
  readonly mixedTense: readonly Defect[];
  readonly notAction: readonly Defect[];
  readonly garbled: readonly Defect[];
  readonly foreignQuotes: readonly Defect[];
  readonly outputs: readonly CaseOutput[];
}

const key = (text: string) =>
  normalizeText(text)
    .toLowerCase()
    .replace(/^\s*(?:•|[-*+]\s)\s*/, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Lines a change may rewrite: the bullets of roles and projects, and the skills list's lines. */
function rewritableLines(resume: ParsedResume): { bullets: Set<string>; skills: Set<string> } {
  const bullets = new Set(
    [...resume.roles.flatMap((r) => r.bullets), ...resume.projects.flatMap((p) => p.bullets)].map(key),
  );
  const skills = new Set(
    resume.sections.filter((s) => s.kind === 'skills').flatMap((s) => s.lines.map((l) => key(l.text))),
  );
  return { bullets, skills };
}

/** A line that is a header, a contact line or a heading whatever the parser made of it. */
const NOT_A_BULLET = [
  /@|https?:|www\.|\+?\d[\d\s().-]{8,}\d/,
  /\b(?:19|20)\d\d\s*(?:[-–—]|to)\s*(?:(?:19|20)\d\d|present|current|now)\b/i,
  /^[A-Z][A-Z &/]{3,}$/,
];

const numbersOf = (text: string) =>
  findNumbers(text)
    .map((n) => n.text.replace(/[,\s]/g, '').toLowerCase())
    .sort()
    .join(' ');

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9%$+#' ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

/** The word's verb infinitive by compromise (independent of the engine's lexicon): 'built' -> 'build', 'oversaw' -> 'oversee'. */
const infinitive = (w: string) =>
  nlp(`they ${w} it`)
    .verbs()
    .toInfinitive()
    .text()
    .replace(/^they\s+|\s+it$/g, '') || w;
/** A tense fix ('Building' -> 'Built', 'oversee' -> 'oversaw'), not a synonym swap ('worked' -> 'collaborated'). */
const sameVerb = (a: string, b: string) =>
  a.replace(/(?:ing|ed|es|s|e)$/, '') === b.replace(/(?:ing|ed|es|s|e)$/, '') || infinitive(a) === infinitive(b);

/** True when the change swaps one or two words for others of the same length and nothing else ('Worked with' -> 'Collaborated with'). */
export function isSynonymOnly(oldPhrase: string, newPhrase: string): boolean {
  const a = words(oldPhrase);
  const b = words(newPhrase);
  if (a.length !== b.length) return false;
  const diff = a.flatMap((w, i) => (w === b[i] ? [] : [i]));
  if (diff.length === 0 || diff.length > 2 || diff[diff.length - 1]! - diff[0]! >= 2) return false;
  return diff.some((i) => !sameVerb(a[i]!, b[i]!));
}

/** Punctuation no writer would leave: '.?', '?.', ' ,', double spaces, unbalanced quotes or parentheses ('.NET' is a name, not a stray period). */
export function brokenPunctuation(text: string): string | null {
  const m = /[.?!][?.!]|\s[,.;:?](?![A-Za-z0-9])|\S {2,}\S|\(\s*\)|,\s*[.?](?![A-Za-z0-9])/.exec(
    text.replace(/\.\.\.|…/g, '…'),
  );
  if (m) return `'${m[0]}'`;
  if ((text.match(/\(/g) ?? []).length !== (text.match(/\)/g) ?? []).length) return 'unbalanced parentheses';
  if (
    (text.match(/"/g) ?? []).length % 2 === 1 ||
    (text.match(/[“]/g) ?? []).length !== (text.match(/[”]/g) ?? []).length
  )
    return 'unbalanced double quotes';
  // single quotes used as quotation marks: an opening one (after a space or line start) needs a closing one
  const opening = (text.match(/(?:^|[\s(])'/g) ?? []).length;
  const closing = (text.match(/'(?=[\s.,;:?!)]|$)/g) ?? []).length;
  if (opening > closing) return 'unbalanced single quotes';
  return null;
}

/** Scoring internals shown to the user: requirement ids, O*NET codes, weights, scores. */
export const INTERNAL_LABEL = /\breq-\d+|\b\d{2}-\d{4}(?:\.\d{2})?\b|\bweights?\b|\bscores?\b/i;

/** A resume line a question quotes as the candidate's own: 'you wrote: '...'' and 'A story your resume already has: '...''. */
const RESUME_QUOTE = /(?:you wrote|A story your resume already has): '(.+?)(?:…)?'(?: \(|\.|$)/;

/** compromise's reading in context, independent of the engine's verb lexicon: the line's first word is a verb said by 'I'. */
export function opensWithAction(line: string): boolean {
  const body = line.replace(/^[A-Z][\p{L} /&-]{0,30}:\s+/u, '');
  if (/^I\b/.test(body)) return true;
  const first = nlp(`I ${body.charAt(0).toLowerCase()}${body.slice(1)}`)
    .terms()
    .eq(1);
  if ((first.has('#Verb') && !first.has('#Noun')) || nlp(body).terms().first().has('#Gerund')) return true;
  // read alone, the word is what the line's run of words may hide: a past verb before 'and' ('Managed and developed',
  // which compromise tags an adjective in the line) or a gerund it reads as a noun ('Instructing patrons', 'handling setup')
  const word = /^[A-Za-z]+/.exec(body)?.[0]?.toLowerCase() ?? '';
  return (
    nlp(`I ${word} it`).terms().eq(1).has('#PastTense') ||
    (/ing$/.test(word) && nlp(`I am ${word} it`).terms().eq(2).has('#Gerund'))
  );
}

/** 'cut' -> 'cut': compromise's past form of the verb is the word itself. */
const sameInPast = (word: string) => {
  const forms = (nlp(word).verbs().conjugate() as Array<Record<string, string>>)[0];
  return forms?.Infinitive === word && forms.PastTense === word;
};

/** compromise reads the clause's first word, in the clause's own words (no 'I' before it), as a noun and not a verb. */
const opensWithNoun = (clause: string) => {
  const first = nlp(clause).terms().first();
  return first.has('#Noun') && !first.has('#Verb');
};

/** Two tenses in the actions a line states: its opening verb and each clause's after ';' or a full stop (compromise's tags). */
export function mixedTenses(text: string): boolean {
  const tenses = new Set<string>();
  for (const clause of text.split(/\s*(?:;|[.!?](?=\s|$))\s*/)) {
    const word = /^([A-Za-z]+)\b/.exec(clause.trim())?.[1];
    if (!word) continue;
    const term = nlp(`I ${word.toLowerCase()} it`).terms().eq(1);
    if (term.has('#Gerund') || !term.has('#Verb')) continue;
    // a verb whose past is its present ('Cut', 'Set', 'Put') is in either tense
    if (sameInPast(word.toLowerCase())) continue;
    // a clause that opens with a noun states no action ('Staff of 12 bartenders', 'Tickets closed within 2 days')
    if (opensWithNoun(clause.trim())) continue;
    tenses.add(term.has('#PastTense') ? 'past' : 'present');
  }
  return tenses.size > 1;
}

/** Function words and letters of the other languages postings come in: an English question quoting them mixes languages. */
const FOREIGN_WORDS =
  /(?<![\p{L}'-]|\p{L}\.)(?:und|der|das|des|den|dem|mit|für|zur|zum|bei|oder|wir|sie|och|att|för|med|som|är|på|ett|les|pour|avec|dans|une|nous|vous|sur|para|con|los|las|del|una|por|della|nella|che|uma|não)(?![\p{L}'-]|\.\p{L})|[äöåßøæœñãõ]/iu;

export function measureRewrites(cases: readonly WritingCase[], engine: Engine): RewriteReport {
  const report = {
    placeholders: [] as Defect[],
    notBullets: [] as Defect[],
    numbersChanged: [] as Defect[],
    synonymOnly: [] as Defect[],
    brokenPunctuation: [] as Defect[],
    internalLabels: [] as Defect[],
    claims: [] as Defect[],
    mixedTense: [] as Defect[],
    notAction: [] as Defect[],
    garbled: [] as Defect[],
    foreignQuotes: [] as Defect[],
  };
  const outputs: CaseOutput[] = [];
  let changes = 0;
  let questions = 0;
  for (const c of cases) {
    const improvement = suggestParsedImprovements(c.resumeText, c.resume, c.posting, engine.data);
    const asked = questionsFromDrafts(
      draftQuestions(c.resume, c.posting, fitOf(engine, c)),
      c.resume,
      c.posting,
      engine.data,
    );
    outputs.push({ case: c, improvement, questions: asked });
    const lines = rewritableLines(c.resume);
    for (const change of improvement.changes) {
      changes++;
      const d = (detail: string) => ({ case: c.id, text: `${change.old_phrase} -> ${change.new_phrase}`, detail });
      const brackets = (t: string): string[] => t.match(/\[[^\]]*\]/g) ?? [];
      // a bracket the change adds (a template resume's own '[Amount]' is the user's, not ours)
      if (
        brackets(change.new_phrase).some((b) => !brackets(change.old_phrase).includes(b)) ||
        change.placeholders.length > 0
      )
        report.placeholders.push(d('placeholder'));
      const k = key(change.old_phrase);
      const isBullet = lines.bullets.has(k) && change.section !== 'skills' && change.section !== 'summary';
      const isSkills = lines.skills.has(k) && change.section === 'skills';
      if ((!isBullet && !isSkills) || NOT_A_BULLET.some((p) => p.test(change.old_phrase)))
        report.notBullets.push(d(`section ${change.section}`));
      if (numbersOf(change.old_phrase) !== numbersOf(change.new_phrase))
        report.numbersChanged.push(d(`${numbersOf(change.old_phrase)} -> ${numbersOf(change.new_phrase)}`));
      if (isSynonymOnly(change.old_phrase, change.new_phrase)) report.synonymOnly.push(d('synonym only'));
      if (change.section !== 'skills' && mixedTenses(change.new_phrase)) report.mixedTense.push(d('mixed tense'));
      const garbled = findGarbled(change.new_phrase);
      if (garbled) report.garbled.push(d(garbled));
    }
    for (const f of improvement.flags)
      report.claims.push({ case: c.id, text: f.text, detail: `${f.field}: ${f.message}` });
    for (const [category, list] of Object.entries(asked)) {
      for (const q of list) {
        questions++;
        for (const text of [q.question, q.basis, ...q.guidelines]) {
          const broken = brokenPunctuation(text);
          if (broken) report.brokenPunctuation.push({ case: c.id, text, detail: `${category}: ${broken}` });
          const label = INTERNAL_LABEL.exec(text);
          if (label) report.internalLabels.push({ case: c.id, text, detail: `${category}: '${label[0]}'` });
          const line = RESUME_QUOTE.exec(text)?.[1];
          if (line && !opensWithAction(line))
            report.notAction.push({ case: c.id, text, detail: `${category}: no action` });
          const garbled = line ? findGarbled(line) : null;
          if (garbled) report.garbled.push({ case: c.id, text, detail: `${category}: ${garbled}` });
          if ([...text.matchAll(/'([^']{8,})'/g)].some((m) => FOREIGN_WORDS.test(m[1]!)))
            report.foreignQuotes.push({ case: c.id, text, detail: `${category}: another language quoted` });
        }
        for (const f of q.flags)
          report.claims.push({ case: c.id, text: f.text, detail: `${category} ${f.field}: ${f.message}` });
      }
    }
  }
  return { cases: cases.length, changes, questions, ...report, outputs };
}

const SECTIONS = [
  ['placeholders', 'changes with a placeholder'],
  ['notBullets', 'changes whose old phrase is not a bullet or skills line'],
  ['numbersChanged', 'changes that alter a number'],
  ['synonymOnly', 'synonym-only changes'],
  ['brokenPunctuation', 'question texts with broken punctuation'],
  ['internalLabels', 'question texts with internal labels'],
  ['claims', 'invented claims (claim checker)'],
  ['mixedTense', 'changes that leave a line in two tenses'],
  ['notAction', 'questions quoting a resume line that states no action'],
  ['garbled', 'garbled PDF text in a change or a quoted line'],
  ['foreignQuotes', 'question texts quoting another language'],
] as const;

export function printRewrites(report: RewriteReport, options: { verbose: boolean }): void {
  console.log(
    `rewrites and questions: ${report.cases} cases, ${report.changes} changes, ${report.questions} questions`,
  );
  for (const [field, label] of SECTIONS)
    console.log(`  ${label}: ${report[field].length}${field === 'synonymOnly' ? '' : ' (goal 0)'}`);
  if (!options.verbose) return;
  for (const [field, label] of SECTIONS)
    for (const d of report[field])
      console.log(`    x ${label}: ${d.case} ${d.detail}: ${d.text.replace(/\n/g, ' / ')}`);
}

// The figures of one split (dev unless --split holdout; RJDB: its first 100 rows), with each defect when verbose.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { createEngine } = await import('../../packages/engine/src/index.ts');
  const created = createEngine();
  if (!created.ok) throw new Error(created.error);
  const split =
    process.argv.includes('--split') && process.argv[process.argv.indexOf('--split') + 1] === 'holdout'
      ? 'holdout'
      : 'dev';
  const cases = await loadWritingCases(
    created.value,
    path.resolve(import.meta.dirname, '../../../shared/data'),
    split,
    { rjdbLimit: 100 },
  );
  printRewrites(measureRewrites([...cases.realWorld, ...cases.rjdb], created.value), {
    verbose: process.argv.includes('--verbose'),
  });
}
