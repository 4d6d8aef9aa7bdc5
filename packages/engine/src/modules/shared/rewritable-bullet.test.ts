import { describe, expect, it } from 'vitest';
import { isRewritableBullet } from './rewritable-bullet.ts';

describe('isRewritableBullet', () => {
  it('takes statements, not headers, contact or date lines, or lines cut where they wrapped', () => {
    expect(isRewritableBullet('Recorded all cheques and maintained the general ledger')).toBe(true);
    expect(isRewritableBullet('Marketing Specialist & Senior Account Manager')).toBe(false);
    expect(isRewritableBullet('Improve and Control) was implemented to understand the cause of the defects')).toBe(
      false,
    );
    expect(isRewritableBullet('Harbor Clinic Austin , TX Staff Nurse')).toBe(false);
    expect(isRewritableBullet('Staff Nurse, June 2019 - Present, Austin')).toBe(false);
    expect(isRewritableBullet('Reach me at jo@example.com any time')).toBe(false);
    expect(isRewritableBullet('Redesigned the floor layout to improve the space utilization by')).toBe(false);
    expect(isRewritableBullet('Led sprints')).toBe(false);
    expect(
      isRewritableBullet('Riverside Youth Trust 4 Mill Lane, Cork, Ireland Evaluation of the summer programme'),
    ).toBe(false);
  });
});
