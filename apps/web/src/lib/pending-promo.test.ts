import { describe, expect, it } from 'vitest';
import { capturePendingPromo, readPendingPromo } from './pending-promo.ts';

describe('pending promo code', () => {
  it('keeps a code from the link for this browser session', () => {
    capturePendingPromo('?promo=founder');
    expect(readPendingPromo()).toBe('FOUNDER');
  });

  it('ignores a malformed code', () => {
    capturePendingPromo('?promo=%3Cb%3E');
    expect(readPendingPromo()).toBeNull();
  });
});
