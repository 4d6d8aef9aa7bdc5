import type { WorkspaceLimits } from '@cp/contracts';
import { Link, useLocation } from 'react-router';
import { cn } from '../../../components/ui/cn.ts';
import { upgradeHref } from '../../../lib/upgrade-param.ts';

/** The current page with the upgrade dialog open, worded for more workspaces. */
export function useWorkspacesUpgradeHref(): string {
  return upgradeHref(useLocation(), 'workspaces');
}

export function isAtWorkspaceLimit(limits: WorkspaceLimits | undefined): boolean {
  return limits ? limits.count >= limits.maxAllowed : true;
}

/** Free users, and paid users at their limit below the top plan, are offered an upgrade. */
export function canUpgradeForWorkspaces(limits: WorkspaceLimits): boolean {
  return limits.package === 'free' || (limits.package === 'pro' && isAtWorkspaceLimit(limits));
}

/**
 * '{count} / {maxAllowed} used', with an Upgrade link where a bigger plan would help (docs/product/1-platform.md
 * section 6).
 */
export function WorkspaceLimitsLine({ limits, className }: { limits: WorkspaceLimits; className?: string }) {
  const upgradeTo = useWorkspacesUpgradeHref();
  return (
    <p className={cn('flex items-center gap-2 text-sm text-ink-muted', className)}>
      <span>
        <span className="font-medium text-ink tabular-nums">
          {limits.count} / {limits.maxAllowed} used
        </span>
        <span className="sr-only"> workspaces on your {limits.package} plan</span>
      </span>
      {canUpgradeForWorkspaces(limits) ? (
        <Link to={upgradeTo} className="font-medium text-brand-700 underline-offset-4 hover:underline">
          Upgrade
        </Link>
      ) : null}
    </p>
  );
}
