import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** The account section while it loads: rows shaped like label / value pairs. */
export function AccountSkeleton() {
  return (
    <div role="status" aria-label="Loading account" className="space-y-4">
      {[0, 1, 2, 3, 4].map((row) => (
        <div key={row} className="grid gap-2 sm:grid-cols-[10rem_1fr] sm:gap-4">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-4 w-full max-w-72" />
        </div>
      ))}
    </div>
  );
}
