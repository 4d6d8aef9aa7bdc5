import { planTable, type Subscription } from '@cp/contracts';
import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn.ts';
import { periodLabel } from '../utils/format.ts';
import { describeSubscription } from '../utils/subscription-display.ts';

const numberFormat = new Intl.NumberFormat('en-US');

/** Plan, status (with '(Payment required)' or '(Cancels {date})'), billing and the monthly credits. */
export function SubscriptionDetails({ subscription }: { subscription: Subscription }) {
  const shown = describeSubscription(subscription);
  const period = subscription.billing_period ?? subscription.period;
  return (
    <dl className="divide-y divide-line">
      <Row label="Plan">
        <span className="font-semibold">{shown.plan}</span>
        {subscription.package !== 'free' && period ? <span className="text-ink-muted"> · {periodLabel[period]}</span> : null}
      </Row>
      <Row label="Status">
        {shown.status}
        {shown.statusNote ? <span className={cn('ml-1.5 font-medium', shown.statusNote.tone === 'warning' ? 'text-warning' : 'text-ink-muted')}>{shown.statusNote.text}</span> : null}
      </Row>
      <Row label="Billing">{shown.billing}</Row>
      <Row label="Monthly credits">{numberFormat.format(planTable[subscription.package].monthlyCredits)}</Row>
    </dl>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:items-baseline sm:gap-4">
      <dt className="text-sm font-medium text-ink-muted">{label}</dt>
      <dd className="text-sm text-ink">{children}</dd>
    </div>
  );
}
