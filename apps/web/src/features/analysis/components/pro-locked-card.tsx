import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/state-panel.tsx';

/**
 * A Pro step on the free plan (docs/decisions/038 section 4): the spec's line and the upgrade dialog one click away.
 */
export function ProLockedCard({ text, upgradeHref }: { text: string; upgradeHref: string }) {
  return (
    <EmptyState
      icon={Lock}
      title={text}
      className="rounded-[var(--radius-card)] border border-line bg-surface"
      action={
        <Link to={upgradeHref} className={buttonVariants()}>
          Upgrade to Pro
        </Link>
      }
    >
      This step is part of Pro. Your resume and job description stay saved in this workspace.
    </EmptyState>
  );
}
