import { useQueryClient } from '@tanstack/react-query';
import { ErrorState } from '../../components/ui/state-panel.tsx';
import { DocumentsPage } from '../../features/documents/components/documents-page.tsx';
import { DocumentsSkeleton } from '../../features/documents/components/documents-skeleton.tsx';
import { PageContainer } from '../../features/shell/components/page-container.tsx';
import { usePageTitle } from '../../features/shell/hooks/page-title.tsx';
import { useCreateWorkspace } from '../../features/workspaces/api/create-workspace.ts';
import { workspaceQueryOptions } from '../../features/workspaces/api/get-workspace.ts';
import { useWorkspaces, workspacesQueryOptions } from '../../features/workspaces/api/list-workspaces.ts';
import { isAtWorkspaceLimit } from '../../features/workspaces/components/workspace-limits.tsx';
import { useSwitchWorkspace } from '../../features/workspaces/hooks/use-switch-workspace.ts';
import { workspaceModulePath } from '../../features/workspaces/utils/workspace-path.ts';
import { serverDetail } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session-store.ts';
import { useWorkspaceOutlet } from './workspace-outlet-context.ts';

/**
 * /app/w/{wid}/documents: My Documents, hydrated from GET /api/workspaces/{wid}. After a save the
 * workspace is fetched again (the server has already cleared its module outputs), which updates
 * the texts, the stats and the progress bar.
 */
export function WorkspaceDocumentsRoute() {
  usePageTitle('My Documents');
  const { wid, workspace } = useWorkspaceOutlet();
  const userId = useSession()?.userId ?? '';
  const queryClient = useQueryClient();
  const list = useWorkspaces();
  const create = useCreateWorkspace();
  const switchTo = useSwitchWorkspace();
  const canCreate = list.data ? !isAtWorkspaceLimit(list.data.limits) : false;

  const refreshWorkspace = async (changed: string) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: workspaceQueryOptions(userId, changed).queryKey }),
      queryClient.invalidateQueries({ queryKey: workspacesQueryOptions(userId).queryKey }),
    ]);
  };

  return (
    <PageContainer>
      {workspace.isPending ? (
        <DocumentsSkeleton />
      ) : workspace.isError ? (
        <ErrorState
          message="Failed to load this workspace."
          detail={serverDetail(workspace.error, '')}
          onRetry={() => void workspace.refetch()}
          retrying={workspace.isFetching}
        />
      ) : (
        <DocumentsPage
          key={wid}
          wid={wid}
          cvText={workspace.data.cvText}
          jdText={workspace.data.jdText}
          completedModules={workspace.data.stats.completedModules}
          analyzePaths={{ cv: workspaceModulePath(wid, 1), jd: workspaceModulePath(wid, 2) }}
          onDocumentChanged={refreshWorkspace}
          createWorkspaceInstead={canCreate ? async () => (await create.mutateAsync({})).wid : undefined}
          onSwitchWorkspace={(newWid) => switchTo(newWid)}
        />
      )}
    </PageContainer>
  );
}
