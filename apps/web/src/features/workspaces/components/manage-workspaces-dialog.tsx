import type { WorkspaceListItem } from '@cp/contracts';
import { Search, SearchX } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/alert-dialog.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/state-panel.tsx';
import { serverDetail } from '../../../lib/api-client.ts';
import { useCloneWorkspace } from '../api/clone-workspace.ts';
import { useCreateWorkspace } from '../api/create-workspace.ts';
import { useDeleteWorkspace } from '../api/delete-workspace.ts';
import { useWorkspaces } from '../api/list-workspaces.ts';
import { useResetWorkspace } from '../api/reset-workspace.ts';
import { useUpdateWorkspace } from '../api/update-workspace.ts';
import { useSwitchWorkspace } from '../hooks/use-switch-workspace.ts';
import { CreateWorkspaceForm } from './create-workspace-form.tsx';
import { isInsideInlineRename } from './inline-rename.tsx';
import { WorkspaceCard, type WorkspaceCardActions } from './workspace-card.tsx';
import { WorkspaceDetailView } from './workspace-detail-view.tsx';
import { isAtWorkspaceLimit, WorkspaceLimitsLine } from './workspace-limits.tsx';

export const RESET_CONFIRM_TITLE = 'Reset this workspace?';
export const RESET_CONFIRM_TEXT = 'This clears Resume, JD, and all module outputs for this workspace only.';
// The spec gives two wordings; the title names the workspace and the text says it once that it cannot be undone.
export const deleteConfirmTitle = (name: string) => `Delete "${name}"?`;
export const DELETE_CONFIRM_TEXT = 'This action cannot be undone. All data will be lost.';

type Confirmation = { kind: 'delete' | 'reset'; item: WorkspaceListItem } | null;

/**
 * Manage Workspaces (docs/product/1-platform.md section 2): search, create, the card grid with its actions, and a
 * detail view.
 */
