import { offlineInterviewMessages } from '@cp/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { ErrorState } from '../../components/ui/state-panel.tsx';
import { useRunModule } from '../../features/analysis/api/run-module.ts';
import { MissingDocumentPrompt } from '../../features/analysis/components/missing-document-prompt.tsx';
import { MODULE_TOAST_MS } from '../../features/analysis/utils/format.ts';
import { findDocumentProblem } from '../../features/analysis/utils/missing-document.ts';
import { useCredits } from '../../features/credits/api/get-credits.ts';
import { ModuleCreditNotice } from '../../features/credits/components/module-credit-notice.tsx';
import { useInsufficientCreditsHandler } from '../../features/credits/hooks/use-insufficient-credits-handler.ts';
import { useOptimisticRunCredit } from '../../features/credits/hooks/use-optimistic-run-credit.ts';
import { InlineDocumentUploader } from '../../features/documents/components/inline-document-uploader.tsx';
import { OfflineInterviewScreen } from '../../features/interview/components/offline-interview-screen.tsx';
import { HomeSkeleton } from '../../features/shell/components/home/home-skeleton.tsx';
import { PageContainer } from '../../features/shell/components/page-container.tsx';
import { usePageTitle } from '../../features/shell/hooks/page-title.tsx';
import { workspaceQueryOptions } from '../../features/workspaces/api/get-workspace.ts';
import { workspacesQueryOptions } from '../../features/workspaces/api/list-workspaces.ts';
import {
  workspaceDocumentsPath,
  workspaceHomePath,
  workspaceModulePath,
} from '../../features/workspaces/utils/workspace-path.ts';
import { serverDetail } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session-store.ts';
import { supportEmail } from '../../lib/support-email.ts';
import { upgradeHref } from '../../lib/upgrade-param.ts';
import { useWorkspaceOutlet } from './workspace-outlet-context.ts';

/** /app/w/{wid}/modules/6: the Offline Interview, composed with the credit gate, the documents and Regenerate Questions (module 5). */
export function WorkspaceOfflineInterviewRoute() {
  usePageTitle('Offline Interview');
  const { wid, workspace } = useWorkspaceOutlet();
  const userId = useSession()?.userId ?? '';
  const queryClient = useQueryClient();
  const location = useLocation();
  const credits = useCredits().data;
  const handleCredits = useInsufficientCreditsHandler();
  const optimisticCredit = useOptimisticRunCredit();
  const refreshWorkspace = useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: workspaceQueryOptions(userId, wid).queryKey }),
      queryClient.invalidateQueries({ queryKey: workspacesQueryOptions(userId).queryKey }),
    ]);
  }, [queryClient, userId, wid]);
  const failed = (fallback: string) => (error: unknown) => {
    optimisticCredit.restore();
    if (handleCredits(error)) return;
    toast.error(serverDetail(error, fallback), { duration: MODULE_TOAST_MS });
  };
  const regenerate = useRunModule({
    onSuccess: async (answer) => {
      optimisticCredit.settle();
      await refreshWorkspace();
      if (answer.reused) toast.info(answer.message, { duration: MODULE_TOAST_MS });
      else toast.success(offlineInterviewMessages.regenerated, { duration: MODULE_TOAST_MS });
    },
    onError: failed(offlineInterviewMessages.regenerateFailed(supportEmail())),
  });

  if (workspace.isPending)
    return (
      <PageContainer>
        <HomeSkeleton />
      </PageContainer>
    );
  if (workspace.isError) {
    return (
      <PageContainer>
        <ErrorState
          message="Failed to load this workspace."
          detail={serverDetail(workspace.error, '')}
          onRetry={() => void workspace.refetch()}
          retrying={workspace.isFetching}
        />
      </PageContainer>
    );
  }
  const data = workspace.data;
  const problem = findDocumentProblem('both', data.cvText, data.jdText);
  const cost = credits?.costs['Module 6'] ?? 1;
  const isShort = credits !== undefined && credits.available < cost;
  return (
    <PageContainer>
      <OfflineInterviewScreen
        key={wid}
        wid={wid}
        storedQuestions={data.module_outputs['Module 5']?.latest.result}
        latest={data.module_outputs['Module 6']?.latest}
        regenerate={{
          run: () => {
            optimisticCredit.start({ isCharged: true });
            regenerate.mutate({ module: 'Module 5', wid });
          },
          isRunning: regenerate.isPending,
          isDisabled: problem !== null || isShort,
        }}
        links={{ questions: workspaceModulePath(wid, 5), home: workspaceHomePath(wid) }}
        documentsPrompt={
          problem ? (
            <MissingDocumentPrompt problem={problem} documentsHref={workspaceDocumentsPath(wid)}>
              {(problem.missing === 'both' ? (['cv', 'jd'] as const) : [problem.missing]).map((kind) => (
                <InlineDocumentUploader
                  key={kind}
                  wid={wid}
                  kind={kind}
                  storedText={kind === 'cv' ? data.cvText : data.jdText}
                  onUploaded={refreshWorkspace}
                />
              ))}
            </MissingDocumentPrompt>
          ) : undefined
        }
        creditShortage={
          isShort && credits ? (
            <ModuleCreditNotice
              cost={cost}
              purpose="get feedback on your answer"
              available={credits.available}
              held={credits.held}
              nextResetAt={credits.next_reset_at}
              upgradeHref={upgradeHref(location, 'credits')}
            />
          ) : undefined
        }
        onSubmitStart={() => optimisticCredit.start({ isCharged: true })}
        onSubmitted={async () => {
          optimisticCredit.settle();
          toast.success('Feedback ready.', { duration: MODULE_TOAST_MS });
          await refreshWorkspace();
        }}
        onSubmitError={failed(offlineInterviewMessages.submitFailed(supportEmail()))}
      />
    </PageContainer>
  );
}
