import * as RadioGroupPrimitive from 'radix-ui/radio-group';
import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/** A group of choices; arrow keys move the selection (Radix). Give it an accessible name. */
export function RadioGroup({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root className={cn('grid gap-2', className)} {...props} />;
}

/** One choice drawn as a selectable card; its text content is its accessible name. */
export function RadioCard({ className, children, ...props }: ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        'group flex min-h-11 w-full items-center gap-3 rounded-[var(--radius-control)] border border-line-strong bg-surface px-3 py-2 text-left text-sm text-ink transition-colors',
        'hover:border-brand-500 hover:bg-brand-50',
        'data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-50 data-[state=checked]:text-brand-800',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden
        className="grid size-4 shrink-0 place-items-center rounded-full border border-line-strong bg-surface group-data-[state=checked]:border-brand-700"
      >
        <RadioGroupPrimitive.Indicator className="size-2 rounded-full bg-brand-700" />
      </span>
      <span className="min-w-0 flex-1 font-medium">{children}</span>
    </RadioGroupPrimitive.Item>
  );
}
