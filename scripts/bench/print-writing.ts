// The writing checks of one split (issue 10), as bench:quality prints them for dev and holdout: cover letters
// (letter-defects.ts), Resume Improvement changes and interview questions (quality-rewrites.ts), on the
// real-world cases and the RJDB rows of the split (writing-cases.ts). Goal 0 for every count but synonym-only.
import type { Engine } from '../../packages/engine/src/index.ts';
import { LETTER_DEFECT_KINDS, type LetterDefectKind } from './letter-defects.ts';
import { countDefects, isSpecificClose, measureLetters, type LetterCase } from './quality-letters.ts';
import { measureRewrites, type RewriteReport } from './quality-rewrites.ts';
import type { Split } from './quality-split.ts';
import { loadWritingCases, type WritingCase } from './writing-cases.ts';

export interface WritingSet {
  readonly letters: readonly LetterCase[];
  readonly rewrites: RewriteReport;
}

export interface WritingReport {
  readonly realWorld: WritingSet;
  readonly rjdb: WritingSet;
}

const measureSet = (cases: readonly WritingCase[], engine: Engine): WritingSet => ({
  letters: measureLetters(cases, engine),
  rewrites: measureRewrites(cases, engine),
});

/** Every writing check on a split; `rjdbLimit` measures only the split's first N RJDB rows. */
export async function measureWritingSplit(
  engine: Engine,
  dataDir: string,
  split: Split,
  options: { rjdbLimit?: number } = {},
): Promise<WritingReport> {
  const cases = await loadWritingCases(engine, dataDir, split, options);
  return { realWorld: measureSet(cases.realWorld, engine), rjdb: measureSet(cases.rjdb, engine) };
}

const LETTER_LABELS: Readonly<Record<LetterDefectKind, string>> = {
  'wrong-company': 'wrong company',
  unsigned: 'not signed with the name',
  placeholder: 'placeholder',
  'first-person': "ungrammatical 'I + verb'",
  'repeated-sentence': 'repeated sentence',
  'cut-sentence': 'cut sentence',
  invented: 'claim flagged (employer, title, degree, date or number not in the documents)',
  'present-employer': "'at Present'",
  'own-projects': "job as 'my own projects'",
  stiff: 'stiff line',
  subjectless: 'sentence without a subject',
  'foreign-fragment': 'another language quoted in an English letter',
  'not-a-duty': "posting text that is no duty said as the work ('the chance to' + benefits or a heading)",
};

export function printWritingSet(name: string, set: WritingSet, options: { verbose: boolean }): void {
  const counts = countDefects(set.letters);
  const r = set.rewrites;
  const clean = set.letters.filter((c) => c.defects.length === 0).length;
  console.log(
    `    ${name}: ${set.letters.length} letters, ${clean} without a defect; letters with a defect (goal 0 each): ${LETTER_DEFECT_KINDS.map((k) => `${LETTER_LABELS[k]} ${counts[k]}`).join(', ')}`,
  );
  console.log(
    `      Resume Improvement ${r.changes} changes on ${r.cases} cases: with a placeholder ${r.placeholders.length}, on a line that is not a bullet ${r.notBullets.length}, ` +
      `altering a number ${r.numbersChanged.length} (goal 0 each), synonym-only ${r.synonymOnly.length}; interview questions ${r.questions}: texts with broken punctuation ` +
      `${r.brokenPunctuation.length}, with internal labels ${r.internalLabels.length} (goal 0 each); claims flagged in changes and questions (an employer, title, ` +
      `degree, date or number the documents do not hold) ${r.claims.length} (goal 0)`,
  );
  console.log(
    `      changes left in two tenses ${r.mixedTense.length}, questions quoting a resume line that states no action ${r.notAction.length}, ` +
      `garbled PDF text in changes and quoted lines ${r.garbled.length}, questions quoting another language ${r.foreignQuotes.length} (goal 0 each); ` +
      `letters whose close names the posting's work ${set.letters.filter((c) => isSpecificClose(c.letter)).length} of ${set.letters.length}`,
  );
  if (!options.verbose) return;
  for (const c of set.letters)
    for (const d of c.defects)
      console.log(`      x letter ${c.id} ${d.kind}: ${d.text.replace(/\s+/g, ' ').slice(0, 160)}`);
  for (const field of [
    'placeholders',
    'notBullets',
    'numbersChanged',
    'brokenPunctuation',
    'internalLabels',
    'claims',
    'mixedTense',
    'notAction',
    'garbled',
    'foreignQuotes',
  ] as const) {
    for (const d of r[field])
      console.log(`      x ${field} ${d.case} ${d.detail}: ${d.text.replace(/\n/g, ' / ').slice(0, 160)}`);
  }
}

export function printWriting(split: Split, report: WritingReport, options: { verbose: boolean }): void {
  console.log(`  ${split}:`);
  printWritingSet('real world (every resume x posting)', report.realWorld, options);
  printWritingSet(`RJDB (${report.rjdb.letters.length} rows)`, report.rjdb, options);
}
