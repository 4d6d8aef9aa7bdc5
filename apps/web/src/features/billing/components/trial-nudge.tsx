import { TRIAL_DAYS, TRIAL_PACKAGE, planTable, type PlanPackage } from '@cp/contracts';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { serverDetail } from '../../../lib/api-client.ts';
import { readReferral } from '../../../lib/referral.ts';
import { storageKeys } from '../../../lib/storage-keys.ts';
import { useCreateCheckoutSession } from '../api/create-checkout-session.ts';

/** 'Later' hides the nudge for 24 hours (docs/product/1-platform.md section 9). */
export const TRIAL_SNOOZE_MS = 24 * 60 * 60 * 1000;

function isSnoozed(): boolean {
  try {
    return Number(localStorage.getItem(storageKeys.trialSnoozeUntil) ?? 0) > Date.now();
  } catch {
    return false;
  }
}

/**
 * For free users who never had the trial: start the 3-day Pro trial (a quarterly Pro checkout with
 * the trial and the affiliate's referral id, docs/product/3-agent-tracker-assistant.md sections 4 and 7), or 'Later'.
 */
export function TrialNudge({ plan, trialUsed }: { plan: PlanPackage; trialUsed: boolean }) {
  const [snoozed, setSnoozed] = useState(isSnoozed);
  const checkout = useCreateCheckoutSession();
  const { pathname } = useLocation();
  if (plan !== 'free' || trialUsed || snoozed) return null;

  const later = () => {
    try {
      localStorage.setItem(storageKeys.trialSnoozeUntil, String(Date.now() + TRIAL_SNOOZE_MS));
    } catch {
      // Storage unavailable: hidden for this visit only.
    }
    setSnoozed(true);
  };
  const startTrial = () =>
    checkout.mutate(
      {
        package: TRIAL_PACKAGE,
        billing_period: 'quarterly',
        trial_enabled: true,
        referral_id: readReferral(),
        return_path: pathname,
      },
      { onError: (error) => toast.error(serverDetail(error, 'Unable to start trial. Please try again.')) },
    );

  return (
    <section
      aria-label="Pro trial"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-brand-100 bg-brand-50 px-4 py-2.5 text-sm md:px-6"
    >
      <p className="flex min-w-64 flex-1 items-start gap-2 text-brand-800">
        <Sparkles className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          <span className="font-semibold">
            Try {planTable[TRIAL_PACKAGE].label} free for {TRIAL_DAYS} days.
          </span>{' '}
          Resume Improvement, Cover Letter and Resume Builder, with {planTable[TRIAL_PACKAGE].monthlyCredits} credits a
          month.
        </span>
      </p>
      <div className="flex shrink-0 gap-2">
        <Button size="sm" onClick={startTrial} disabled={checkout.isPending}>
          {checkout.isPending ? 'Opening checkout…' : 'Start free trial'}
        </Button>
        <Button size="sm" variant="ghost" onClick={later}>
          Later
        </Button>
      </div>
    </section>
  );
}
