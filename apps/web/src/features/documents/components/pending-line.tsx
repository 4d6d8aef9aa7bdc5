import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';

/** Work under way: a spinner, what is happening ('Uploading…'), and an indeterminate bar. */
export function PendingLine({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="space-y-2">
      <p className="flex items-center gap-2 text-sm font-medium text-brand-800">
        <LoaderCircle className="size-4 animate-spin text-brand-700" aria-hidden />
        {children}
      </p>
      <div aria-hidden className="h-1 overflow-hidden rounded-full bg-brand-100">
        <div className="h-full w-1/3 animate-indeterminate rounded-full bg-brand-600" />
      </div>
    </div>
  );
}
