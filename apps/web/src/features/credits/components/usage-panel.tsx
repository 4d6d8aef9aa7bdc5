import { useState } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/state-panel.tsx';
import { useUserStats } from '../api/get-user-stats.ts';
import { UsageBalance } from './usage-balance.tsx';
import { UsageByModule } from './usage-by-module.tsx';
import { UsageChart } from './usage-chart.tsx';
import { UsageLog } from './usage-log.tsx';

/** Settings > Usage: balances and reset, credits over time, usage per module, and the paged usage log. */
export function UsagePanel() {
  const [page, setPage] = useState(1);
  const stats = useUserStats(page);
  if (stats.isPending) return <UsageSkeleton />;
  if (stats.isError && !stats.data) {
    return (
      <Card className="p-5 md:p-6">
        <ErrorState
          message="Unable to load settings. Please try again or contact support."
          detail={stats.error.message}
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
        />
      </Card>
    );
  }
  const data = stats.data;
  return (
    <div className="space-y-6">
      <Card className="p-5 md:p-6">
        <h2 className="text-lg font-semibold text-ink">Credits</h2>
        <div className="mt-4">
          <UsageBalance credits={data.credits} remaining={data.remaining} />
        </div>
        <div className="mt-6 border-t border-line pt-5">
          <UsageChart days={data.usage_by_day} />
        </div>
      </Card>
      <Card className="p-5 md:p-6">
        <UsageByModule runs={data.usage} credits={data.usage_credits} />
      </Card>
      <Card className="p-5 md:p-6">
        <UsageLog
          logs={data.usage_logs}
          paging={data.usage_logs_page}
          onPage={setPage}
          isLoadingPage={stats.isPlaceholderData && stats.isFetching}
        />
      </Card>
    </div>
  );
}

function UsageSkeleton() {
  return (
    <div role="status" aria-label="Loading your usage" className="space-y-6">
      <Card className="p-5 md:p-6">
        <Skeleton className="h-6 w-24" />
        <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {[0, 1, 2, 3].map((tile) => (
            <Skeleton key={tile} className="h-24" />
          ))}
        </div>
        <Skeleton className="mt-6 h-48" />
      </Card>
      <Card className="space-y-3 p-5 md:p-6">
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} className="h-5" />
        ))}
      </Card>
    </div>
  );
}
