import type { ReactNode } from 'react';

/** A centred outcome: icon, heading, text and actions (verification, reset, callback states). */
export function StatusPanel({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center text-center">
      <div
        className="flex size-12 items-center justify-center rounded-full bg-surface-sunken [&_svg]:size-6"
        aria-hidden
      >
        {icon}
      </div>
      <h1 className="mt-4 text-xl font-semibold tracking-tight">{title}</h1>
      <div className="mt-2 w-full text-sm leading-6 text-ink-muted">{children}</div>
    </div>
  );
}
