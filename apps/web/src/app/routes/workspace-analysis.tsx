import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ErrorState } from '../../components/ui/state-panel.tsx';
import { useMe } from '../../features/account/api/get-me.ts';
import { AnalysisScreen } from '../../features/analysis/components/analysis-screen.tsx';
import { MODULE_TOAST_MS } from '../../features/analysis/utils/format.ts';
import { moduleScreens, type AnalysisStep } from '../../features/analysis/utils/module-screens.ts';
import { useCredits } from '../../features/credits/api/get-credits.ts';
import { ModuleCreditNotice } from '../../features/credits/components/module-credit-notice.tsx';
import { useInsufficientCreditsHandler } from '../../features/credits/hooks/use-insufficient-credits-handler.ts';
import { useOptimisticRunCredit } from '../../features/credits/hooks/use-optimistic-run-credit.ts';
import { InlineDocumentUploader } from '../../features/documents/components/inline-document-uploader.tsx';
import { HomeSkeleton } from '../../features/shell/components/home/home-skeleton.tsx';
import { PageContainer } from '../../features/shell/components/page-container.tsx';
import { usePageTitle } from '../../features/shell/hooks/page-title.tsx';
import { workspaceQueryOptions } from '../../features/workspaces/api/get-workspace.ts';
import { workspacesQueryOptions } from '../../features/workspaces/api/list-workspaces.ts';
import { workspaceDocumentsPath, workspaceModulePath } from '../../features/workspaces/utils/workspace-path.ts';
import { ApiError, serverDetail } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session-store.ts';
import { upgradeHref, type UpgradeReason } from '../../lib/upgrade-param.ts';
import { useWorkspaceOutlet } from './workspace-outlet-context.ts';

/**
 * /app/w/{wid}/modules/{1,2,3,4,5,9}: an analysis step, hydrated from the workspace detail. The
 * route composes the credit gate (credits feature), the plan and the workspace refresh.
 */
export function WorkspaceAnalysisRoute({ step }: { step: AnalysisStep }) {
  usePageTitle(moduleScreens[step].title);
  const { wid, workspace } = useWorkspaceOutlet();
  const userId = useSession()?.userId ?? '';
  const queryClient = useQueryClient();
  const subscription = useMe().data?.subscription;
  const plan = subscription?.package;
  const optimisticCredit = useOptimisticRunCredit();
  const location = useLocation();
  const navigate = useNavigate();
  const handleCredits = useInsufficientCreditsHandler();
  const credits = useCredits().data;
  const screen = moduleScreens[step];
  const cost = credits?.costs[screen.key] ?? 1;
  // A document added here changes the workspace (its texts and, server-side, its cleared runs) and the list's stats.
  const refreshWorkspace = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: workspaceQueryOptions(userId, wid).queryKey }),
      queryClient.invalidateQueries({ queryKey: workspacesQueryOptions(userId).queryKey }),
    ]);
  };

  const onRunError = useCallback(
    (error: unknown) => {
      optimisticCredit.restore();
      if (handleCredits(error)) return;
      if (error instanceof ApiError && error.status === 403 && error.code === 'PLAN_REQUIRED') {
        void navigate(upgradeHref(location, `module_${step}`));
        return;
      }
      toast.error(serverDetail(error, 'Failed to process request.'), { duration: MODULE_TOAST_MS });
    },
    [handleCredits, navigate, location, step, optimisticCredit],
  );

  return (
    <PageContainer>
      {workspace.isPending ? (
        <HomeSkeleton />
      ) : workspace.isError ? (
        <ErrorState
          message="Failed to load this workspace."
          detail={serverDetail(workspace.error, '')}
          onRetry={() => void workspace.refetch()}
          retrying={workspace.isFetching}
        />
      ) : (
        <AnalysisScreen
          key={`${wid}:${step}`}
          step={step}
          wid={wid}
          cvText={workspace.data.cvText}
          jdText={workspace.data.jdText}
          latest={workspace.data.module_outputs[screen.key]?.latest}
          plan={plan}
          isTrial={subscription?.status === 'trialing'}
          onRunStart={optimisticCredit.start}
          links={{
            documents: workspaceDocumentsPath(wid),
            step: (n) => workspaceModulePath(wid, n),
            upgrade: (reason: UpgradeReason) => upgradeHref(location, reason),
          }}
          renderUploader={(missing) =>
            (missing === 'both' ? (['cv', 'jd'] as const) : [missing]).map((kind) => (
              <InlineDocumentUploader
                key={kind}
                wid={wid}
                kind={kind}
                storedText={kind === 'cv' ? workspace.data.cvText : workspace.data.jdText}
                onUploaded={refreshWorkspace}
              />
            ))
          }
          creditShortage={
            // Until the balance is known nothing is withheld (the server's 402 is the gate anyway).
            credits && credits.available < cost ? (
              <ModuleCreditNotice
                cost={cost}
                purpose={screen.creditPurpose}
                available={credits.available}
                held={credits.held}
                nextResetAt={credits.next_reset_at}
                upgradeHref={upgradeHref(location, 'credits')}
              />
            ) : undefined
          }
          onRunSuccess={async () => {
            optimisticCredit.settle();
            await refreshWorkspace();
          }}
          onRunError={onRunError}
          onWorkspaceChanged={refreshWorkspace}
        />
      )}
    </PageContainer>
  );
}
