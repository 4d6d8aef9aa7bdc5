import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../utils/format.ts';

export type ModuleCreditNoticeProps = {
  /** Credits one run costs. */
  cost: number;
  /** What a credit is for, after 'You need 1 credit to …' (e.g. 'analyze your fit'). */
  purpose: string;
  available: number;
  /** Credits reserved by runs that have not finished (released if they fail). */
  held: number;
  nextResetAt: string;
  upgradeHref: string;
};

/**
 * The module screen's 'Out of credits' notice (docs/product/2-modules.md sections 2 and 8): what a run needs, what is
 * available, what is held by unfinished runs, when the allowance comes back, and Upgrade Plan.
 */
export function ModuleCreditNotice({
  cost,
  purpose,
  available,
  held,
  nextResetAt,
  upgradeHref,
}: ModuleCreditNoticeProps) {
  const credits = (n: number) => `${n} credit${n === 1 ? '' : 's'}`;
  return (
    <section
      aria-label="Out of credits"
      className="flex flex-wrap items-center gap-4 rounded-[var(--radius-card)] border border-amber-200 bg-warning-soft p-4"
    >
      <CircleAlert className="size-5 shrink-0 text-warning" aria-hidden />
      <div className="min-w-60 flex-1 space-y-0.5 text-sm text-amber-900">
        <p className="font-semibold">Out of credits</p>
        <p>
          You need {credits(cost)} to {purpose}, but you have {available}.
        </p>
        {held > 0 ? (
          <p>{credits(held)} reserved from incomplete operations; they come back if those runs fail.</p>
        ) : null}
        <p>Your monthly credits come back on {formatDateTime(nextResetAt)}.</p>
      </div>
      <Link to={upgradeHref} className={buttonVariants({ size: 'sm' })}>
        Upgrade Plan
      </Link>
    </section>
  );
}
