import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceDocumentUpdated, DOCUMENT_UPDATED_EVENT, onDocumentUpdatedElsewhere } from './document-events.ts';
import { storageKeys } from './storage-keys.ts';

afterEach(() => localStorage.clear());

const fromAnotherTab = (newValue: string | null, key: string = storageKeys.documentsChangedAt) =>
  window.dispatchEvent(new StorageEvent('storage', { key, newValue }));

describe('document events', () => {
  it('announces in this tab (a window event) and to other tabs (a storage write)', () => {
    const seen = vi.fn();
    window.addEventListener(DOCUMENT_UPDATED_EVENT, seen);
    announceDocumentUpdated('jd', 'ws_AAAAAAAAAAAAAAAA');
    window.removeEventListener(DOCUMENT_UPDATED_EVENT, seen);
    expect((seen.mock.calls[0]![0] as CustomEvent).detail).toEqual({ kind: 'jd', wid: 'ws_AAAAAAAAAAAAAAAA' });
    expect(JSON.parse(localStorage.getItem(storageKeys.documentsChangedAt)!)).toMatchObject({
      kind: 'jd',
      wid: 'ws_AAAAAAAAAAAAAAAA',
    });
  });

  it("hears another tab's update, and ignores other keys and damaged values", () => {
    const listener = vi.fn();
    const stop = onDocumentUpdatedElsewhere(listener);
    fromAnotherTab(JSON.stringify({ kind: 'cv', wid: 'ws_BBBBBBBBBBBBBBBB', at: 1 }));
    fromAnotherTab(JSON.stringify({ kind: 'cv', wid: 'ws_CCCCCCCCCCCCCCCC' }), storageKeys.creditsChangedAt);
    fromAnotherTab('{not json');
    fromAnotherTab(JSON.stringify({ kind: 'photo', wid: 'ws_DDDDDDDDDDDDDDDD' }));
    fromAnotherTab(null);
    stop();
    fromAnotherTab(JSON.stringify({ kind: 'jd', wid: 'ws_EEEEEEEEEEEEEEEE' }));
    expect(listener.mock.calls).toEqual([[{ kind: 'cv', wid: 'ws_BBBBBBBBBBBBBBBB' }]]);
  });
});
