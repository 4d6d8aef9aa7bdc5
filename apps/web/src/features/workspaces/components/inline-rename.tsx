import { normalizeWorkspaceName, WORKSPACE_NAME_MAX } from '@cp/contracts';
import { useRef, useState } from 'react';
import { Input } from '../../../components/ui/input.tsx';

/** Marks the field so a surrounding dialog lets Escape cancel the rename instead of closing. */
export const INLINE_RENAME_ATTRIBUTE = 'data-inline-rename';

/**
 * Inline rename (docs/product/1-platform.md section 4): Enter or leaving the field commits, Escape cancels; an empty
 * or unchanged name is ignored.
 */
export function InlineRename({
  name,
  onCommit,
  onDone,
}: {
  name: string;
  onCommit: (name: string) => void;
  onDone: () => void;
}) {
  const [value, setValue] = useState(name);
  const finished = useRef(false);

  const finish = (commit: boolean) => {
    if (finished.current) return;
    finished.current = true;
    const next = normalizeWorkspaceName(value);
    if (commit && next && next !== name) onCommit(next);
    onDone();
  };

  return (
    <Input
      {...{ [INLINE_RENAME_ATTRIBUTE]: '' }}
      autoFocus
      aria-label="Workspace name"
      value={value}
      maxLength={WORKSPACE_NAME_MAX}
      onFocus={(event) => event.currentTarget.select()}
      onChange={(event) => setValue(event.target.value)}
      onBlur={() => finish(true)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          finish(true);
        } else if (event.key === 'Escape') {
          event.preventDefault();
          finish(false);
        }
      }}
      className="h-8 px-2 font-semibold"
    />
  );
}

/** For a dialog's onEscapeKeyDown: true when Escape was pressed inside an inline rename field. */
export function isInsideInlineRename(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(`[${INLINE_RENAME_ATTRIBUTE}]`) !== null;
}
