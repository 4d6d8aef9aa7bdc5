import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button-variants.ts';

/**
 * Free plan (docs/decisions/023): after the 3 clear cards, up to 6 cards blurred under the upgrade
 * overlay. The blurred cards are placeholders: the server does not send those jobs to a free account.
 * The count is the real number of matches.
 */
export function LockedResults({
  previewCount,
  total,
  upgradeHref,
}: {
  previewCount: number;
  total: number;
  upgradeHref: string;
}) {
  if (previewCount <= 0) return null;
  return (
    <div className="relative">
      <div aria-hidden className="space-y-3 blur-[3px] select-none">
        {Array.from({ length: previewCount }, (_, i) => (
          <div key={i} className="rounded-[var(--radius-card)] border border-line bg-surface p-4">
            <div className="h-4 w-2/5 rounded bg-surface-sunken" />
            <div className="mt-2 h-3 w-3/5 rounded bg-surface-sunken" />
            <div className="mt-3 h-3 w-4/5 rounded bg-surface-sunken" />
          </div>
        ))}
      </div>
      <div className="absolute inset-0 grid place-items-center p-4">
        <div className="max-w-sm rounded-[var(--radius-card)] border border-line bg-surface p-5 text-center shadow-[var(--shadow-pop)]">
          <Lock className="mx-auto size-6 text-brand-700" aria-hidden />
          <p className="mt-2 font-semibold text-ink">{(total - 3).toLocaleString('en-US')} more matches with Pro</p>
          <p className="mt-1 text-sm text-ink-muted">
            The free plan shows the first 3 jobs. Pro shows every match, ranked by fit, with Load More.
          </p>
          <Link to={upgradeHref} className={`${buttonVariants()} mt-4`}>
            Upgrade to see all matches
          </Link>
        </div>
      </div>
    </div>
  );
}
