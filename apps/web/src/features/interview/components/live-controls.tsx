import { Mic, MicOff } from 'lucide-react';
import { cn } from '../../../components/ui/cn.ts';
import { clockText } from '../hooks/use-countdown.ts';
import type { LiveState } from '../hooks/use-live-session.ts';

const RING = 2 * Math.PI * 52;

/** The countdown ring (m:ss), ticking once a second. */
export function CountdownRing({ left, total }: { left: number; total: number }) {
  const share = total > 0 ? Math.max(0, Math.min(1, left / total)) : 0;
  return (
    <div className="relative grid size-32 place-items-center" role="timer" aria-label={`Time left ${clockText(left)}`}>
      <svg viewBox="0 0 120 120" className="absolute inset-0 -rotate-90" aria-hidden>
        <circle cx="60" cy="60" r="52" fill="none" strokeWidth="8" className="stroke-surface-sunken" />
        <circle
          cx="60"
          cy="60"
          r="52"
          fill="none"
          strokeWidth="8"
          strokeLinecap="round"
          className="stroke-brand-600 transition-[stroke-dashoffset] duration-1000 ease-linear"
          strokeDasharray={RING}
          strokeDashoffset={RING * (1 - share)}
        />
      </svg>
      <span className="text-2xl font-semibold tabular-nums text-ink">{clockText(left)}</span>
    </div>
  );
}

/**
 * 'Live' during the interview, 'Connecting' while connecting (docs/product/2-modules.md section 2); 'Ready' when idle.
 */
export function StatusPill({ state }: { state: LiveState }) {
  const text = state === 'interview' ? 'Live' : state === 'connecting' ? 'Connecting' : 'Ready';
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold',
        state === 'interview'
          ? 'bg-danger-soft text-danger'
          : state === 'connecting'
            ? 'bg-brand-50 text-brand-800'
            : 'bg-surface-sunken text-ink-muted',
      )}
    >
      <span
        aria-hidden
        className={cn(
          'size-2 rounded-full',
          state === 'interview' ? 'animate-pulse bg-danger' : state === 'connecting' ? 'bg-brand-600' : 'bg-ink-subtle',
        )}
      />
      {text}
    </span>
  );
}

/** The large mic button; the Space key toggles it too (the screen listens for it). */
export function MicButton({
  on,
  disabled,
  onToggle,
  label,
}: {
  on: boolean;
  disabled: boolean;
  onToggle: () => void;
  label: string;
}) {
  return (
    <button
      type="button"
      onClick={onToggle}
      disabled={disabled}
      aria-pressed={on}
      aria-label={label}
      className={cn(
        'grid size-24 place-items-center rounded-full border-4 shadow-[var(--shadow-card)] transition-colors focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50',
        on ? 'border-danger bg-danger text-white' : 'border-brand-200 bg-brand-600 text-white hover:bg-brand-700',
      )}
    >
      {on ? <Mic className="size-10" aria-hidden /> : <MicOff className="size-10" aria-hidden />}
    </button>
  );
}
