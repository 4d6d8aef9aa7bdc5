import { planTable, type Subscription } from '@cp/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/alert-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/state-panel.tsx';
import { serverDetail } from '../../../lib/api-client.ts';
import { useCreatePortalSession } from '../api/create-portal-session.ts';
import { useSubscription } from '../api/get-subscription.ts';
import { useUndoCancelSubscription } from '../api/undo-cancel-subscription.ts';
import { useCancelFlow } from '../hooks/use-cancel-flow.ts';
import { formatDay } from '../utils/format.ts';
import { subscriptionActions } from '../utils/subscription-display.ts';
import { ChangePlanDialog } from './change-plan-dialog.tsx';
import { SubscriptionDetails } from './subscription-details.tsx';
import { SubscriptionSkeleton } from './subscription-skeleton.tsx';

/** The Subscription tab's plan section: its state, loading and failure. */
export function SubscriptionPanel() {
  const query = useSubscription();
  if (query.isPending) return <SubscriptionSkeleton />;
  if (query.isError) {
    return (
      <ErrorState
        message="Unable to load settings. Please try again or contact support."
        detail={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <SubscriptionOverview subscription={query.data.subscription} />;
}

/** Details plus Change Plan, Manage Billing, Undo Cancellation and Cancel Subscription, each only where it applies. */
export function SubscriptionOverview({ subscription }: { subscription: Subscription }) {
  const actions = subscriptionActions(subscription);
  const [changing, setChanging] = useState(false);
  const cancel = useCancelFlow();
  const undo = useUndoCancelSubscription();
  const portal = useCreatePortalSession();
  const plan = planTable[subscription.package].label;
  const isTrial = subscription.status === 'trialing';

  const undoCancel = () =>
    undo.mutate(undefined, {
      onSuccess: (result) => toast.success(result.message),
      onError: (error) => toast.error(serverDetail(error, 'Failed to undo subscription cancellation.')),
    });
  const manageBilling = () =>
    portal.mutate(undefined, {
      onError: (error) =>
        toast.error(serverDetail(error, 'Could not open the billing portal. Please try again or contact support.')),
    });

  const endsOn = subscription.current_period_end
    ? formatDay(subscription.current_period_end)
    : 'the end of the billing period';
  return (
    <div>
      <SubscriptionDetails subscription={subscription} />
      <div className="mt-5 flex flex-wrap gap-3">
        {actions.canChangePlan ? <Button onClick={() => setChanging(true)}>Change Plan</Button> : null}
        {actions.canManageBilling ? (
          <Button variant="secondary" onClick={manageBilling} disabled={portal.isPending}>
            {portal.isPending ? 'Opening billing…' : 'Manage Billing'}
          </Button>
        ) : null}
        {actions.canUndoCancel ? (
          <Button variant="secondary" onClick={undoCancel} disabled={undo.isPending}>
            {undo.isPending ? 'Undoing…' : 'Undo Cancellation'}
          </Button>
        ) : null}
        {actions.canCancel ? (
          <Button
            variant="ghost"
            className="text-danger hover:bg-danger-soft"
            onClick={() => cancel.setConfirming(true)}
          >
            Cancel Subscription
          </Button>
        ) : null}
      </div>
      {changing ? <ChangePlanDialog open={changing} onOpenChange={setChanging} subscription={subscription} /> : null}
      <ConfirmDialog
        open={cancel.isConfirming}
        onOpenChange={cancel.setConfirming}
        title={isTrial ? 'Cancel your free trial?' : 'Cancel your subscription?'}
        description={
          isTrial
            ? `Cancelling a trial ends your ${plan} access at once and your account returns to Free.`
            : `You keep ${plan} until ${endsOn}. After that your account returns to Free. You can undo this until then.`
        }
        confirmLabel="Cancel Subscription"
        cancelLabel="Keep Subscription"
        pending={cancel.isPending}
        onConfirm={cancel.confirm}
      />
    </div>
  );
}
