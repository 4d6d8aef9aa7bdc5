import { useState } from 'react';
import { readJson } from '../../../lib/storage-keys.ts';

/**
 * State remembered in local or session storage under one key, as JSON. `isValid` guards against
 * a value written by an older version (or by hand): anything else falls back.
 */
export function useStoredState<T>(
  area: 'local' | 'session',
  key: string,
  fallback: T,
  isValid: (value: unknown) => value is T,
): [T, (next: T) => void] {
  const storage = () => (area === 'local' ? localStorage : sessionStorage);
  const [value, setValue] = useState<T>(() => {
    try {
      const stored: unknown = readJson(storage(), key, fallback);
      return isValid(stored) ? stored : fallback;
    } catch {
      return fallback;
    }
  });
  const update = (next: T) => {
    setValue(next);
    try {
      storage().setItem(key, JSON.stringify(next));
    } catch {
      // Storage unavailable (private mode, quota): the choice lasts until the page is left.
    }
  };
  return [value, update];
}

export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

export const isBooleanRecord = (value: unknown): value is Record<string, boolean> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => typeof v === 'boolean');
