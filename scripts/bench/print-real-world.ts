// Prints the real-world figures of one split (bench:quality calls it for dev and holdout); with verbose,
// every failed check, so a developer reads what went wrong on dev documents.
import type { Engine } from '../../packages/engine/src/index.ts';
import { checkAccuracy, measureRealWorld, percentOf, type RealWorldReport } from './quality-real-world.ts';
import { selectRealWorldSplit, type RealWorldCorpus } from './real-world-labels.ts';
import type { Split } from './quality-split.ts';

export async function measureRealWorldSplit(
  corpus: RealWorldCorpus,
  split: Split,
  engine: Engine,
): Promise<RealWorldReport> {
  return measureRealWorld(selectRealWorldSplit(corpus, split), engine, { allPostings: corpus, allResumes: corpus });
}

export function printRealWorld(name: string, r: RealWorldReport, options: { verbose: boolean }): void {
  const { resumes, postings, pairs } = r;
  const fieldsOf = (prefix: RegExp) => resumes.checks.filter((c) => prefix.test(c.field));
  const yearsOk = resumes.years.filter((y) => y.ok).length;
  console.log(
    `  ${name}: ${new Set(resumes.checks.map((c) => c.document)).size} resumes, ${new Set(postings.checks.map((c) => c.document)).size} postings, ${pairs.scores.length} pairs`,
  );
  console.log(
    `    resume fields ${checkAccuracy(resumes.checks)}% (goal 95) [name ${checkAccuracy(fieldsOf(/^name/))}, headline ${checkAccuracy(fieldsOf(/^headline/))}, ` +
      `role titles ${checkAccuracy(fieldsOf(/\.title$/))}, employers ${checkAccuracy(fieldsOf(/\.employer$/))}, dates ${checkAccuracy(fieldsOf(/\.(?:start|end)$/))}, ` +
      `education ${checkAccuracy(fieldsOf(/^education/))}]; years within 1 ${yearsOk}/${resumes.years.length} = ${percentOf(yearsOk, resumes.years.length)}% (goal 95)`,
  );
  const pf = (f: string) => checkAccuracy(postings.checks.filter((c) => c.field === f));
  console.log(
    `    postings: company ${pf('company')}%, title ${pf('title')}%, min years ${pf('min_years')}% (goal 95); required skills precision ` +
      `${percentOf(postings.requiredPrecision.right, postings.requiredPrecision.of)}% / recall ${percentOf(postings.requiredRecall.found, postings.requiredRecall.of)}% (goal 90/85); ` +
      `not-requirements read as requirements ${postings.notRequirementsRead.length} (goal 0)`,
  );
  console.log(
    `    false skills from trap lists ${resumes.traps.length} (goal 0); pairs: strong above no by 15+ ${pairs.ordered.right}/${pairs.ordered.of} = ` +
      `${percentOf(pairs.ordered.right, pairs.ordered.of)}% (goal 97), strong at 55+ ${pairs.strongAt55.right}/${pairs.strongAt55.of}; ` +
      `requirements shown that are a company, city, country, schedule or boilerplate ${pairs.requirementLeaks.length} (goal 0)`,
  );
  if (!options.verbose) return;
  for (const c of [...resumes.checks, ...postings.checks].filter((x) => !x.ok))
    console.log(
      `    x ${c.document} ${c.field}: expected ${JSON.stringify(c.expected)}, got ${JSON.stringify(c.actual)}`,
    );
  for (const y of resumes.years.filter((x) => !x.ok))
    console.log(`    x ${y.document} years: expected ${y.expected}, got ${y.actual}`);
  for (const t of resumes.traps) console.log(`    x ${t.document} trap '${t.term}' read as ${t.where}`);
  for (const n of postings.notRequirementsRead)
    console.log(`    x ${n.document} not-requirement '${n.text}' read as requirement: ${n.requirement}`);
  for (const l of pairs.requirementLeaks)
    console.log(`    x ${l.posting} requirement shown to the user is ${l.why}: '${l.label}'`);
  for (const s of pairs.scores) console.log(`    . ${s.resume} x ${s.posting} ${s.verdict.padEnd(8)} ${s.score}`);
}
