import type { UserStatsResponse } from '@cp/contracts';
import type { ReactNode } from 'react';
import { Progress } from '../../../components/ui/progress.tsx';
import { formatDateTime, numberFormat, relativeTime } from '../utils/format.ts';

/** Credits available, the monthly allowance left, top-ups, and when the allowance resets. */
export function UsageBalance({ credits, remaining }: { credits: UserStatsResponse['credits']; remaining: number }) {
  const { balances, allowance_granted: granted, next_reset_at: resetAt } = credits;
  const allowanceLeft = granted > 0 ? (balances.allowance / granted) * 100 : 0;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Tile label="Credits available" value={numberFormat.format(remaining)}>
        {balances.held > 0
          ? `${numberFormat.format(balances.held)} on hold for runs in progress`
          : remaining > 0
            ? 'Ready for your next run'
            : 'None left until the reset'}
      </Tile>
      <Tile
        label="Monthly allowance"
        value={`${numberFormat.format(balances.allowance)} of ${numberFormat.format(granted)}`}
      >
        <Progress value={allowanceLeft} aria-label="Monthly allowance left" className="mt-1" />
      </Tile>
      <Tile label="Top-ups" value={numberFormat.format(balances.topup)}>
        Never expire; spent after the allowance
      </Tile>
      <Tile label="Next reset" value={formatDateTime(resetAt)} small>
        {relativeTime(resetAt)}, back to {numberFormat.format(credits.monthly_allowance)}
      </Tile>
    </dl>
  );
}

function Tile({
  label,
  value,
  children,
  small = false,
}: {
  label: string;
  value: string;
  children: ReactNode;
  small?: boolean;
}) {
  return (
    <div className="min-w-0 rounded-[var(--radius-control)] border border-line bg-surface-muted p-3 sm:p-4">
      <dt className="text-sm font-medium text-ink-muted">{label}</dt>
      <dd className="mt-1">
        <span
          className={
            small ? 'text-base font-semibold text-ink' : 'text-2xl font-semibold tracking-tight text-ink tabular-nums'
          }
        >
          {value}
        </span>
        <div className="mt-1 text-xs text-ink-subtle">{children}</div>
      </dd>
    </div>
  );
}
