import type { SaveStatus } from '../hooks/use-builder-document.ts';

/** Whether the document is on the server yet; a refusal says why and keeps the text on the page. */
export function SaveStatusLine({ status, onRetry }: { status: SaveStatus; onRetry: () => void }) {
  if (status.kind === 'idle') return null;
  if (status.kind === 'error') {
    return (
      <p role="alert" className="text-sm text-danger">
        {status.message}{' '}
        <button type="button" className="font-medium underline" onClick={onRetry}>
          Try again
        </button>
      </p>
    );
  }
  return (
    <p role="status" className="text-xs text-ink-subtle">
      {status.kind === 'saved' ? 'Saved to your account.' : 'Saving…'}
    </p>
  );
}
