import * as ProgressPrimitive from 'radix-ui/progress';
import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/** A determinate progress bar (role="progressbar" with its value); give it an accessible name. */
export function Progress({
  value,
  className,
  ...props
}: ComponentProps<typeof ProgressPrimitive.Root> & { value: number }) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <ProgressPrimitive.Root
      value={clamped}
      className={cn('relative h-2 overflow-hidden rounded-full bg-surface-sunken', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className="h-full rounded-full bg-brand-700 transition-[width] duration-300"
        style={{ width: `${clamped}%` }}
      />
    </ProgressPrimitive.Root>
  );
}
