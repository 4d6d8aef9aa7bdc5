import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../../../lib/storage-keys.ts';
import { initialBillingPeriod, storeBillingPeriod } from './billing-period.ts';

afterEach(() => localStorage.clear());

describe('initialBillingPeriod: URL, then stored, then quarterly', () => {
  it('takes the URL period over the stored one', () => {
    localStorage.setItem(storageKeys.billingPeriod, 'quarterly');
    expect(initialBillingPeriod('monthly')).toBe('monthly');
  });

  it('takes the stored period without a valid URL period', () => {
    localStorage.setItem(storageKeys.billingPeriod, 'monthly');
    expect(initialBillingPeriod(null)).toBe('monthly');
    expect(initialBillingPeriod('yearly')).toBe('monthly');
  });

  it('defaults to quarterly, ignoring a stored value that is not a period', () => {
    expect(initialBillingPeriod(null)).toBe('quarterly');
    localStorage.setItem(storageKeys.billingPeriod, 'weekly');
    expect(initialBillingPeriod(null)).toBe('quarterly');
  });

  it('stores a chosen period for next time', () => {
    storeBillingPeriod('monthly');
    expect(localStorage.getItem(storageKeys.billingPeriod)).toBe('monthly');
    expect(initialBillingPeriod(null)).toBe('monthly');
  });
});
