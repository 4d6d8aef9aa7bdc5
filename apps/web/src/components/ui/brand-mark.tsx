// clsx, not cn: the public pages load this and must not pull in tailwind-merge (no conflicting classes here).
import { clsx } from 'clsx';

/** The product's mark and name. Decorative square plus the wordmark; the name is real text. */
export function BrandMark({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span className={clsx('inline-flex items-center gap-2 font-semibold tracking-tight text-ink', className)}>
      <svg viewBox="0 0 32 32" className="size-7 shrink-0" aria-hidden focusable="false">
        <rect width="32" height="32" rx="8" fill="#1d4ed8" />
        <path
          d="M9 17l5 5 9-11"
          stroke="#fff"
          strokeWidth="3.2"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={clsx('text-base', compact && 'sr-only')}>Career Prep</span>
    </span>
  );
}
