const units = [
  { name: 'day', seconds: 86_400 },
  { name: 'hour', seconds: 3_600 },
  { name: 'minute', seconds: 60 },
  { name: 'second', seconds: 1 },
] as const;

/**
 * A workspace's last change as a relative age (docs/product/1-platform.md section 3): seconds, minutes, hours or days
 * with 'ago'; 'Never' without a valid time. A time ahead of the clock (skew) reads 'just now'.
 */
export function formatRelativeAge(iso: string | null | undefined, now: number = Date.now()): string {
  const time = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(time)) return 'Never';
  const elapsed = Math.floor((now - time) / 1000);
  if (elapsed < 1) return 'just now';
  for (const unit of units) {
    const count = Math.floor(elapsed / unit.seconds);
    if (count >= 1) return `${count} ${unit.name}${count === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}

/** The exact time for a tooltip or title attribute. */
export function formatExactTime(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
