import { MODULE_COUNT, type WorkspaceStats } from '@cp/contracts';
import { cn } from '../../../components/ui/cn.ts';
import { formatExactTime, formatRelativeAge } from '../utils/relative-time.ts';

/** A workspace holds two documents: the resume and the job description. */
export const DOCUMENT_SLOTS = 2;

/** Documents of 2, modules completed of 9, and the relative age of the last change. */
export function WorkspaceFacts({ stats, className }: { stats: WorkspaceStats; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-3 gap-2 text-sm', className)}>
      <div className="min-w-0">
        <dt className="text-xs text-ink-muted">Documents</dt>
        <dd className="font-medium text-ink tabular-nums">
          {stats.documentsCount} / {DOCUMENT_SLOTS}
        </dd>
      </div>
      <div className="min-w-0">
        <dt className="text-xs text-ink-muted">Modules</dt>
        <dd className="font-medium text-ink tabular-nums">
          {stats.completedModules} / {MODULE_COUNT}
        </dd>
      </div>
      <div className="min-w-0">
        <dt className="text-xs text-ink-muted">Modified</dt>
        <dd className="font-medium break-words text-ink" title={formatExactTime(stats.lastModified)}>
          {formatRelativeAge(stats.lastModified)}
        </dd>
      </div>
    </dl>
  );
}

/** 'Default' and 'Current' markers; the row keeps its height without them so cards line up. */
export function WorkspaceBadges({ isDefault, isCurrent }: { isDefault: boolean; isCurrent: boolean }) {
  return (
    <span className="flex min-h-5 flex-wrap gap-1.5">
      {isDefault ? (
        <span className="rounded bg-surface-sunken px-1.5 py-0.5 text-xs font-medium text-ink-muted">Default</span>
      ) : null}
      {isCurrent ? (
        <span className="rounded bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-800">Current</span>
      ) : null}
    </span>
  );
}
