import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ErrorState } from '../../components/ui/state-panel.tsx';
import { useMe } from '../../features/account/api/get-me.ts';
import { MissingDocumentPrompt } from '../../features/analysis/components/missing-document-prompt.tsx';
import { ProLockedCard } from '../../features/analysis/components/pro-locked-card.tsx';
import { findDocumentProblem } from '../../features/analysis/utils/missing-document.ts';
import { useCredits } from '../../features/credits/api/get-credits.ts';
import { LiveCreditBanner } from '../../features/credits/components/live-credit-banner.tsx';
import { useInsufficientCreditsHandler } from '../../features/credits/hooks/use-insufficient-credits-handler.ts';
import { InlineDocumentUploader } from '../../features/documents/components/inline-document-uploader.tsx';
import { useInterviewCapabilities } from '../../features/interview/api/get-interview-capabilities.ts';
import { LiveInterviewScreen } from '../../features/interview/components/live-interview-screen.tsx';
import { HomeSkeleton } from '../../features/shell/components/home/home-skeleton.tsx';
import { PageContainer } from '../../features/shell/components/page-container.tsx';
import { usePageTitle } from '../../features/shell/hooks/page-title.tsx';
import { workspaceQueryOptions } from '../../features/workspaces/api/get-workspace.ts';
import { workspacesQueryOptions } from '../../features/workspaces/api/list-workspaces.ts';
import { workspaceDocumentsPath } from '../../features/workspaces/utils/workspace-path.ts';
import { ApiError, serverDetail } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session-store.ts';
import { isProLocked } from '../../lib/steps.ts';
import { upgradeHref } from '../../lib/upgrade-param.ts';
import { useWorkspaceOutlet } from './workspace-outlet-context.ts';

const LIVE_DOCUMENTS_TEXT = 'Upload both documents to start your live interview practice.';

/** /app/w/{wid}/modules/8: Live Interview Practice, composed with the plan lock, the credit banner and gate, and the documents' uploader. */
export function WorkspaceLiveInterviewRoute() {
  usePageTitle('Live Interview');
  const { wid, workspace } = useWorkspaceOutlet();
  const userId = useSession()?.userId ?? '';
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const plan = useMe().data?.subscription?.package;
  const credits = useCredits().data;
  const interviewer = useInterviewCapabilities().data?.live_interviewer ?? 'browser';
  const handleCredits = useInsufficientCreditsHandler();
  const refreshWorkspace = useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: workspaceQueryOptions(userId, wid).queryKey }),
      queryClient.invalidateQueries({ queryKey: workspacesQueryOptions(userId).queryKey }),
    ]);
  }, [queryClient, userId, wid]);
  const onStartError = useCallback(
    (error: unknown) => {
      if (handleCredits(error)) return true;
      if (error instanceof ApiError && error.status === 403 && error.code === 'PLAN_REQUIRED') {
        void navigate(upgradeHref(location, 'module_8'));
        return true;
      }
      return false;
    },
    [handleCredits, navigate, location],
  );

  const header = (
    <header className="mb-4">
      <h1 className="text-2xl font-semibold text-ink">Live Interview Practice</h1>
      <p className="text-sm text-ink-muted">
        A timed mock interview on this job, spoken or typed, with feedback on every answer.
      </p>
    </header>
  );
  if (workspace.isPending)
    return (
      <PageContainer>
        {header}
        <HomeSkeleton />
      </PageContainer>
    );
  if (workspace.isError) {
    return (
      <PageContainer>
        {header}
        <ErrorState
          message="Failed to load this workspace."
          detail={serverDetail(workspace.error, '')}
          onRetry={() => void workspace.refetch()}
          retrying={workspace.isFetching}
        />
      </PageContainer>
    );
  }
  if (plan && isProLocked(8, plan)) {
    return (
      <PageContainer>
        {header}
        <ProLockedCard text="Live Interview is part of Pro." upgradeHref={upgradeHref(location, 'module_8')} />
      </PageContainer>
    );
  }
  const data = workspace.data;
  const problem = findDocumentProblem('both', data.cvText, data.jdText);
  const costOf = (minutes: number) => credits?.interview_live[String(minutes) as '5' | '10' | '15'] ?? minutes;
  return (
    <PageContainer>
      {header}
      <LiveInterviewScreen
        key={wid}
        wid={wid}
        interviewer={interviewer}
        latest={data.module_outputs['Module 8']?.latest}
        costOf={costOf}
        onStartError={onStartError}
        onSaved={() => void refreshWorkspace()}
        documentsPrompt={
          problem ? (
            <MissingDocumentPrompt
              problem={{ ...problem, text: LIVE_DOCUMENTS_TEXT }}
              documentsHref={workspaceDocumentsPath(wid)}
            >
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
        creditBanner={(minutes) =>
          credits && plan && credits.available < costOf(minutes) ? (
            <LiveCreditBanner
              needed={costOf(minutes)}
              have={credits.available}
              plan={plan}
              links={{
                buy: upgradeHref(location, 'topup'),
                usage: '/app/settings#usage',
                upgrade: upgradeHref(location, 'module_8'),
              }}
            />
          ) : null
        }
      />
    </PageContainer>
  );
}
