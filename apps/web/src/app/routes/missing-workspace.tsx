import { Navigate, useLocation } from 'react-router';
import { HomeSkeleton } from '../../features/shell/components/home/home-skeleton.tsx';
import { PageContainer } from '../../features/shell/components/page-container.tsx';
import { useResolvedWorkspace } from '../../features/workspaces/hooks/use-resolved-workspace.ts';
import { insertWorkspacePath } from '../../features/workspaces/utils/workspace-path.ts';

/**
 * /app/documents, /app/modules/3, /app/agent...: the path has no workspace id, so the stored active
 * workspace (while it exists) or the default is inserted into the URL (docs/product/1-platform.md section 2).
 */
export function InsertWorkspaceRoute() {
  const location = useLocation();
  const resolved = useResolvedWorkspace();
  if (resolved.status === 'ready')
    return (
      <Navigate to={insertWorkspacePath(location.pathname, resolved.wid) + location.search + location.hash} replace />
    );
  if (resolved.status === 'error') return <Navigate to="/app/homepage" replace />;
  return (
    <PageContainer>
      <HomeSkeleton />
    </PageContainer>
  );
}

/** /app/w without an id: a missing id goes to /app/homepage. */
export function MissingWorkspaceIdRoute() {
  return <Navigate to="/app/homepage" replace />;
}
