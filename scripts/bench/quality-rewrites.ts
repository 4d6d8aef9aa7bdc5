// Quality of the written rewrites (Resume Improvement, module 4) and interview questions (module 5) on real
// documents: the dev split of the real-world corpus (every labelled pair whose resume and posting are both
// in dev) and RJDB dev rows (the matched resume against its job description). Counts the defects issue 10
// names; every goal is 0 except the synonym-only count, which should stay small.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import nlp from 'compromise';
import type { Engine, ParsedResume } from '../../packages/engine/src/index.ts';
import { findNumbers } from '../../packages/engine/src/modules/claims/claim-facts.ts';
import type { ImprovementResult, InterviewQuestions } from '../../packages/engine/src/modules/module-types.ts';
import { normalizeText } from '../../packages/engine/src/text/normalize-text.ts';
import { AS_OF, loadRjdb } from './quality-ranking.ts';
import { readResumeText, REAL_WORLD_AS_OF } from './quality-real-world.ts';
import { loadRealWorld, selectRealWorldSplit } from './real-world-labels.ts';

export interface RewriteCase {
  readonly id: string;
  readonly resumeText: string;
  readonly postingText: string;
  readonly asOf: { readonly year: number; readonly month: number };
}

export interface Defect {
  readonly case: string;
  readonly text: string;
  readonly detail: string;
}

export interface CaseOutput {
  readonly case: RewriteCase;
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
  readonly outputs: readonly CaseOutput[];
}

/** The real-world dev pairs (both documents in dev) and the first `rjdbLimit` RJDB dev rows. */
export async function loadRewriteCases(dataDir: string, options: { rjdbLimit: number }): Promise<RewriteCase[]> {
  const dev = selectRealWorldSplit(loadRealWorld(dataDir), 'dev');
  const postings = new Map(dev.postings.map((p) => [p.id, p]));
  const cases: RewriteCase[] = [];
  const texts = new Map<string, string>();
  for (const pair of dev.pairs) {
    const resume = dev.resumes.find((r) => r.id === pair.resume);
    const posting = postings.get(pair.posting);
    if (!resume || !posting) continue;
    if (!texts.has(resume.id)) texts.set(resume.id, await readResumeText(dev, resume));
    cases.push({ id: `${resume.id}x${posting.id}`, resumeText: texts.get(resume.id)!, postingText: readFileSync(path.join(dev.dir, posting.text_file), 'utf8'), asOf: REAL_WORLD_AS_OF });
  }
  loadRjdb(dataDir, { split: 'dev', limit: options.rjdbLimit }).forEach((row, i) => cases.push({ id: `rjdb#${i}`, resumeText: row['Resume-matched'], postingText: row['Job-Description'], asOf: AS_OF }));
  return cases;
}

const key = (text: string) => normalizeText(text).toLowerCase().replace(/^\s*(?:•|[-*+]\s)\s*/, '').replace(/\s+/g, ' ').trim();

/** Lines a change may rewrite: the bullets of roles and projects, and the skills list's lines. */
function rewritableLines(resume: ParsedResume): { bullets: Set<string>; skills: Set<string> } {
  const bullets = new Set([...resume.roles.flatMap((r) => r.bullets), ...resume.projects.flatMap((p) => p.bullets)].map(key));
  const skills = new Set(resume.sections.filter((s) => s.kind === 'skills').flatMap((s) => s.lines.map((l) => key(l.text))));
  return { bullets, skills };
}

