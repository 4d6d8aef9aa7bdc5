import {
  APPLICATION_STATUSES,
  LEGACY_APPLICATION_STATUSES,
  type Application,
  type ApplicationStatus,
} from '@cp/contracts';

/** Statuses that mean the application went out to the employer (the Success Rate's denominator). */
export const SENT_OUT: ReadonlySet<ApplicationStatus> = new Set(['applied', 'sent', 'interview', 'offer', 'rejected']);

export type DashboardStats = {
  total: number;
  /** Finalized kits not sent yet: 'Kit Generated', and the legacy 'Draft'. */
  kitsReady: number;
  /** Waiting for an answer: 'Applied' and the legacy 'Sent'. */
  applied: number;
  interview: number;
  offers: number;
  /** Applications that went out (applied, sent, interview, offer, rejected). */
  sentOut: number;
  /** Offers out of the applications that went out, 0-100; null before any went out. */
  successRate: number | null;
};

/** The six stat cards, derived from the list (docs/product/3-agent-tracker-assistant.md section 4). */
export function dashboardStats(apps: readonly Application[]): DashboardStats {
  const count = (...statuses: ApplicationStatus[]) => apps.filter((a) => statuses.includes(a.status)).length;
  const sentOut = apps.filter((a) => SENT_OUT.has(a.status)).length;
  const offers = count('offer');
  return {
    total: apps.length,
    kitsReady: count('draft', 'tailored'),
    applied: count('applied', 'sent'),
    interview: count('interview'),
    offers,
    sentOut,
    successRate: sentOut === 0 ? null : Math.round((offers / sentOut) * 100),
  };
}

export type StatusFilter = 'all' | ApplicationStatus;

/** The filter tabs with their counts: All, the five statuses, and a legacy status only while some application has it. */
export function statusTabs(apps: readonly Application[]): { value: StatusFilter; count: number }[] {
  const counts = new Map<ApplicationStatus, number>();
  for (const a of apps) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
  return [
    { value: 'all', count: apps.length },
    ...APPLICATION_STATUSES.map((s) => ({ value: s, count: counts.get(s) ?? 0 })),
    ...LEGACY_APPLICATION_STATUSES.filter((s) => counts.has(s)).map((s) => ({ value: s, count: counts.get(s) ?? 0 })),
  ];
}

export function filterByStatus(apps: readonly Application[], filter: StatusFilter): Application[] {
  return filter === 'all' ? [...apps] : apps.filter((a) => a.status === filter);
}
