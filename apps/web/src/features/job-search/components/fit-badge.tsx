import { cn } from '../../../components/ui/cn.ts';
import { fitTone } from '../utils/job-format.ts';

const TONES = {
  good: 'bg-success-soft text-success border-success/30',
  fair: 'bg-warning-soft text-warning border-warning/30',
  low: 'bg-danger-soft text-danger border-danger/30',
} as const;

/**
 * The fit score badge (docs/product/3-agent-tracker-assistant.md section 9): the number is always shown, colour is not
 * the only signal.
 */
export function FitBadge({ score }: { score: number | null }) {
  const tone = fitTone(score);
  if (!tone) return null;
  return (
    <span
      className={cn(
        'inline-flex h-7 shrink-0 items-center rounded-full border px-2.5 text-sm font-semibold tabular-nums',
        TONES[tone],
      )}
      title="Fit with your resume"
    >
      {score}% fit
    </span>
  );
}
