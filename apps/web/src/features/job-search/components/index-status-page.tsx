import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../../components/ui/state-panel.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { ReactNode } from 'react';
import { getJobIndexStatus } from '../api/job-search-api.ts';
import { ago } from '../utils/job-format.ts';

/** /jobs/status: the job index's coverage and each board's health (last success, items, errors), public. */
export function IndexStatusPage({ header, footer }: { header: ReactNode; footer: ReactNode }) {
  const status = useQuery({
    queryKey: ['job-index-status'],
    queryFn: ({ signal }) => getJobIndexStatus(signal),
    refetchInterval: 60_000,
  });
  const now = new Date();
  return (
    <div className="flex min-h-dvh flex-col bg-surface-muted">
      <title>Job index status · Career Prep</title>
      {header}
      <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-10">
        <h1 className="text-2xl font-semibold text-ink">Job index status</h1>
        <p className="mt-2 text-sm text-ink-muted">
          Searches run on our own index; boards are read in the background. This page shows how fresh each one is.
        </p>
        {status.isPending ? <Skeleton className="mt-6 h-40" /> : null}
        {status.isError ? (
          <ErrorState message="Could not load the index status." onRetry={() => void status.refetch()} />
        ) : null}
        {status.data ? (
          <>
            <p className="mt-6 text-sm text-ink">
              {status.data.coverage.open_jobs.toLocaleString('en-US')} open jobs from {status.data.coverage.boards}{' '}
              source{status.data.coverage.boards === 1 ? '' : 's'}
              {status.data.coverage.demo ? ' (the demo catalogue: generated jobs, not real postings)' : ''}.
            </p>
            <div className="mt-4 overflow-x-auto rounded-[var(--radius-card)] border border-line bg-surface">
              <table className="w-full text-left text-sm">
                <thead className="bg-surface-sunken text-ink-muted">
                  <tr>
                    <th className="px-3 py-2 font-medium">Board</th>
                    <th className="px-3 py-2 font-medium">Open jobs</th>
                    <th className="px-3 py-2 font-medium">Last success</th>
                    <th className="px-3 py-2 font-medium">Items read</th>
                    <th className="px-3 py-2 font-medium">Health</th>
                  </tr>
                </thead>
                <tbody>
                  {status.data.boards.map((b) => (
                    <tr key={b.id} className="border-t border-line">
                      <td className="px-3 py-2 text-ink">{b.name}</td>
                      <td className="px-3 py-2 tabular-nums">{b.open_jobs.toLocaleString('en-US')}</td>
                      <td className="px-3 py-2">{b.last_success_at ? ago(b.last_success_at, now) : 'never'}</td>
                      <td className="px-3 py-2 tabular-nums">
                        {b.last_items ?? '–'}
                        {b.last_skipped ? ` (${b.last_skipped} skipped)` : ''}
                      </td>
                      <td className="px-3 py-2">
                        {b.consecutive_failures > 0 ? (
                          <span className="text-danger">
                            Failing ({b.consecutive_failures}): {b.last_error}
                          </span>
                        ) : (
                          <span className="text-success">OK</span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ) : null}
      </main>
      {footer}
    </div>
  );
}
