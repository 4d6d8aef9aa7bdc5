import { useEffect } from 'react';
import { Link, Navigate, Outlet, useParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { ErrorState } from '../../components/ui/state-panel.tsx';
import { HomeSkeleton } from '../../features/shell/components/home/home-skeleton.tsx';
import { PageContainer } from '../../features/shell/components/page-container.tsx';
import { isWorkspaceNotFound, useWorkspace } from '../../features/workspaces/api/get-workspace.ts';
import { useOwnWorkspaceFallback } from '../../features/workspaces/hooks/use-own-workspace-fallback.ts';
import { forgetWorkspace, rememberActiveWorkspace } from '../../features/workspaces/utils/active-workspace.ts';
import {
  isStaleWorkspaceId,
  isWorkspaceId,
  workspaceHomePath,
} from '../../features/workspaces/utils/workspace-path.ts';
import { useAppOutlet } from './app-outlet-context.ts';
import type { WorkspaceOutletContext } from './workspace-outlet-context.ts';

export const WORKSPACE_NOT_FOUND_NOTICE = 'That workspace was not found. Showing your own workspace instead.';

/**
 * /app/w/{wid}/*: the id comes from the path (docs/decisions/038 section 2). A missing, reserved or invalid id
 * goes to /app/homepage (an old 'wid-' id is also forgotten); an id the server does not know for
 * this user (404 WID_NOT_FOUND) is forgotten and the user lands on their own default workspace.
 */
export function WorkspaceLayoutRoute() {
  const { wid } = useParams();
  if (!isWorkspaceId(wid)) return <DiscardWorkspaceId segment={wid} />;
  return <WorkspaceGate key={wid} wid={wid} />;
}

function DiscardWorkspaceId({ segment }: { segment: string | undefined }) {
  useEffect(() => {
    if (segment && isStaleWorkspaceId(segment)) forgetWorkspace(segment);
  }, [segment]);
  return <Navigate to="/app/homepage" replace />;
}

function WorkspaceGate({ wid }: { wid: string }) {
  const parent = useAppOutlet();
  const workspace = useWorkspace(wid);
  const found = workspace.isSuccess;

  // The workspace on screen becomes the active one (what /app and /app/documents come back to).
  useEffect(() => {
    if (found) rememberActiveWorkspace(wid);
  }, [found, wid]);

  if (workspace.isError && isWorkspaceNotFound(workspace.error)) return <LeaveMissingWorkspace wid={wid} />;
  const context: WorkspaceOutletContext = { ...parent, workspaceId: wid, wid, workspace };
  return <Outlet context={context} />;
}

/** Shows nothing of the missing workspace: a neutral notice, then the user's own default home. */
function LeaveMissingWorkspace({ wid }: { wid: string }) {
  const target = useOwnWorkspaceFallback(wid);
  useEffect(() => {
    toast.info(WORKSPACE_NOT_FOUND_NOTICE, { id: 'workspace-not-found' });
  }, []);
  if (target === undefined) {
    return (
      <PageContainer>
        <HomeSkeleton />
      </PageContainer>
    );
  }
  if (target === null) {
    return (
      <ErrorState message="This workspace could not be opened.">
        <Button asChild>
          <Link to="/app/homepage">Return to Home</Link>
        </Button>
      </ErrorState>
    );
  }
  return <Navigate to={workspaceHomePath(target)} replace />;
}
