// Cover letters as a job seeker would read them (issue 10): counts the defects of letter-defects.ts (goal 0
// each) over the writing cases of a split (scripts/bench/writing-cases.ts) and prints the first examples.
//   node --import tsx scripts/bench/quality-letters.ts [--split dev|holdout] [--show N] [--examples N] [--only 'R02 x P01,rjdb-dev-3']
// --show N prints N real-world letters in full (spread over the resumes), to read them. Tune on dev only.
import { pathToFileURL } from 'node:url';
import {
  createEngine,
  type CoverLetter,
  type Engine,
  type FitResult,
  type ParsedPosting,
  type ParsedResume,
} from '../../packages/engine/src/index.ts';
import { writeParsedCoverLetter } from '../../packages/engine/src/modules/cover-letter/write-cover-letter.ts';
import { evalDataDir } from './eval-data.ts';
import { findLetterDefects, LETTER_DEFECT_KINDS, type LetterDefect, type LetterDefectKind } from './letter-defects.ts';
import type { Split } from './quality-split.ts';
import { fitOf, loadWritingCases, type WritingCase } from './writing-cases.ts';

export interface LetterCase {
  readonly id: string;
  readonly letter: CoverLetter;
  readonly defects: readonly LetterDefect[];
}

/** How a letter is written from parsed documents and their fit: the engine's writer, or another one to compare with. */
export type LetterWriter = (
  engine: Engine,
  resume: ParsedResume,
  posting: ParsedPosting,
  fit: FitResult,
) => CoverLetter;

const writeLetter: LetterWriter = (engine, resume, posting, fit) =>
  writeParsedCoverLetter(resume, posting, fit, engine.data);

/** The letter of each case and its defects. */
export function measureLetters(
  cases: readonly WritingCase[],
  engine: Engine,
  write: LetterWriter = writeLetter,
): LetterCase[] {
  return cases.map((c) => {
    const letter = write(engine, c.resume, c.posting, fitOf(engine, c));
    return { id: c.id, letter, defects: findLetterDefects(letter, c.context) };
  });
}

/** The close names something of the posting's (a duty, a focus, a team), not only 'how my experience fits your needs'. */
export const isSpecificClose = (letter: CoverLetter): boolean =>
  /\b(?:would support|prepared (?:me )?to|contribute to|help (?:your|with))\b/.test(letter.paragraphs.at(-1) ?? '');

/** Per kind: the letters with at least one such defect. */
export function countDefects(cases: readonly LetterCase[]): Record<LetterDefectKind, number> {
  return Object.fromEntries(
    LETTER_DEFECT_KINDS.map((kind) => [kind, cases.filter((c) => c.defects.some((d) => d.kind === kind)).length]),
  ) as Record<LetterDefectKind, number>;
}

export function printSet(name: string, cases: readonly LetterCase[], examples: number): void {
  const counts = countDefects(cases);
  const clean = cases.filter((c) => c.defects.length === 0).length;
  console.log(`${name}: ${cases.length} letters, ${clean} without a defect`);
  for (const kind of LETTER_DEFECT_KINDS) {
    console.log(`  ${kind.padEnd(18)} ${String(counts[kind]).padStart(4)} letters (goal 0)`);
    const found = cases.flatMap((c) => c.defects.filter((d) => d.kind === kind).map((d) => `${c.id}: ${d.text}`));
    for (const line of [...new Set(found)].slice(0, examples))
      console.log(`      ${line.replace(/\s+/g, ' ').slice(0, 200)}`);
  }
}

async function main(): Promise<void> {
  const argument = (flag: string, fallback: number) => {
    const at = process.argv.indexOf(flag);
    return at >= 0 ? Number(process.argv[at + 1]) : fallback;
  };
  const split: Split =
    process.argv.includes('--split') && process.argv[process.argv.indexOf('--split') + 1] === 'holdout'
      ? 'holdout'
      : 'dev';
  const engine = createEngine();
  if (!engine.ok) throw new Error(engine.error);
  const cases = await loadWritingCases(engine.value, evalDataDir, split, { rjdbLimit: 100 });
  const realWorld = measureLetters(cases.realWorld, engine.value);
  const rjdb = measureLetters(cases.rjdb, engine.value);
  printSet(`real-world ${split} (resume x posting)`, realWorld, argument('--examples', 4));
  printSet(`RJDB ${split} (first 100 rows)`, rjdb, argument('--examples', 4));
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1]!.split(',') : [];
  for (const c of [...realWorld, ...rjdb].filter((x) => only.includes(x.id)))
    console.log(`\n===== ${c.id} (${c.defects.map((d) => d.kind).join(', ') || 'no defect'})\n${c.letter.letter}`);
  const show = argument('--show', 0);
  const resumes = [...new Set(realWorld.map((c) => c.id.split(' x ')[0]))];
  for (let i = 0; i < show; i++) {
    const resume = resumes[(i * 3) % resumes.length];
    const pick = realWorld.filter((c) => c.id.startsWith(`${resume} x`))[(i * 7) % 26] ?? realWorld[i]!;
    console.log(
      `\n===== ${pick.id} (${pick.defects.map((d) => d.kind).join(', ') || 'no defect'})\n${pick.letter.letter}`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
