import { sessionKeys } from './storage-keys.ts';

const PROMO_PATTERN = /^[A-Za-z0-9_-]{2,40}$/;

/**
 * A promo code from a link (?promo=CODE) waits in session storage until the user upgrades
 * (docs/product/1-platform.md section 3); the checkout sends it, and the server decides whether it applies.
 */
export function capturePendingPromo(search: string): void {
  const code = new URLSearchParams(search).get('promo')?.trim();
  if (code && PROMO_PATTERN.test(code)) sessionStorage.setItem(sessionKeys.pendingPromo, code.toUpperCase());
}

export function readPendingPromo(): string | null {
  const code = sessionStorage.getItem(sessionKeys.pendingPromo);
  return code && PROMO_PATTERN.test(code) ? code : null;
}
