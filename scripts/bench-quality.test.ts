// Regression floors for the engine's measured quality (scripts/bench-quality.ts has the full run):
// on the first 200 RJDB pairs of the holdout split and on the parser fixtures, figures may not fall
// below these floors, set a little under what the engine reached when the split was introduced
// (ranking 94.5%, recall 83.0%, false alarms 14.7%; parser 158/158 = 100%, the OpenResume PDF through
// the server's extractor 44/44). The holdout is for reporting: tune on dev, never against these rows.
// The evaluation data lives outside the repository (../shared/data/eval) and is never shipped.
import { describe, expect, it } from 'vitest';
import { createEngine } from '../packages/engine/src/index.ts';
import { describeWithEvalData, evalDataDir as dataDir } from './bench/eval-data.ts';
import { measureRealWorldSplit } from './bench/print-real-world.ts';
import { accuracyOf, measureParser } from './bench/quality-parser.ts';
import { checkAccuracy, percentOf } from './bench/quality-real-world.ts';
import { loadRjdb, measureRanking, namesSkill } from './bench/quality-ranking.ts';
import { loadRealWorld, REAL_WORLD_DIR } from './bench/real-world-labels.ts';
const FLOORS = { rankingAccuracy: 92.5, recall: 79.5, falseAlarmRate: 17.5, parserAccuracy: 97, openResumePdfAccuracy: 95 } as const;

const created = createEngine();
if (!created.ok) throw new Error(created.error);
const engine = created.value;

describeWithEvalData('engine quality floors (first 200 holdout RJDB pairs, parser fixtures)', 'eval/rjdb/test.jsonl', () => {
  it('ranks matched resumes above unmatched ones and names the removed skills', () => {
    const report = measureRanking(loadRjdb(dataDir, { split: 'holdout', limit: 200 }), engine);
    expect(report.pairs).toBe(200);
    expect(report.rankingAccuracy).toBeGreaterThanOrEqual(FLOORS.rankingAccuracy);
    expect(report.recall).toBeGreaterThanOrEqual(FLOORS.recall);
    expect(report.falseAlarmRate).toBeLessThanOrEqual(FLOORS.falseAlarmRate);
  }, 30_000);

  it('reads the fields of the rendered JSON Resume, and of the OpenResume PDF through our own extraction', async () => {
    const { checks, pdftotextChecks } = await measureParser(dataDir, engine);
    const openResumePdf = checks.filter((c) => c.document.startsWith('openresume/pdf'));
    expect(checks.length).toBeGreaterThan(100);
    expect(openResumePdf.length).toBeGreaterThan(40);
    expect(accuracyOf(checks)).toBeGreaterThanOrEqual(FLOORS.parserAccuracy);
    expect(accuracyOf(openResumePdf)).toBeGreaterThanOrEqual(FLOORS.openResumePdfAccuracy);
    expect(accuracyOf(pdftotextChecks)).toBeGreaterThanOrEqual(FLOORS.openResumePdfAccuracy);
  }, 30_000);
});

describe('namesSkill (the recall check)', () => {
  it('needs two thirds of the skill words in one flagged text', () => {
    expect(namesSkill('Physical strength and stamina', 'Physical Stamina and Strength')).toBe(true);
    expect(namesSkill('physical stamina', 'Physical Stamina and Strength')).toBe(true);
    expect(namesSkill('Time', 'Time Management Skills')).toBe(false);
    expect(namesSkill('Customer Service', 'Networking')).toBe(false);
  });
});

// Floors on the real-world holdout split (scripts/bench/real-world-labels.ts): set a little under what the
// engine reached on 2026-11-24 (resume fields 86.1%, years 12/13, posting company 5/6, title 6/6, years 3/6,
// required skills 51.7% / 37.8% once duties count for recall (docs/decisions/020; 33.3% before), 3
// not-requirements, 3 trap terms, 2 requirement leaks); tuning looks at dev only. See README 'Quality' for
// the figures and the goals (docs/decisions/011).
const REAL_WORLD_FLOORS = {
  resumeFields: 84, years: 84, postingCompany: 80, postingTitle: 95, postingYears: 50,
  requiredPrecision: 48, requiredRecall: 35, notRequirementsRead: 3, traps: 3, requirementLeaks: 2,
} as const;

describeWithEvalData('engine quality floors on real documents (holdout split)', `${REAL_WORLD_DIR}/labels/resumes.jsonl`, () => {
  it('reads real resumes and postings and scores the labelled pairs', async () => {
    const report = await measureRealWorldSplit(loadRealWorld(dataDir), 'holdout', engine);
    expect(report.resumes.checks.length).toBeGreaterThan(100);
    expect(checkAccuracy(report.resumes.checks)).toBeGreaterThanOrEqual(REAL_WORLD_FLOORS.resumeFields);
    expect(percentOf(report.resumes.years.filter((y) => y.ok).length, report.resumes.years.length)).toBeGreaterThanOrEqual(REAL_WORLD_FLOORS.years);
    const postingField = (f: string) => checkAccuracy(report.postings.checks.filter((c) => c.field === f));
    expect(postingField('company')).toBeGreaterThanOrEqual(REAL_WORLD_FLOORS.postingCompany);
    expect(postingField('title')).toBeGreaterThanOrEqual(REAL_WORLD_FLOORS.postingTitle);
    expect(postingField('min_years')).toBeGreaterThanOrEqual(REAL_WORLD_FLOORS.postingYears);
    const { requiredPrecision: p, requiredRecall: r } = report.postings;
    expect(percentOf(p.right, p.of)).toBeGreaterThanOrEqual(REAL_WORLD_FLOORS.requiredPrecision);
    expect(percentOf(r.found, r.of)).toBeGreaterThanOrEqual(REAL_WORLD_FLOORS.requiredRecall);
    expect(report.postings.notRequirementsRead.length).toBeLessThanOrEqual(REAL_WORLD_FLOORS.notRequirementsRead);
    expect(report.resumes.traps.length).toBeLessThanOrEqual(REAL_WORLD_FLOORS.traps);
    expect(report.pairs.requirementLeaks.length).toBeLessThanOrEqual(REAL_WORLD_FLOORS.requirementLeaks);
  }, 60_000);
});