export function ManageWorkspacesDialog({
  open,
  onOpenChange,
  currentWid,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentWid: string | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Manage Workspaces"
        description="One workspace per target role: each keeps its own resume, job description and module results."
        className="max-w-5xl"
        onEscapeKeyDown={(event) => {
          if (isInsideInlineRename(event.target)) event.preventDefault();
        }}
      >
        {open ? <ManageWorkspaces currentWid={currentWid} onClose={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ManageWorkspaces({ currentWid, onClose }: { currentWid: string | null; onClose: () => void }) {
  const list = useWorkspaces();
  const create = useCreateWorkspace();
  const clone = useCloneWorkspace();
  const update = useUpdateWorkspace();
  const remove = useDeleteWorkspace();
  const reset = useResetWorkspace();
  const switchTo = useSwitchWorkspace();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [detailWid, setDetailWid] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation>(null);
  const [pendingNames, setPendingNames] = useState<Record<string, string>>({});

  if (list.isPending) return <GridSkeleton />;
  if (list.isError) {
    return (
      <ErrorState
        message="Failed to load workspaces"
        detail={serverDetail(list.error, '')}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }

  const { items, limits } = list.data;
  const atLimit = isAtWorkspaceLimit(limits);
  const needle = query.trim().toLowerCase();
  const shown = needle ? items.filter((item) => item.name.toLowerCase().includes(needle)) : items;
  const detailItem = detailWid ? items.find((item) => item.wid === detailWid) : undefined;

  const openWorkspace = (item: WorkspaceListItem) => {
    onClose();
    switchTo(item.wid);
  };

  const createWorkspace = async (name: string) => {
    try {
      await create.mutateAsync({ name });
      toast.success('New workspace created!');
      return true;
    } catch (error) {
      toast.error(serverDetail(error, 'Cannot create workspace.'));
      return false;
    }
  };

  const actions: WorkspaceCardActions = {
    onOpen: openWorkspace,
    onDetails: (item) => setDetailWid(item.wid),
    onRename: (item, name) => {
      setPendingNames((names) => ({ ...names, [item.wid]: name }));
      update.mutate(
        { wid: item.wid, name },
        {
          onError: (error) => toast.error(serverDetail(error, 'Cannot rename workspace.')),
          onSettled: () => setPendingNames(({ [item.wid]: _done, ...rest }) => rest),
        },
      );
    },
    onClone: (item) =>
      clone.mutate(item.wid, {
        onSuccess: (copy) => toast.success(`Cloned as "${copy.name}".`),
        onError: (error) => toast.error(serverDetail(error, 'Cannot clone workspace.')),
      }),
    onSetDefault: (item) =>
      update.mutate(
        { wid: item.wid, isDefault: true },
        {
          onSuccess: () => toast.success(`"${item.name}" is now your default workspace.`),
          onError: (error) => toast.error(serverDetail(error, 'Cannot set default.')),
        },
      ),
    onReset: (item) => setConfirmation({ kind: 'reset', item }),
    onDelete: (item) => setConfirmation({ kind: 'delete', item }),
  };

  const confirmDelete = async (item: WorkspaceListItem) => {
    try {
      const { defaultWid } = await remove.mutateAsync(item.wid);
      setConfirmation(null);
      setDetailWid(null);
      toast.success(`"${item.name}" deleted.`);
      if (item.wid === currentWid) switchTo(defaultWid);
    } catch (error) {
      toast.error(serverDetail(error, 'Cannot delete workspace.'));
    }
  };

  const confirmReset = async (item: WorkspaceListItem) => {
    try {
      await reset.mutateAsync(item.wid);
      setConfirmation(null);
      toast.success('Workspace reset.');
    } catch (error) {
      toast.error(serverDetail(error, 'Cannot reset workspace.'));
    }
  };

  return (
    <>
      {detailItem ? (
        <WorkspaceDetailView
          item={detailItem}
          isCurrent={detailItem.wid === currentWid}
          onBack={() => setDetailWid(null)}
          onOpen={() => openWorkspace(detailItem)}
          onReset={() => actions.onReset(detailItem)}
          onDelete={() => actions.onDelete(detailItem)}
        />
      ) : (
        <div className="space-y-5">
          <div className="grid gap-4 border-b border-line pb-5 md:grid-cols-2 md:items-end">
            <div className="flex flex-col gap-1.5">
              <label htmlFor={searchId} className="text-sm font-medium text-ink">
                Search workspaces
              </label>
              <div className="relative">
                <Search
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-subtle"
                  aria-hidden
                />
                <Input
                  id={searchId}
                  type="search"
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                  placeholder="Filter by name"
                  className="pl-9"
                />
              </div>
            </div>
            <div className="space-y-1.5">
              <CreateWorkspaceForm atLimit={atLimit} pending={create.isPending} onCreate={createWorkspace} />
            </div>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-ink-muted" aria-live="polite">
              {needle
                ? `${shown.length} of ${items.length} workspaces`
                : `${items.length} workspace${items.length === 1 ? '' : 's'}`}
            </p>
            <WorkspaceLimitsLine limits={limits} />
          </div>
          {shown.length === 0 ? (
            <EmptyState icon={SearchX} title="No workspaces match your search" headingLevel={3} className="py-8">
              Nothing is named like “{query.trim()}”. Try another name or clear the search.
            </EmptyState>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Workspaces">
              {shown.map((item) => (
                <li key={item.wid}>
                  <WorkspaceCard
                    item={item}
                    isCurrent={item.wid === currentWid}
                    pendingName={pendingNames[item.wid]}
                    canClone={!atLimit}
                    {...actions}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirmation?.kind === 'delete'}
        onOpenChange={(next) => (next ? undefined : setConfirmation(null))}
        title={confirmation ? deleteConfirmTitle(confirmation.item.name) : ''}
        description={DELETE_CONFIRM_TEXT}
        confirmLabel={remove.isPending ? 'Deleting…' : 'Delete'}
        pending={remove.isPending}
        onConfirm={() => confirmation && void confirmDelete(confirmation.item)}
      />
      <ConfirmDialog
        open={confirmation?.kind === 'reset'}
        onOpenChange={(next) => (next ? undefined : setConfirmation(null))}
        title={RESET_CONFIRM_TITLE}
        description={
          <>
            {RESET_CONFIRM_TEXT}
            {confirmation ? (
              <span className="mt-2 block font-medium text-ink">Workspace: {confirmation.item.name}</span>
            ) : null}
          </>
        }
        confirmLabel={reset.isPending ? 'Resetting…' : 'Reset'}
        pending={reset.isPending}
        onConfirm={() => confirmation && void confirmReset(confirmation.item)}
      />
    </>
  );
}

function GridSkeleton() {
  return (
    <div role="status" aria-label="Loading workspaces" className="space-y-5">
      <div className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-40" />
        ))}
      </div>
    </div>
  );
}