/** A line that is a header, a contact line or a heading whatever the parser made of it. */
const NOT_A_BULLET = [/@|https?:|www\.|\+?\d[\d\s().-]{8,}\d/, /\b(?:19|20)\d\d\s*(?:[-–—]|to)\s*(?:(?:19|20)\d\d|present|current|now)\b/i, /^[A-Z][A-Z &/]{3,}$/];

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
const infinitive = (w: string) => nlp(`they ${w} it`).verbs().toInfinitive().text().replace(/^they\s+|\s+it$/g, '') || w;
/** A tense fix ('Building' -> 'Built', 'oversee' -> 'oversaw'), not a synonym swap ('worked' -> 'collaborated'). */
const sameVerb = (a: string, b: string) => a.replace(/(?:ing|ed|es|s|e)$/, '') === b.replace(/(?:ing|ed|es|s|e)$/, '') || infinitive(a) === infinitive(b);

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
  const m = /[.?!][?.!]|\s[,.;:?](?![A-Za-z0-9])|\S {2,}\S|\(\s*\)|,\s*[.?]/.exec(text.replace(/\.\.\.|…/g, '…'));
  if (m) return `'${m[0]}'`;
  if ((text.match(/\(/g) ?? []).length !== (text.match(/\)/g) ?? []).length) return 'unbalanced parentheses';
  if ((text.match(/"/g) ?? []).length % 2 === 1 || (text.match(/[“]/g) ?? []).length !== (text.match(/[”]/g) ?? []).length) return 'unbalanced double quotes';
  // single quotes used as quotation marks: an opening one (after a space or line start) needs a closing one
  const opening = (text.match(/(?:^|[\s(])'/g) ?? []).length;
  const closing = (text.match(/'(?=[\s.,;:?!)]|$)/g) ?? []).length;
  if (opening > closing) return 'unbalanced single quotes';
  return null;
}

/** Scoring internals shown to the user: requirement ids, O*NET codes, weights, scores. */
export const INTERNAL_LABEL = /\breq-\d+|\b\d{2}-\d{4}(?:\.\d{2})?\b|\bweights?\b|\bscores?\b/i;

export function measureRewrites(cases: readonly RewriteCase[], engine: Engine): RewriteReport {
  const report = { placeholders: [] as Defect[], notBullets: [] as Defect[], numbersChanged: [] as Defect[], synonymOnly: [] as Defect[], brokenPunctuation: [] as Defect[], internalLabels: [] as Defect[], claims: [] as Defect[] };
  const outputs: CaseOutput[] = [];
  let changes = 0;
  let questions = 0;
  for (const c of cases) {
    const input = { resumeText: c.resumeText, postingText: c.postingText, asOf: c.asOf };
    const improvement = engine.suggestImprovements(input);
    const asked = engine.generateInterviewQuestions(input);
    outputs.push({ case: c, improvement, questions: asked });
    const resume = engine.parseResume(c.resumeText, { asOf: c.asOf });
    const lines = rewritableLines(resume);
    for (const change of improvement.changes) {
      changes++;
      const d = (detail: string) => ({ case: c.id, text: `${change.old_phrase} -> ${change.new_phrase}`, detail });
      const brackets = (t: string): string[] => t.match(/\[[^\]]*\]/g) ?? [];
      // a bracket the change adds (a template resume's own '[Amount]' is the user's, not ours)
      if (brackets(change.new_phrase).some((b) => !brackets(change.old_phrase).includes(b)) || change.placeholders.length > 0) report.placeholders.push(d('placeholder'));
      const k = key(change.old_phrase);
      const isBullet = lines.bullets.has(k) && change.section !== 'skills' && change.section !== 'summary';
      const isSkills = lines.skills.has(k) && change.section === 'skills';
      if ((!isBullet && !isSkills) || NOT_A_BULLET.some((p) => p.test(change.old_phrase))) report.notBullets.push(d(`section ${change.section}`));
      if (numbersOf(change.old_phrase) !== numbersOf(change.new_phrase)) report.numbersChanged.push(d(`${numbersOf(change.old_phrase)} -> ${numbersOf(change.new_phrase)}`));
      if (isSynonymOnly(change.old_phrase, change.new_phrase)) report.synonymOnly.push(d('synonym only'));
    }
    for (const f of improvement.flags) report.claims.push({ case: c.id, text: f.text, detail: `${f.field}: ${f.message}` });
    for (const [category, list] of Object.entries(asked)) {
      for (const q of list) {
        questions++;
        for (const text of [q.question, q.basis, ...q.guidelines]) {
          const broken = brokenPunctuation(text);
          if (broken) report.brokenPunctuation.push({ case: c.id, text, detail: `${category}: ${broken}` });
          const label = INTERNAL_LABEL.exec(text);
          if (label) report.internalLabels.push({ case: c.id, text, detail: `${category}: '${label[0]}'` });
        }
        for (const f of q.flags) report.claims.push({ case: c.id, text: f.text, detail: `${category} ${f.field}: ${f.message}` });
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
] as const;

export function printRewrites(report: RewriteReport, options: { verbose: boolean }): void {
  console.log(`rewrites and questions: ${report.cases} cases, ${report.changes} changes, ${report.questions} questions`);
  for (const [field, label] of SECTIONS) console.log(`  ${label}: ${report[field].length}${field === 'synonymOnly' ? '' : ' (goal 0)'}`);
  if (!options.verbose) return;
  for (const [field, label] of SECTIONS) for (const d of report[field]) console.log(`    x ${label}: ${d.case} ${d.detail}: ${d.text.replace(/\n/g, ' / ')}`);
}

// `node --import tsx scripts/bench/quality-rewrites.ts [--verbose]`: the dev figures, with each defect when verbose.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { createEngine } = await import('../../packages/engine/src/index.ts');
  const created = createEngine();
  if (!created.ok) throw new Error(created.error);
  const cases = await loadRewriteCases(path.resolve(import.meta.dirname, '../../../shared/data'), { rjdbLimit: 100 });
  printRewrites(measureRewrites(cases, created.value), { verbose: process.argv.includes('--verbose') });
}
