import { Navigate, useParams } from 'react-router';
import { isAnalysisStep } from '../../features/analysis/utils/module-screens.ts';
import { InvalidStep } from '../../features/shell/components/invalid-step.tsx';
import {
  clampModuleStep,
  workspaceHomePath,
  workspaceModulePath,
} from '../../features/workspaces/utils/workspace-path.ts';
import type { Step } from '../../lib/steps.ts';
import { WorkspaceAnalysisRoute } from './workspace-analysis.tsx';
import { WorkspaceOfflineInterviewRoute } from './workspace-offline-interview.tsx';
import { WorkspaceBuilderRoute } from './workspace-builder.tsx';
import { WorkspaceLiveInterviewRoute } from './workspace-live-interview.tsx';
import { useWorkspaceOutlet } from './workspace-outlet-context.ts';

/** /app/w/{wid}/modules/{n}: n clamped to 1..9 (default 1) by replacing the URL. */
export function WorkspaceModuleRoute() {
  const { wid } = useWorkspaceOutlet();
  const { n } = useParams();
  const step = clampModuleStep(n) as Step;
  if (n !== String(step)) return <Navigate to={workspaceModulePath(wid, step)} replace />;
  if (isAnalysisStep(step)) return <WorkspaceAnalysisRoute key={step} step={step} />;
  if (step === 6) return <WorkspaceOfflineInterviewRoute />;
  if (step === 7) return <WorkspaceBuilderRoute />;
  if (step === 8) return <WorkspaceLiveInterviewRoute />;
  return <InvalidStep homePath={workspaceHomePath(wid)} />;
}

/**
 * Any other path inside a workspace (docs/product/1-platform.md section 1): 'Invalid step', back to this workspace's
 * home.
 */
export function WorkspaceInvalidStepRoute() {
  return <InvalidStep homePath={workspaceHomePath(useWorkspaceOutlet().wid)} />;
}
