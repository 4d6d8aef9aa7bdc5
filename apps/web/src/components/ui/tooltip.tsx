import * as TooltipPrimitive from 'radix-ui/tooltip';
import type { ReactNode } from 'react';
import { cn } from './cn.ts';

/**
 * A short hint shown on hover and on keyboard focus. It repeats or explains what the trigger
 * already says; never put the only accessible name of a control in a tooltip.
 */
export function Tooltip({
  content,
  children,
  side = 'right',
  className,
  disabled = false,
}: {
  content: ReactNode;
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  className?: string;
  disabled?: boolean;
}) {
  if (disabled) return <>{children}</>;
  return (
    <TooltipPrimitive.Provider delayDuration={250} skipDelayDuration={150}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side={side}
            sideOffset={8}
            collisionPadding={8}
            className={cn(
              'z-50 max-w-64 rounded-md bg-ink px-2.5 py-1.5 text-xs font-medium text-white shadow-[var(--shadow-pop)]',
              className,
            )}
          >
            {content}
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
