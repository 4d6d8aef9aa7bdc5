import { applicationStatusLabels, type ApplicationStatus } from '@cp/contracts';
import { cn } from '../../../components/ui/cn.ts';

const tones: Record<ApplicationStatus, string> = {
  draft: 'border-brand-200 bg-brand-50 text-brand-800',
  tailored: 'border-line-strong bg-surface-sunken text-ink-muted',
  applied: 'border-line-strong bg-surface text-ink',
  sent: 'border-line-strong bg-surface text-ink',
  interview: 'border-warning/40 bg-warning-soft text-warning',
  offer: 'border-success/40 bg-success-soft text-success',
  rejected: 'border-danger/30 bg-danger-soft text-danger',
};

/** The status in words (legacy values as the spec names them), never colour alone. */
export function StatusBadge({ status, className }: { status: ApplicationStatus; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full border px-2 py-0.5 text-xs font-semibold',
        tones[status],
        className,
      )}
    >
      {applicationStatusLabels[status]}
    </span>
  );
}
