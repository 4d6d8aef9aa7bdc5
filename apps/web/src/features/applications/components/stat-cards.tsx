import { Info } from 'lucide-react';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import type { DashboardStats } from '../utils/application-stats.ts';

export const SUCCESS_RATE_EXPLAINED =
  'Offers out of the applications that went out (applied, interview, offer or rejected). Kits not sent yet do not count.';

function StatCard({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-[var(--radius-card)] border border-line bg-surface px-4 py-3 shadow-[var(--shadow-card)]">
      <dt className="flex items-center gap-1 text-xs font-medium tracking-wide text-ink-muted uppercase">
        {label}
        {hint ? (
          <Tooltip content={hint} side="top" className="max-w-64 normal-case">
            <button
              type="button"
              aria-label={`What ${label} means`}
              className="rounded text-ink-subtle hover:text-ink [&_svg]:size-3.5"
            >
              <Info aria-hidden />
            </button>
          </Tooltip>
        ) : null}
      </dt>
      <dd className="mt-1 text-2xl font-semibold text-ink tabular-nums">{value}</dd>
    </div>
  );
}

/** The six stat cards (docs/product/3-agent-tracker-assistant.md section 2), derived from the list. */
export function StatCards({ stats }: { stats: DashboardStats }) {
  return (
    <dl aria-label="Application statistics" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      <StatCard label="Total" value={String(stats.total)} />
      <StatCard label="Kits Ready" value={String(stats.kitsReady)} />
      <StatCard label="Applied" value={String(stats.applied)} />
      <StatCard label="Interview" value={String(stats.interview)} />
      <StatCard label="Offers" value={String(stats.offers)} />
      <StatCard
        label="Success Rate"
        value={stats.successRate === null ? '—' : `${stats.successRate}%`}
        hint={SUCCESS_RATE_EXPLAINED}
      />
    </dl>
  );
}
