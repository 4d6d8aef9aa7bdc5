import { Briefcase, ChevronsUpDown, Plus, Settings2, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { cn } from '../../../components/ui/cn.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { serverDetail } from '../../../lib/api-client.ts';
import { useCreateWorkspace } from '../api/create-workspace.ts';
import { useWorkspaces } from '../api/list-workspaces.ts';
import { useSwitchWorkspace } from '../hooks/use-switch-workspace.ts';
import { workspaceDocumentsPath } from '../utils/workspace-path.ts';
import { ManageWorkspacesDialog } from './manage-workspaces-dialog.tsx';
import { canUpgradeForWorkspaces, isAtWorkspaceLimit, useWorkspacesUpgradeHref } from './workspace-limits.tsx';

/**
 * The sidebar's workspace picker (docs/product/1-platform.md section 2): the current workspace, a menu to switch (arrow
 * keys, Enter), 'New workspace' (off at the plan's limit, with '1 / 1 used' and Upgrade), and
 * 'Manage' for the Manage Workspaces modal.
 */
export function WorkspacePicker({ currentWid, rail }: { currentWid: string | null; rail: boolean }) {
  const list = useWorkspaces();
  const create = useCreateWorkspace();
  const switchTo = useSwitchWorkspace();
  const [manageOpen, setManageOpen] = useState(false);
  const upgradeTo = useWorkspacesUpgradeHref();

  const current = list.data?.items.find((item) => item.wid === currentWid);
  const name = current?.name ?? (list.isError ? 'Workspaces unavailable' : 'Loading workspace…');
  const limits = list.data?.limits;
  const atLimit = isAtWorkspaceLimit(limits);

  const createAndOpen = async () => {
    try {
      const workspace = await create.mutateAsync({});
      toast.success('New workspace created!');
      switchTo(workspace.wid, { path: workspaceDocumentsPath(workspace.wid) });
    } catch (error) {
      toast.error(serverDetail(error, 'Cannot create workspace.'));
    }
  };

  const trigger = rail ? (
    <Tooltip content={`Workspace: ${name}`}>
      <DropdownMenuTrigger
        aria-label={`Workspace: ${name}. Switch workspace`}
        className="mx-auto grid size-9 place-items-center rounded-[var(--radius-control)] border border-line text-ink-muted hover:bg-surface-sunken data-[state=open]:bg-surface-sunken"
      >
        <Briefcase className="size-4" aria-hidden />
      </DropdownMenuTrigger>
    </Tooltip>
  ) : (
    <DropdownMenuTrigger
      aria-label={`Workspace: ${name}. Switch workspace`}
      className="flex h-10 w-full items-center gap-2 rounded-[var(--radius-control)] border border-line-strong bg-surface px-2.5 text-left text-sm hover:bg-surface-sunken data-[state=open]:bg-surface-sunken"
    >
      <Briefcase className="size-4 shrink-0 text-ink-muted" aria-hidden />
      {list.isPending ? (
        <Skeleton className="h-4 flex-1" />
      ) : (
        <span className="min-w-0 flex-1 truncate font-medium text-ink">{name}</span>
      )}
      <ChevronsUpDown className="size-4 shrink-0 text-ink-muted" aria-hidden />
    </DropdownMenuTrigger>
  );

  return (
    <div className={cn('my-3', rail ? 'flex justify-center' : 'space-y-1.5 px-0')}>
      {rail ? null : (
        <div className="flex items-center justify-between px-2">
          <span className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Workspace</span>
          <button
            type="button"
            onClick={() => setManageOpen(true)}
            className="rounded text-xs font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            Manage
          </button>
        </div>
      )}
      <DropdownMenu modal={false}>
        {trigger}
        <DropdownMenuContent side={rail ? 'right' : 'bottom'} align="start" className="w-64">
          <DropdownMenuLabel>Switch workspace</DropdownMenuLabel>
          {list.data ? (
            <DropdownMenuRadioGroup
              value={currentWid ?? ''}
              onValueChange={(wid) => (wid === currentWid ? undefined : switchTo(wid))}
            >
              {list.data.items.map((item) => (
                <DropdownMenuRadioItem key={item.wid} value={item.wid}>
                  <span className="min-w-0 flex-1 truncate">{item.name}</span>
                  {item.isDefault ? <span className="text-xs text-ink-muted">Default</span> : null}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
          ) : (
            <p className="px-2.5 py-2 text-sm text-ink-muted">
              {list.isError ? 'Failed to load workspaces' : 'Loading…'}
            </p>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem disabled={atLimit || create.isPending} onSelect={() => void createAndOpen()}>
            <Plus aria-hidden /> New workspace
          </DropdownMenuItem>
          {limits ? (
            <p className="px-2.5 pb-1.5 text-xs text-ink-muted tabular-nums">
              {limits.count} / {limits.maxAllowed} used
            </p>
          ) : null}
          {limits && canUpgradeForWorkspaces(limits) ? (
            <DropdownMenuItem asChild>
              <Link to={upgradeTo}>
                <Sparkles aria-hidden /> Upgrade
              </Link>
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setManageOpen(true)}>
            <Settings2 aria-hidden /> Manage workspaces
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ManageWorkspacesDialog open={manageOpen} onOpenChange={setManageOpen} currentWid={currentWid} />
    </div>
  );
}
