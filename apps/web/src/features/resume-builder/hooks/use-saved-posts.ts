import { SAVED_JOB_POSTS_MAX, savedPostTitle } from '@cp/contracts';
import { useCallback, useState } from 'react';
import { readJson, storageKeys } from '../../../lib/storage-keys.ts';

export type SavedPost = { id: string; title: string; text: string; ts: number };

const isPost = (p: unknown): p is SavedPost =>
  typeof p === 'object' &&
  p !== null &&
  typeof (p as SavedPost).id === 'string' &&
  typeof (p as SavedPost).text === 'string' &&
  typeof (p as SavedPost).ts === 'number';

/** Adds a post at the top (the same text moves up instead of twice), keeping the newest 20. */
export function withPost(posts: readonly SavedPost[], text: string, now: number): SavedPost[] {
  const trimmed = text.trim();
  const rest = posts.filter((p) => p.text.trim() !== trimmed);
  return [{ id: `jp_${now.toString(36)}`, title: savedPostTitle(trimmed), text: trimmed, ts: now }, ...rest].slice(
    0,
    SAVED_JOB_POSTS_MAX,
  );
}

/**
 * Saved job posts per user in local storage (docs/product/2-modules.md section 3): at most 20, titled from their first
 * line.
 */
export function useSavedPosts(userId: string) {
  const key = `${storageKeys.builderJobPosts}.${userId}`;
  const [posts, setPosts] = useState<SavedPost[]>(() => {
    const stored = readJson<unknown>(localStorage, key, []);
    return Array.isArray(stored) ? stored.filter(isPost).slice(0, SAVED_JOB_POSTS_MAX) : [];
  });
  const write = useCallback(
    (next: SavedPost[]) => {
      setPosts(next);
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Storage full or blocked: the posts stay for this visit.
      }
    },
    [key],
  );
  const save = useCallback((text: string) => write(withPost(posts, text, Date.now())), [posts, write]);
  const remove = useCallback((id: string) => write(posts.filter((p) => p.id !== id)), [posts, write]);
  return { posts, save, remove };
}
