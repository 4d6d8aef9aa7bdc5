import { Spinner } from './spinner.tsx';

/** While a lazily loaded dialog's code arrives: a small centred card saying it is on its way. */
export function LazyLoading({ label }: { label: string }) {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-black/20">
      <div className="flex items-center gap-2 rounded-[var(--radius-card)] bg-surface px-4 py-3 text-sm shadow-[var(--shadow-pop)]">
        <Spinner label={label} />
        <span aria-hidden>{label}…</span>
      </div>
    </div>
  );
}
