// Regression floors for the engine's measured quality (scripts/bench-quality.ts has the full run):
// on the first 200 RJDB pairs and on the parser fixtures, figures may not fall below these floors,
// set a little under what the engine reached (ranking 95.5%, recall 83.6%, false alarms 12.8%, parser 100%).
// The evaluation data lives outside the repository (../shared/data/eval) and is never shipped.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../packages/engine/src/index.ts';
import { loadRjdb, measureParser, measureRanking, namesSkill } from './bench-quality.ts';

const dataDir = path.resolve(import.meta.dirname, '../../shared/data');
const hasData = existsSync(path.join(dataDir, 'eval/rjdb/test.jsonl'));
const FLOORS = { rankingAccuracy: 93, recall: 80, falseAlarmRate: 16, parserAccuracy: 97 } as const;

const created = createEngine();
if (!created.ok) throw new Error(created.error);
const engine = created.value;

describe.skipIf(!hasData)('engine quality floors (first 200 RJDB pairs, parser fixtures)', () => {
  it('ranks matched resumes above unmatched ones and names the removed skills', () => {
    const report = measureRanking(loadRjdb(dataDir, 200), engine);
    expect(report.pairs).toBe(200);
    expect(report.rankingAccuracy).toBeGreaterThanOrEqual(FLOORS.rankingAccuracy);
    expect(report.recall).toBeGreaterThanOrEqual(FLOORS.recall);
    expect(report.falseAlarmRate).toBeLessThanOrEqual(FLOORS.falseAlarmRate);
  }, 30_000);

  it('reads the fields of the rendered JSON Resume and of the OpenResume text', () => {
    const { checks } = measureParser(dataDir, engine);
    const accuracy = (checks.filter((c) => c.ok).length / checks.length) * 100;
    expect(checks.length).toBeGreaterThan(100);
    expect(accuracy).toBeGreaterThanOrEqual(FLOORS.parserAccuracy);
  });
});

describe('namesSkill (the recall check)', () => {
  it('needs two thirds of the skill words in one flagged text', () => {
    expect(namesSkill('Physical strength and stamina', 'Physical Stamina and Strength')).toBe(true);
    expect(namesSkill('physical stamina', 'Physical Stamina and Strength')).toBe(true);
    expect(namesSkill('Time', 'Time Management Skills')).toBe(false);
    expect(namesSkill('Customer Service', 'Networking')).toBe(false);
  });
});
