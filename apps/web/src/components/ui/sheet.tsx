import * as DialogPrimitive from 'radix-ui/dialog';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn.ts';

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

/**
 * A panel that slides in from the left edge: a modal dialog (focus moves in and is trapped,
 * Escape closes, focus returns to the trigger). The title names it for screen readers.
 */
export function SheetContent({
  title,
  children,
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { title: ReactNode }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-ink/40 transition-opacity duration-150 starting:opacity-0" />
      <DialogPrimitive.Content
        aria-describedby={undefined}
        className={cn(
          'fixed inset-y-0 left-0 z-50 flex w-[min(20rem,calc(100vw-3rem))] flex-col bg-surface shadow-[var(--shadow-pop)] outline-none',
          'transition-transform duration-200 ease-out starting:-translate-x-full',
          className,
        )}
        {...props}
      >
        <DialogPrimitive.Title className="sr-only">{title}</DialogPrimitive.Title>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
