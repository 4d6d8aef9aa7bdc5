import type { Application } from '@cp/contracts';
import { funnelByStatus, responseByFitBand, type Bar } from '../utils/insights.ts';

function BarRow({ bar, max, tone, value }: { bar: Bar; max: number; tone: string; value: string }) {
  const width = max === 0 ? 0 : Math.round((bar.count / max) * 100);
  return (
    <li className="grid grid-cols-[7.5rem_1fr_auto] items-center gap-3 text-sm sm:grid-cols-[9rem_1fr_auto]">
      <span className="text-ink-muted">{bar.label}</span>
      <span className="h-5 overflow-hidden rounded bg-surface-sunken" aria-hidden>
        <span className={`block h-full rounded ${tone}`} style={{ width: `${width}%` }} />
      </span>
      <span className="w-24 text-right font-medium text-ink tabular-nums">{value}</span>
    </li>
  );
}

/**
 * Insights (docs/decisions/028): how many applications stand at each status, and how often employers
 * answered by the fit score the job had: the first step towards fit scores calibrated on outcomes.
 * Bars are drawn with their numbers written beside them, so nothing is only a colour or a length.
 */
export function ApplicationInsights({ apps }: { apps: readonly Application[] }) {
  const funnel = funnelByStatus(apps);
  const bands = responseByFitBand(apps);
  const maxFunnel = Math.max(0, ...funnel.map((b) => b.count));
  const scored = bands.slice(0, -1).reduce((sum, b) => sum + (b.of ?? 0), 0);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section
        aria-labelledby="funnel-heading"
        className="rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)]"
      >
        <h2 id="funnel-heading" className="text-base font-semibold text-ink">
          By status
        </h2>
        <p className="mb-3 text-sm text-ink-muted">
          Where your {apps.length} application{apps.length === 1 ? '' : 's'} stand now.
        </p>
        <ul className="space-y-2">
          {funnel.map((b) => (
            <BarRow key={b.label} bar={b} max={maxFunnel} tone="bg-brand-600" value={String(b.count)} />
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="response-heading"
        className="rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)]"
      >
        <h2 id="response-heading" className="text-base font-semibold text-ink">
          Response rate by fit score
        </h2>
        <p className="mb-3 text-sm text-ink-muted">
          Of the applications that went out, how many got an answer (an interview, an offer or a rejection; silence is
          no answer).
          {scored === 0
            ? ' Applications added from the Job Search Agent carry the fit score; none here has one yet.'
            : ''}
        </p>
        <ul className="space-y-2">
          {bands.map((b) => (
            <BarRow
              key={b.label}
              bar={{ label: b.label, count: b.of ? (b.count / b.of) * 100 : 0 }}
              max={100}
              tone="bg-success"
              value={b.of ? `${Math.round((b.count / b.of) * 100)}% (${b.count}/${b.of})` : '—'}
            />
          ))}
        </ul>
      </section>
    </div>
  );
}
