import { describe, expect, it } from 'vitest';
import { findGarbled } from './garbled-text.ts';
import { isRewritableBullet } from './rewritable-bullet.ts';
import { wholeSentence } from '../cover-letter/letter-sentence.ts';

describe('garbled text from a PDF', () => {
  it('finds a word broken at a hyphen, glued words and two bullets run together', () => {
    expect(findGarbled('Cut the depot’s fuel costs by improving route manage- ment for 40 vans')).toMatch(/hyphen/);
    expect(findGarbled('Prepared the weekly budgetReports for the fleet office')).toMatch(/glued/);
    expect(findGarbled('Checked the incoming stock against orders Prepared the weekly rota')).toMatch(/run together/);
  });
  it('leaves clean text alone: a suspended hyphen, a product name, a name after a preposition or a title', () => {
    expect(findGarbled('Planned short- and long-term routes for 40 vans')).toBeNull();
    expect(findGarbled('Built the depot reports in PowerPoint and QuickBooks')).toBeNull();
    expect(findGarbled('Volunteered at Planned Parenthood and served as Lead volunteer')).toBeNull();
  });
  it('is neither rewritten, quoted in a question nor stated in a letter', () => {
    const line = 'Checked the incoming stock against orders Prepared the weekly rota';
    expect(isRewritableBullet(line)).toBe(false);
    expect(wholeSentence(line)).toBeNull();
    expect(isRewritableBullet('Checked the incoming stock against the weekly orders')).toBe(true);
  });
});
