import { Navigate } from 'react-router';
import { useResolvedWorkspace } from '../../features/workspaces/hooks/use-resolved-workspace.ts';
import { workspaceAgentPath } from '../../features/workspaces/utils/workspace-path.ts';
import { HomeContent } from './home-content.tsx';

/**
 * /app and /app/homepage (step 0). docs/decisions/038 section 10: with a saved active workspace that still
 * exists, go on to its agent (step 10); otherwise this is the home.
 */
export function AppHomeRoute() {
  const resolved = useResolvedWorkspace();
  if (resolved.status === 'ready' && resolved.isStoredActive)
    return <Navigate to={workspaceAgentPath(resolved.wid)} replace />;
  // The skeleton until the workspace list is here: the workspace's overview and agent would otherwise
  // push the page down when it lands (a layout shift Lighthouse counts, scripts/lighthouse.ts).
  if (resolved.status === 'pending') return <HomeContent loading />;
  return <HomeContent workspaceId={resolved.wid} />;
}
