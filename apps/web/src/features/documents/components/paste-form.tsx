import { DOCUMENT_TEXT_MAX } from '@cp/contracts';
import { FileText } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { formatCharacters } from '../utils/file-check.ts';

type PasteFormProps = {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  /** Called on submit unless the text is blank; the caller checks anything more. */
  onSave: () => void;
  rows?: number;
  /** What is wrong with the text, shown under it and tied to it. */
  error?: string | null;
};

/** A labelled text area for a pasted document, its length, and Save (disabled while the text is blank). */
export function PasteForm({ label, placeholder, value, onChange, disabled, onSave, rows = 8, error }: PasteFormProps) {
  const id = useId();
  const errorId = useId();
  const empty = value.trim() === '';
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!empty && !disabled) onSave();
      }}
    >
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <Textarea
        id={id}
        rows={rows}
        value={value}
        maxLength={DOCUMENT_TEXT_MAX}
        placeholder={placeholder}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        className="resize-y"
      />
      {error ? (
        <p id={errorId} role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex items-center justify-between gap-3">
        <span className="text-xs text-ink-muted tabular-nums">{formatCharacters(value.length)}</span>
        <Button type="submit" disabled={empty || disabled}>
          <FileText aria-hidden /> Save
        </Button>
      </div>
    </form>
  );
}
