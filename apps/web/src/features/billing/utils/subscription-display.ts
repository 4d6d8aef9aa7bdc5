import { planTable, type Subscription, type SubscriptionStatus } from '@cp/contracts';
import { formatDay, periodLabel } from './format.ts';

const statusLabels: Record<SubscriptionStatus, string> = {
  active: 'Active',
  trialing: 'Free trial',
  past_due: 'Past due',
  incomplete: 'Incomplete',
  incomplete_expired: 'Expired',
  unpaid: 'Unpaid',
  canceled: 'Canceled',
  paused: 'Paused',
};

export type SubscriptionDisplay = {
  plan: string;
  status: string;
  /** '(Payment required)' in amber, or '(Cancels {date})'. */
  statusNote: { text: string; tone: 'warning' | 'muted' } | null;
  /** 'Free (no billing)', 'Trial ends {date}', 'Next billing date: {date}', or the billing period. */
  billing: string;
};

/**
 * What the Subscription tab says about a subscription (docs/product/1-platform.md section 4, 'Subscription display').
 */
export function describeSubscription(sub: Subscription): SubscriptionDisplay {
  const plan = planTable[sub.package].label;
  if (sub.package === 'free') return { plan, status: 'Active', statusNote: null, billing: 'Free (no billing)' };
  const status = statusLabels[sub.status];
  let statusNote: SubscriptionDisplay['statusNote'] = null;
  if (sub.status === 'past_due') statusNote = { text: '(Payment required)', tone: 'warning' };
  else if (sub.cancel_at_period_end && sub.cancel_at)
    statusNote = { text: `(Cancels ${formatDay(sub.cancel_at)})`, tone: 'muted' };
  const period = sub.billing_period ?? sub.period;
  let billing: string;
  if (sub.trial_enabled && sub.trial_end) billing = `Trial ends ${formatDay(sub.trial_end)}`;
  else if (sub.next_billing_at) billing = `Next billing date: ${formatDay(sub.next_billing_at)}`;
  else if (period) billing = `Billed ${periodLabel[period].toLowerCase()}`;
  else billing = 'No upcoming payment';
  return { plan, status, statusNote, billing };
}

export type SubscriptionActions = {
  canCancel: boolean;
  canUndoCancel: boolean;
  canManageBilling: boolean;
  canChangePlan: boolean;
};

/**
 * Which actions the tab offers: Cancel when not already cancelling and not free; Undo Cancellation
 * when set to cancel at the period's end; Manage Billing on a paid plan or when a billing customer
 * exists; Change Plan always.
 */
export function subscriptionActions(sub: Subscription): SubscriptionActions {
  const isFree = sub.package === 'free';
  return {
    canCancel: !isFree && !sub.cancel_at_period_end,
    canUndoCancel: sub.cancel_at_period_end,
    canManageBilling: !isFree || sub.customer_id !== null,
    canChangePlan: true,
  };
}
