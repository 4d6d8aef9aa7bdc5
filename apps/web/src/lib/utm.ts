import { storageKeys } from './storage-keys.ts';

const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
const VALUE = /^[\w .:/+-]{1,100}$/;

/** Keeps the utm parameters of the first visit that had any (first touch), so sign-up can report them. */
export function captureUtm(search: string): void {
  const params = new URLSearchParams(search);
  const found: Record<string, string> = {};
  for (const name of UTM_PARAMS) {
    const value = params.get(name)?.trim();
    if (value && VALUE.test(value)) found[name] = value;
  }
  if (Object.keys(found).length === 0) return;
  try {
    if (!localStorage.getItem(storageKeys.utm)) localStorage.setItem(storageKeys.utm, JSON.stringify(found));
  } catch {
    // Storage unavailable: the visit's source is not kept.
  }
}

/** The kept utm parameters (only valid names and values), or {}. */
export function readUtm(): Record<string, string> {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKeys.utm) ?? '{}') as Record<string, unknown>;
    return Object.fromEntries(
      UTM_PARAMS.flatMap((name) => {
        const value = stored[name];
        return typeof value === 'string' && VALUE.test(value) ? [[name, value]] : [];
      }),
    );
  } catch {
    return {};
  }
}
