// `node --import tsx scripts/bench/print-closes.ts [--all]`: the cover letter's close on the DEV real-world
// pairs only (never holdout), to read as a job seeker would while tuning letter-closing.ts (issue 10).
// Prints how many closes are specific, and each specific close (with --all, the generic ones' ids too).
import path from 'node:path';
import { createEngine } from '../../packages/engine/src/index.ts';
import { writeParsedCoverLetter } from '../../packages/engine/src/modules/cover-letter/write-cover-letter.ts';
import { fitOf, loadRealWorldCases } from './writing-cases.ts';

const created = createEngine();
if (!created.ok) throw new Error(created.error);
const engine = created.value;
const cases = await loadRealWorldCases(engine, path.resolve(import.meta.dirname, '../../../shared/data'), 'dev');
const all = process.argv.includes('--all');
let specific = 0;
for (const c of cases) {
  const letter = writeParsedCoverLetter(c.resume, c.posting, fitOf(engine, c), engine.data);
  const close = letter.paragraphs.at(-1) ?? '';
  const generic = !/\bwould support\b|\bprepared to\b/.test(close);
  if (!generic) specific++;
  if (!generic || all)
    console.log(
      `${c.id}${generic ? ' (generic)' : ''}: ${generic ? '' : close}${letter.flags.length > 0 ? ` FLAGS ${letter.flags.map((f) => f.text).join(' | ')}` : ''}`,
    );
}
console.log(`${specific} of ${cases.length} dev closes specific`);
