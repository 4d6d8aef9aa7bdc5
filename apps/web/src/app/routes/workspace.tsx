import { Navigate, useParams } from 'react-router';
import { InvalidStep } from '../../features/shell/components/invalid-step.tsx';
import { UnavailableView } from '../../features/shell/components/unavailable-view.tsx';
import { isWorkspaceId, parseWorkspaceView, workspaceViewTitle } from '../../features/shell/utils/workspace-path.ts';

/**
 * /app/w/:wid/* until workspaces and modules are built: a missing or invalid id goes home (spec 1
 * section 2), a known sub-path says plainly that it is not available yet, anything else is invalid.
 */
export function WorkspaceRoute() {
  const { wid, '*': rest = '' } = useParams();
  if (!isWorkspaceId(wid)) return <Navigate to="/app/homepage" replace />;
  const view = parseWorkspaceView(rest);
  if (!view) return <InvalidStep />;
  return <UnavailableView key={rest} title={workspaceViewTitle(view)} step={view.kind === 'step' ? view.step : undefined} />;
}
