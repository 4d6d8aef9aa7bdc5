import { Briefcase, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/alert-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/state-panel.tsx';
import { Tabs, TabsContent } from '../../../components/ui/tabs.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useApplications } from '../api/list-applications.ts';
import { useApplicationActions } from '../hooks/use-application-actions.ts';
import { dashboardStats, filterByStatus, statusTabs, type StatusFilter } from '../utils/application-stats.ts';
import { ApplicationCard } from './application-card.tsx';
import { StatCards } from './stat-cards.tsx';
import { filterLabel, StatusFilterTabs } from './status-filter-tabs.tsx';

export const REMOVE_CONFIRMATION = 'Are you sure you want to remove this application?';

function LoadingDashboard() {
  return (
    <div aria-busy="true" aria-label="Loading applications" className="space-y-6">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {Array.from({ length: 6 }, (_, i) => <Skeleton key={i} className="h-20" />)}
      </div>
      <Skeleton className="h-10 w-full" />
      {Array.from({ length: 3 }, (_, i) => <Skeleton key={i} className="h-24 w-full" />)}
    </div>
  );
}

/** Application Dashboard (step 11; spec 3 sections 2-5): stats, status tabs with counts, cards with their menu. */
export function ApplicationsDashboard({ wid, jobSearchPath }: { wid: string; jobSearchPath: string }) {
  const query = useApplications(wid);
  const [filter, setFilter] = useState<StatusFilter>('all');
  const { actions, removing, setRemoving, confirmRemove, removePending } = useApplicationActions(wid);
  const apps = query.data?.applications ?? [];

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        {/* The title 'Application Dashboard' is the page's heading, in the top bar (usePageTitle). */}
        <p className="text-sm text-ink-muted">Every application in this workspace, and where it stands.</p>
        <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RefreshCw aria-hidden className={query.isFetching ? 'animate-spin' : undefined} />Refresh
        </Button>
      </header>

      {query.isPending ? <LoadingDashboard /> : query.isError ? (
        <ErrorState message="Could not load your applications." detail={errorText(query.error, '')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <>
          <StatCards stats={dashboardStats(apps)} />
          {apps.length === 0 ? (
            <EmptyState icon={Briefcase} title="No applications yet"
              action={<Button asChild><Link to={jobSearchPath}>Find jobs with the Job Search Agent</Link></Button>}>
              Applications you track appear here with their status: from a finalized kit to an offer.
            </EmptyState>
          ) : (
            <Tabs value={filter} onValueChange={(v) => setFilter(v as StatusFilter)} className="space-y-4">
              <StatusFilterTabs tabs={statusTabs(apps)} />
              <TabsContent value={filter} className="outline-none">
                <ApplicationList apps={filterByStatus(apps, filter)} empty={`No applications with the status ${filterLabel(filter)}.`} actions={actions} />
              </TabsContent>
            </Tabs>
          )}
        </>
      )}

      <ConfirmDialog open={removing !== null} onOpenChange={(open) => { if (!open) setRemoving(null); }}
        title="Remove application" description={REMOVE_CONFIRMATION} confirmLabel="Remove" pending={removePending}
        onConfirm={() => void confirmRemove()} />
    </div>
  );
}

function ApplicationList({ apps, empty, actions }: { apps: ReturnType<typeof filterByStatus>; empty: string; actions: Parameters<typeof ApplicationCard>[0]['actions'] }) {
  if (apps.length === 0) return <p className="py-8 text-center text-sm text-ink-muted">{empty}</p>;
  return (
    <ul aria-label="Applications" className="grid gap-3 md:grid-cols-2">
      {apps.map((app) => <li key={app.id}><ApplicationCard app={app} actions={actions} /></li>)}
    </ul>
  );
}
