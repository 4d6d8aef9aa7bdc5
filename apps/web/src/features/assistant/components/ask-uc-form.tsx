import { GOAL_QUESTION_MAX } from '@cp/contracts';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { askUcExamples } from '../content/ask-uc-texts.ts';
import { useGhostSuggestion } from '../hooks/use-ghost-suggestion.ts';
import { useReducedMotion } from '../hooks/use-reduced-motion.ts';

type FormProps = {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onClear: () => void;
  onReset: () => void;
  busy: boolean;
  showExamples: boolean;
  onToggleExamples: () => void;
};

function isEditable(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/** The goal input with its ghost suggestion (Tab or → accepts, Enter asks, '/' focuses), Clear, Reset and the examples. */
export function AskUcForm({
  value,
  onChange,
  onSubmit,
  onClear,
  onReset,
  busy,
  showExamples,
  onToggleExamples,
}: FormProps) {
  const input = useRef<HTMLInputElement>(null);
  const { ghost, accept } = useGhostSuggestion(value, askUcExamples, useReducedMotion());

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isEditable(event.target)) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const atEnd = event.currentTarget.selectionStart === value.length;
    if (
      accept &&
      accept !== value &&
      ((event.key === 'Tab' && !event.shiftKey) || (event.key === 'ArrowRight' && atEnd))
    ) {
      event.preventDefault();
      onChange(accept);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onSubmit();
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor="ask-uc-input" className="text-sm font-medium text-ink">
        Your goal
      </label>
      <div className="relative mt-1">
        <div
          aria-hidden
          data-testid="ask-uc-ghost"
          className="pointer-events-none absolute inset-0 flex items-center overflow-hidden px-3 text-sm whitespace-pre text-ink-subtle"
        >
          <span className="invisible">{value}</span>
          {ghost.slice(value.length)}
        </div>
        <input
          ref={input}
          id="ask-uc-input"
          value={value}
          maxLength={GOAL_QUESTION_MAX}
          autoComplete="off"
          aria-describedby="ask-uc-keys"
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          className="relative h-11 w-full rounded-[var(--radius-control)] border border-line-strong bg-transparent px-3 text-sm text-ink focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-200 focus-visible:outline-none"
        />
      </div>
      <p id="ask-uc-keys" className="mt-1 text-xs text-ink-muted">
        Tab or → takes the suggestion, Enter asks, / jumps back here.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit" disabled={busy || value.trim() === ''}>
          {busy ? 'Asking…' : 'Ask UC'}
        </Button>
        <Button type="button" variant="secondary" onClick={onClear} disabled={busy}>
          Clear
        </Button>
        <Button type="button" variant="secondary" onClick={onReset} disabled={busy}>
          Reset
        </Button>
        <Button
          type="button"
          variant="ghost"
          aria-expanded={showExamples}
          aria-controls="ask-uc-examples"
          onClick={onToggleExamples}
        >
          {showExamples ? 'Hide examples' : 'Show examples'}
        </Button>
      </div>
      {showExamples ? (
        <ul id="ask-uc-examples" aria-label="Example goals" className="mt-3 grid gap-2 sm:grid-cols-2">
          {askUcExamples.map((example) => (
            <li key={example}>
              <button
                type="button"
                onClick={() => {
                  onChange(example);
                  input.current?.focus();
                }}
                className="w-full rounded-[var(--radius-control)] border border-line bg-surface px-3 py-2 text-left text-sm text-ink hover:border-brand-200 hover:bg-brand-50"
              >
                {example}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}
