// `node --import tsx scripts/bench/dump-writing.ts [--letters|--questions|--changes] [filter]`: every generated letter,
// interview question and Resume Improvement change on the DEV real-world pairs (never holdout), to read as a job seeker would.
import path from 'node:path';
import { createEngine } from '../../packages/engine/src/index.ts';
import { writeParsedCoverLetter } from '../../packages/engine/src/modules/cover-letter/write-cover-letter.ts';
import {
  draftQuestions,
  questionsFromDrafts,
} from '../../packages/engine/src/modules/interview-questions/generate-questions.ts';
import { suggestParsedImprovements } from '../../packages/engine/src/modules/resume-improvement/suggest-improvements.ts';
import { fitOf, loadRealWorldCases } from './writing-cases.ts';

const created = createEngine();
if (!created.ok) throw new Error(created.error);
const engine = created.value;
const cases = await loadRealWorldCases(engine, path.resolve(import.meta.dirname, '../../../shared/data'), 'dev');
const want = (flag: string) => process.argv.includes(flag) || !process.argv.some((a) => a.startsWith('--'));
const filter = process.argv.slice(2).find((a) => !a.startsWith('--'));
for (const c of cases.filter((x) => !filter || x.id.includes(filter))) {
  const fit = fitOf(engine, c);
  if (want('--letters')) {
    const letter = writeParsedCoverLetter(c.resume, c.posting, fit, engine.data);
    console.log(`===== LETTER ${c.id}\n${letter.letter}\n`);
  }
  if (want('--questions')) {
    const asked = questionsFromDrafts(draftQuestions(c.resume, c.posting, fit), c.resume, c.posting, engine.data);
    for (const [category, list] of Object.entries(asked))
      for (const q of list) console.log(`Q ${c.id} [${category}] ${q.question} || basis: ${q.basis}`);
  }
  if (want('--changes')) {
    const improvement = suggestParsedImprovements(c.resumeText, c.resume, c.posting, engine.data);
    for (const ch of improvement.changes) console.log(`C ${c.id} ${ch.old_phrase} -> ${ch.new_phrase}`);
  }
}
