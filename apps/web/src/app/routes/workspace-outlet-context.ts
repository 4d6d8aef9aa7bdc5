import type { WorkspaceDetail } from '@cp/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useOutletContext } from 'react-router';
import type { AppOutletContext } from './app-outlet-context.ts';

/** What /app/w/{wid} offers its views: the id from the path and the workspace's hydration query. */
export type WorkspaceOutletContext = AppOutletContext & {
  wid: string;
  workspace: UseQueryResult<WorkspaceDetail>;
};

export function useWorkspaceOutlet() {
  return useOutletContext<WorkspaceOutletContext>();
}
