import { MessageCircleQuestion, X } from 'lucide-react';
import { askUcBubbleHint } from '../content/ask-uc-texts.ts';
import { useBubbleHint } from '../hooks/use-bubble-hint.ts';
import { useReducedMotion } from '../hooks/use-reduced-motion.ts';

/**
 * The floating chat bubble, its hint (first two sessions, until clicked) and its pulse (2 s in every 12 s),
 * above the bottom's safe area; pages keep the strip they float over clear (--floating-clearance, styles.css).
 */
export function AskUcBubble({ onOpen }: { onOpen: () => void }) {
  const { hint, pulsing, recordClick, dismissHint } = useBubbleHint(useReducedMotion());
  return (
    <div className="fixed right-4 bottom-[var(--floating-inset)] z-40 flex items-end gap-2 md:right-6">
      {hint ? (
        <div
          role="note"
          className="mb-2 flex max-w-56 items-start gap-1 rounded-[var(--radius-card)] bg-surface px-3 py-2 text-sm text-ink shadow-[var(--shadow-pop)]"
        >
          <span>{askUcBubbleHint}</span>
          <button
            type="button"
            onClick={dismissHint}
            aria-label="Hide the hint"
            className="rounded p-0.5 text-ink-subtle hover:text-ink"
          >
            <X className="size-3.5" aria-hidden />
          </button>
        </div>
      ) : null}
      <button
        type="button"
        aria-label="Ask UC"
        data-pulsing={pulsing || undefined}
        onClick={() => {
          recordClick();
          onOpen();
        }}
        className="relative grid size-14 place-items-center rounded-full bg-brand-600 text-white shadow-[var(--shadow-pop)] hover:bg-brand-700 focus-visible:ring-4 focus-visible:ring-brand-200 focus-visible:outline-none"
      >
        {pulsing ? (
          <span aria-hidden className="absolute inset-0 animate-ping rounded-full bg-brand-500 opacity-60" />
        ) : null}
        <MessageCircleQuestion className="relative size-6" aria-hidden />
      </button>
    </div>
  );
}
