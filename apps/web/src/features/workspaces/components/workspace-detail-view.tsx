import type { WorkspaceListItem } from '@cp/contracts';
import { ArrowLeft, CircleCheck, CircleDashed, RotateCcw, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/state-panel.tsx';
import { useWorkspace } from '../api/get-workspace.ts';
import { formatRelativeAge } from '../utils/relative-time.ts';
import { DocumentPreview } from './document-preview.tsx';
import { JourneyProgress } from './journey-progress.tsx';
import { WorkspaceBadges } from './workspace-facts.tsx';

type WorkspaceDetailViewProps = {
  item: WorkspaceListItem;
  isCurrent: boolean;
  onBack: () => void;
  onOpen: () => void;
  onReset: () => void;
  onDelete: () => void;
};

/** One workspace in the Manage Workspaces modal: Journey Progress, document status and Preview Document. */
export function WorkspaceDetailView({ item, isCurrent, onBack, onOpen, onReset, onDelete }: WorkspaceDetailViewProps) {
  const workspace = useWorkspace(item.wid);
  const journeyId = useId();
  const documentsId = useId();
  return (
    <div className="space-y-5">
      <Button variant="ghost" size="sm" className="-ml-2" onClick={onBack}>
        <ArrowLeft aria-hidden /> All workspaces
      </Button>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h3 className="text-lg font-semibold break-words text-ink">{item.name}</h3>
          <WorkspaceBadges isDefault={item.isDefault} isCurrent={isCurrent} />
          <p className="text-sm text-ink-muted">Last modified {formatRelativeAge(item.lastModified)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={onOpen}>
            Open workspace
          </Button>
          <Button size="sm" variant="secondary" onClick={onReset}>
            <RotateCcw aria-hidden /> Reset…
          </Button>
          <Button size="sm" variant="secondary" className="text-danger" onClick={onDelete}>
            <Trash2 aria-hidden /> Delete…
          </Button>
        </div>
      </div>
      {workspace.isPending ? (
        <div role="status" aria-label="Loading workspace details" className="grid gap-5 md:grid-cols-2">
          <Skeleton className="h-80" />
          <Skeleton className="h-80" />
        </div>
      ) : workspace.isError ? (
        <ErrorState
          message="Failed to load this workspace."
          detail={workspace.error.message}
          onRetry={() => void workspace.refetch()}
          retrying={workspace.isFetching}
        />
      ) : (
        <div className="grid gap-5 md:grid-cols-2">
          <JourneyProgress workspace={workspace.data} headingId={journeyId} />
          <div className="space-y-5">
            <section aria-labelledby={documentsId} className="space-y-2">
              <h4 id={documentsId} className="font-semibold text-ink">
                Documents
              </h4>
              <ul className="space-y-1.5 text-sm">
                <DocumentStatus label="Resume" chars={workspace.data.cvText.length} />
                <DocumentStatus label="Target job" chars={workspace.data.jdText.length} />
              </ul>
            </section>
            <section aria-label="Preview Document" className="space-y-2">
              <h4 className="font-semibold text-ink">Preview Document</h4>
              <DocumentPreview cvText={workspace.data.cvText} jdText={workspace.data.jdText} />
            </section>
          </div>
        </div>
      )}
    </div>
  );
}

function DocumentStatus({ label, chars }: { label: string; chars: number }) {
  return (
    <li className="flex items-center gap-2">
      {chars > 0 ? (
        <CircleCheck className="size-4 text-success" aria-hidden />
      ) : (
        <CircleDashed className="size-4 text-ink-muted" aria-hidden />
      )}
      <span className="font-medium text-ink">{label}:</span>
      <span className="text-ink-muted">
        {chars > 0 ? `Added (${chars.toLocaleString('en-US')} characters)` : 'Missing'}
      </span>
    </li>
  );
}
