import { readJson, storageKeys } from '../../../lib/storage-keys.ts';
import { isWorkspaceId } from './workspace-path.ts';

/** Local events (docs/product/1-platform.md section 3): other parts of the app may listen on window. */
export const workspaceEvents = {
  created: 'cp:workspace:created',
  updated: 'cp:workspace:updated',
  deleted: 'cp:workspace:deleted',
  switched: 'cp:workspace:switched',
} as const;

export function announceWorkspace(event: keyof typeof workspaceEvents, wid: string) {
  window.dispatchEvent(new CustomEvent(workspaceEvents[event], { detail: { wid } }));
}

function safely(work: () => void) {
  try {
    work();
  } catch {
    // Storage unavailable (private mode, quota): the URL still says which workspace is open.
  }
}

/**
 * The stored active workspace, if it has the shape of an id. An old 'wid-' id (or anything else
 * that is not an id) is discarded from storage.
 */
export function readActiveWorkspace(): string | null {
  let stored: string | null = null;
  safely(() => {
    stored = localStorage.getItem(storageKeys.activeWorkspace);
  });
  if (stored === null) return null;
  if (isWorkspaceId(stored)) return stored;
  safely(() => localStorage.removeItem(storageKeys.activeWorkspace));
  return null;
}

export function readLastActive(): Record<string, number> {
  const value = readJson<unknown>(localStorage, storageKeys.workspaceLastActive, {});
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
  );
}

/** Stores the active id and stamps its last-active time. */
export function rememberActiveWorkspace(wid: string, now: number = Date.now()) {
  safely(() => {
    localStorage.setItem(storageKeys.activeWorkspace, wid);
    localStorage.setItem(storageKeys.workspaceLastActive, JSON.stringify({ ...readLastActive(), [wid]: now }));
  });
}

/** A workspace that is gone (deleted, or never the user's): no longer active, no last-active stamp. */
export function forgetWorkspace(wid: string) {
  safely(() => {
    if (localStorage.getItem(storageKeys.activeWorkspace) === wid) localStorage.removeItem(storageKeys.activeWorkspace);
    const lastActive = readLastActive();
    if (wid in lastActive) {
      delete lastActive[wid];
      localStorage.setItem(storageKeys.workspaceLastActive, JSON.stringify(lastActive));
    }
  });
}
