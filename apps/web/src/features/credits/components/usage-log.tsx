import type { UsageLog as UsageLogEntry, UserStatsResponse } from '@cp/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { formatDay, formatTime } from '../utils/format.ts';
import { moduleName } from '../utils/module-label.ts';

const statusLabels: Record<UsageLogEntry['status'], string> = {
  committed: 'Charged',
  refunded: 'Refunded',
  recorded: 'Free',
};

/** The usage log, newest first, 5 entries a page with Prev and Next ('Page X of Y'). */
export function UsageLog({
  logs,
  paging,
  onPage,
  isLoadingPage,
}: {
  logs: UsageLogEntry[];
  paging: UserStatsResponse['usage_logs_page'];
  onPage: (page: number) => void;
  isLoadingPage: boolean;
}) {
  const pages = Math.max(1, paging.pages);
  return (
    <section aria-labelledby="usage-log-title">
      <h3 id="usage-log-title" className="font-semibold text-ink">
        Usage log
      </h3>
      {paging.total === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">
          Nothing yet. Each module run appears here with the credits it used.
        </p>
      ) : (
        <>
          <div
            className={cn('mt-3 overflow-x-auto transition-opacity', isLoadingPage && 'opacity-60')}
            aria-busy={isLoadingPage}
          >
            <table className="w-full text-left text-sm">
              <thead className="text-ink-muted">
                <tr className="border-b border-line">
                  <th scope="col" className="py-2 pr-2 font-medium sm:pr-4">
                    When
                  </th>
                  <th scope="col" className="py-2 pr-2 font-medium sm:pr-4">
                    Module
                  </th>
                  <th scope="col" className="hidden py-2 pr-4 font-medium sm:table-cell">
                    Action
                  </th>
                  <th scope="col" className="py-2 pr-2 text-right font-medium sm:pr-4">
                    Credits
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody>
                {logs.map((log) => (
                  <tr key={log.id} className="border-b border-line last:border-0">
                    <td className="py-2 pr-2 sm:pr-4">
                      <span className="whitespace-nowrap">{formatDay(log.created_at)}</span>{' '}
                      <span className="block whitespace-nowrap text-ink-muted sm:inline">
                        {formatTime(log.created_at)}
                      </span>
                    </td>
                    <td className="py-2 pr-2 sm:pr-4">{moduleName(log.module)}</td>
                    <td className="hidden py-2 pr-4 text-ink-muted sm:table-cell">{log.action ?? '—'}</td>
                    <td className="py-2 pr-2 text-right tabular-nums sm:pr-4">{log.credits}</td>
                    <td className="py-2">{statusLabels[log.status]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav aria-label="Usage log pages" className="mt-3 flex items-center justify-between gap-3">
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onPage(paging.page - 1)}
              disabled={paging.page <= 1 || isLoadingPage}
            >
              Prev
            </Button>
            <p className="text-sm text-ink-muted" aria-live="polite">
              Page {paging.page} of {pages}
            </p>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onPage(paging.page + 1)}
              disabled={paging.page >= pages || isLoadingPage}
            >
              Next
            </Button>
          </nav>
        </>
      )}
    </section>
  );
}
