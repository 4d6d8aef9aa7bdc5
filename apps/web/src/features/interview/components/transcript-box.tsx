import { OFFLINE_ANSWER_MAX } from '@cp/contracts';
import { useId } from 'react';
import { Textarea } from '../../../components/ui/input.tsx';

/** What was said in the audio: filled live by the browser's recognition where it runs, editable, or typed by the user. */
export function TranscriptBox({
  value,
  interim,
  onChange,
  note,
  disabled,
}: {
  value: string;
  interim?: string;
  onChange: (value: string) => void;
  note: string;
  disabled?: boolean;
}) {
  const id = useId();
  const noteId = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        What you said (transcript)
      </label>
      <p id={noteId} className="text-xs text-ink-muted">
        {note}
      </p>
      <Textarea
        id={id}
        rows={5}
        value={value}
        maxLength={OFFLINE_ANSWER_MAX}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        aria-describedby={noteId}
      />
      {interim ? (
        <p className="text-xs italic text-ink-subtle" aria-live="polite">
          Hearing: {interim}
        </p>
      ) : null}
    </div>
  );
}
