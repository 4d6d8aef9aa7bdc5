import type { Application } from '@cp/contracts';
import { format } from 'date-fns';

/** '3 Nov 2026': the day, never a time zone's midnight surprise in a card. */
export const dayLabel = (iso: string) => format(new Date(iso), 'd MMM yyyy');

/** The card's date: when it was applied, else when it was added. */
export function cardDate(app: Application): string {
  return app.appliedAt ? `Applied ${dayLabel(app.appliedAt)}` : `Added ${dayLabel(app.createdAt)}`;
}
