import { FileUp } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { cn } from '../../../components/ui/cn.ts';
import { documentUploadRules, UPLOAD_MAX_MB, type UploadRules } from '../utils/file-check.ts';

/**
 * A visible drop zone around a real file input: click or Enter/Space on it opens the picker,
 * a dropped file is taken too. The input stays in the tab order (visually hidden), so the zone
 * shows its focus ring. `rules` decide what the picker lists and the hint says (the caller checks
 * the chosen file with the same rules); `isCompact` fits it under a notice on another screen.
 */
export function FileDropZone({
  label,
  disabled,
  onFile,
  rules = documentUploadRules,
  isCompact = false,
}: {
  label: string;
  disabled: boolean;
  onFile: (file: File) => void;
  rules?: UploadRules;
  isCompact?: boolean;
}) {
  const id = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <label
      htmlFor={id}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-[var(--radius-control)] border-2 border-dashed border-line-strong bg-surface-muted px-4 text-center transition-colors',
        isCompact ? 'py-4' : 'py-8',
        'hover:border-brand-500 hover:bg-brand-50 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-200',
        dragging && 'border-brand-600 bg-brand-50',
        disabled && 'pointer-events-none opacity-60',
      )}
    >
      <FileUp className={cn('text-brand-700', isCompact ? 'size-5' : 'size-7')} aria-hidden />
      <span className="text-sm font-medium text-ink">
        <span className="text-brand-700 underline underline-offset-4">{label}</span> or drag and drop it here
      </span>
      <span id={hintId} className="text-xs text-ink-muted">
        {rules.formatsLabel}, up to {UPLOAD_MAX_MB} MB
      </span>
      <input
        id={id}
        type="file"
        accept={rules.pickerAccept}
        aria-label={label}
        aria-describedby={hintId}
        disabled={disabled}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again still counts as a choice.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </label>
  );
}
