import { format, formatDistanceToNowStrict } from 'date-fns';

export const numberFormat = new Intl.NumberFormat('en-US');

/** 'Jun 1, 2026 at 10:00' */
export function formatDateTime(iso: string): string {
  return format(new Date(iso), "MMM d, yyyy 'at' HH:mm");
}

/** 'Jun 1, 2026' */
export function formatDay(iso: string): string {
  return format(new Date(iso), 'MMM d, yyyy');
}

/** '10:00' */
export function formatTime(iso: string): string {
  return format(new Date(iso), 'HH:mm');
}

/** 'in 12 days', '3 hours ago' */
export function relativeTime(iso: string): string {
  return formatDistanceToNowStrict(new Date(iso), { addSuffix: true });
}
