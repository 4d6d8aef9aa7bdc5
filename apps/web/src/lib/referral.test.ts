import { describe, expect, it } from 'vitest';
import { captureReferral, readReferral } from './referral.ts';

describe('referral capture', () => {
  it('keeps the first valid referral id from the link', () => {
    captureReferral('?utm_source=x&ref=partner_42');
    expect(readReferral()).toBe('partner_42');
    captureReferral('?referral_id=someone-else');
    expect(readReferral()).toBe('partner_42');
  });

  it('ignores ids that are not plain tokens', () => {
    captureReferral('?ref=%3Cscript%3E');
    expect(readReferral()).toBeNull();
    captureReferral('?via=');
    expect(readReferral()).toBeNull();
  });
});
