import { MonitorSmartphone, X } from 'lucide-react';
import { sessionKeys } from '../../../lib/storage-keys.ts';
import { isBoolean, useStoredState } from '../hooks/use-stored-state.ts';

/** Under 640px: the spec's notice that a mobile version is coming; dismissed for the browser session. */
export function SmallScreenNotice() {
  const [dismissed, setDismissed] = useStoredState('session', sessionKeys.smallScreenNoticeDismissed, false, isBoolean);
  if (dismissed) return null;
  return (
    <div
      role="note"
      className="flex items-start gap-2 border-b border-brand-200 bg-brand-50 px-4 py-2 text-sm text-brand-800 sm:hidden"
    >
      <MonitorSmartphone className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p className="min-w-0 flex-1">A mobile version is coming soon. For the best experience, use a larger screen.</p>
      <button
        type="button"
        onClick={() => setDismissed(true)}
        aria-label="Dismiss notice"
        className="-m-1 grid size-8 shrink-0 place-items-center rounded-md hover:bg-brand-100"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}
