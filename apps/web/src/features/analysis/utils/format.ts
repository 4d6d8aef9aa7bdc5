/** '$94,700' for a figure with its currency; the period is added by the caller. */
export function formatMoney(amount: number, currency: string | null): string {
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: currency ?? 'USD',
      maximumFractionDigits: 0,
    }).format(amount);
  } catch {
    return `${Math.round(amount).toLocaleString('en-US')} ${currency ?? ''}`.trim();
  }
}

/** Scores are shown as whole numbers when whole, else with one decimal (the engine's precision). */
export function formatScore(score: number): string {
  const clamped = Math.min(100, Math.max(0, score));
  return Number.isInteger(clamped) ? String(clamped) : clamped.toFixed(1);
}

export const periodSuffix = {
  year: ' a year',
  month: ' a month',
  week: ' a week',
  day: ' a day',
  hour: ' an hour',
} as const;

/** The toasts on module screens last about 3.2 s (docs/product/2-modules.md section 4). */
export const MODULE_TOAST_MS = 3200;

/** A word for a 0-100 score, shown beside the number. */
export function scoreRating(score: number): string {
  if (score >= 85) return 'Excellent';
  if (score >= 70) return 'Good';
  if (score >= 50) return 'Fair';
  return 'Needs work';
}
