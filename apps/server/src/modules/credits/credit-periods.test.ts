import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, periodContaining } from './credit-periods.ts';

const at = (iso: string) => new Date(iso);

describe('addMonths', () => {
  it('keeps the day and time, clamping to the last day of shorter months', () => {
    expect(addMonths(at('2026-01-15T10:30:00Z'), 1).toISOString()).toBe('2026-02-15T10:30:00.000Z');
    expect(addMonths(at('2026-01-31T08:00:00Z'), 1).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(addMonths(at('2024-01-31T08:00:00Z'), 1).toISOString()).toBe('2024-02-29T08:00:00.000Z');
    expect(addMonths(at('2026-01-31T08:00:00Z'), 2).toISOString()).toBe('2026-03-31T08:00:00.000Z');
    expect(addMonths(at('2026-11-30T00:00:00Z'), 3).toISOString()).toBe('2027-02-28T00:00:00.000Z');
  });
});

describe('periodContaining', () => {
  it('finds the monthly period of a time, counted from the anchor without drift', () => {
    const anchor = at('2026-01-31T12:00:00Z');
    expect(periodContaining(anchor, at('2026-01-31T12:00:00Z'))).toMatchObject({ index: 0 });
    expect(periodContaining(anchor, at('2026-02-28T11:59:59Z')).index).toBe(0);
    const march = periodContaining(anchor, at('2026-03-30T00:00:00Z'));
    expect(march.start.toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(march.end.toISOString()).toBe('2026-03-31T12:00:00.000Z');
  });

  it('answers the first period for a time before the anchor', () => {
    const p = periodContaining(at('2026-05-10T00:00:00Z'), at('2026-05-01T00:00:00Z'));
    expect(p.index).toBe(0);
    expect(p.start.toISOString()).toBe('2026-05-10T00:00:00.000Z');
  });

  it('always holds the time, with back-to-back periods (property)', () => {
    const date = fc.date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2100-01-01T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(date, fc.integer({ min: 0, max: 5000 * 24 * 3600 * 1000 }), (anchor, offset) => {
        const now = new Date(anchor.getTime() + offset);
        const p = periodContaining(anchor, now);
        expect(p.start.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(p.end.getTime()).toBeGreaterThan(now.getTime());
        expect(p.start.getTime()).toBe(addMonths(anchor, p.index).getTime());
        expect(p.end.getTime()).toBe(addMonths(anchor, p.index + 1).getTime());
      }),
    );
  });
});
