import { LoaderCircle } from 'lucide-react';
import { useRotatingText } from '../../../lib/use-rotating-text.ts';

/**
 * Full-screen overlay while a run is in progress (docs/product/2-modules.md section 4): the module's messages,
 * rotating.
 */
export function AnalyzingOverlay({ texts }: { texts: readonly string[] }) {
  const text = useRotatingText(texts);
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-surface/80 backdrop-blur-sm print:hidden">
      <div
        role="status"
        aria-live="polite"
        className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-line bg-surface px-8 py-6 shadow-[var(--shadow-card)]"
      >
        <LoaderCircle className="size-8 animate-spin text-brand-700" aria-hidden />
        <p className="font-semibold text-ink">Analyzing…</p>
        <p className="text-sm text-ink-muted">{text}</p>
      </div>
    </div>
  );
}
