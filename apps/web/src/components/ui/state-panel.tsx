import { CircleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { cn } from './cn.ts';

/** 'Nothing here yet': what the screen is for and the next action, one click away. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
  className,
  headingLevel = 2,
}: {
  icon?: LucideIcon;
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={cn('mx-auto flex max-w-md flex-col items-center px-4 py-12 text-center', className)}>
      {Icon ? (
        <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700">
          <Icon className="size-6" aria-hidden />
        </span>
      ) : null}
      <Heading className="mt-4 text-lg font-semibold text-ink">{title}</Heading>
      {children ? <div className="mt-2 text-sm text-ink-muted">{children}</div> : null}
      {action ? <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  );
}

/** A failed load: the message, the server's detail when it adds something, and a retry. */
export function ErrorState({
  message,
  detail,
  onRetry,
  retrying = false,
  className,
  children,
}: {
  message: string;
  detail?: string;
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div role="alert" className={cn('mx-auto flex max-w-md flex-col items-center px-4 py-12 text-center', className)}>
      <span className="grid size-12 place-items-center rounded-full bg-danger-soft text-danger">
        <CircleAlert className="size-6" aria-hidden />
      </span>
      <p className="mt-4 font-semibold text-ink">{message}</p>
      {detail && detail !== message ? <p className="mt-1 text-sm text-ink-muted">{detail}</p> : null}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {onRetry ? (
          <Button onClick={onRetry} disabled={retrying}>
            {retrying ? 'Retrying…' : 'Try again'}
          </Button>
        ) : null}
        {children}
      </div>
    </div>
  );
}
