import { format } from 'date-fns';

/** A Unix-seconds time as 'May 3, 2026' (the user's time zone). */
export function formatDay(seconds: number): string {
  return format(new Date(seconds * 1000), 'MMM d, yyyy');
}

/** US dollars: '$24' for whole amounts, '$7.50' otherwise. */
export function formatUsd(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

export const periodNoun = { monthly: 'month', quarterly: 'quarter' } as const;
export const periodLabel = { monthly: 'Monthly', quarterly: 'Quarterly' } as const;
