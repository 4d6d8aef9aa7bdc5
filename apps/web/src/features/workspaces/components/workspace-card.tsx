import type { WorkspaceListItem } from '@cp/contracts';
import { Copy, MoreHorizontal, Pencil, RotateCcw, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { InlineRename } from './inline-rename.tsx';
import { WorkspaceBadges, WorkspaceFacts } from './workspace-facts.tsx';

export type WorkspaceCardActions = {
  onOpen: (item: WorkspaceListItem) => void;
  onDetails: (item: WorkspaceListItem) => void;
  onRename: (item: WorkspaceListItem, name: string) => void;
  onClone: (item: WorkspaceListItem) => void;
  onSetDefault: (item: WorkspaceListItem) => void;
  onReset: (item: WorkspaceListItem) => void;
  onDelete: (item: WorkspaceListItem) => void;
};

type WorkspaceCardProps = WorkspaceCardActions & {
  item: WorkspaceListItem;
  isCurrent: boolean;
  /** The name being saved, shown until the list is fetched again. */
  pendingName?: string;
  canClone: boolean;
};

/** One workspace in the Manage Workspaces grid. */
export function WorkspaceCard({ item, isCurrent, pendingName, canClone, ...actions }: WorkspaceCardProps) {
  const [renaming, setRenaming] = useState(false);
  const name = pendingName ?? item.name;
  return (
    <Card className={cn('flex h-full flex-col gap-3 p-4', isCurrent && 'border-brand-500 ring-1 ring-brand-500')}>
      <div className="flex items-start gap-1">
        <div className="min-w-0 flex-1 space-y-1">
          {renaming ? (
            <InlineRename
              name={item.name}
              onCommit={(next) => actions.onRename(item, next)}
              onDone={() => setRenaming(false)}
            />
          ) : (
            <h3 className="truncate py-1 font-semibold text-ink" title={name}>
              {name}
            </h3>
          )}
          <WorkspaceBadges isDefault={item.isDefault} isCurrent={isCurrent} />
        </div>
        {renaming ? null : (
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-ink-muted"
            aria-label={`Rename ${name}`}
            onClick={() => setRenaming(true)}
          >
            <Pencil aria-hidden />
          </Button>
        )}
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              className="size-8 text-ink-muted"
              aria-label={`More actions for ${name}`}
            >
              <MoreHorizontal aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="w-52">
            <DropdownMenuItem disabled={!canClone} onSelect={() => actions.onClone(item)}>
              <Copy aria-hidden /> Clone
            </DropdownMenuItem>
            <DropdownMenuItem disabled={item.isDefault} onSelect={() => actions.onSetDefault(item)}>
              <Star aria-hidden /> {item.isDefault ? 'Default workspace' : 'Set as default'}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => actions.onReset(item)}>
              <RotateCcw aria-hidden /> Reset…
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => actions.onDelete(item)} className="text-danger [&_svg]:text-danger">
              <Trash2 aria-hidden /> Delete…
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <WorkspaceFacts stats={item} className="flex-1" />
      <div className="flex gap-2">
        <Button
          size="sm"
          variant={isCurrent ? 'secondary' : 'primary'}
          aria-label={`Open ${name}`}
          onClick={() => actions.onOpen(item)}
        >
          Open
        </Button>
        <Button size="sm" variant="ghost" aria-label={`Details for ${name}`} onClick={() => actions.onDetails(item)}>
          Details
        </Button>
      </div>
    </Card>
  );
}
