import { APPLICATION_STATUSES, applicationStatusLabels, type Application } from '@cp/contracts';
import { SENT_OUT } from './application-stats.ts';

export type Bar = { label: string; count: number; of?: number };

/** Applications by status, in the order an application moves (legacy values counted with their modern twin). */
export function funnelByStatus(apps: readonly Application[]): Bar[] {
  const twin = { tailored: 'draft', sent: 'applied' } as const;
  return APPLICATION_STATUSES.map((s) => ({
    label: applicationStatusLabels[s],
    count: apps.filter((a) => (a.status === 'tailored' || a.status === 'sent' ? twin[a.status] : a.status) === s)
      .length,
  }));
}

/** The employer answered: an interview or an offer, or a rejection that was not silence. */
export function gotResponse(a: Application): boolean {
  return (
    a.status === 'interview' || a.status === 'offer' || (a.status === 'rejected' && a.closeReason !== 'no_response')
  );
}

const BANDS = [
  { label: 'Fit 85–100', min: 85, max: 100 },
  { label: 'Fit 70–84', min: 70, max: 84 },
  { label: 'Fit 50–69', min: 50, max: 69 },
  { label: 'Fit under 50', min: 0, max: 49 },
] as const;

/** Response rate by fit-score band, over applications that went out: count answered, of sent. */
export function responseByFitBand(apps: readonly Application[]): Bar[] {
  const sent = apps.filter((a) => SENT_OUT.has(a.status));
  const bars: Bar[] = BANDS.map((band) => {
    const inBand = sent.filter((a) => a.fitScore !== null && a.fitScore >= band.min && a.fitScore <= band.max);
    return { label: band.label, count: inBand.filter(gotResponse).length, of: inBand.length };
  });
  const unscored = sent.filter((a) => a.fitScore === null);
  return [...bars, { label: 'No fit score', count: unscored.filter(gotResponse).length, of: unscored.length }];
}
