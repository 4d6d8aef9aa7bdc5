import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/** A grey placeholder block shaped like the content that is loading. Decorative: pair it with a status text. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-line', className)} {...props} />;
}
