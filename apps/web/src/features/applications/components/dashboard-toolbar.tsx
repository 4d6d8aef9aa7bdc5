import { CalendarDays, Download, FileSpreadsheet, KanbanSquare, LineChart, List, Plus, RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';

export const VIEWS = [
  { value: 'list', label: 'List', Icon: List },
  { value: 'board', label: 'Board', Icon: KanbanSquare },
  { value: 'insights', label: 'Insights', Icon: LineChart },
] as const;
export type DashboardView = (typeof VIEWS)[number]['value'];

/** Refresh (the spec's), the view switch, Add and Export. */
export function DashboardToolbar({
  view,
  onView,
  onRefresh,
  refreshing,
  onAdd,
  onExport,
  exporting,
  hasApps,
}: {
  view: DashboardView;
  onView: (v: DashboardView) => void;
  onRefresh: () => void;
  refreshing: boolean;
  onAdd: () => void;
  onExport: (format: 'csv' | 'ics') => void;
  exporting: boolean;
  hasApps: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div
        role="group"
        aria-label="View"
        className="inline-flex rounded-[var(--radius-control)] border border-line bg-surface p-0.5"
      >
        {VIEWS.map(({ value, label, Icon }) => (
          <button
            key={value}
            type="button"
            aria-pressed={view === value}
            onClick={() => onView(value)}
            className={cn(
              'inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-ink-muted [&_svg]:size-4',
              view === value && 'bg-brand-50 text-brand-800',
            )}
          >
            <Icon aria-hidden />
            {label}
          </button>
        ))}
      </div>
      <div className="ml-auto flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" onClick={onRefresh} disabled={refreshing}>
          <RefreshCw aria-hidden className={refreshing ? 'animate-spin' : undefined} />
          Refresh
        </Button>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="secondary" size="sm" disabled={!hasApps || exporting}>
              <Download aria-hidden />
              {exporting ? 'Exporting…' : 'Export'}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => onExport('csv')}>
              <FileSpreadsheet aria-hidden />
              Spreadsheet (.csv)
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onExport('ics')}>
              <CalendarDays aria-hidden />
              Next steps calendar (.ics)
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <Button size="sm" onClick={onAdd}>
          <Plus aria-hidden />
          Add application
        </Button>
      </div>
    </div>
  );
}
