import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { announceWorkspace, rememberActiveWorkspace } from '../utils/active-workspace.ts';
import { switchWorkspacePath } from '../utils/workspace-path.ts';

/**
 * Switching (docs/product/1-platform.md section 4): store the active id, stamp its last-active time, announce it, and
 * navigate, keeping the module or documents view. Everything else follows from the new URL.
 */
export function useSwitchWorkspace() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (wid: string, options: { path?: string } = {}) => {
      rememberActiveWorkspace(wid);
      announceWorkspace('switched', wid);
      void navigate(options.path ?? switchWorkspacePath(pathname, wid));
    },
    [navigate, pathname],
  );
}
