import { BillingPeriodSchema, DEFAULT_BILLING_PERIOD, type BillingPeriod } from '@cp/contracts';
import { storageKeys } from '../../../lib/storage-keys.ts';

const parse = (value: string | null | undefined): BillingPeriod | null => {
  const parsed = BillingPeriodSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/**
 * The upgrade screen's billing period (docs/product/1-platform.md section 4): the URL's `period`, else the stored
 * choice, else quarterly.
 */
export function initialBillingPeriod(urlPeriod: string | null): BillingPeriod {
  const fromUrl = parse(urlPeriod);
  if (fromUrl) return fromUrl;
  try {
    const stored = parse(localStorage.getItem(storageKeys.billingPeriod));
    if (stored) return stored;
  } catch {
    // Storage unavailable: the default applies.
  }
  return DEFAULT_BILLING_PERIOD;
}

/** Remembered when the user changes it. */
export function storeBillingPeriod(period: BillingPeriod) {
  try {
    localStorage.setItem(storageKeys.billingPeriod, period);
  } catch {
    // Storage unavailable: the choice holds for this visit only.
  }
}
