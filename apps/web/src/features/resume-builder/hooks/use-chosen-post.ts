import { TAILOR_POSTING_MAX, type TailorSource } from '@cp/contracts';
import { useCallback, useState } from 'react';
import { readJson, storageKeys } from '../../../lib/storage-keys.ts';

export type PostSource = Exclude<TailorSource, 'none'>;
export type ChosenPost = { source: PostSource; text: string };
const SOURCES: readonly PostSource[] = ['workspace', 'saved', 'upload', 'paste'];

/** The posting a chosen post stands for: the workspace's job (read on the server), the text, or none yet (an empty box). */
export const postingOf = (post: ChosenPost): { source: PostSource; jd_text?: string } =>
  post.source === 'workspace'
    ? { source: 'workspace' }
    : { source: post.source, jd_text: post.text.slice(0, TAILOR_POSTING_MAX) };

/**
 * The job post chosen in Tailor (the workspace's job, a saved post, an upload, a paste), per user and
 * workspace in local storage: Tailor, JD Match and the other scores all read the same one, after a
 * reload too (docs/decisions/034).
 */
function readPost(key: string): ChosenPost {
  const stored = readJson<Partial<ChosenPost>>(localStorage, key, {});
  const source = SOURCES.includes(stored.source as PostSource) ? (stored.source as PostSource) : 'workspace';
  return { source, text: typeof stored.text === 'string' ? stored.text.slice(0, TAILOR_POSTING_MAX) : '' };
}

export function useChosenPost(userId: string, wid: string) {
  const key = `${storageKeys.builderChosenPost}.${userId}.${wid}`;
  const [held, setHeld] = useState(() => ({ key, post: readPost(key) }));
  // another workspace (or user): its own choice, read once
  const current = held.key === key ? held : { key, post: readPost(key) };
  if (current !== held) setHeld(current);
  const change = useCallback(
    (next: Partial<ChosenPost>) => {
      setHeld((prev) => {
        const merged = { ...(prev.key === key ? prev.post : readPost(key)), ...next };
        try {
          localStorage.setItem(key, JSON.stringify(merged));
        } catch {
          // Storage full or blocked: the choice stays for this visit.
        }
        return { key, post: merged };
      });
    },
    [key],
  );
  return { post: current.post, change };
}
export type ChosenPostState = ReturnType<typeof useChosenPost>;
