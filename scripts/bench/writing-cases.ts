// The documents the writing checks run on (issue 10), per split, each resume and posting parsed once:
//  - real world: every resume x every posting of the labelled corpus (its labelled pairs among them). A
//    case is dev when both documents are dev, holdout when either is holdout, so tuning on dev never
//    reads a holdout document and every combination is measured once.
//  - RJDB: each row of the split (the matched resume against its job description); `rjdbLimit` takes the
//    first N rows of the split in file order (a deterministic sample, for the tests' runtime).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Engine, ParsedPosting, ParsedResume } from '../../packages/engine/src/index.ts';
import type { LetterContext } from './letter-defects.ts';
import { AS_OF, loadRjdb } from './quality-ranking.ts';
import { readResumeText, REAL_WORLD_AS_OF } from './quality-real-world.ts';
import type { Split } from './quality-split.ts';
import { loadRealWorld, splitOfDocument } from './real-world-labels.ts';

export interface WritingCase {
  /** 'R02 x P30' (real world) or 'rjdb-dev-3' (the split's row number). */
  readonly id: string;
  readonly resumeText: string;
  readonly postingText: string;
  readonly resume: ParsedResume;
  readonly posting: ParsedPosting;
  /** What the letter checks know about the documents (the labelled company and name on real-world cases). */
  readonly context: LetterContext;
}

export interface WritingCases {
  readonly realWorld: readonly WritingCase[];
  readonly rjdb: readonly WritingCase[];
}

const roleBullets = (resume: ParsedResume) => resume.roles.flatMap((r) => r.bullets);

/** The real-world cases of a split: dev needs both documents in dev; holdout takes every case with a holdout document. */
export async function loadRealWorldCases(engine: Engine, dataDir: string, split: Split): Promise<WritingCase[]> {
  const corpus = loadRealWorld(dataDir);
  const postings = corpus.postings.map((label) => {
    const text = readFileSync(path.join(corpus.dir, label.text_file), 'utf8');
    return { label, text, parsed: engine.parsePosting(text), split: splitOfDocument(label) };
  });
  const cases: WritingCase[] = [];
  for (const r of corpus.resumes) {
    const resumeSplit = splitOfDocument(r);
    const wanted = postings.filter((p) =>
      split === 'dev' ? resumeSplit === 'dev' && p.split === 'dev' : resumeSplit === 'holdout' || p.split === 'holdout',
    );
    if (wanted.length === 0) continue;
    const resumeText = await readResumeText(corpus, r);
    const resume = engine.parseResume(resumeText, { asOf: REAL_WORLD_AS_OF });
    for (const p of wanted) {
      const context: LetterContext = {
        company: p.label.company,
        postingText: p.text,
        name: r.name,
        resumeText,
        roleBullets: roleBullets(resume),
      };
      cases.push({
        id: `${r.id} x ${p.label.id}`,
        resumeText,
        postingText: p.text,
        resume,
        posting: p.parsed,
        context,
      });
    }
  }
  return cases;
}

/** RJDB rows of a split: the matched resume (livecareer resumes carry no name) and the job description (no labelled company). */
export function loadRjdbCases(engine: Engine, dataDir: string, split: Split, limit?: number): WritingCase[] {
  return loadRjdb(dataDir, { split, limit }).map((row, i) => {
    const resumeText = row['Resume-matched'];
    const resume = engine.parseResume(resumeText, { asOf: AS_OF });
    const context: LetterContext = {
      postingText: row['Job-Description'],
      resumeText,
      roleBullets: roleBullets(resume),
    };
    return {
      id: `rjdb-${split}-${i}`,
      resumeText,
      postingText: row['Job-Description'],
      resume,
      posting: engine.parsePosting(row['Job-Description']),
      context,
    };
  });
}

export async function loadWritingCases(
  engine: Engine,
  dataDir: string,
  split: Split,
  options: { rjdbLimit?: number } = {},
): Promise<WritingCases> {
  return {
    realWorld: await loadRealWorldCases(engine, dataDir, split),
    rjdb: loadRjdbCases(engine, dataDir, split, options.rjdbLimit),
  };
}

const fits = new WeakMap<WritingCase, ReturnType<Engine['scoreFit']>>();
/** The case's fit, scored once for the letter and the questions. */
export function fitOf(engine: Engine, c: WritingCase): ReturnType<Engine['scoreFit']> {
  const known = fits.get(c);
  if (known) return known;
  const fit = engine.scoreFit(c.resume, c.posting);
  fits.set(c, fit);
  return fit;
}
