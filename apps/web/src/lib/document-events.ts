import type { DocumentKind } from '@cp/contracts';
import { storageKeys } from './storage-keys.ts';

/**
 * Local event (docs/product/1-platform.md section 3, docs/product/2-modules.md section 2): a document of a workspace
 * was stored.
 */
export const DOCUMENT_UPDATED_EVENT = 'cp:document:updated';
export type DocumentUpdate = { kind: DocumentKind; wid: string };

/**
 * Tells this tab (a window event) and the user's other tabs (a local storage write, seen there as a
 * storage event) that a workspace's document changed, so screens showing it refresh.
 */
export function announceDocumentUpdated(kind: DocumentKind, wid: string) {
  window.dispatchEvent(new CustomEvent<DocumentUpdate>(DOCUMENT_UPDATED_EVENT, { detail: { kind, wid } }));
  try {
    localStorage.setItem(storageKeys.documentsChangedAt, JSON.stringify({ kind, wid, at: Date.now() }));
  } catch {
    // Storage unavailable: other tabs catch up on their next fetch.
  }
}

/** Calls `listener` on every document update announced in another tab; returns the unsubscribe. */
export function onDocumentUpdatedElsewhere(listener: (update: DocumentUpdate) => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKeys.documentsChangedAt || !event.newValue) return;
    try {
      const update = JSON.parse(event.newValue) as Partial<DocumentUpdate>;
      if ((update.kind === 'cv' || update.kind === 'jd') && typeof update.wid === 'string')
        listener({ kind: update.kind, wid: update.wid });
    } catch {
      // Not ours, or damaged: ignore.
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
