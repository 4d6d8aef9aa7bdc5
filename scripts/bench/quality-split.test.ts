import { describe, expect, it } from 'vitest';
import { describeWithEvalData, evalDataDir as dataDir } from './eval-data.ts';
import { loadRjdb } from './quality-ranking.ts';
import { assignSplit, hashShare, HOLDOUT_SHARE, selectSplit } from './quality-split.ts';

const synthetic = Array.from({ length: 10_000 }, (_, i) => `Synthetic job description ${i}: builds things.`);

describe('assignSplit', () => {
  it('never changes: a changed hash would move rows the engine was tuned on into the holdout', () => {
    expect(hashShare('')).toBeCloseTo(0xe3b0c442 / 2 ** 32, 12); // SHA-256 of '' starts e3b0c442
    expect(['posting 0', 'posting 1', 'posting 2', 'posting 3', 'posting 4', 'posting 5'].map(assignSplit)).toEqual([
      'dev',
      'holdout',
      'dev',
      'holdout',
      'holdout',
      'dev',
    ]);
  });

  it('depends on the text alone, not on the order or the company of other rows', () => {
    const reversed = [...synthetic].reverse();
    const holdout = new Set(selectSplit(synthetic, 'holdout', (s) => s));
    expect(new Set(selectSplit(reversed, 'holdout', (s) => s))).toEqual(holdout);
    expect(new Set(selectSplit(synthetic.slice(0, 100), 'holdout', (s) => s))).toEqual(
      new Set(synthetic.slice(0, 100).filter((s) => holdout.has(s))),
    );
  });

  it('holds out about 30% of synthetic postings and keeps every hash share in [0, 1)', () => {
    const shares = synthetic.map(hashShare);
    expect(shares.every((s) => s >= 0 && s < 1)).toBe(true);
    const heldOut = synthetic.filter((s) => assignSplit(s) === 'holdout').length / synthetic.length;
    expect(heldOut).toBeGreaterThan(HOLDOUT_SHARE - 0.02);
    expect(heldOut).toBeLessThan(HOLDOUT_SHARE + 0.02);
  });
});

describeWithEvalData('the RJDB split', 'eval/rjdb/test.jsonl', () => {
  it('puts about 70% of the 1,000 rows in dev and 30% in holdout, each row in exactly one', () => {
    const all = loadRjdb(dataDir);
    const dev = loadRjdb(dataDir, { split: 'dev' });
    const holdout = loadRjdb(dataDir, { split: 'holdout' });
    expect(all).toHaveLength(1000);
    expect(dev.length + holdout.length).toBe(1000);
    expect(new Set([...dev, ...holdout].map((r) => r['Job-Description'])).size).toBe(1000);
    expect(holdout.length).toBe(329); // measured when the split was introduced; a change means the rows moved
    expect(holdout.length / all.length).toBeGreaterThan(0.25);
    expect(holdout.length / all.length).toBeLessThan(0.35);
  });
});
