import type { ClaimFlag } from '@cp/contracts';
import { TriangleAlert } from 'lucide-react';

/**
 * Generated text the resume does not support (docs/decisions/038 section 9): shown so the user checks it before use.
 */
export function ClaimFlags({ flags }: { flags: readonly ClaimFlag[] }) {
  if (flags.length === 0) return null;
  return (
    <section
      aria-label="Check before using"
      className="rounded-[var(--radius-control)] border border-amber-200 bg-warning-soft p-4"
    >
      <h2 className="flex items-center gap-2 text-sm font-semibold text-amber-900">
        <TriangleAlert className="size-4" aria-hidden /> Check before using: {flags.length} claim
        {flags.length === 1 ? '' : 's'} not found in your resume
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-amber-900">
        {flags.map((flag, i) => (
          <li key={i}>
            <span className="font-medium">“{flag.text}”</span> ({flag.kind}, in {flag.field}): {flag.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
