import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { storageKeys } from '../../../lib/storage-keys.ts';

/**
 * 'Later' hides the upsell for 24 hours (docs/product/3-agent-tracker-assistant.md section 9), shared with the trial
 * nudge.
 */
const SNOOZE_MS = 24 * 60 * 60 * 1000;

function snoozed(): boolean {
  try {
    return Number(localStorage.getItem(storageKeys.trialSnoozeUntil) ?? 0) > Date.now();
  } catch {
    return false;
  }
}

/** The answer's upsell row for free users: 'Start free trial' (or 'See plans' after the trial) and 'Later'. */
export function AskUcUpsell({
  copy,
  trialUsed,
  onStartTrial,
  onSeePlans,
  starting,
}: {
  copy: string;
  trialUsed: boolean;
  onStartTrial: () => void;
  onSeePlans: () => void;
  starting: boolean;
}) {
  const [hidden, setHidden] = useState(snoozed);
  if (hidden) return null;
  const later = () => {
    try {
      localStorage.setItem(storageKeys.trialSnoozeUntil, String(Date.now() + SNOOZE_MS));
    } catch {
      // Not remembered: hidden for this visit.
    }
    setHidden(true);
  };
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 rounded-[var(--radius-control)] border border-brand-100 bg-brand-50 px-3 py-2.5 text-sm text-brand-800">
      <p className="min-w-48 flex-1">{copy}</p>
      {trialUsed ? (
        <Button size="sm" onClick={onSeePlans}>
          See plans
        </Button>
      ) : (
        <Button size="sm" onClick={onStartTrial} disabled={starting}>
          {starting ? 'Opening checkout…' : 'Start free trial'}
        </Button>
      )}
      <Button size="sm" variant="ghost" onClick={later}>
        Later
      </Button>
    </div>
  );
}
