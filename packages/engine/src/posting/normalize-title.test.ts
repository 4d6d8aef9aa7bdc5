import { describe, expect, it } from 'vitest';
import { testEngine } from '../testing/fixtures.ts';

const engine = testEngine();

describe('normalizeTitle', () => {
  it.each([
    ['Survey Researchers', '19-3022.00', 1],
    ['Registered Nurse', '29-1141.00', 1],
    ['Sr. Data Scientist', '15-2051.00', 1],
    ['Full Stack Developer (Remote)', '15-1252.00', 0.95],
    ['Junior Systems Admin/Engineer', '15-1244.00', 0.95],
  ])('%s -> %s', (title, code, confidence) => {
    expect(engine.normalizeTitle(title)).toMatchObject({ code, confidence });
  });

  it('matches unknown wordings by their words with a lower confidence', () => {
    const match = engine.normalizeTitle('Oracle Business Systems Analyst');
    expect(match?.code).toBe('15-1211.00');
    expect(match?.method).toBe('words');
    expect(match!.confidence).toBeLessThan(0.95);
  });

  it('returns null when nothing is close', () => {
    expect(engine.normalizeTitle('Zxqv Blorp')).toBeNull();
  });
});
