import * as CollapsiblePrimitive from 'radix-ui/collapsible';

/** A disclosure: the trigger gets aria-expanded and aria-controls (Radix). */
export const Collapsible = CollapsiblePrimitive.Root;
export const CollapsibleTrigger = CollapsiblePrimitive.Trigger;
export const CollapsibleContent = CollapsiblePrimitive.Content;
