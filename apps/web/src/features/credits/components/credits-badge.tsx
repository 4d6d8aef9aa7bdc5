import { Zap } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../components/ui/cn.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { useCredits } from '../api/get-credits.ts';
import { useCreditsSync } from '../hooks/use-credits-sync.ts';
import { formatDateTime, numberFormat, relativeTime } from '../utils/format.ts';

/**
 * The top bar's credits: what a new run can spend now, with the allowance, top-ups, held credits and
 * the next reset on hover or focus. Opens Settings > Usage. Refetches when credits change (this tab
 * or another).
 */
export function CreditsBadge() {
  useCreditsSync();
  const credits = useCredits();
  if (credits.isPending) return <Skeleton className="h-8 w-24 rounded-full" />;
  if (credits.isError) {
    return (
      <Link
        to="/app/settings#usage"
        className="inline-flex h-8 items-center gap-1.5 rounded-full border border-line px-3 text-sm text-ink-muted"
        aria-label="Credits could not be loaded. View usage"
      >
        <Zap className="size-4" aria-hidden />–
      </Link>
    );
  }
  const { available, balances, allowance_granted: granted, next_reset_at: resetAt } = credits.data;
  const isEmpty = available === 0;
  const details = (
    <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-0.5 py-0.5 text-left">
      <dt className="font-normal text-white/75">Monthly allowance</dt>
      <dd className="text-right tabular-nums">
        {numberFormat.format(balances.allowance)} of {numberFormat.format(granted)}
      </dd>
      <dt className="font-normal text-white/75">Top-ups</dt>
      <dd className="text-right tabular-nums">{numberFormat.format(balances.topup)}</dd>
      {balances.held > 0 ? (
        <>
          <dt className="font-normal text-white/75">On hold</dt>
          <dd className="text-right tabular-nums">{numberFormat.format(balances.held)}</dd>
        </>
      ) : null}
      <dt className="font-normal text-white/75">Resets</dt>
      <dd className="text-right whitespace-nowrap">
        {formatDateTime(resetAt)}
        <span className="block font-normal text-white/75">{relativeTime(resetAt)}</span>
      </dd>
    </dl>
  );
  return (
    <Tooltip side="bottom" content={details} className="max-w-sm">
      <Link
        to="/app/settings#usage"
        aria-label={`${numberFormat.format(available)} credit${available === 1 ? '' : 's'} available. View usage`}
        className={cn(
          'inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold tabular-nums transition-colors',
          isEmpty
            ? 'border-amber-300 bg-warning-soft text-warning hover:bg-amber-100'
            : 'border-line bg-surface text-ink hover:bg-surface-sunken',
        )}
      >
        <Zap className="size-4" aria-hidden />
        {numberFormat.format(available)}
        <span className="hidden font-normal text-ink-muted sm:inline">{available === 1 ? 'credit' : 'credits'}</span>
      </Link>
    </Tooltip>
  );
}
