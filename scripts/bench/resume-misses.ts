// `node --import tsx scripts/bench/resume-misses.ts [--data <dir>] [--summary]`: the dev split's real-world
// resume field misses, grouped by field (name, headline, title, employer, dates, education), each as expected
// vs got, for finding general causes while tuning. Dev only: holdout documents are never listed; --summary
// prints the field figures of both splits (as bench:quality does) without any holdout detail.
import path from 'node:path';
import { createEngine } from '../../packages/engine/src/index.ts';
import { measureResumes } from './quality-real-world-resumes.ts';
import { checkAccuracy, type Check } from './real-world-checks.ts';
import { loadRealWorld, selectRealWorldSplit } from './real-world-labels.ts';

const root = path.resolve(import.meta.dirname, '../..');
const groupOf = (field: string) =>
  field.startsWith('education') ? 'education' : (/\.(title|employer|start|end)$/.exec(field)?.[1] ?? field);

async function main() {
  const args = process.argv.slice(2);
  const dataDir = path.resolve(root, args.includes('--data') ? args[args.indexOf('--data') + 1]! : '../shared/data');
  const created = createEngine();
  if (!created.ok) throw new Error(created.error);
  const corpus = loadRealWorld(dataDir);
  for (const split of ['dev', 'holdout'] as const) {
    const report = await measureResumes(selectRealWorldSplit(corpus, split), created.value);
    const yearsOk = report.years.filter((y) => y.ok).length;
    const groups = ['name', 'headline', 'title', 'employer', 'start', 'end', 'education'];
    const by = (g: string) => report.checks.filter((c) => groupOf(c.field) === g);
    console.log(
      `${split}: fields ${checkAccuracy(report.checks)}% [${groups.map((g) => `${g} ${checkAccuracy(by(g))}`).join(', ')}]; ` +
        `years ${yearsOk}/${report.years.length}; traps ${report.traps.length}`,
    );
    if (split !== 'dev' || args.includes('--summary')) continue;
    for (const g of groups) {
      const misses: Check[] = by(g).filter((c) => !c.ok);
      if (misses.length === 0) continue;
      console.log(`  ${g} (${misses.length} misses)`);
      for (const c of misses)
        console.log(
          `    ${c.document} ${c.field}: expected ${JSON.stringify(c.expected)}, got ${JSON.stringify(c.actual)}`,
        );
    }
    for (const y of report.years.filter((x) => !x.ok))
      console.log(`  years ${y.document}: expected ${y.expected}, got ${y.actual}`);
    for (const t of report.traps) console.log(`  trap ${t.document} '${t.term}' read as ${t.where}`);
  }
}

await main();
