import { describe, expect, it } from 'vitest';
import { splitRunTogether } from './split-run-together.ts';

const isKnown = (w: string) => ['javascript', 'powerpoint'].includes(w.toLowerCase());

describe('splitRunTogether', () => {
  it('cuts a scraped line whose items lost their breaks', () => {
    const line = 'QUALIFICATIONS:RN license in the State of TexasDiploma or Bachelors of Science in Nursing, requiredPast managerial experience, preferred6 + years experience as OR NurseStrong knowledge of coding';
    expect(splitRunTogether(line, isKnown)).toEqual([
      'QUALIFICATIONS:',
      'RN license in the State of Texas',
      'Diploma or Bachelors of Science in Nursing, required',
      'Past managerial experience, preferred',
      '6 + years experience as OR Nurse',
      'Strong knowledge of coding',
    ]);
  });

  it('leaves prose with a camel-case word or a name alone', () => {
    const line = 'You will build JavaScript tools and PowerPoint decks for McPhail clients across the region, working with the whole team every day of the week.';
    expect(splitRunTogether(line, isKnown)).toEqual([line]);
  });
});
