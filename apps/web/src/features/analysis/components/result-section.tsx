import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';

/** One titled block of a result: an h2 and its content in a card. */
export function ResultSection({
  title,
  description,
  children,
  className,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn('p-5', className)}>
      <section aria-label={title}>
        <h2 className="text-base font-semibold text-ink">{title}</h2>
        {description ? <p className="mt-1 text-sm text-ink-muted">{description}</p> : null}
        <div className="mt-4">{children}</div>
      </section>
    </Card>
  );
}

/** A plain list, or the screen's placeholder when it is empty. */
export function TextList({
  items,
  empty = 'No items.',
  className,
}: {
  items: readonly string[];
  empty?: string;
  className?: string;
}) {
  if (items.length === 0) return <p className="text-sm text-ink-subtle">{empty}</p>;
  return (
    <ul className={cn('list-disc space-y-1.5 pl-5 text-sm text-ink', className)}>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}
