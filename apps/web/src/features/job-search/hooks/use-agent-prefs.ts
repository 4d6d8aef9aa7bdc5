import { useCallback, useState } from 'react';
import { readJson, storageKeys } from '../../../lib/storage-keys.ts';

type AgentPrefs = { query: string; resumeRemoved: boolean };
const empty: AgentPrefs = { query: '', resumeRemoved: false };

function read(wid: string): AgentPrefs {
  return { ...empty, ...readJson<Record<string, AgentPrefs>>(localStorage, storageKeys.agentState, {})[wid] };
}

/**
 * The agent query and the resume-removed flag, kept per workspace in local storage
 * (docs/product/3-agent-tracker-assistant.md section 3).
 */
export function useAgentPrefs(wid: string) {
  const [prefs, setPrefs] = useState<AgentPrefs>(() => read(wid));
  const update = useCallback(
    (patch: Partial<AgentPrefs>) => {
      // Written at once (not inside a state updater): the home navigates to the agent right after, and the agent reads it on mount.
      const all = readJson<Record<string, AgentPrefs>>(localStorage, storageKeys.agentState, {});
      const next = { ...empty, ...all[wid], ...patch };
      try {
        localStorage.setItem(storageKeys.agentState, JSON.stringify({ ...all, [wid]: next }));
      } catch {
        // Storage full or blocked: the preference lasts for this page only.
      }
      setPrefs((cur) => ({ ...cur, ...patch }));
    },
    [wid],
  );
  return { prefs, update };
}
