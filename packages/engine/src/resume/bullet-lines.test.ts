import { describe, expect, it } from 'vitest';
import { addBulletLine, continuesBullet } from './bullet-lines.ts';

describe('continuesBullet', () => {
  it('joins an indented or lower-case line without a marker to an unfinished bullet', () => {
    expect(continuesBullet('Cut latency by 40% by tuning', '   Postgres indexes')).toBe(true);
    expect(continuesBullet('Cut latency by 40% by tuning', 'indexes and caching')).toBe(true);
  });

  it('does not join a new bullet, a line after a finished sentence, or a capitalised line at the margin', () => {
    expect(continuesBullet('Cut latency by 40% by tuning', ' • Mentored 4 engineers')).toBe(false);
    expect(continuesBullet('Cut latency by 40%.', '   and more')).toBe(false);
    expect(continuesBullet('Cut latency by 40% by tuning', 'Mentored 4 engineers')).toBe(false);
    expect(continuesBullet(undefined, '   indexes')).toBe(false);
  });
});

describe('addBulletLine', () => {
  it('joins wrapped lines and starts a new bullet at the next marker', () => {
    const bullets: string[] = [];
    for (const line of ['• Built a resume builder that lets thousands of users', '  write a resume', '• Won an award'])
      addBulletLine(bullets, line);
    expect(bullets).toEqual(['Built a resume builder that lets thousands of users write a resume', 'Won an award']);
  });

  it('never joins when told not to', () => {
    const bullets = ['Summary taken from the header'];
    addBulletLine(bullets, 'and its wrapped line', { canJoin: false });
    expect(bullets).toEqual(['Summary taken from the header', 'and its wrapped line']);
  });
});
