import { describe, expect, it } from 'vitest';
import { isModuleDone, journeyPercent, moduleStatuses, previewText } from './journey.ts';

const run = (result: unknown) => ({ runs: [], latest: { run_id: 'r', timestamp: '2026-01-01T00:00:00Z', result } });

describe('journeyPercent', () => {
  it('is the share of nine modules, rounded and capped at 100', () => {
    expect(journeyPercent(0)).toBe(0);
    expect(journeyPercent(1)).toBe(11);
    expect(journeyPercent(4)).toBe(44);
    expect(journeyPercent(9)).toBe(100);
    expect(journeyPercent(12)).toBe(100);
    expect(journeyPercent(-1)).toBe(0);
  });
});

describe('module progress', () => {
  it('counts a module as done only when its newest result has content', () => {
    expect(isModuleDone(undefined)).toBe(false);
    expect(isModuleDone(run(''))).toBe(false);
    expect(isModuleDone(run('   '))).toBe(false);
    expect(isModuleDone(run(null))).toBe(false);
    expect(isModuleDone(run({}))).toBe(false);
    expect(isModuleDone(run('Score: 72'))).toBe(true);
    expect(isModuleDone(run({ questions: [] }))).toBe(true);
  });

  it('lists the nine modules in order', () => {
    const statuses = moduleStatuses({ 'Module 2': run('done') });
    expect(statuses.map((s) => s.step)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(statuses.filter((s) => s.done).map((s) => s.key)).toEqual(['Module 2']);
  });
});

describe('previewText', () => {
  it('keeps a text of 400 characters or fewer as it is', () => {
    const text = 'a'.repeat(400);
    expect(previewText(text)).toBe(text);
  });

  it("cuts a longer text at 400 characters and adds '…'", () => {
    const text = `${'b'.repeat(400)}TAIL`;
    expect(previewText(text)).toBe(`${'b'.repeat(400)}…`);
    expect(previewText(text)).not.toContain('TAIL');
  });

  it('never splits an emoji in two', () => {
    const text = `${'c'.repeat(399)}😀😀`;
    expect(previewText(text)).toBe(`${'c'.repeat(399)}😀…`);
  });
});
