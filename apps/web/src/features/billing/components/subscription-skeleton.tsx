import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** Shaped like the subscription details and their buttons. */
export function SubscriptionSkeleton() {
  return (
    <div role="status" aria-label="Loading your subscription">
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="grid gap-2 border-b border-line py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-4 w-44" />
        </div>
      ))}
      <div className="mt-5 flex gap-3">
        <Skeleton className="h-10 w-32" />
        <Skeleton className="h-10 w-36" />
      </div>
    </div>
  );
}
