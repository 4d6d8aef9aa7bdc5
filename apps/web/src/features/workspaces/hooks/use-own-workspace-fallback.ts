import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSession } from '../../../lib/session-store.ts';
import { workspacesQueryOptions } from '../api/list-workspaces.ts';
import { forgetWorkspace } from '../utils/active-workspace.ts';

/**
 * After a 404 WID_NOT_FOUND (another user's id, or a deleted one): forget the id and find the user's
 * own default from a fresh list. Answers undefined while looking, the default id, or null when
 * there is none to go to.
 */
export function useOwnWorkspaceFallback(missingWid: string): string | null | undefined {
  const queryClient = useQueryClient();
  const userId = useSession()?.userId ?? '';
  const [target, setTarget] = useState<{ for: string; wid: string | null } | null>(null);

  useEffect(() => {
    forgetWorkspace(missingWid);
    let cancelled = false;
    queryClient.fetchQuery({ ...workspacesQueryOptions(userId), staleTime: 0 }).then(
      (list) => {
        if (!cancelled) setTarget({ for: missingWid, wid: list.defaultWid === missingWid ? null : list.defaultWid });
      },
      () => {
        if (!cancelled) setTarget({ for: missingWid, wid: null });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [missingWid, queryClient, userId]);

  return target?.for === missingWid ? target.wid : undefined;
}
