import type { RequirementResult } from '@cp/contracts';
import { Check, CircleDashed, X } from 'lucide-react';
import { ResultSection } from '../result-section.tsx';

const statusView = {
  met: { label: 'Met', Icon: Check, tone: 'text-success' },
  partial: { label: 'Partly met', Icon: CircleDashed, tone: 'text-warning' },
  missing: { label: 'Not met', Icon: X, tone: 'text-danger' },
} as const;

/** What matched and what did not: each requirement of the posting with its evidence from the resume. */
export function RequirementsSection({ requirements }: { requirements: readonly RequirementResult[] }) {
  return (
    <ResultSection title="What matched and what did not">
      {requirements.length === 0 ? (
        <p className="text-sm text-ink-subtle">No data</p>
      ) : (
        <ul className="divide-y divide-line">
          {requirements.map((req) => {
            const { label, Icon, tone } = statusView[req.status];
            return (
              <li key={req.id} className="flex gap-3 py-2.5 text-sm first:pt-0 last:pb-0">
                <Icon className={`mt-0.5 size-4 shrink-0 ${tone}`} aria-hidden />
                <div className="min-w-0">
                  <p className="text-ink">
                    <span className="font-medium">{req.label}</span>{' '}
                    <span className={`text-xs font-semibold ${tone}`}>
                      {label} · {req.kind === 'must' ? 'must-have' : 'nice-to-have'}
                    </span>
                  </p>
                  {req.evidence.length > 0 ? (
                    <p className="text-xs text-ink-muted">Evidence: {req.evidence.join('; ')}</p>
                  ) : null}
                  {req.missing.length > 0 ? (
                    <p className="text-xs text-ink-muted">Missing: {req.missing.join('; ')}</p>
                  ) : null}
                  {req.note ? <p className="text-xs text-ink-muted">{req.note}</p> : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </ResultSection>
  );
}
