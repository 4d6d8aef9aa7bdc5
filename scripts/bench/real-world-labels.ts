// The hand-labelled real-world corpus (../shared/data/eval/real-world): real resumes (original PDFs, one
// LaTeX source) and real postings with labels, and resume x posting verdicts. Development and tests only:
// nothing from it is ever shipped. Each document falls in dev or holdout by a stable hash of its file path
// (scripts/bench/quality-split.ts). A dev pair has both documents in dev; a pair with any holdout document is
// a holdout pair, so nothing of the holdout is ever shown while tuning (verbose dev listings included).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { assignSplit, type Split } from './quality-split.ts';

export interface LabelledRole {
  readonly title: string | null;
  readonly employer: string | null;
  readonly location: string | null;
  /** 'YYYY-MM', 'YYYY', 'present' or null. */
  readonly start: string | null;
  readonly end: string | null;
  readonly counted?: boolean;
}

export interface LabelledResume {
  readonly id: string;
  readonly file: string;
  readonly text_file: string;
  readonly name: string | null;
  readonly headline_title: string | null;
  readonly location: string | null;
  readonly country: string | null;
  readonly roles: readonly LabelledRole[];
  readonly education: ReadonlyArray<{ degree: string | null; institution: string | null; end_year: number | null }>;
  readonly total_years_experience: number | null;
  readonly skills_listed: readonly string[];
  readonly skills_evident: readonly string[];
  readonly false_skill_traps: ReadonlyArray<{ term: string; why: string }>;
}

export interface LabelledPosting {
  readonly id: string;
  readonly file: string;
  readonly text_file: string;
  readonly company: string | null;
  readonly title: string | null;
  readonly location: string | null;
  readonly country: string | null;
  readonly remote: string | null;
  readonly employment_type: string | null;
  readonly min_years: number | null;
  readonly required_skills: readonly string[];
  readonly preferred_skills: readonly string[];
  readonly education_required: string | null;
  readonly salary: { min: number | null; max: number | null; currency: string; period: string } | null;
  readonly not_requirements: readonly string[];
}

export interface LabelledPair {
  readonly resume: string;
  readonly posting: string;
  readonly verdict: 'strong' | 'possible' | 'no';
}

export interface RealWorldCorpus {
  readonly dir: string;
  readonly resumes: readonly LabelledResume[];
  readonly postings: readonly LabelledPosting[];
  readonly pairs: readonly LabelledPair[];
}

export const REAL_WORLD_DIR = 'eval/real-world';

const readJsonl = <T>(file: string): T[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim().length > 0)
    .map((l) => JSON.parse(l) as T);

export function loadRealWorld(dataDir: string): RealWorldCorpus {
  const dir = path.join(dataDir, REAL_WORLD_DIR);
  return {
    dir,
    resumes: readJsonl<LabelledResume>(path.join(dir, 'labels/resumes.jsonl')),
    postings: readJsonl<LabelledPosting>(path.join(dir, 'labels/postings.jsonl')),
    pairs: readJsonl<LabelledPair>(path.join(dir, 'labels/pairs.jsonl')),
  };
}

/** A document's split: a stable hash of its path in the corpus ('resumes/originals/R01-nurse-rn.pdf'). */
export const splitOfDocument = (doc: { file: string }): Split => assignSplit(doc.file);

/** A pair's split: dev only when both its resume and its posting are dev documents. */
export function splitOfPair(corpus: RealWorldCorpus, pair: LabelledPair): Split {
  const resume = corpus.resumes.find((r) => r.id === pair.resume);
  const posting = corpus.postings.find((p) => p.id === pair.posting);
  return resume && posting && splitOfDocument(resume) === 'dev' && splitOfDocument(posting) === 'dev'
    ? 'dev'
    : 'holdout';
}

/** The corpus cut to one split: its resumes, its postings, and its pairs (splitOfPair). */
export function selectRealWorldSplit(corpus: RealWorldCorpus, split: Split): RealWorldCorpus {
  return {
    dir: corpus.dir,
    resumes: corpus.resumes.filter((r) => splitOfDocument(r) === split),
    postings: corpus.postings.filter((p) => splitOfDocument(p) === split),
    pairs: corpus.pairs.filter((p) => splitOfPair(corpus, p) === split),
  };
}
