import { describe, expect, it } from 'vitest';
import { roleHeaderLines } from './role-header-lines.ts';

describe('roleHeaderLines', () => {
  it('holds every role header line number and no bullet line', () => {
    const roles = [
      { headerLines: [3, 4], bulletLines: [5, 6] },
      { headerLines: [8], bulletLines: [9] },
    ];
    const headers = roleHeaderLines({ roles } as never);
    expect([...headers].sort((a, b) => a - b)).toEqual([3, 4, 8]);
    expect(headers.has(5)).toBe(false);
  });
});
