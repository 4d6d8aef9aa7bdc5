import * as AlertDialogPrimitive from 'radix-ui/alert-dialog';
import type { ReactNode } from 'react';
import { buttonVariants } from './button-variants.ts';
import { cn } from './cn.ts';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  /** Runs on confirm; the dialog closes itself only when `onConfirm` does not keep it open. */
  onConfirm: () => void;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  pending?: boolean;
  /** Keeps the confirmation off (e.g. until a type-to-confirm field matches). */
  confirmDisabled?: boolean;
  /** A third choice beside Cancel and the confirmation (e.g. 'Create New Workspace Instead'). */
  secondaryAction?: { label: string; onClick: () => void };
  children?: ReactNode;
};

/**
 * A confirmation for a destructive action (role="alertdialog"): focus starts on Cancel, Escape
 * cancels, the wording is the spec's. Stays open while `pending`.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  cancelLabel = 'Cancel',
  tone = 'danger',
  pending = false,
  confirmDisabled = false,
  secondaryAction,
  children,
}: ConfirmDialogProps) {
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/40 backdrop-blur-[1px]" />
        <AlertDialogPrimitive.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-[var(--radius-card)] bg-surface p-6 shadow-[var(--shadow-pop)]">
          <AlertDialogPrimitive.Title className="text-lg font-semibold text-ink">{title}</AlertDialogPrimitive.Title>
          <AlertDialogPrimitive.Description className="mt-2 text-sm text-ink-muted">
            {description}
          </AlertDialogPrimitive.Description>
          {children}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogPrimitive.Cancel className={buttonVariants({ variant: 'secondary' })} disabled={pending}>
              {cancelLabel}
            </AlertDialogPrimitive.Cancel>
            {secondaryAction ? (
              <button
                type="button"
                className={buttonVariants({ variant: 'secondary' })}
                disabled={pending}
                onClick={secondaryAction.onClick}
              >
                {secondaryAction.label}
              </button>
            ) : null}
            <button
              type="button"
              className={cn(buttonVariants({ variant: tone === 'danger' ? 'danger' : 'primary' }))}
              disabled={pending || confirmDisabled}
              onClick={onConfirm}
            >
              {confirmLabel}
            </button>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
