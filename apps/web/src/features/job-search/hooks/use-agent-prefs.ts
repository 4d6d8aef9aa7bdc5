import { useCallback, useState } from 'react';
import { readJson, storageKeys } from '../../../lib/storage-keys.ts';

type AgentPrefs = { query: string; resumeRemoved: boolean };
const empty: AgentPrefs = { query: '', resumeRemoved: false };

/** The agent query and the resume-removed flag, kept per workspace in local storage (spec 3 section 3). */
export function useAgentPrefs(wid: string) {
  const [prefs, setPrefs] = useState<AgentPrefs>(() => ({ ...empty, ...readJson<Record<string, AgentPrefs>>(localStorage, storageKeys.agentState, {})[wid] }));
  const update = useCallback((patch: Partial<AgentPrefs>) => {
    setPrefs((cur) => {
      const next = { ...cur, ...patch };
      const all = readJson<Record<string, AgentPrefs>>(localStorage, storageKeys.agentState, {});
      try {
        localStorage.setItem(storageKeys.agentState, JSON.stringify({ ...all, [wid]: next }));
      } catch {
        // Storage full or blocked: the preference lasts for this page only.
      }
      return next;
    });
  }, [wid]);
  return { prefs, update };
}
