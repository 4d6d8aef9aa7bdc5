import type { VariantProps } from 'class-variance-authority';
import * as Slot from 'radix-ui/slot';
import type { ComponentProps } from 'react';
import { buttonVariants } from './button-variants.ts';
import { cn } from './cn.ts';

export { buttonVariants };

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      className={cn(buttonVariants({ variant, size }), className)}
      type={asChild ? undefined : (type ?? 'button')}
      {...props}
    />
  );
}
