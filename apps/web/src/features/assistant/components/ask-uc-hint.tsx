import { MessageCircleQuestion, X } from 'lucide-react';
import { askUcBubbleHint } from '../content/ask-uc-texts.ts';
import { useBubbleHintShown } from '../hooks/use-bubble-hint.ts';

/**
 * The Ask UC bubble's hint (first two sessions, until the bubble is clicked or the hint hidden), above the
 * page with the shell's other notices: floating beside the bubble it covered the page's text wherever the
 * page was under it (a letter's last lines, a question), on a phone and on a desktop (decision 047).
 */
export function AskUcHint() {
  const { shown, dismiss } = useBubbleHintShown();
  if (!shown) return null;
  return (
    <div
      role="note"
      className="flex items-center gap-2 border-b border-line bg-surface px-4 py-2 text-sm text-ink md:px-8"
    >
      <MessageCircleQuestion className="size-4 shrink-0 text-brand-700" aria-hidden />
      <p className="min-w-0 flex-1">{askUcBubbleHint}</p>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Hide the hint"
        className="rounded p-1 text-ink-subtle hover:text-ink"
      >
        <X className="size-3.5" aria-hidden />
      </button>
    </div>
  );
}
