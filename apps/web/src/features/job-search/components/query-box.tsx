import { Search } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';

export type QueryBoxProps = {
  initial: string;
  busy: boolean;
  onSubmit: (query: string) => void;
  /** The home page types examples here (use-typing-placeholder). */
  placeholder?: string;
  /** Told when the text box gains or loses focus, or its text turns empty or not (the home pauses its typing then). */
  onActiveChange?: (active: boolean) => void;
  submitLabel?: string;
};

const DEFAULT_PLACEHOLDER = 'e.g. registered nurse in Austin, TX, full-time, posted this week';

/**
 * docs/product/3-agent-tracker-assistant.md section 2: a multi-line query; Enter submits, Shift+Enter adds a line; at
 * most 200px tall.
 */
export function QueryBox({
  initial,
  busy,
  onSubmit,
  placeholder = DEFAULT_PLACEHOLDER,
  onActiveChange,
  submitLabel = 'Search',
}: QueryBoxProps) {
  const [value, setValue] = useState(initial);
  const [focused, setFocused] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  const active = focused || value.length > 0;
  useEffect(() => onActiveChange?.(active), [active, onActiveChange]);
  useEffect(() => {
    const el = area.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(200, el.scrollHeight)}px`;
  }, [value]);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (value.trim()) onSubmit(value.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <form
      onSubmit={submit}
      className="flex items-end gap-2 rounded-[var(--radius-card)] border border-line-strong bg-surface p-2 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-200"
    >
      <label htmlFor="agent-query" className="sr-only">
        What job are you looking for?
      </label>
      <textarea
        id="agent-query"
        ref={area}
        rows={1}
        value={value}
        maxLength={500}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        placeholder={placeholder}
        className="max-h-[200px] min-h-10 flex-1 resize-none bg-transparent px-2 py-2 text-base text-ink outline-none placeholder:text-ink-subtle"
      />
      <Button type="submit" disabled={busy || !value.trim()}>
        <Search aria-hidden /> {submitLabel}
      </Button>
    </form>
  );
}
