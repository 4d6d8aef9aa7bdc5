import { HomeContent } from './home-content.tsx';
import { useWorkspaceOutlet } from './workspace-outlet-context.ts';

/** /app/w/{wid} and /app/w/{wid}/home: the workspace home (step 0). */
export function WorkspaceHomeRoute() {
  const { wid } = useWorkspaceOutlet();
  return <HomeContent workspaceId={wid} />;
}
