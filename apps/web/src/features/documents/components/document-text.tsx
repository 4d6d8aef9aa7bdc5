import { FileText } from 'lucide-react';

/** The stored text, scrollable (its length is in the panel's header); or what to do when there is none yet. */
export function DocumentText({ text, label, emptyHint }: { text: string; label: string; emptyHint: string }) {
  if (!text) {
    return (
      <div className="flex items-center gap-3 rounded-[var(--radius-control)] border border-dashed border-line-strong px-4 py-6 text-sm text-ink-muted">
        <FileText className="size-5 shrink-0" aria-hidden />
        <p>{emptyHint}</p>
      </div>
    );
  }
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="max-h-72 overflow-y-auto rounded-[var(--radius-control)] border border-line bg-surface-muted px-3 py-2.5 text-sm leading-relaxed break-words whitespace-pre-wrap text-ink"
    >
      {text}
    </div>
  );
}
