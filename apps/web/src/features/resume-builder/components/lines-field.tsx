import { useState } from 'react';
import { Textarea } from '../../../components/ui/input.tsx';

/**
 * One line per entry (bullets, skills): split on newlines, trimmed, empty lines dropped (docs/product/2-modules.md
 * section 5).
 */
export const splitLines = (text: string, separators = /\n/) =>
  text
    .split(separators)
    .map((l) => l.trim())
    .filter(Boolean);

/**
 * A textarea holding a list, one item a line. The text is kept as typed while the field has focus (so a
 * new empty line can be started) and the list is updated on every change.
 */
export function LinesField({
  id,
  value,
  onChange,
  rows = 4,
  separators,
  joiner = '\n',
  ...rest
}: {
  id: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  rows?: number;
  separators?: RegExp;
  joiner?: string;
  'aria-describedby'?: string;
  placeholder?: string;
}) {
  // While the field has focus it shows the text as typed; otherwise the list as it is stored.
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Textarea
      id={id}
      rows={rows}
      value={draft ?? value.join(joiner)}
      {...rest}
      onFocus={() => setDraft(value.join(joiner))}
      onBlur={() => setDraft(null)}
      onChange={(e) => {
        setDraft(e.target.value);
        onChange(splitLines(e.target.value, separators));
      }}
    />
  );
}
