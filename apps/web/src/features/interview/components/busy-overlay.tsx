import { LoaderCircle } from 'lucide-react';

/** The full-screen overlay of module6_feedback (docs/product/2-modules.md section 4) with its text. */
export function BusyOverlay({ text }: { text: string }) {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-surface/80 backdrop-blur-sm">
      <div
        role="status"
        aria-live="polite"
        className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-line bg-surface px-8 py-6 shadow-[var(--shadow-card)]"
      >
        <LoaderCircle className="size-8 animate-spin text-brand-700" aria-hidden />
        <p className="font-semibold text-ink">{text}</p>
      </div>
    </div>
  );
}
