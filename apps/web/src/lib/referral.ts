import { storageKeys } from './storage-keys.ts';

const REFERRAL_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
const REFERRAL_PARAMS = ['referral_id', 'ref', 'via'] as const;

/**
 * Keeps the referral id an affiliate link carried (?referral_id=, ?ref= or ?via=), so the checkout
 * can credit the referrer later (docs/product/1-platform.md section 3, Checkout payload). The first valid id wins.
 */
export function captureReferral(search: string): void {
  const params = new URLSearchParams(search);
  for (const name of REFERRAL_PARAMS) {
    const value = params.get(name)?.trim();
    if (value && REFERRAL_PATTERN.test(value)) {
      if (!localStorage.getItem(storageKeys.referralId)) localStorage.setItem(storageKeys.referralId, value);
      return;
    }
  }
}

export function readReferral(): string | null {
  const value = localStorage.getItem(storageKeys.referralId);
  return value && REFERRAL_PATTERN.test(value) ? value : null;
}
