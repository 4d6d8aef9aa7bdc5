import { planTable, type BillingPayment, type PaidPackage, type Subscription } from '@cp/contracts';
import { format } from 'date-fns';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/alert-dialog.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/state-panel.tsx';
import { serverDetail } from '../../../lib/api-client.ts';
import { useChangeSubscription } from '../api/change-subscription.ts';
import { useTestPortal } from '../api/test-portal.ts';
import { useUndoCancelSubscription } from '../api/undo-cancel-subscription.ts';
import { useCancelFlow } from '../hooks/use-cancel-flow.ts';
import { formatUsd } from '../utils/format.ts';
import { subscriptionActions } from '../utils/subscription-display.ts';
import { SubscriptionDetails } from './subscription-details.tsx';
import { TestModeBanner } from './test-mode-banner.tsx';

/** The test mode's billing portal (/app/test-portal): the subscription, cancel or undo, the billing period, payments. */
export function TestPortalPage() {
  const query = useTestPortal();
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading the billing portal" className="space-y-5">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        message="Could not open the billing portal. Please try again or contact support."
        detail={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      >
        <BackLink />
      </ErrorState>
    );
  }
  return (
    <div className="space-y-5">
      <TestModeBanner label={query.data.mode_label}>
        This page stands in for the payment provider’s billing portal. Changes here apply to your subscription exactly
        as the real portal’s would.
      </TestModeBanner>
      <Card className="p-5 md:p-6">
        <h2 className="text-lg font-semibold text-ink">Your subscription</h2>
        <div className="mt-2">
          <SubscriptionDetails subscription={query.data.subscription} />
        </div>
        <PortalActions subscription={query.data.subscription} />
      </Card>
      <Card className="p-5 md:p-6">
        <h2 className="text-lg font-semibold text-ink">Billing history</h2>
        <PaymentHistory payments={query.data.payments} />
      </Card>
      <BackLink />
    </div>
  );
}

function BackLink() {
  return (
    <Link to="/app/settings#subscription" className={buttonVariants({ variant: 'secondary' })}>
      Back to Settings
    </Link>
  );
}

function PortalActions({ subscription }: { subscription: Subscription }) {
  const actions = subscriptionActions(subscription);
  const cancel = useCancelFlow();
  const undo = useUndoCancelSubscription();
  const change = useChangeSubscription();
  const period = subscription.billing_period ?? subscription.period;
  const otherPeriod = period === 'monthly' ? 'quarterly' : 'monthly';
  const canSwitchPeriod =
    subscription.package !== 'free' &&
    subscription.status === 'active' &&
    !subscription.cancel_at_period_end &&
    period !== null;

  if (subscription.package === 'free') {
    return (
      <p className="mt-4 text-sm text-ink-muted">
        You have no paid subscription. Choose a plan from Settings to subscribe.
      </p>
    );
  }
  return (
    <div className="mt-5 flex flex-wrap gap-3">
      {canSwitchPeriod ? (
        <Button
          variant="secondary"
          disabled={change.isPending}
          onClick={() =>
            change.mutate(
              { new_package: subscription.package as PaidPackage, new_billing_period: otherPeriod },
              {
                onSuccess: (r) => toast.success(r.message),
                onError: (e) => toast.error(serverDetail(e, 'Failed to change subscription. Please try again.')),
              },
            )
          }
        >
          Switch to {otherPeriod} billing
        </Button>
      ) : null}
      {actions.canUndoCancel ? (
        <Button
          variant="secondary"
          disabled={undo.isPending}
          onClick={() =>
            undo.mutate(undefined, {
              onSuccess: (r) => toast.success(r.message),
              onError: (e) => toast.error(serverDetail(e, 'Failed to undo subscription cancellation.')),
            })
          }
        >
          Undo Cancellation
        </Button>
      ) : null}
      {actions.canCancel ? (
        <Button variant="ghost" className="text-danger hover:bg-danger-soft" onClick={() => cancel.setConfirming(true)}>
          Cancel Subscription
        </Button>
      ) : null}
      <ConfirmDialog
        open={cancel.isConfirming}
        onOpenChange={cancel.setConfirming}
        title="Cancel your subscription?"
        description={
          subscription.status === 'trialing'
            ? 'Cancelling a trial ends premium access at once.'
            : `Your ${planTable[subscription.package].label} plan ends at the end of the billing period.`
        }
        confirmLabel="Cancel Subscription"
        cancelLabel="Keep Subscription"
        pending={cancel.isPending}
        onConfirm={cancel.confirm}
      />
    </div>
  );
}

function PaymentHistory({ payments }: { payments: BillingPayment[] }) {
  if (payments.length === 0) return <p className="mt-3 text-sm text-ink-muted">Nothing yet.</p>;
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="text-ink-muted">
          <tr className="border-b border-line">
            <th scope="col" className="py-2 pr-4 font-medium">
              Date
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Description
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id} className="border-b border-line last:border-0">
              <td className="py-2 pr-4 whitespace-nowrap">{format(new Date(payment.created_at), 'MMM d, yyyy')}</td>
              <td className="py-2 pr-4">{payment.description}</td>
              <td className="py-2 text-right tabular-nums">
                {payment.amount_usd === null ? '—' : formatUsd(payment.amount_usd)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
