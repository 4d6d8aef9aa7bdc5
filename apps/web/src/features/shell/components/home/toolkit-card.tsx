import { Clock, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../../components/ui/card.tsx';
import { cn } from '../../../../components/ui/cn.ts';
import { formatEstimate, stepInfo, type ModuleStep } from '../../../../lib/steps.ts';

/**
 * One module of the toolkit: number, name, what it does, estimated time, and the Pro lock on free.
 * With `href` the whole card opens the module (the title is the link; the card is its click area).
 */
export function ToolkitCard({ step, locked, href }: { step: ModuleStep; locked: boolean; href?: string }) {
  const { name, purpose, minutes } = stepInfo[step];
  return (
    <Card
      className={cn(
        'relative flex h-full flex-col gap-2 p-4',
        href && 'transition-colors focus-within:ring-2 focus-within:ring-brand-500 hover:border-brand-500',
      )}
    >
      <div className="flex items-center gap-2.5">
        <span
          aria-hidden
          className="grid size-7 shrink-0 place-items-center rounded-md bg-brand-50 text-sm font-semibold text-brand-800 tabular-nums"
        >
          {step}
        </span>
        <h4 className="min-w-0 flex-1 font-semibold text-ink" aria-label={`Step ${step}: ${name}`}>
          {href ? (
            <Link to={href} className="outline-none after:absolute after:inset-0 after:content-['']">
              {name}
            </Link>
          ) : (
            name
          )}
        </h4>
        {locked ? (
          <span className="inline-flex shrink-0 items-center gap-1 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-800">
            <Lock className="size-3" strokeWidth={2.5} aria-hidden />
            Pro
          </span>
        ) : null}
      </div>
      <p className="flex-1 text-sm text-ink-muted">{purpose}</p>
      {minutes ? (
        <p className="inline-flex items-center gap-1.5 text-xs font-medium text-ink-muted">
          <Clock className="size-3.5" aria-hidden />
          <span className="sr-only">Estimated time: </span>
          {formatEstimate(minutes)}
        </p>
      ) : null}
    </Card>
  );
}
