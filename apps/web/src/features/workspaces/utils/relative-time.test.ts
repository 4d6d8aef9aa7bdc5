import { describe, expect, it } from 'vitest';
import { formatRelativeAge } from './relative-time.ts';

const now = Date.parse('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('formatRelativeAge', () => {
  it('reads seconds, minutes, hours and days with ago, singular and plural', () => {
    expect(formatRelativeAge(ago(1_000), now)).toBe('1 second ago');
    expect(formatRelativeAge(ago(42_000), now)).toBe('42 seconds ago');
    expect(formatRelativeAge(ago(60_000), now)).toBe('1 minute ago');
    expect(formatRelativeAge(ago(5 * 60_000 + 59_000), now)).toBe('5 minutes ago');
    expect(formatRelativeAge(ago(3_600_000), now)).toBe('1 hour ago');
    expect(formatRelativeAge(ago(23 * 3_600_000), now)).toBe('23 hours ago');
    expect(formatRelativeAge(ago(86_400_000), now)).toBe('1 day ago');
    expect(formatRelativeAge(ago(400 * 86_400_000), now)).toBe('400 days ago');
  });

  it("says 'Never' without a valid time and 'just now' for now or a clock ahead", () => {
    expect(formatRelativeAge('', now)).toBe('Never');
    expect(formatRelativeAge(null, now)).toBe('Never');
    expect(formatRelativeAge('not a date', now)).toBe('Never');
    expect(formatRelativeAge(ago(0), now)).toBe('just now');
    expect(formatRelativeAge(ago(-90_000), now)).toBe('just now');
  });
});
