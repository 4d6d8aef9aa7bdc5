import { MODULE_COUNT, type WorkspaceListItem } from '@cp/contracts';
import { ArrowRight, CircleCheck, CircleDashed } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { journeyPercent } from '../utils/journey.ts';
import { formatRelativeAge } from '../utils/relative-time.ts';
import { workspaceDocumentsPath, workspaceModulePath } from '../utils/workspace-path.ts';

/** The workspace at a glance on a home page: its documents, its progress and the next step (chosen by the page). */
export function WorkspaceOverview({
  workspace,
  next,
}: {
  workspace: WorkspaceListItem;
  next: { step: number; label: string };
}) {
  const ready = workspace.hasResume && workspace.hasJob;
  const percent = journeyPercent(workspace.completedModules);
  return (
    <Card className="p-5">
      <section
        aria-labelledby="workspace-overview-title"
        className="grid gap-5 md:grid-cols-[1fr_auto] md:items-center"
      >
        <div className="min-w-0 space-y-3">
          <div>
            <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Current workspace</p>
            <h2 id="workspace-overview-title" className="truncate text-lg font-semibold text-ink">
              {workspace.name}
            </h2>
            <p className="text-sm text-ink-muted">Last modified {formatRelativeAge(workspace.lastModified)}</p>
          </div>
          <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
            <Status done={workspace.hasResume} label="Resume" />
            <Status done={workspace.hasJob} label="Target job" />
          </ul>
          <div className="flex max-w-sm items-center gap-3">
            <Progress
              value={percent}
              aria-label={`${workspace.completedModules} of ${MODULE_COUNT} modules completed`}
              className="flex-1"
            />
            <span className="text-sm text-ink-muted tabular-nums">
              {workspace.completedModules} / {MODULE_COUNT} modules
            </span>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {ready ? (
            <>
              <Button asChild>
                <Link to={workspaceModulePath(workspace.wid, next.step)}>
                  {next.label} <ArrowRight aria-hidden />
                </Link>
              </Button>
              <Button asChild variant="secondary">
                <Link to={workspaceDocumentsPath(workspace.wid)}>View documents</Link>
              </Button>
            </>
          ) : (
            <Button asChild>
              <Link to={workspaceDocumentsPath(workspace.wid)}>
                {workspace.documentsCount === 0 ? 'Add your resume and job' : 'Finish adding documents'}{' '}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          )}
        </div>
      </section>
    </Card>
  );
}

function Status({ done, label }: { done: boolean; label: string }) {
  return (
    <li className="inline-flex items-center gap-1.5">
      {done ? (
        <CircleCheck className="size-4 text-success" aria-hidden />
      ) : (
        <CircleDashed className="size-4 text-ink-muted" aria-hidden />
      )}
      <span className="text-ink">{label}</span>
      <span className="text-ink-muted">{done ? 'added' : 'missing'}</span>
    </li>
  );
}
