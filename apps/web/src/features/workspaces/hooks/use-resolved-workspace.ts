import { useEffect } from 'react';
import { useWorkspaces } from '../api/list-workspaces.ts';
import { forgetWorkspace, readActiveWorkspace } from '../utils/active-workspace.ts';

export type ResolvedWorkspace =
  | { status: 'pending'; wid: null; storedActive: string | null }
  | { status: 'error'; wid: null; storedActive: string | null }
  | { status: 'ready'; wid: string; storedActive: string | null; isStoredActive: boolean };

/**
 * The workspace to use when the path names none (docs/product/1-platform.md section 2): the stored active workspace
 * while it still exists, else the default from GET /api/workspaces. A stored id that no longer
 * exists is forgotten.
 */
export function useResolvedWorkspace(): ResolvedWorkspace {
  const list = useWorkspaces();
  const stored = readActiveWorkspace();
  const storedExists = Boolean(stored && list.data?.items.some((item) => item.wid === stored));
  const storedIsGone = Boolean(stored && list.data && !storedExists);

  useEffect(() => {
    if (storedIsGone && stored) forgetWorkspace(stored);
  }, [storedIsGone, stored]);

  if (list.data) {
    return storedExists && stored
      ? { status: 'ready', wid: stored, storedActive: stored, isStoredActive: true }
      : { status: 'ready', wid: list.data.defaultWid, storedActive: stored, isStoredActive: false };
  }
  if (list.isError) return { status: 'error', wid: null, storedActive: stored };
  return { status: 'pending', wid: null, storedActive: stored };
}
