import { describe, expect, it } from 'vitest';
import { splitRunTogether } from './split-run-together.ts';

const isKnown = (w: string) => ['javascript', 'powerpoint'].includes(w.toLowerCase());

describe('splitRunTogether', () => {
  it('cuts a scraped line whose items lost their breaks', () => {
    const line =
      'QUALIFICATIONS:RN license in the State of TexasDiploma or Bachelors of Science in Nursing, requiredPast managerial experience, preferred6 + years experience as OR NurseStrong knowledge of coding';
    expect(splitRunTogether(line, isKnown)).toEqual([
      'QUALIFICATIONS:',
      'RN license in the State of Texas',
      'Diploma or Bachelors of Science in Nursing, required',
      'Past managerial experience, preferred',
      '6 + years experience as OR Nurse',
      'Strong knowledge of coding',
    ]);
  });

  it('cuts an acronym glued to the next item, only in a line already run together', () => {
    const line =
      'Skills:Forklift license requiredFirst aid certificate, preferredStrong knowledge of HACCP/GMPExperience with pallet jacks in a busy warehouseAbility to lift 50 lbs';
    expect(splitRunTogether(line, isKnown)).toContain('Strong knowledge of HACCP/GMP');
    expect(splitRunTogether(line, isKnown)).toContain('Experience with pallet jacks in a busy warehouse');
    const percent =
      'Key skillsTidy - keep the stock room in order and able to multi-task100% accuracy with cash countsFriendly - greet every customer by nameReliable - arrive on time for every shift';
    expect(splitRunTogether(percent, isKnown)).toContain('100% accuracy with cash counts');
    const prose =
      'Our team ships the OCR/PDFReader service and the HTML/CSSGrid layouts for clients in every region of the country, with care and attention.';
    expect(splitRunTogether(prose, isKnown)).toEqual([prose]);
  });

  it('leaves prose with a camel-case word or a name alone', () => {
    const line =
      'You will build JavaScript tools and PowerPoint decks for McPhail clients across the region, working with the whole team every day of the week.';
    expect(splitRunTogether(line, isKnown)).toEqual([line]);
  });
});
