import { Lock, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Link, useLocation, useMatch } from 'react-router';
import { cn } from '../../../components/ui/cn.ts';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { upgradeHref } from '../../../lib/upgrade-param.ts';

type SidebarItemProps = {
  label: string;
  /** Where it goes; null while it cannot open yet (then `unavailableReason` says why). */
  to: string | null;
  icon?: LucideIcon;
  step?: number;
  /** Pro-only on the user's plan (docs/decisions/038 section 4): a lock and a 'Pro' marker. */
  locked?: boolean;
  unavailableReason?: string;
  /** Icon rail: label hidden visually (kept for screen readers) and shown as a tooltip. */
  rail: boolean;
  /** Active only on an exact match (default: also on sub-paths). */
  end?: boolean;
  /** Overrides the path match, for items that stand for more than one path. */
  active?: boolean;
};

const base =
  'group flex h-9 w-full items-center gap-2.5 rounded-[var(--radius-control)] px-2 text-sm font-medium transition-colors';

export function SidebarItem({
  label,
  to,
  icon: Icon,
  step,
  locked = false,
  unavailableReason,
  rail,
  end = false,
  active,
}: SidebarItemProps) {
  const reasonId = useId();
  const location = useLocation();
  // Not NavLink: its className function does not survive the tooltip's asChild slot.
  const match = useMatch({ path: to ?? '/__unavailable__', end });
  const isActive = active ?? (to !== null && match !== null);
  const content = (
    <>
      {step !== undefined ? (
        <StepChip step={step} locked={locked && rail} />
      ) : Icon ? (
        <Icon className="size-5 shrink-0" aria-hidden />
      ) : null}
      <span className={rail ? 'sr-only' : 'min-w-0 flex-1 truncate'}>{label}</span>
      {step !== undefined ? <span className="sr-only">, step {step}</span> : null}
      {locked && !rail ? <ProBadge /> : null}
      {locked ? <span className="sr-only">, Pro plan</span> : null}
    </>
  );
  const tip = rail
    ? [label, step !== undefined ? `step ${step}` : null, locked ? 'Pro' : null, unavailableReason]
        .filter(Boolean)
        .join(' · ')
    : unavailableReason;

  if (to === null) {
    return (
      <>
        <Tooltip content={tip} disabled={!tip}>
          <Link
            to="/app/homepage"
            aria-disabled="true"
            aria-describedby={unavailableReason ? reasonId : undefined}
            onClick={(event) => event.preventDefault()}
            className={cn(base, 'cursor-not-allowed text-ink-muted hover:bg-surface-sunken', rail && 'justify-center')}
          >
            {content}
          </Link>
        </Tooltip>
        {unavailableReason ? (
          <span id={reasonId} className="sr-only">
            {unavailableReason}
          </span>
        ) : null}
      </>
    );
  }
  // A Pro step on the free plan opens the upgrade dialog where the user is (spec: reason module_{n}).
  const target = locked && step !== undefined ? upgradeHref(location, `module_${step}`) : to;
  return (
    <Tooltip content={tip} disabled={!tip}>
      <Link
        to={target}
        aria-current={isActive ? 'page' : undefined}
        className={cn(
          base,
          isActive ? 'bg-brand-50 text-brand-800' : 'text-ink hover:bg-surface-sunken',
          rail && 'justify-center',
        )}
      >
        {content}
      </Link>
    </Tooltip>
  );
}

function StepChip({ step, locked }: { step: number; locked: boolean }) {
  return (
    <span
      aria-hidden
      className="relative grid size-6 shrink-0 place-items-center rounded-md border border-line-strong bg-surface text-xs font-semibold text-ink-muted tabular-nums"
    >
      {step}
      {locked ? (
        <span className="absolute -top-1.5 -right-1.5 grid size-3.5 place-items-center rounded-full bg-amber-100 text-amber-800">
          <Lock className="size-2.5" strokeWidth={3} />
        </span>
      ) : null}
    </span>
  );
}

/** Visual marker; screen readers get ', Pro plan' in the link's name instead. */
function ProBadge() {
  return (
    <span
      aria-hidden
      className="inline-flex shrink-0 items-center gap-1 rounded bg-amber-100 px-1.5 py-0.5 text-[0.6875rem] leading-none font-semibold text-amber-800"
    >
      <Lock className="size-3" strokeWidth={2.5} />
      Pro
    </span>
  );
}
