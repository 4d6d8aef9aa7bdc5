import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn.ts';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../../../components/ui/collapsible.tsx';

/** A titled group of sidebar links that folds away; the rail shows the links without the title. */
export function SidebarSection({
  title,
  open,
  onOpenChange,
  rail,
  children,
}: {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  rail: boolean;
  children: ReactNode;
}) {
  if (rail) {
    return (
      <div role="group" aria-label={title} className="border-t border-line pt-2">
        <ul className="space-y-1">{children}</ul>
      </div>
    );
  }
  return (
    <Collapsible open={open} onOpenChange={onOpenChange}>
      <CollapsibleTrigger className="flex h-8 w-full items-center justify-between rounded-md px-2 text-xs font-semibold tracking-wide text-ink-muted uppercase hover:bg-surface-sunken hover:text-ink">
        {title}
        <ChevronDown className={cn('size-4 transition-transform', !open && '-rotate-90')} aria-hidden />
      </CollapsibleTrigger>
      <CollapsibleContent>
        <ul className="mt-0.5 space-y-0.5">{children}</ul>
      </CollapsibleContent>
    </Collapsible>
  );
}
