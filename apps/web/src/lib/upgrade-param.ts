/**
 * The upgrade dialog opens wherever the user is in /app when the URL has ?upgrade=... (docs/product/1-platform.md
 * section 2). The value says why, and the dialog words itself for it: 'trial', 'credits' (out of
 * credits), 'topup', 'promo', 'workspaces', 'module_{n}' (a Pro step), or anything else.
 */
export const UPGRADE_PARAM = 'upgrade';

export type UpgradeReason = 'open' | 'trial' | 'credits' | 'topup' | 'promo' | 'workspaces' | `module_${number}`;

/** The same page with the upgrade dialog open: `to` for a Link or navigate(). */
export function upgradeHref(
  location: { pathname: string; search: string; hash?: string },
  reason: UpgradeReason = 'open',
): string {
  const params = new URLSearchParams(location.search);
  params.set(UPGRADE_PARAM, reason);
  return `${location.pathname}?${params.toString()}${location.hash ?? ''}`;
}
