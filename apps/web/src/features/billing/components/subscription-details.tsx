import { planTable, type Subscription } from '@cp/contracts';
import { cn } from '../../../components/ui/cn.ts';
import { DetailRow } from '../../../components/ui/detail-row.tsx';
import { periodLabel } from '../utils/format.ts';
import { describeSubscription } from '../utils/subscription-display.ts';

const numberFormat = new Intl.NumberFormat('en-US');

/** Plan, status (with '(Payment required)' or '(Cancels {date})'), billing and the monthly credits. */
export function SubscriptionDetails({ subscription }: { subscription: Subscription }) {
  const shown = describeSubscription(subscription);
  const period = subscription.billing_period ?? subscription.period;
  return (
    <dl className="divide-y divide-line">
      <DetailRow label="Plan">
        <span className="font-semibold">{shown.plan}</span>
        {subscription.package !== 'free' && period ? (
          <span className="text-ink-muted"> · {periodLabel[period]}</span>
        ) : null}
      </DetailRow>
      <DetailRow label="Status">
        {shown.status}
        {shown.statusNote ? (
          <span
            className={cn(
              'ml-1.5 font-medium',
              shown.statusNote.tone === 'warning' ? 'text-warning' : 'text-ink-muted',
            )}
          >
            {shown.statusNote.text}
          </span>
        ) : null}
      </DetailRow>
      <DetailRow label="Billing">{shown.billing}</DetailRow>
      <DetailRow label="Monthly credits">
        {numberFormat.format(planTable[subscription.package].monthlyCredits)}
      </DetailRow>
    </dl>
  );
}
