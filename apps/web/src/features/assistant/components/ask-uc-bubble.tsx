import { MessageCircleQuestion } from 'lucide-react';
import { useBubblePulse } from '../hooks/use-bubble-hint.ts';
import { useReducedMotion } from '../hooks/use-reduced-motion.ts';

/**
 * The floating chat bubble and its pulse (2 s in every 12 s), above the bottom's safe area; pages keep the
 * strip it floats over clear (--floating-clearance, styles.css). Its hint is above the page (ask-uc-hint.tsx).
 */
export function AskUcBubble({ onOpen }: { onOpen: () => void }) {
  const { pulsing, recordClick } = useBubblePulse(useReducedMotion());
  return (
    <div className="fixed right-4 bottom-[var(--floating-inset)] z-40 md:right-6">
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
