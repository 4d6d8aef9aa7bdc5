import type { Application } from '@cp/contracts';
import { format } from 'date-fns';

/** '3 Nov 2026': the day, never a time zone's midnight surprise in a card. */
export const dayLabel = (iso: string) => format(new Date(iso), 'd MMM yyyy');

/** The card's date: when it was applied, else when it was added. */
export function cardDate(app: Application): string {
  return app.appliedAt ? `Applied ${dayLabel(app.appliedAt)}` : `Added ${dayLabel(app.createdAt)}`;
}

/** '3 Dec 2026, 09:30' in the user's time zone. */
export const dateTimeLabel = (iso: string) => format(new Date(iso), 'd MMM yyyy, HH:mm');

/** A next step whose date has passed: shown as due until it is marked done, or its date moves. */
export function isDue(app: Application, now: Date): boolean {
  return app.nextStepAt !== null && new Date(app.nextStepAt).getTime() <= now.getTime();
}

/** The browser's IANA time zone ('America/Los_Angeles'), which the reminder e-mail writes its time in; null if the browser gives none. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}
