import { CircleAlert } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { upgradeHref } from '../../../lib/upgrade-param.ts';
import { useCredits } from '../api/get-credits.ts';
import { formatDateTime } from '../utils/format.ts';

/** When no credit is left: when the allowance comes back, and the way to more (upgrade, or a top-up on a paid plan). */
export function OutOfCreditsBanner() {
  const credits = useCredits();
  const location = useLocation();
  if (!credits.data || credits.data.available > 0) return null;
  const { plan, next_reset_at: resetAt, monthly_allowance: allowance } = credits.data;
  const isFree = plan === 'free';
  return (
    <section
      aria-label="Out of credits"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-amber-200 bg-warning-soft px-4 py-2.5 text-sm md:px-6"
    >
      <p className="flex min-w-64 flex-1 items-start gap-2 text-amber-900">
        <CircleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
        <span>
          <span className="font-semibold">You are out of credits.</span> Your {allowance} monthly credits come back on{' '}
          {formatDateTime(resetAt)}.{isFree ? ' Upgrade for more credits every month.' : ' Top up to keep going now.'}
        </span>
      </p>
      <div className="flex shrink-0 gap-2">
        {isFree ? (
          <Link to={upgradeHref(location, 'credits')} className={buttonVariants({ size: 'sm' })}>
            Upgrade
          </Link>
        ) : (
          <>
            <Link to={upgradeHref(location, 'topup')} className={buttonVariants({ size: 'sm' })}>
              Buy credits
            </Link>
            <Link to="/app/settings#usage" className={buttonVariants({ size: 'sm', variant: 'secondary' })}>
              View usage
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
