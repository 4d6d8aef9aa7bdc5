import { planPriceUsd, planTable, type PaidPackage, type Subscription } from '@cp/contracts';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { ConfirmDialog } from '../../../components/ui/alert-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';
import { serverDetail } from '../../../lib/api-client.ts';
import { useChangeSubscription } from '../api/change-subscription.ts';
import { useCreateCheckoutSession } from '../api/create-checkout-session.ts';
import { usePromo } from '../api/promos.ts';
import { initialBillingPeriod } from '../utils/billing-period.ts';
import { formatUsd, periodNoun } from '../utils/format.ts';
import { classifyPlanChange, planChangeButtonLabel, prorationNotes, type PlanChoice } from '../utils/plan-change.ts';
import { PlanChoiceFields } from './plan-choice-fields.tsx';
import { readPendingPromo } from '../../../lib/pending-promo.ts';
import { readReferral } from '../../../lib/referral.ts';

const numberFormat = new Intl.NumberFormat('en-US');

/** 'Change Your Plan': Pro or Ultimate, monthly or quarterly, with what the change costs. */
export function ChangePlanDialog({
  open,
  onOpenChange,
  subscription,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  subscription: Subscription;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Change Your Plan"
        description="Choose a plan and how often you are billed."
        className="max-w-2xl"
      >
        <ChangePlanForm subscription={subscription} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ChangePlanForm({ subscription, onDone }: { subscription: Subscription; onDone: () => void }) {
  const isFree = subscription.package === 'free';
  const current = { package: subscription.package, period: subscription.billing_period ?? subscription.period };
  const [choice, setChoice] = useState<PlanChoice>(() => ({
    package: isFree ? 'pro' : (subscription.package as PaidPackage),
    period: current.period ?? initialBillingPeriod(null),
  }));
  const [confirmingDowngrade, setConfirmingDowngrade] = useState(false);
  const change = useChangeSubscription();
  const checkout = useCreateCheckoutSession();
  const promo = usePromo({ isFree });
  const kind = classifyPlanChange(current, choice);
  const isTrial = subscription.status === 'trialing';
  const pending = change.isPending || checkout.isPending;
  const nextLabel = planTable[choice.package].label;

  const applyChange = () =>
    change.mutate(
      { new_package: choice.package, new_billing_period: choice.period },
      {
        onSuccess: (result) => {
          toast.success(result.message || `Successfully changed to ${choice.package.toUpperCase()} plan!`);
          setConfirmingDowngrade(false);
          onDone();
        },
        onError: (error) => {
          setConfirmingDowngrade(false);
          toast.error(serverDetail(error, 'Failed to change subscription. Please try again.'));
        },
      },
    );

  const submit = () => {
    if (kind === 'none' || isTrial) return;
    if (isFree) {
      // Free to a paid plan is a new subscription: the browser leaves for the checkout.
      checkout.mutate(
        {
          package: choice.package,
          billing_period: choice.period,
          promo_code: promo.data?.code ?? readPendingPromo(),
          referral_id: readReferral(),
          return_path: '/app/settings#subscription',
        },
        { onError: (error) => toast.error(serverDetail(error, 'Error creating subscription session.')) },
      );
      return;
    }
    if (kind === 'downgrade') setConfirmingDowngrade(true);
    else applyChange();
  };

  return (
    <div className="space-y-5">
      <PlanChoiceFields value={choice} onChange={setChoice} current={current} />
      <div
        aria-live="polite"
        className="rounded-[var(--radius-control)] border border-line bg-surface-muted p-4 text-sm"
      >
        {kind === 'none' ? (
          <p className="text-ink-muted">
            No changes: you are on {nextLabel}, billed {choice.period}.
          </p>
        ) : (
          <>
            <p className="flex flex-wrap items-center gap-1.5 font-medium text-ink">
              <span>
                {isFree ? 'Free' : planTable[subscription.package].label}
                {current.period && !isFree ? ` (${current.period})` : ''}
              </span>
              <ArrowRight className="size-4 text-ink-subtle" aria-hidden />
              <span className="sr-only">to</span>
              <span>
                {nextLabel} ({choice.period})
              </span>
            </p>
            <p className="mt-1 text-ink">
              {formatUsd(planPriceUsd(choice.package, choice.period))} per {periodNoun[choice.period]} ·{' '}
              {numberFormat.format(planTable[choice.package].monthlyCredits)} credits a month
            </p>
            <p className="mt-2 text-ink-muted">
              {isFree
                ? 'You finish the payment at checkout. The plan and its credits start as soon as the payment goes through.'
                : prorationNotes[kind]}
            </p>
          </>
        )}
      </div>
      {isTrial ? (
        <Alert tone="info">
          Plan changes are available once your trial has ended. You can cancel the trial and choose a plan now.
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary" disabled={pending}>
            Cancel
          </Button>
        </DialogClose>
        <Button onClick={submit} disabled={kind === 'none' || isTrial || pending}>
          {pending ? (isFree ? 'Opening checkout…' : 'Changing plan…') : planChangeButtonLabel(kind, choice)}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmingDowngrade}
        onOpenChange={setConfirmingDowngrade}
        title={`Downgrade to ${nextLabel}?`}
        description={`You move from ${planTable[subscription.package].label} to ${nextLabel} now. Your monthly credits change to ${numberFormat.format(planTable[choice.package].monthlyCredits)} for this period, and the unused part of your current plan is credited to your next invoice.`}
        confirmLabel={`Yes, downgrade to ${nextLabel}`}
        cancelLabel={`Keep ${planTable[subscription.package].label}`}
        pending={change.isPending}
        onConfirm={applyChange}
      />
    </div>
  );
}
