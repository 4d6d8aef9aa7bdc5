import { Check } from 'lucide-react';
import * as Menu from 'radix-ui/dropdown-menu';
import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuRadioGroup = Menu.RadioGroup;

export function DropdownMenuContent({ className, sideOffset = 6, ...props }: ComponentProps<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 min-w-48 rounded-[var(--radius-control)] border border-line bg-surface p-1 shadow-[var(--shadow-pop)]',
          className,
        )}
        {...props}
      />
    </Menu.Portal>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof Menu.Item>) {
  return (
    <Menu.Item
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm text-ink outline-none select-none',
        'data-[highlighted]:bg-surface-sunken data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 [&_svg]:size-4 [&_svg]:text-ink-subtle',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof Menu.Separator>) {
  return <Menu.Separator className={cn('my-1 h-px bg-line', className)} {...props} />;
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof Menu.Label>) {
  return <Menu.Label className={cn('px-2.5 py-1.5 text-xs text-ink-subtle', className)} {...props} />;
}

/** A choice among several (role="menuitemradio"); the checked one carries a check mark. */
export function DropdownMenuRadioItem({ className, children, ...props }: ComponentProps<typeof Menu.RadioItem>) {
  return (
    <Menu.RadioItem
      className={cn(
        'relative flex cursor-pointer items-center gap-2 rounded-md py-2 pr-2.5 pl-8 text-sm text-ink outline-none select-none',
        'data-[highlighted]:bg-surface-sunken data-[state=checked]:font-medium',
        className,
      )}
      {...props}
    >
      <span className="absolute left-2.5 grid size-4 place-items-center">
        <Menu.ItemIndicator>
          <Check className="size-4 text-brand-700" aria-hidden />
        </Menu.ItemIndicator>
      </span>
      {children}
    </Menu.RadioItem>
  );
}
