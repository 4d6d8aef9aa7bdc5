import { format, parseISO } from 'date-fns';
import { lazy, Suspense } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { UsageDay } from './usage-bar-chart.tsx';
import { numberFormat } from '../utils/format.ts';

// recharts is the heaviest dependency: its own chunk, fetched when the Usage tab opens.
const UsageBarChart = lazy(() => import('./usage-bar-chart.tsx').then((m) => ({ default: m.UsageBarChart })));

/** One sentence on the last 30 days, for everyone including screen readers. */
export function usageSummary(days: UsageDay[]): string {
  const total = days.reduce((sum, day) => sum + day.credits, 0);
  if (total === 0) return `No credits used in the last ${days.length} days.`;
  const peak = days.reduce((best, day) => (day.credits > best.credits ? day : best));
  const activeDays = days.filter((day) => day.credits > 0).length;
  return `${numberFormat.format(total)} credit${total === 1 ? '' : 's'} used in the last ${days.length} days, on ${activeDays} day${activeDays === 1 ? '' : 's'}; most on ${format(parseISO(peak.date), 'MMMM d')} (${peak.credits}).`;
}

/** Credits used over time: a bar chart of usage_by_day, its summary, and the numbers as a table. */
export function UsageChart({ days }: { days: UsageDay[] }) {
  const summary = usageSummary(days);
  const usedDays = days.filter((day) => day.credits > 0);
  return (
    <section aria-labelledby="usage-chart-title">
      <h3 id="usage-chart-title" className="font-semibold text-ink">
        Credits used over time
      </h3>
      <p className="mt-0.5 text-sm text-ink-muted">{summary}</p>
      {usedDays.length > 0 ? (
        <>
          <div aria-hidden className="mt-4 h-48">
            <Suspense fallback={<Skeleton className="h-full w-full" />}>
              <UsageBarChart days={days} />
            </Suspense>
          </div>
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer text-brand-700 hover:underline">Show the days as a table</summary>
            <table className="mt-2 w-full max-w-sm text-left">
              <caption className="sr-only">Credits used per day, days with usage only</caption>
              <thead className="text-ink-muted">
                <tr className="border-b border-line">
                  <th scope="col" className="py-1.5 pr-4 font-medium">
                    Day
                  </th>
                  <th scope="col" className="py-1.5 text-right font-medium">
                    Credits
                  </th>
                </tr>
              </thead>
              <tbody>
                {usedDays.map((day) => (
                  <tr key={day.date} className="border-b border-line last:border-0">
                    <td className="py-1.5 pr-4">{format(parseISO(day.date), 'EEE, MMM d')}</td>
                    <td className="py-1.5 text-right tabular-nums">{day.credits}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      ) : null}
    </section>
  );
}
