// Cover letters as a job seeker would read them (issue 10), dev split only: every real-world dev resume x
// dev posting, and the first 100 RJDB dev rows (matched resume x job description). Counts the defects of
// letter-defects.ts (goal 0 each) and prints the first examples of each.
//   node --import tsx scripts/bench/quality-letters.ts [--show N] [--examples N] [--only 'R02 x P01,rjdb-dev-3']
// --show N prints N real-world letters in full (spread over the resumes), to read them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createEngine, type CoverLetter, type Engine, type ParsedPosting, type ParsedResume } from '../../packages/engine/src/index.ts';
import { writeParsedCoverLetter } from '../../packages/engine/src/modules/cover-letter/write-cover-letter.ts';
import { evalDataDir } from './eval-data.ts';
import { findLetterDefects, LETTER_DEFECT_KINDS, type LetterContext, type LetterDefect, type LetterDefectKind } from './letter-defects.ts';
import { AS_OF, loadRjdb } from './quality-ranking.ts';
import { readResumeText, REAL_WORLD_AS_OF } from './quality-real-world.ts';
import { loadRealWorld, selectRealWorldSplit } from './real-world-labels.ts';

export interface LetterCase {
  readonly id: string;
  readonly letter: CoverLetter;
  readonly defects: readonly LetterDefect[];
}

const roleBullets = (resume: ParsedResume) => resume.roles.flatMap((r) => r.bullets);

/** How a letter is written from parsed documents: the engine's writer, or another one to compare with. */
export type LetterWriter = (engine: Engine, resume: ParsedResume, posting: ParsedPosting) => CoverLetter;

const writeLetter: LetterWriter = (engine, resume, posting) => writeParsedCoverLetter(resume, posting, engine.scoreFit(resume, posting), engine.data);

/** Every dev resume with every dev posting of the labelled corpus (never a holdout document). */
export async function measureRealWorldLetters(engine: Engine, dataDir: string, write: LetterWriter = writeLetter): Promise<LetterCase[]> {
  const corpus = selectRealWorldSplit(loadRealWorld(dataDir), 'dev');
  const postings = corpus.postings.map((p) => {
    const text = readFileSync(path.join(corpus.dir, p.text_file), 'utf8');
    return { label: p, text, parsed: engine.parsePosting(text) };
  });
  const cases: LetterCase[] = [];
  for (const r of corpus.resumes) {
    const resumeText = await readResumeText(corpus, r);
    const resume = engine.parseResume(resumeText, { asOf: REAL_WORLD_AS_OF });
    for (const p of postings) {
      const letter = write(engine, resume, p.parsed);
      const context: LetterContext = { company: p.label.company, postingText: p.text, name: r.name, resumeText, roleBullets: roleBullets(resume) };
      cases.push({ id: `${r.id} x ${p.label.id}`, letter, defects: findLetterDefects(letter, context) });
    }
  }
  return cases;
}

/** The first `limit` RJDB dev rows: the matched resume (no name: livecareer resumes have none) and the job description (no labelled company). */
export function measureRjdbLetters(engine: Engine, dataDir: string, limit = 100, write: LetterWriter = writeLetter): LetterCase[] {
  return loadRjdb(dataDir, { split: 'dev', limit }).map((row, i) => {
    const resumeText = row['Resume-matched'];
    const resume = engine.parseResume(resumeText, { asOf: AS_OF });
    const letter = write(engine, resume, engine.parsePosting(row['Job-Description']));
    const context: LetterContext = { postingText: row['Job-Description'], resumeText, roleBullets: roleBullets(resume) };
    return { id: `rjdb-dev-${i}`, letter, defects: findLetterDefects(letter, context) };
  });
}

/** Per kind: the letters with at least one such defect. */
export function countDefects(cases: readonly LetterCase[]): Record<LetterDefectKind, number> {
  return Object.fromEntries(LETTER_DEFECT_KINDS.map((kind) => [kind, cases.filter((c) => c.defects.some((d) => d.kind === kind)).length])) as Record<LetterDefectKind, number>;
}

export function printSet(name: string, cases: readonly LetterCase[], examples: number): void {
  const counts = countDefects(cases);
  const clean = cases.filter((c) => c.defects.length === 0).length;
  console.log(`${name}: ${cases.length} letters, ${clean} without a defect`);
  for (const kind of LETTER_DEFECT_KINDS) {
    console.log(`  ${kind.padEnd(18)} ${String(counts[kind]).padStart(4)} letters (goal 0)`);
    const found = cases.flatMap((c) => c.defects.filter((d) => d.kind === kind).map((d) => `${c.id}: ${d.text}`));
    for (const line of [...new Set(found)].slice(0, examples)) console.log(`      ${line.replace(/\s+/g, ' ').slice(0, 200)}`);
  }
}

async function main(): Promise<void> {
  const argument = (flag: string, fallback: number) => {
    const at = process.argv.indexOf(flag);
    return at >= 0 ? Number(process.argv[at + 1]) : fallback;
  };
  const engine = createEngine();
  if (!engine.ok) throw new Error(engine.error);
  const realWorld = await measureRealWorldLetters(engine.value, evalDataDir);
  const rjdb = measureRjdbLetters(engine.value, evalDataDir);
  printSet('real-world dev (resume x posting)', realWorld, argument('--examples', 4));
  printSet('RJDB dev (first 100 rows)', rjdb, argument('--examples', 4));
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1]!.split(',') : [];
  for (const c of [...realWorld, ...rjdb].filter((x) => only.includes(x.id))) console.log(`\n===== ${c.id} (${c.defects.map((d) => d.kind).join(', ') || 'no defect'})\n${c.letter.letter}`);
  const show = argument('--show', 0);
  const resumes = [...new Set(realWorld.map((c) => c.id.split(' x ')[0]))];
  for (let i = 0; i < show; i++) {
    const resume = resumes[(i * 3) % resumes.length];
    const pick = realWorld.filter((c) => c.id.startsWith(`${resume} x`))[(i * 7) % 26] ?? realWorld[i]!;
    console.log(`\n===== ${pick.id} (${pick.defects.map((d) => d.kind).join(', ') || 'no defect'})\n${pick.letter.letter}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
