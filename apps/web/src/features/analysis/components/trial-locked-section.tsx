import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';

/**
 * A free-plan section (docs/product/2-modules.md sections 2 and 6): a blurred stand-in, never the real figures, under
 * 'Start Free Trial to view ...' with a link that opens the upgrade dialog.
 */
export function TrialLockedSection({ title, what, upgradeHref }: { title: string; what: string; upgradeHref: string }) {
  return (
    <Card className="relative overflow-hidden p-5">
      <section aria-label={title}>
        <h2 className="text-base font-semibold text-ink">{title}</h2>
        <div aria-hidden className="mt-4 space-y-2 blur-sm select-none">
          <div className="h-4 w-2/3 rounded bg-surface-sunken" />
          <div className="h-4 w-1/2 rounded bg-surface-sunken" />
          <div className="h-4 w-3/4 rounded bg-surface-sunken" />
        </div>
        <div className="absolute inset-x-0 bottom-0 top-12 flex flex-col items-center justify-center gap-2 bg-surface/60 text-center">
          <Lock className="size-5 text-ink-muted" aria-hidden />
          <Link to={upgradeHref} className={buttonVariants({ size: 'sm' })}>
            Start Free Trial to view {what}
          </Link>
        </div>
      </section>
    </Card>
  );
}
