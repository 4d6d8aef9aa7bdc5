import { describe, expect, it } from 'vitest';
import { addOutcomePlaceholder, rewritePassive, rewriteWeakOpener } from './rewrite-bullet.ts';

const text = (r: { text: string } | null) => r?.text ?? null;

describe('rewriteWeakOpener', () => {
  it('turns a duty into the action it names, keeping the claim', () => {
    expect(text(rewriteWeakOpener('Responsible for administering medications to up to 6 patients per shift.'))).toBe('Administered medications to up to 6 patients per shift.');
    expect(text(rewriteWeakOpener('Responsible for the quarterly audit.'))).toBe('Owned the quarterly audit.');
    expect(text(rewriteWeakOpener('In charge of the night shift.'))).toBe('Led the night shift.');
  });

  it('never makes a share of the work sound like more', () => {
    expect(text(rewriteWeakOpener('Helped train new graduate nurses.'))).toBe('Contributed to training new graduate nurses.');
    expect(text(rewriteWeakOpener('Helped customers with returns.'))).toBe('Supported customers with returns.');
    expect(text(rewriteWeakOpener('Worked on the A/B testing plan.'))).toBe('Contributed to the A/B testing plan.');
    expect(text(rewriteWeakOpener('Worked with designers on the app.'))).toBe('Collaborated with designers on the app.');
    expect(rewriteWeakOpener('Led the migration.')).toBeNull();
  });

  it('explains itself in a rationale line starting with "- "', () => {
    expect(rewriteWeakOpener('Participated in the fall-prevention committee.')!.rationale).toMatch(/^- Weak verb: 'Participated in' says you were there/);
  });
});

describe('rewritePassive', () => {
  it('puts the verb first when the candidate is the one who acted', () => {
    expect(text(rewritePassive('Patient charts were updated in Epic after every assessment.'))).toBe('Updated patient charts in Epic after every assessment.');
    expect(text(rewritePassive('The design system was documented in Storybook.'))).toBe('Documented the design system in Storybook.');
    expect(text(rewritePassive('Was cast in 5 touring productions.'))).toBe('Cast in 5 touring productions.');
  });

  it('leaves the line alone when someone else acted', () => {
    expect(rewritePassive('The budget was approved by the board.')).toBeNull();
    expect(text(rewritePassive('Costs were cut by renegotiating contracts.'))).toBe('Cut costs by renegotiating contracts.');
  });
});

describe('addOutcomePlaceholder', () => {
  it('adds a bracketed placeholder for the user, never an invented result', () => {
    const r = addOutcomePlaceholder('Built weekly SQL reports for the finance team.')!;
    expect(r.text).toBe('Built weekly SQL reports for the finance team, resulting in [add the result, e.g. decisions it informed or time saved].');
    expect(r.placeholders).toEqual(['[add the result, e.g. decisions it informed or time saved]']);
    expect(addOutcomePlaceholder('Cut p99 latency by 40% by tuning indexes')).toBeNull();
    expect(addOutcomePlaceholder('Automated the ETL, cutting the nightly run')).toBeNull();
    expect(addOutcomePlaceholder('Wrote tests')).toBeNull();
  });
});
