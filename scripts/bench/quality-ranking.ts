// RJDB fit ranking and gap recall: for each job description, scoreFit on its matched and its unmatched
// resume; the matched one should rank strictly higher, and the skills RJDB removed from the unmatched
// resume should be named among the gaps (and not on the matched resume: a false alarm).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Engine } from '../../packages/engine/src/index.ts';
import { contentStems } from '../../packages/engine/src/posting/requirement-terms.ts';
import { assignSplit, selectSplit, type Split } from './quality-split.ts';

export const AS_OF = { year: 2024, month: 6 } as const;

export interface RjdbRow {
  readonly 'Job-Description': string;
  readonly 'Resume-matched': string;
  readonly 'Resume-unmatched': string;
  /** Skills is a list, except in a few rows where it is an object keyed by skill. */
  readonly 'Filtered-information': {
    readonly Skills?: readonly string[] | Readonly<Record<string, unknown>>;
    readonly Experience?: string;
  };
}

/** The RJDB rows in file order, or only those of one split (the first `limit` of them). */
export function loadRjdb(dataDir: string, options: { limit?: number; split?: Split } = {}): RjdbRow[] {
  const lines = readFileSync(path.join(dataDir, 'eval/rjdb/test.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim().length > 0);
  const all = lines.map((l) => JSON.parse(l) as RjdbRow);
  const rows = options.split ? selectSplit(all, options.split, (row) => row['Job-Description']) : all;
  return rows.slice(0, options.limit ?? rows.length);
}

/** True when a flagged text names the removed skill: at least two thirds of its content words. */
export function namesSkill(flagged: string, skill: string): boolean {
  const wanted = contentStems(skill);
  if (wanted.length === 0) return false;
  const have = new Set(contentStems(flagged));
  return wanted.filter((s) => have.has(s)).length * 3 >= wanted.length * 2;
}

/**
 * What a fit result names as a gap: the labels of requirements with no evidence, and the words or items
 * not shown of partly met requirements (not their whole label: 'Spring framework' partly met for want of
 * 'framework' does not name Spring as missing), and the posting terms the keywords factor did not find.
 */
export function flaggedTexts(
  fit: ReturnType<Engine['scoreFit']>,
  options: { withKeywords: boolean } = { withKeywords: true },
): string[] {
  const keywords = options.withKeywords ? (fit.factors.find((f) => f.id === 'keywords')?.missing ?? []) : [];
  return [
    ...fit.requirements.flatMap((m) => (m.status === 'missing' ? [m.requirement.label, ...m.missing] : m.missing)),
    ...keywords,
  ];
}

export function listRemovedSkills(row: RjdbRow): string[] {
  const skills = row['Filtered-information'].Skills ?? [];
  return Array.isArray(skills) ? [...skills] : Object.keys(skills);
}

/** One pair's outcome: both scores, and for each removed skill whether it was named (and where). */
export interface PairOutcome {
  readonly index: number;
  readonly split: Split;
  readonly matched: number;
  readonly unmatched: number;
  readonly skills: ReadonlyArray<{
    skill: string;
    hit: boolean;
    byRequirements: boolean;
    absent: boolean;
    falseAlarm: boolean;
  }>;
}

export function measurePair(row: RjdbRow, index: number, engine: Engine): PairOutcome {
  const posting = engine.parsePosting(row['Job-Description']);
  const matched = engine.scoreFit(engine.parseResume(row['Resume-matched'], { asOf: AS_OF }), posting);
  const unmatchedResume = engine.parseResume(row['Resume-unmatched'], { asOf: AS_OF });
  const unmatched = engine.scoreFit(unmatchedResume, posting);
  const flaggedUnmatched = flaggedTexts(unmatched);
  const flaggedMatched = flaggedTexts(matched);
  const flaggedRequirements = flaggedTexts(unmatched, { withKeywords: false });
  const skills = listRemovedSkills(row).map((skill) => ({
    skill,
    hit: flaggedUnmatched.some((t) => namesSkill(t, skill)),
    byRequirements: flaggedRequirements.some((t) => namesSkill(t, skill)),
    absent: !unmatchedResume.lines.some((line) => namesSkill(line, skill)),
    falseAlarm: flaggedMatched.some((t) => namesSkill(t, skill)),
  }));
  return {
    index,
    split: assignSplit(row['Job-Description']),
    matched: matched.score,
    unmatched: unmatched.score,
    skills,
  };
}

export interface RankingReport {
  readonly pairs: number;
  readonly ranked: number;
  readonly ties: number;
  readonly rankingAccuracy: number;
  readonly removedSkills: number;
  readonly recalled: number;
  readonly recall: number;
  /** Recall counting only requirement gaps (not the posting terms the keywords factor lists). */
  readonly recallRequirementsOnly: number;
  /** Removed skills whose words are absent from the unmatched resume (the filter left no trace). */
  readonly eligible: number;
  readonly recalledEligible: number;
  readonly falseAlarms: number;
  readonly falseAlarmRate: number;
  readonly failures: ReadonlyArray<{ index: number; matched: number; unmatched: number }>;
  readonly missedSkills: ReadonlyArray<{ index: number; skill: string }>;
}

export const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

export function summarizeRanking(outcomes: readonly PairOutcome[]): RankingReport {
  const skills = outcomes.flatMap((o) => o.skills.map((s) => ({ index: o.index, ...s })));
  const count = (keep: (s: (typeof skills)[number]) => boolean) => skills.filter(keep).length;
  const failures = outcomes
    .filter((o) => o.matched <= o.unmatched)
    .map(({ index, matched, unmatched }) => ({ index, matched, unmatched }));
  const ranked = outcomes.length - failures.length;
  const recalled = count((s) => s.hit);
  const falseAlarms = count((s) => s.falseAlarm);
  return {
    pairs: outcomes.length,
    ranked,
    ties: outcomes.filter((o) => o.matched === o.unmatched).length,
    rankingAccuracy: percent(ranked, outcomes.length),
    removedSkills: skills.length,
    recalled,
    recall: percent(recalled, skills.length),
    recallRequirementsOnly: percent(
      count((s) => s.byRequirements),
      skills.length,
    ),
    eligible: count((s) => s.absent),
    recalledEligible: count((s) => s.absent && s.hit),
    falseAlarms,
    falseAlarmRate: percent(falseAlarms, skills.length),
    failures,
    missedSkills: skills.filter((s) => !s.byRequirements).map(({ index, skill }) => ({ index, skill })),
  };
}

export function measureRanking(rows: readonly RjdbRow[], engine: Engine): RankingReport {
  return summarizeRanking(rows.map((row, index) => measurePair(row, index, engine)));
}

/** Scores every pair once and reports the dev split, the holdout split and all rows. */
export function measureRankingBySplit(rows: readonly RjdbRow[], engine: Engine): Record<Split | 'all', RankingReport> {
  const outcomes = rows.map((row, index) => measurePair(row, index, engine));
  return {
    dev: summarizeRanking(outcomes.filter((o) => o.split === 'dev')),
    holdout: summarizeRanking(outcomes.filter((o) => o.split === 'holdout')),
    all: summarizeRanking(outcomes),
  };
}
