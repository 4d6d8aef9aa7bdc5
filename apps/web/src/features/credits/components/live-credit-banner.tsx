import { liveInterviewMessages, type PlanPackage } from '@cp/contracts';
import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button.tsx';

/**
 * The Live Interview's banner when credits are below the session's cost (docs/product/2-modules.md section 2): Pro and
 * Ultimate users can buy credits or see their usage; others are offered Pro.
 */
export function LiveCreditBanner({
  needed,
  have,
  plan,
  links,
}: {
  needed: number;
  have: number;
  plan: PlanPackage;
  links: { buy: string; usage: string; upgrade: string };
}) {
  const paid = plan === 'pro' || plan === 'ultimate';
  return (
    <section
      aria-label="Not enough credits"
      className="flex flex-wrap items-center gap-4 rounded-[var(--radius-card)] border border-amber-200 bg-warning-soft p-4"
    >
      <CircleAlert className="size-5 shrink-0 text-warning" aria-hidden />
      <p className="min-w-60 flex-1 text-sm font-medium text-amber-900">
        {liveInterviewMessages.shortBanner(needed, have)}
      </p>
      <div className="flex flex-wrap gap-2">
        {paid ? (
          <>
            <Link to={links.buy} className={buttonVariants({ size: 'sm' })}>
              Buy credits
            </Link>
            <Link to={links.usage} className={buttonVariants({ size: 'sm', variant: 'secondary' })}>
              View usage
            </Link>
          </>
        ) : (
          <Link to={links.upgrade} className={buttonVariants({ size: 'sm' })}>
            Upgrade to Pro
          </Link>
        )}
      </div>
    </section>
  );
}
