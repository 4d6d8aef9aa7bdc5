import type { Application } from '@cp/contracts';
import { Briefcase, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/alert-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/state-panel.tsx';
import { Tabs, TabsContent } from '../../../components/ui/tabs.tsx';
import { errorText, serverDetail } from '../../../lib/api-client.ts';
import { useExportApplications } from '../api/export-applications.ts';
import { useApplications } from '../api/list-applications.ts';
import { useUpdateApplication } from '../api/update-application.ts';
import { useApplicationActions } from '../hooks/use-application-actions.ts';
import { dashboardStats, filterByStatus, statusTabs, type StatusFilter } from '../utils/application-stats.ts';
import { AddApplicationDialog } from './add-application-dialog.tsx';
import { ApplicationBoard } from './application-board.tsx';
import { ApplicationCard, type CardActions } from './application-card.tsx';
import { ApplicationDetails } from './application-details.tsx';
import { ApplicationInsights } from './application-insights.tsx';
import { DashboardToolbar, type DashboardView } from './dashboard-toolbar.tsx';
import { FollowUpsDue } from './follow-ups-due.tsx';
import { StatCards } from './stat-cards.tsx';
import { filterLabel, StatusFilterTabs } from './status-filter-tabs.tsx';

export const REMOVE_CONFIRMATION = 'Are you sure you want to remove this application?';

function LoadingDashboard() {
  return (
    <div aria-busy="true" aria-label="Loading applications" className="space-y-6">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
      <Skeleton className="h-10 w-full" />
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} className="h-24 w-full" />
      ))}
    </div>
  );
}

function ApplicationList({ apps, empty, actions }: { apps: Application[]; empty: string; actions: CardActions }) {
  if (apps.length === 0) return <p className="py-8 text-center text-sm text-ink-muted">{empty}</p>;
  return (
    <ul aria-label="Applications" className="grid gap-3 md:grid-cols-2">
      {apps.map((app) => (
        <li key={app.id}>
          <ApplicationCard app={app} actions={actions} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Application Dashboard (step 11; docs/product/3-agent-tracker-assistant.md sections 2-5, docs/decisions/027 and 028):
 * stats, status tabs with counts, cards with their menu; beyond the spec a board, insights, adding by hand or from a
 * link, details with notes, next step, close reason and timeline, follow-ups due, and exports.
 */
export function ApplicationsDashboard({ wid, jobSearchPath }: { wid: string; jobSearchPath: string }) {
  const query = useApplications(wid);
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [view, setView] = useState<DashboardView>('list');
  const [adding, setAdding] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const { actions, changeStatus, removing, setRemoving, confirmRemove, removePending } = useApplicationActions(
    wid,
    (app) => setOpenId(app.id),
  );
  const exporter = useExportApplications(wid);
  const apps = query.data?.applications ?? [];
  const open = apps.find((a) => a.id === openId) ?? null;

  const update = useUpdateApplication(wid);
  const markDone = async (app: Application) => {
    try {
      await update.mutateAsync({ id: app.id, body: { nextStep: '', nextStepAt: null, remindByEmail: false } });
    } catch (e) {
      toast.error(serverDetail(e, 'Could not save. Please try again.'));
    }
  };

  const onExport = async (format: 'csv' | 'ics') => {
    try {
      const file = await exporter.mutateAsync(format);
      toast.success(`Downloaded ${file.filename}.`);
    } catch (e) {
      toast.error(serverDetail(e, 'Could not export. Please try again.'));
    }
  };

  return (
    <div className="space-y-6">
      {/* The title 'Application Dashboard' is the page's heading, in the top bar (usePageTitle). */}
      <p className="text-sm text-ink-muted">Every application in this workspace, and where it stands.</p>
      <DashboardToolbar
        view={view}
        onView={setView}
        onRefresh={() => void query.refetch()}
        refreshing={query.isFetching}
        onAdd={() => setAdding(true)}
        onExport={(f) => void onExport(f)}
        exporting={exporter.isPending}
        hasApps={apps.length > 0}
      />

      {query.isPending ? (
        <LoadingDashboard />
      ) : query.isError ? (
        <ErrorState
          message="Could not load your applications."
          detail={errorText(query.error, '')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <>
          {/* What is due first: on a phone the stats would push it down under the Ask UC bubble. */}
          <FollowUpsDue apps={apps} onOpen={(a) => setOpenId(a.id)} onDone={(a) => void markDone(a)} />
          <StatCards stats={dashboardStats(apps)} />
          {apps.length === 0 ? (
            <EmptyState
              icon={Briefcase}
              title="No applications yet"
              action={
                <>
                  <Button onClick={() => setAdding(true)}>
                    <Plus aria-hidden />
                    Add application
                  </Button>
                  <Button asChild variant="secondary">
                    <Link to={jobSearchPath}>Find jobs with the Job Search Agent</Link>
                  </Button>
                </>
              }
            >
              Track each application here, from a finalized kit to an offer: add one by hand or from a job link.
            </EmptyState>
          ) : view === 'board' ? (
            <ApplicationBoard apps={apps} actions={actions} onMove={(app, status) => void changeStatus(app, status)} />
          ) : view === 'insights' ? (
            <ApplicationInsights apps={apps} />
          ) : (
            <Tabs value={filter} onValueChange={(v) => setFilter(v as StatusFilter)} className="space-y-4">
              <StatusFilterTabs tabs={statusTabs(apps)} />
              <TabsContent value={filter} className="outline-none">
                <ApplicationList
                  apps={filterByStatus(apps, filter)}
                  empty={`No applications with the status ${filterLabel(filter)}.`}
                  actions={actions}
                />
              </TabsContent>
            </Tabs>
          )}
        </>
      )}

      <Dialog open={adding} onOpenChange={setAdding}>
        {adding ? (
          <AddApplicationDialog
            wid={wid}
            apps={apps}
            onDone={(app) => {
              setAdding(false);
              toast.success(`Added ${app.jobTitle} at ${app.company}.`);
            }}
          />
        ) : null}
      </Dialog>
      <Dialog
        open={open !== null}
        onOpenChange={(o) => {
          if (!o) setOpenId(null);
        }}
      >
        {open ? <ApplicationDetails key={open.id} wid={wid} app={open} /> : null}
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => {
          if (!o) setRemoving(null);
        }}
        title="Remove application"
        description={REMOVE_CONFIRMATION}
        confirmLabel="Remove"
        pending={removePending}
        onConfirm={() => void confirmRemove()}
      />
    </div>
  );
}
