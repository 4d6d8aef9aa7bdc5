import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** My Documents while the workspace loads: two panels with a text block and the add controls. */
export function DocumentsSkeleton() {
  return (
    <div role="status" aria-label="Loading documents" className="space-y-5">
      <Skeleton className="h-5 w-full max-w-2xl" />
      <div className="grid gap-5 xl:grid-cols-2">
        {[0, 1].map((i) => (
          <div key={i} className="space-y-4 rounded-[var(--radius-card)] border border-line bg-surface p-5">
            <div className="flex justify-between">
              <Skeleton className="h-6 w-32" />
              <Skeleton className="h-10 w-36" />
            </div>
            <Skeleton className="h-40" />
            <Skeleton className="h-10" />
            <Skeleton className="h-32" />
          </div>
        ))}
      </div>
    </div>
  );
}
